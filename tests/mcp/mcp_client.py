"""`travel --sandbox mcp` through the `mcp` package's stdio client, as an assistant's
host would drive it: the tools listed; search, price and seat map; a flight booked
after the person's yes (the order in the sandbox's state, the booking in the journal);
a booking declined and one asked by a client that cannot ask (nothing sent: the
sandbox holds no new order, the journal no new line); the same booking again refused;
a cancellation; a hotel booked with the card stored for the server; secrets refused
as arguments; and no card or passport number in any result, the server's stderr or
the journal.

Usage: python mcp_client.py target/debug/travel [--keyring]
With --keyring (under a session bus with an unlocked Secret Service, as .ci/run
starts one), only this: the passport and the card kept with `travel wallet` in the
OS keyring, none in the environment, and a flight and a hotel booked with them.
Prints one line per check and `N passed, N failed`; exits 1 on any failure.
"""

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import mcp_types as types
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

BINARY = os.path.abspath(sys.argv[1])
HOME = Path(tempfile.mkdtemp(prefix="travel-mcp-"))
DATA = HOME / "data"
CARD = "4111111111111111"
PASSPORT = "X7310452"
TRAVELLER = "Mr John Smith 1980-04-12 <john@example.com> +441234567890"
DAY = "2027-01-12"  # not the 13th, 27th or 29th: no pricing scenario on that day

ENV = {
    "HOME": str(HOME),
    "XDG_CACHE_HOME": str(HOME / "cache"),
    "XDG_DATA_HOME": str(DATA),
    "XDG_CONFIG_HOME": str(HOME / "config"),
    "PATH": os.environ.get("PATH", ""),
    "TRAVEL_TODAY": "2026-11-22",
    "NO_COLOR": "1",
    "TRAVEL_CARD_NUMBER": CARD,
    "TRAVEL_PASSPORTS": f"John Smith=P:{PASSPORT}:GB:2033-05-01:GB",
}

passed, failed = 0, 0
said = []  # every text and structured content the server returned
asked = []  # every confirmation the person was asked


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {name}")
    else:
        failed += 1
        print(f"FAIL  {name}: {detail}")


def state_file():
    return DATA / "travel" / "sandbox.sqlite3"


def orders():
    """The flight orders the sandbox holds: read from its state file."""
    if not state_file().exists():
        return 0
    with sqlite3.connect(state_file()) as db:
        return db.execute("SELECT count(*) FROM flight_orders").fetchone()[0]


def journal():
    path = DATA / "travel" / "bookings.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def text_of(result):
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def call(session, name, arguments):
    result = await session.call_tool(name, arguments)
    said.append(text_of(result))
    said.append(json.dumps(result.structured_content or {}))
    return result


def rows(result, table=0):
    tables = (result.structured_content or {}).get("tables", [])
    return tables[table]["rows"] if len(tables) > table else []


def answering(action, tick=True):
    async def callback(context, params):
        asked.append(params.message)
        content = {"confirm": tick} if action == "accept" else None
        return types.ElicitResult(action=action, content=content)

    return callback


async def session_with(elicitation, body):
    params = StdioServerParameters(command=BINARY, args=["--sandbox", "mcp"], env=ENV)
    with open(HOME / "server-stderr.log", "a") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            kwargs = {"elicitation_callback": elicitation} if elicitation else {}
            async with ClientSession(read, write, **kwargs) as session:
                await session.initialize()
                await body(session)


async def reading(session):
    listed = await session.list_tools()
    names = {t.name for t in listed.tools}
    wanted = {"flights_search", "flights_price", "flights_seats", "flights_book", "hotels_book",
              "order_cancel", "hotels_offers", "order_show", "bookings_list", "airports_search"}
    check("the tools are listed", wanted <= names, sorted(names))
    book = next(t for t in listed.tools if t.name == "flights_book")
    props = book.input_schema.get("properties", {})
    check("flights_book takes travellers, and no passport, card or --yes",
          "traveler" in props and not {"passport", "passport_stdin", "card_stdin", "yes"} & set(props), props.keys())
    check("writing tools are not read-only", book.annotations and book.annotations.read_only_hint is False)

    found = await call(session, "flights_search",
                       {"origin": "LHR", "destination": "JFK", "date": DAY, "nonstop": True, "max": 5})
    offers = rows(found)
    check("flights_search numbers its offers", not found.is_error and offers and offers[0].get("#") == "1",
          text_of(found))
    check("a result names its command line",
          found.structured_content.get("command", "").startswith("travel --sandbox flights search"),
          found.structured_content)

    priced = await call(session, "flights_price", {"offers": ["1"], "bags": True})
    check("flights_price prices offer 1 of that search",
          not priced.is_error and "total" in text_of(priced).lower(), text_of(priced))

    seats = await call(session, "flights_seats", {"offer": "1"})
    check("flights_seats gives the seat map, one row a seat",
          not seats.is_error and len(rows(seats)) > 50, text_of(seats)[:500])

    bad = await call(session, "flights_search", {"origin": "London", "destination": "JFK", "date": DAY})
    check("a refusal is a tool error with the command line's hint",
          bad.is_error and "error:" in text_of(bad) and bad.structured_content["error"]["exit_code"] == 2,
          text_of(bad))


