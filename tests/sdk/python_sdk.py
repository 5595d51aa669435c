"""The provider's own Python SDK against `travel sandbox serve`.

Usage: python3 tests/sdk/python_sdk.py http://127.0.0.1:PORT
Run by .ci/run with the `amadeus` package installed in a virtualenv. Every check
asserts on what the SDK parsed; any failure exits non-zero.
"""

import sys
from urllib.parse import urlparse

from amadeus import Client, Location, ResponseError

url = urlparse(sys.argv[1])
amadeus = Client(client_id="sdk-check", client_secret="sdk-secret",
                 host=url.hostname, port=url.port, ssl=False)
passed = 0
failed = 0


def check(name, fn):
    global passed, failed
    try:
        fn()
        passed += 1
        print(f"ok   {name}")
    except Exception as e:  # noqa: BLE001 - report every failure, keep going
        failed += 1
        print(f"FAIL {name}: {type(e).__name__}: {e}")


def cities():
    r = amadeus.reference_data.locations.cities.get(keyword="PARIS", countryCode="FR")
    assert r.data[0]["iataCode"] == "PAR", r.data


def locations_and_pages():
    r = amadeus.reference_data.locations.get(keyword="LON", subType=Location.ANY)
    assert r.data[0]["iataCode"] in ("LHR", "LON"), r.data[0]
    assert len(r.data) == 10
    nxt = amadeus.next(r)
    assert nxt is not None and len(nxt.data) > 0, "next page not followed"
    assert nxt.data[0]["id"] != r.data[0]["id"]
    assert amadeus.previous(nxt).data[0]["id"] == r.data[0]["id"]


def location_by_id():
    r = amadeus.reference_data.location("ALHR").get()
    assert r.data["iataCode"] == "LHR" and r.data["address"]["cityCode"] == "LON", r.data


def airports_near():
    r = amadeus.reference_data.locations.airports.get(latitude=51.57285, longitude=-0.44161)
    assert r.data[0]["iataCode"] == "LHR", r.data[0]
    assert r.data[0]["distance"]["unit"] == "KM"


def direct_destinations():
    r = amadeus.airport.direct_destinations.get(departureAirportCode="MAD", max=5)
    codes = [d["iataCode"] for d in r.data]
    assert len(codes) == 5 and codes == sorted(codes), codes
    assert r.result["meta"]["count"] == 5


def airline_destinations():
    r = amadeus.airline.destinations.get(airlineCode="BA", max=3)
    assert len(r.data) == 3 and r.result["meta"]["count"] == "3", r.result["meta"]


def airlines():
    r = amadeus.reference_data.airlines.get(airlineCodes="BA,AFR")
    assert [a["iataCode"] for a in r.data] == ["BA", "AF"], r.data


def checkin_links():
    r = amadeus.reference_data.urls.checkin_links.get(airlineCode="BA", language="en-GB")
    assert {l["channel"] for l in r.data} <= {"All", "Mobile", "Web"} and r.data, r.data


def recommendations():
    r = amadeus.reference_data.recommended_locations.get(cityCodes="PAR", travelerCountryCode="FR")
    assert r.data and all(d["iataCode"] != "PAR" for d in r.data), r.data


def errors_are_parsed():
    try:
        amadeus.reference_data.locations.cities.get(keyword="PA")
    except ResponseError as e:
        assert e.response.status_code == 400, e.response.status_code
        assert e.response.result["errors"][0]["code"] == 477, e.response.result
        return
    raise AssertionError("no error raised for a 2-letter keyword")


def bad_credentials_are_refused():
    # Only when the server was started with --client-id; otherwise any are accepted.
    other = Client(client_id="sdk-check", client_secret="wrong", host=url.hostname,
                   port=url.port, ssl=False)
    other.reference_data.airlines.get(airlineCodes="BA")


for name, fn in [
    ("city search", cities),
    ("airport and city search, with next/previous pages", locations_and_pages),
    ("location by id", location_by_id),
    ("nearest airports", airports_near),
    ("airport direct destinations", direct_destinations),
    ("airline destinations", airline_destinations),
    ("airline code lookup", airlines),
    ("check-in links", checkin_links),
    ("recommended locations", recommendations),
    ("errors reach ResponseError with the service's body", errors_are_parsed),
    ("any credentials accepted by default", bad_credentials_are_refused),
]:
    check(name, fn)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
