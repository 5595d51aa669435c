// The provider's Node SDK (npm `amadeus`) or the community TypeScript one
// (`amadeus-ts`) against `travel sandbox serve`: every call of SPEC.md's operations the
// SDK offers, each asserting on what the SDK parsed.
//
// Usage: node tests/sdk/node_sdk.mjs SDK_DIR PACKAGE http://127.0.0.1:PORT
//   or, against `serve --tls`: NODE_EXTRA_CA_CERTS=CA.pem node ... https://127.0.0.1:PORT
// SDK_DIR holds node_modules with PACKAGE installed (.ci/run installs both there).
// Any failure exits non-zero.

import { createRequire } from "node:module";
import http from "node:http";
import { join } from "node:path";

const [sdkDir, pkg, base] = process.argv.slice(2);
const required = createRequire(join(sdkDir, "package.json"))(pkg);
const Amadeus = required.default ?? required; // amadeus-ts exports it as its default
const url = new URL(base);

// Both SDKs read options as `options[key] || env || default`: `ssl: false` is taken as
// not given, so plain HTTP is chosen by handing them Node's http module and turning
// ssl off on the client they made. Over HTTPS they need nothing but the host and port
// (and Node trusting the server's CA).
function client(clientId, clientSecret) {
  const plain = url.protocol === "http:";
  const amadeus = new Amadeus({
    clientId, clientSecret, host: url.hostname, port: Number(url.port), ...(plain ? { http } : {}),
  });
  if (plain) amadeus.client.ssl = false;
  return amadeus;
}

// a tenant of its own per SDK: each cancels the documented order once
const amadeus = client(`${pkg}-check`, "node-sdk-secret");
let passed = 0;
let failed = 0;

function assert(ok, what) {
  if (!ok) throw new Error(typeof what === "string" ? what : JSON.stringify(what));
}

async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (e) {
    failed += 1;
    const body = e?.response?.result ?? e?.response?.body ?? "";
    console.log(`FAIL ${name}: ${e?.code ?? e?.name}: ${e?.message ?? ""} ${JSON.stringify(body)}`);
  }
}

/** A date `ahead` days or more from today, off the scenario days (13th, 27th, 29th). */
function day(ahead) {
  const d = new Date(Date.now() + ahead * 86400000);
  while ([13, 27, 29].includes(d.getUTCDate())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function lastMonth() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 7);
}

const segmentsOf = (offer) => offer.itineraries.flatMap((i) => i.segments);
const shared = {};

const TRAVELER = {
  id: "1", dateOfBirth: "1982-01-16", gender: "MALE",
  name: { firstName: "JORGE", lastName: "GONZALES" },
  contact: {
    emailAddress: "jorge@example.com",
    phones: [{ deviceType: "MOBILE", countryCallingCode: "34", number: "480080076" }],
  },
  documents: [{
    documentType: "PASSPORT", number: "X1234567", expiryDate: "2031-04-14",
    issuanceCountry: "ES", nationality: "ES", holder: true,
  }],
};