async def booking_confirmed(session):
    before, lines = orders(), len(journal())
    arguments = {"offer": "1", "traveler": [TRAVELLER]}
    booked = await call(session, "flights_book", arguments)
    check("a confirmed booking is made", not booked.is_error, text_of(booked))
    check("the person was asked with the summary: environment, what, who, total",
          bool(asked) and "SANDBOX" in asked[-1] and "SMITH" in asked[-1].upper()
          and any(cur in asked[-1] for cur in ("EUR", "USD", "GBP")), asked[-1:] or "not asked")
    check("the passport stored for the server was used, masked in the summary",
          bool(asked) and PASSPORT[-3:] in asked[-1] and PASSPORT not in asked[-1], asked[-1:])
    check("the order exists in the sandbox", orders() == before + 1, (before, orders()))
    made = [e for e in journal()[lines:] if e.get("kind") == "flight" and e.get("ids")]
    check("the booking is in the journal", bool(made), journal()[lines:])

    n = len(asked)
    again = await call(session, "flights_book", arguments)
    check("the same booking again is refused from the journal, nothing asked or sent",
          again.is_error and "already made" in text_of(again) and "nothing was sent" in text_of(again)
          and len(asked) == n and orders() == before + 1,
          text_of(again))

    order_id = rows(booked)[0].get("Order") if rows(booked) else None
    shown = await call(session, "order_show", {"order": order_id or "none"})
    check("order_show shows the order, documents masked",
          not shown.is_error and PASSPORT not in text_of(shown), text_of(shown))
    cancelled = await call(session, "order_cancel", {"order": order_id or "none"})
    check("a confirmed cancellation removes the order",
          not cancelled.is_error and orders() == before, text_of(cancelled))
    check("the cancellation is in the journal",
          any(e.get("event") == "cancelled" for e in journal()), journal()[-1:])

    offers = await call(session, "hotels_offers", {"city": "PAR", "check_in": "2027-01-12", "nights": "2"})
    hotel = await call(session, "hotels_book", {
        "offer": "1", "guest": ["Ms Jane Doe <jane@example.com> +33123456789"], "card_expiry": "2030-12"})
    check("a hotel is booked with the card stored for the server",
          not offers.is_error and not hotel.is_error and "Booked" in text_of(hotel), text_of(hotel))
    check("the card shows as its last four digits only",
          bool(asked) and "****1111" in asked[-1] and CARD not in asked[-1], asked[-1:])

    refused = await call(session, "flights_book", {"offer": "1", "traveler": [TRAVELLER],
                                                    "passport": f"P:{PASSPORT}:GB:2033-05-01"})
    check("a passport given as an argument is refused",
          refused.is_error and "never pass through" in text_of(refused), text_of(refused))
    refused = await call(session, "hotels_book", {"offer": "1", "guest": ["Ms Jane Doe <jane@example.com> +33123456789"],
                                                  "card_expiry": "2030-12", "card_number": CARD})
    check("a card number given as an argument is refused",
          refused.is_error and "TRAVEL_CARD_NUMBER" in text_of(refused), text_of(refused))


async def booking_declined(session):
    await call(session, "flights_search", {"origin": "LHR", "destination": "JFK", "date": DAY, "max": 5})
    before, lines, n = orders(), len(journal()), len(asked)
    declined = await call(session, "flights_book", {"offer": "2", "traveler": [TRAVELLER]})
    check("a declined booking is a tool error saying nothing was sent",
          declined.is_error and "nothing was sent" in text_of(declined), text_of(declined))
    check("the person was asked", len(asked) == n + 1, asked[n:])
    check("a declined booking sends nothing: no order in the sandbox, no journal line",
          orders() == before and len(journal()) == lines, (before, orders(), journal()[lines:]))


async def booking_unticked(session):
    await call(session, "flights_search", {"origin": "LHR", "destination": "JFK", "date": DAY, "max": 5})
    before = orders()
    unticked = await call(session, "flights_book", {"offer": "3", "traveler": [TRAVELLER]})
    check("an accept without the box ticked is no yes", unticked.is_error and orders() == before,
          text_of(unticked))


