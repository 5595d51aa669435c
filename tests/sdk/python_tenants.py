"""Two apps sharing one `travel sandbox serve`, each through the provider's own Python
SDK with its own client id: orders, hotel bookings, clock, faults, journal, reset and
rate limits are each the app's own.

Usage: python3 tests/sdk/python_tenants.py PATH/TO/travel [--https]
Run by .ci/run with the `amadeus` package installed in a virtualenv. The script starts
its own servers (one with a rate limit). With --https they serve HTTPS with a
certificate made at start, and the SDK trusts it through SSL_CERT_FILE, as an app
would. Any failed check exits non-zero.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from urllib.parse import urlparse

from amadeus import Client, ResponseError

travel = sys.argv[1]
https = "--https" in sys.argv[2:]
home = tempfile.mkdtemp()
servers = []


def serve(*extra):
    """Start `travel sandbox serve` with `extra` arguments; its base URL."""
    state = os.path.join(home, f"state-{len(servers)}.sqlite3")
    args = [travel, "sandbox", "serve", "--port", "0", "--state", state, *extra]
    ca = os.path.join(home, f"ca-{len(servers)}.pem")
    if https:
        args += ["--tls", "--ca-file", ca]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env={**os.environ, "TRAVEL_SANDBOX_ADMIN_SECRET": ""})
    servers.append(proc)
    url = proc.stdout.readline().strip()
    assert url.startswith("https://" if https else "http://"), url
    if https:
        # what an app does with a private CA: point the TLS stack at it (each server
        # is used in turn, the one started last from here on)
        os.environ["SSL_CERT_FILE"] = ca
    return url


def client(url, client_id):
    u = urlparse(url)
    return Client(client_id=client_id, client_secret="ci-secret",
                  host=u.hostname, port=u.port, ssl=u.scheme == "https")


def day(ahead):
    d = date.today() + timedelta(days=ahead)
    while d.day in (13, 27, 29):
        d += timedelta(days=1)
    return d.isoformat()


TRAVELER = {
    "id": "1", "dateOfBirth": "1982-01-16", "gender": "MALE",
    "name": {"firstName": "JORGE", "lastName": "GONZALES"},
    "contact": {"emailAddress": "jorge@example.com",
                "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34",
                            "number": "480080076"}]},
}


def book(app):
    found = app.shopping.flight_offers_search.get(
        originLocationCode="MAD", destinationLocationCode="BCN",
        departureDate=day(30), adults=1, max=1)
    priced = app.shopping.flight_offers.pricing.post(found.data[0])
    made = app.booking.flight_orders.post(priced.data["flightOffers"][0], TRAVELER)
    assert made.status_code == 201, made.status_code
    return made.data["id"], made.data["queuingOfficeId"]


def status_of(call):
    try:
        return call().status_code
    except ResponseError as e:
        return e.response.status_code


def control(app, method, path, body=None):
    """A control API call with the app's own token, through the SDK's generic calls."""
    if method == "GET":
        return app.get(path).data
    return app.post(path, body or {}).data


passed = failed = 0


def check(name, fn):
    global passed, failed
    try:
        fn()
        passed += 1
        print(f"ok   {name}")
    except Exception as e:  # noqa: BLE001 - report every failure, keep going
        failed += 1
        print(f"FAIL {name}: {type(e).__name__}: {e}")


try:
    url = serve()
    a, b = client(url, "team-a"), client(url, "team-b")
    orders = {}

    def orders_are_each_apps_own():
        orders["a"], office_a = book(a)
        orders["b"], office_b = book(b)
        assert office_a != office_b, (office_a, office_b)
        assert status_of(lambda: b.booking.flight_order(orders["a"]).get()) == 404
        assert status_of(lambda: b.booking.flight_order(orders["a"]).delete()) == 404
        assert a.booking.flight_order(orders["a"]).get().data["id"] == orders["a"]

    def clocks_are_each_apps_own():
        moved = control(a, "POST", "/_sandbox/clock/advance", {"by": "1d"})
        assert moved["offsetSeconds"] == 86400, moved
        assert control(b, "GET", "/_sandbox/clock")["offsetSeconds"] == 0
        # the token outlives a moved clock: the SDK goes on with the one it holds
        assert a.reference_data.airlines.get(airlineCodes="BA").data[0]["iataCode"] == "BA"

    def faults_and_journal_are_each_apps_own():
        control(a, "POST", "/_sandbox/faults",
                {"operation": "LookupAirlines", "times": 1, "status": 500})
        assert status_of(lambda: b.reference_data.airlines.get(airlineCodes="BA")) == 200
        assert status_of(lambda: a.reference_data.airlines.get(airlineCodes="BA")) == 500
        assert status_of(lambda: a.reference_data.airlines.get(airlineCodes="BA")) == 200
        mine = control(a, "GET", "/_sandbox/journal")
        assert any(e["status"] == 500 and e.get("fault") for e in mine), mine[:3]
        theirs = control(b, "GET", "/_sandbox/journal")
        assert all(e["status"] != 500 for e in theirs), theirs[:3]

    def a_reset_clears_one_app_and_keeps_its_token():
        done = control(a, "POST", "/_sandbox/reset")
        assert done["removed"]["flightOrders"] == 1, done
        assert status_of(lambda: a.booking.flight_order(orders["a"]).get()) == 404
        assert b.booking.flight_order(orders["b"]).get().data["id"] == orders["b"]
        assert control(a, "GET", "/_sandbox/info")["tenant"] == "team-a"

    def rate_limits_are_each_apps_own():
        limited = serve("--rate-limit", "3/min")
        la, lb = client(limited, "team-a"), client(limited, "team-b")
        seen = [status_of(lambda: la.reference_data.airlines.get(airlineCodes="BA"))
                for _ in range(4)]
        assert seen == [200, 200, 200, 429], seen
        try:
            la.reference_data.airlines.get(airlineCodes="BA")
            raise AssertionError("not limited")
        except ResponseError as e:
            body = json.loads(e.response.body)
            assert body["errors"][0]["code"] == 38194, body
            assert int(e.response.headers["Retry-After"]) >= 1
        assert status_of(lambda: lb.reference_data.airlines.get(airlineCodes="BA")) == 200

    for name, fn in [
        ("orders are each app's own", orders_are_each_apps_own),
        ("clocks are each app's own", clocks_are_each_apps_own),
        ("faults and journal are each app's own", faults_and_journal_are_each_apps_own),
        ("a reset clears one app and keeps its token", a_reset_clears_one_app_and_keeps_its_token),
        ("rate limits are each app's own", rate_limits_are_each_apps_own),
    ]:
        check(name, fn)
finally:
    for proc in servers:
        proc.terminate()
        proc.wait(timeout=30)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