const checks = [
  ["city search", async () => {
    const r = await amadeus.referenceData.locations.cities.get({ keyword: "PARIS", countryCode: "FR" });
    assert(r.data[0].iataCode === "PAR", r.data);
  }],
  ["airport and city search, with next/previous pages", async () => {
    const r = await amadeus.referenceData.locations.get({ keyword: "LON", subType: "AIRPORT,CITY" });
    assert(r.data.length === 10 && ["LHR", "LON"].includes(r.data[0].iataCode), r.data[0]);
    const next = await amadeus.next(r);
    assert(next && next.data.length > 0 && next.data[0].id !== r.data[0].id, "next page");
    const back = await amadeus.previous(next);
    assert(back.data[0].id === r.data[0].id, "previous page");
  }],
  ["location by id", async () => {
    const r = await amadeus.referenceData.location("ALHR").get();
    assert(r.data.iataCode === "LHR" && r.data.address.cityCode === "LON", r.data);
  }],
  ["nearest airports", async () => {
    const r = await amadeus.referenceData.locations.airports.get({ latitude: 51.57285, longitude: -0.44161 });
    assert(r.data[0].iataCode === "LHR" && r.data[0].distance.unit === "KM", r.data[0]);
  }],
  ["airport direct destinations", async () => {
    const r = await amadeus.airport.directDestinations.get({ departureAirportCode: "MAD", max: 5 });
    assert(r.data.length === 5, r.data);
  }],
  ["airline destinations", async () => {
    const r = await amadeus.airline.destinations.get({ airlineCode: "BA", max: 3 });
    assert(r.data.length === 3, r.result.meta);
  }],
  ["airline code lookup", async () => {
    const r = await amadeus.referenceData.airlines.get({ airlineCodes: "BA,AFR" });
    assert(JSON.stringify(r.data.map((a) => a.iataCode)) === '["BA","AF"]', r.data);
  }],
  ["check-in links", async () => {
    const r = await amadeus.referenceData.urls.checkinLinks.get({ airlineCode: "BA" });
    assert(r.data.length > 0 && r.data.every((l) => ["All", "Mobile", "Web"].includes(l.channel)), r.data);
  }],
  ["recommended locations", async () => {
    const r = await amadeus.referenceData.recommendedLocations.get({ cityCodes: "PAR", travelerCountryCode: "FR" });
    assert(r.data.length > 0 && r.data.every((d) => d.iataCode !== "PAR"), r.data);
  }],
  ["flight offers search, GET", async () => {
    const r = await amadeus.shopping.flightOffersSearch.get({
      originLocationCode: "LHR", destinationLocationCode: "JFK", departureDate: day(40), adults: 1, max: 5,
    });
    assert(r.data.length > 0 && r.data.length <= 5, r.data.length);
    for (const o of r.data) {
      assert(segmentsOf(o)[0].departure.iataCode === "LHR", o);
      assert(segmentsOf(o).at(-1).arrival.iataCode === "JFK", o);
    }
    shared.search = r.result;
    shared.offer = r.data[0];
  }],
  ["flight offers search, POST", async () => {
    const r = await amadeus.shopping.flightOffersSearch.post({
      currencyCode: "USD",
      originDestinations: [{
        id: "1", originLocationCode: "NYC", destinationLocationCode: "MAD",
        departureDateTimeRange: { date: day(45), time: "10:00:00" },
      }],
      travelers: [{ id: "1", travelerType: "ADULT" }, { id: "2", travelerType: "CHILD" }],
      sources: ["GDS"],
      searchCriteria: { maxFlightOffers: 3 },
    });
    assert(r.data.length > 0 && r.data.length <= 3, r.data.length);
    assert(r.data.every((o) => o.price.currency === "USD"), r.data[0].price);
  }],
  ["flight choice prediction", async () => {
    const r = await amadeus.shopping.flightOffers.prediction.post(shared.search);
    const sum = r.data.reduce((s, o) => s + Number(o.choiceProbability), 0);
    assert(r.data.length === shared.search.data.length && Math.abs(sum - 1) < 0.01, sum);
  }],
  ["flight offers pricing", async () => {
    const r = await amadeus.shopping.flightOffers.pricing.post({
      data: { type: "flight-offers-pricing", flightOffers: [shared.offer] },
    });
    const priced = r.data.flightOffers[0];
    assert(priced.price.grandTotal === shared.offer.price.grandTotal, priced.price);
    shared.priced = priced;
  }],
  // The SDKs send pricing with parameters without X-HTTP-Method-Override (their list
  // of overridden paths has the bare path only); the service answered it anyway.
  ["flight offers pricing with include=bags, answered without the override header", async () => {
    const r = await amadeus.shopping.flightOffers.pricing.post(
      { data: { type: "flight-offers-pricing", flightOffers: [shared.offer] } },
      { include: "bags" },
    );
    assert(r.data.flightOffers[0].price.grandTotal === shared.offer.price.grandTotal, r.data);
    assert(r.result.included && r.result.included.bags, Object.keys(r.result.included ?? {}));
  }],
  ["branded fares upselling", async () => {
    const r = await amadeus.shopping.flightOffers.upselling.post({
      data: { type: "flight-offers-upselling", flightOffers: [shared.offer] },
    });
    const want = segmentsOf(shared.offer).map((s) => s.number).join();
    assert(r.data.length > 0 && r.data.every((b) => segmentsOf(b).map((s) => s.number).join() === want), r.data);
  }],
  ["seat maps of an offer (POST)", async () => {
    const r = await amadeus.shopping.seatmaps.post({ data: [shared.offer] });
    assert(r.data.length === segmentsOf(shared.offer).length, r.data.length);
    assert(r.data.every((m) => m.decks[0].seats.length > 50), "seats");
  }],
  ["flight order create", async () => {
    const r = await amadeus.booking.flightOrders.post({
      data: { type: "flight-order", flightOffers: [shared.priced], travelers: [TRAVELER] },
    });
    assert(r.statusCode === 201 && r.data.type === "flight-order" && r.data.id, r.data);
    assert(r.data.associatedRecords[0].reference, r.data.associatedRecords);
    shared.order = r.data.id;
  }],
  ["flight order get", async () => {
    const r = await amadeus.booking.flightOrder(shared.order).get();
    assert(r.data.id === shared.order && r.data.travelers[0].name.lastName === "GONZALES", r.data);
  }],
  ["seat maps of an order (GET)", async () => {
    const r = await amadeus.shopping.seatmaps.get({ flightOrderId: shared.order });
    assert(r.data.length === segmentsOf(shared.priced).length, r.data.length);
  }],
  ["flight order delete", async () => {
    const r = await amadeus.booking.flightOrder(shared.order).delete();
    assert(r.statusCode === 204, r.statusCode);
    try {
      await amadeus.booking.flightOrder(shared.order).get();
    } catch (e) {
      assert(e.response.statusCode === 404, e.response.statusCode);
      return;
    }
    throw new Error("the cancelled order is still there");
  }],
  ["the documented order: read, its seat maps, cancelled", async () => {
    const id = "MlpZVkFMfFdBVFNPTnwyMDE1LTExLTAy";
    const r = await amadeus.booking.flightOrder(id).get();
    assert(r.data.id === id, r.data);
    const maps = await amadeus.shopping.seatmaps.get({ "flight-orderId": "eJzTd9cPDPMwcooAAAtXAmE=" });
    assert(maps.data.length > 0, maps.data);
    const gone = await amadeus.booking.flightOrder(id).delete();
    assert(gone.statusCode === 204, gone.statusCode);
  }],
  // The Node SDK's own README sends an order without the `data` wrapper: refused, the
  // detail saying what to send instead.
  ["an order body without `data` is refused saying so", async () => {
    try {
      await amadeus.booking.flightOrders.post({ type: "flight-order", flightOffers: [shared.priced], travelers: [TRAVELER] });
    } catch (e) {
      const error = e.response.result.errors[0];
      assert(e.response.statusCode === 400 && /"data"/.test(error.detail), error);
      return;
    }
    throw new Error("an order without data was taken");
  }],
  ["flight availabilities", async () => {
    const r = await amadeus.shopping.availability.flightAvailabilities.post({
      originDestinations: [{
        id: "1", originLocationCode: "BOS", destinationLocationCode: "MAD",
        departureDateTime: { date: day(30), time: "21:15:00" },
      }],
      travelers: [{ id: "1", travelerType: "ADULT" }],
      sources: ["GDS"],
    });
    assert(r.data.length > 0 && r.data[0].type === "flight-availability", r.data[0]);
  }],
  ["cheapest dates", async () => {
    const r = await amadeus.shopping.flightDates.get({ origin: "MAD", destination: "MUC" });
    assert(r.data.length > 0 && r.data.every((d) => d.type === "flight-date"), r.data[0]);
  }],
  ["flight inspiration", async () => {
    const r = await amadeus.shopping.flightDestinations.get({ origin: "MAD", maxPrice: 500 });
    assert(r.data.length > 0 && r.data.every((d) => Number(d.price.total) <= 500), r.data[0]);
  }],
  ["flight price analysis", async () => {
    const r = await amadeus.analytics.itineraryPriceMetrics.get({
      originIataCode: "MAD", destinationIataCode: "CDG", departureDate: day(60),
    });
    assert(r.data[0].priceMetrics.map((m) => m.quartileRanking).join() === "MINIMUM,FIRST,MEDIUM,THIRD,MAXIMUM", r.data);
  }],
  ["flight delay prediction", async () => {
    const s = segmentsOf(shared.offer)[0];
    const r = await amadeus.travel.predictions.flightDelay.get({
      originLocationCode: s.departure.iataCode, destinationLocationCode: s.arrival.iataCode,
      departureDate: s.departure.at.slice(0, 10), departureTime: s.departure.at.slice(11, 19),
      arrivalDate: s.arrival.at.slice(0, 10), arrivalTime: s.arrival.at.slice(11, 19),
      aircraftCode: s.aircraft.code, carrierCode: s.carrierCode, flightNumber: s.number, duration: s.duration,
    });
    assert(r.data.length === 4, r.data);
  }],
  ["on-demand flight status", async () => {
    const s = segmentsOf(shared.offer)[0];
    const r = await amadeus.schedule.flights.get({
      carrierCode: s.carrierCode, flightNumber: s.number, scheduledDepartureDate: s.departure.at.slice(0, 10),
    });
    assert(r.data[0].type === "DatedFlight" && r.data[0].flightPoints[0].iataCode === s.departure.iataCode, r.data);
  }],
  ["airport on-time prediction", async () => {
    const r = await amadeus.airport.predictions.onTime.get({ airportCode: "JFK", date: day(3) });
    assert(r.data.subType === "on-time", r.data);
  }],
  ["trip purpose prediction", async () => {
    const r = await amadeus.travel.predictions.tripPurpose.get({
      originLocationCode: "NYC", destinationLocationCode: "MAD", departureDate: day(30), returnDate: day(41),
    });
    assert(["LEISURE", "BUSINESS"].includes(r.data.result), r.data);
  }],
  ["most traveled destinations", async () => {
    const r = await amadeus.travel.analytics.airTraffic.traveled.get({ originCityCode: "MAD", period: lastMonth() });
    assert(r.data.length > 0 && r.data.every((d) => d.subType === "TRAVELED"), r.data[0]);
  }],
  ["most booked destinations, a past period of the documented examples' year", async () => {
    const r = await amadeus.travel.analytics.airTraffic.booked.get({ originCityCode: "MAD", period: "2017-08" });
    assert(r.data.length > 0 && r.data.every((d) => d.subType === "BOOKED"), r.data[0]);
  }],
  ["busiest traveling period", async () => {
    const year = String(new Date().getUTCFullYear() - 1);
    const r = await amadeus.travel.analytics.airTraffic.busiestPeriod.get({ cityCode: "MAD", period: year });
    assert(r.data.length === 12 && r.data.every((d) => d.period.startsWith(year)), r.data);
  }],
  ["location score", async () => {
    const r = await amadeus.location.analytics.categoryRatedAreas.get({ latitude: 41.397158, longitude: 2.160873 });
    assert(r.data.length > 0 && r.data[0].categoryScores, r.data[0]);
  }],
  ["hotel list by city", async () => {
    const r = await amadeus.referenceData.locations.hotels.byCity.get({ cityCode: "PAR" });
    assert(r.data.length > 0 && r.data.every((h) => h.iataCode === "PAR"), r.data[0]);
  }],
  ["hotel list by geocode", async () => {
    const r = await amadeus.referenceData.locations.hotels.byGeocode.get({ latitude: 41.397158, longitude: 2.160873 });
    assert(r.data.length > 0 && r.data.every((h) => h.distance), r.data[0]);
  }],
  ["hotel list by ids", async () => {
    const r = await amadeus.referenceData.locations.hotels.byHotels.get({ hotelIds: "MCLONGHM" });
    assert(r.data.map((h) => h.hotelId).join() === "MCLONGHM", r.data);
  }],
  ["hotel name autocomplete", async () => {
    const r = await amadeus.referenceData.locations.hotel.get({ keyword: "PARI", subType: "HOTEL_LEISURE" });
    assert(r.data.length > 0 && r.data.every((h) => h.name.toUpperCase().includes("PARI")), r.data[0]);
  }],
  ["hotel ratings", async () => {
    const r = await amadeus.eReputation.hotelSentiments.get({ hotelIds: "TELONMFS" });
    assert(r.data[0].hotelId === "TELONMFS", r.data);
  }],
  ["hotel offers search", async () => {
    const r = await amadeus.shopping.hotelOffersSearch.get({
      hotelIds: "MCLONGHM", adults: 1, checkInDate: day(20), checkOutDate: day(22),
    });
    assert(r.data[0].hotel.hotelId === "MCLONGHM", r.data[0].hotel);
    shared.hotelOffer = r.data[0].offers[0].id;
  }],
  ["hotel offer by id, and the documented one", async () => {
    const r = await amadeus.shopping.hotelOfferSearch(shared.hotelOffer).get();
    assert(r.data.offers[0].id === shared.hotelOffer, r.data);
    const documented = await amadeus.shopping.hotelOfferSearch("TSXOJ6LFQ2").get();
    assert(documented.data.offers[0].id === "TSXOJ6LFQ2", documented.data);
  }],
  ["hotel booking", async () => {
    const r = await amadeus.booking.hotelBookings.post({
      data: {
        offerId: shared.hotelOffer,
        guests: [{ id: 1, name: { title: "MR", firstName: "BOB", lastName: "SMITH" },
          contact: { phone: "+33679278416", email: "bob.smith@example.com" } }],
        payments: [{ id: 1, method: "creditCard",
          card: { vendorCode: "VI", cardNumber: "4111111111111111", expiryDate: `${new Date().getUTCFullYear() + 2}-01` } }],
      },
    });
    assert(r.statusCode === 201 && r.data[0].type === "hotel-booking", r.data);
  }],
  ["hotel order (v2), from the same rooms as v1", async () => {
    const r = await amadeus.booking.hotelOrders.post({
      data: {
        type: "hotel-order",
        guests: [{ tid: 1, title: "MR", firstName: "BOB", lastName: "SMITH",
          phone: "+33679278416", email: "bob.smith@example.com" }],
        travelAgent: { contact: { email: "agent@example.com" } },
        roomAssociations: [{ guestReferences: [{ guestReference: "1" }], hotelOfferId: shared.hotelOffer }],
        payment: { method: "CREDIT_CARD", paymentCard: { paymentCardInfo: {
          vendorCode: "VI", cardNumber: "4151289722471370",
          expiryDate: `${new Date().getUTCFullYear() + 2}-08`, holderName: "BOB SMITH" } } },
      },
    });
    assert(r.statusCode === 201 && r.data.type === "hotel-order", r.data);
    const b = r.data.hotelBookings[0];
    assert(b.hotelOffer.id === shared.hotelOffer && b.bookingStatus === "CONFIRMED", b);
    assert(b.payment.paymentCard.paymentCardInfo.cardNumber.endsWith("1370"), b.payment);
    assert(!JSON.stringify(r.result).includes("41512897"), "the card number came back whole");
    assert(/^[A-Z0-9]{6}$/.test(r.data.associatedRecords[0].reference), r.data.associatedRecords);
  }],
  ["hotel order (v2) refused where the field is wrong", async () => {
    try {
      await amadeus.booking.hotelOrders.post({ data: { type: "hotel-order", guests: [],
        travelAgent: { contact: { email: "agent@example.com" } } } });
    } catch (e) {
      const err = e.response.result.errors[0];
      assert(e.response.statusCode === 400 && err.code === 32171 && err.source.pointer === "/data/guests", err);
      return;
    }
    throw new Error("an order without guests was taken");
  }],
  ["errors reach the SDK's error with the service's body", async () => {
    try {
      await amadeus.referenceData.locations.cities.get({ keyword: "PA" });
    } catch (e) {
      assert(e.response.statusCode === 400 && e.response.result.errors[0].code === 477, e.response.result);
      return;
    }
    throw new Error("no error for a 2-letter keyword");
  }],
];

for (const [name, fn] of checks) await check(name, fn);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