async def no_elicitation(session):
    before, lines, n = orders(), len(journal()), len(asked)
    await call(session, "flights_search", {"origin": "LHR", "destination": "JFK", "date": DAY, "max": 5})
    refused = await call(session, "flights_book", {"offer": "2", "traveler": [TRAVELLER]})
    text = text_of(refused)
    check("a client without elicitation is refused with the command to run instead",
          refused.is_error and "cannot ask" in text and "travel --sandbox flights book" in text, text)
    check("... and nothing was sent", orders() == before and len(journal()) == lines and len(asked) == n,
          (before, orders()))


async def over_http():
    """The same server over Streamable HTTP on loopback: listed, and a booking confirmed."""
    errlog = open(HOME / "server-stderr.log", "a+")
    server = subprocess.Popen([BINARY, "--sandbox", "mcp", "--http", "127.0.0.1:0"], env=ENV,
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        first = server.stderr.readline()
        errlog.write(first)
        url = first.split("serving ", 1)[-1].strip()
        check("--http says where it serves", url.startswith("http://127.0.0.1:") and url.endswith("/mcp"), first)
        before, n = orders(), len(asked)
        async with streamable_http_client(url) as (read, write, *_):
            async with ClientSession(read, write, elicitation_callback=answering("accept")) as session:
                await session.initialize()
                listed = await session.list_tools()
                check("over HTTP the same tools are listed", len(listed.tools) == 38, len(listed.tools))
                await call(session, "flights_search", {"origin": "MAD", "destination": "BCN", "date": DAY, "max": 2})
                booked = await call(session, "flights_book", {"offer": "1", "traveler": [TRAVELLER]})
                check("over HTTP a booking is confirmed through the client and made",
                      not booked.is_error and len(asked) == n + 1 and orders() == before + 1, text_of(booked))
    finally:
        server.terminate()
        server.wait(timeout=10)
        errlog.write(server.stderr.read())
        errlog.close()


async def keyring_flow():
    """The passport and the card from the OS keyring, kept by `travel wallet`."""
    for var in ("TRAVEL_PASSPORTS", "TRAVEL_CARD_NUMBER"):
        ENV.pop(var, None)
    for var in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"):
        if var in os.environ:
            ENV[var] = os.environ[var]
    document = f"P:{PASSPORT}:GB:2033-05-01:GB"
    for args, secret in ((["wallet", "document", "Ms Jane Roe", "--stdin"], document),
                         (["wallet", "card", "--stdin"], CARD)):
        kept = subprocess.run([BINARY, *args], env=ENV, input=secret + "\n", capture_output=True, text=True)
        said.append(kept.stdout + kept.stderr)
        check(f"travel {' '.join(args[:2])} keeps it in the keyring", kept.returncode == 0, kept.stderr)

    async def body(session):
        before, n = orders(), len(asked)
        await call(session, "flights_search", {"origin": "LHR", "destination": "JFK", "date": DAY, "max": 3})
        booked = await call(session, "flights_book",
                            {"offer": "1", "traveler": ["Ms Jane Roe 1985-02-03 <jane@example.com> +441234567890"]})
        check("a flight is booked with the passport kept in the keyring",
              not booked.is_error and orders() == before + 1 and len(asked) == n + 1
              and f"****{PASSPORT[-3:]}" in asked[-1], text_of(booked))
        await call(session, "hotels_offers", {"city": "PAR", "check_in": DAY, "nights": "2"})
        hotel = await call(session, "hotels_book", {
            "offer": "1", "guest": ["Ms Jane Roe <jane@example.com> +33123456789"], "card_expiry": "2030-12"})
        check("a hotel is booked with the card kept in the keyring",
              not hotel.is_error and "****1111" in asked[-1], text_of(hotel))

    await session_with(answering("accept"), body)


async def main():
    if "--keyring" in sys.argv[2:]:
        await keyring_flow()
        logs = (HOME / "server-stderr.log").read_text()
        everything = "\n".join(said + asked) + logs + (DATA / "travel" / "bookings.jsonl").read_text()
        check("no card or passport number in any result, the server's stderr or the journal",
              CARD not in everything and PASSPORT not in everything,
              [w for w in (CARD, PASSPORT) if w in everything])
        print(f"{passed} passed, {failed} failed")
        sys.exit(1 if failed or not passed else 0)
    await session_with(answering("accept"), reading)
    await session_with(answering("accept"), booking_confirmed)
    await session_with(answering("decline"), booking_declined)
    await session_with(answering("accept", tick=False), booking_unticked)
    await session_with(None, no_elicitation)
    await over_http()

    logs = (HOME / "server-stderr.log").read_text()
    journal_text = (DATA / "travel" / "bookings.jsonl").read_text()
    everything = "\n".join(said + asked) + logs + journal_text
    check("no card or passport number in any result, the server's stderr or the journal",
          CARD not in everything and PASSPORT not in everything,
          [w for w in (CARD, PASSPORT) if w in everything])

    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


asyncio.run(main())
