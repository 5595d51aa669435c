//! The control API (`/_sandbox/...`) as a team's CI drives a shared server: each call
//! acts on the tenant of its token and on no other: clock, reset, faults, journal,
//! state export and import, rate limits; health and the API's OpenAPI document
//! without a token; every tenant for the admin secret alone; metrics for Prometheus.

use crate::common;
use crate::orders::{order, post, scarce_offer, ORDERS};

use common::wire::token_as;
use common::{call, http, Home, Served, Target};
use serde_json::{json, Value};

const A: &str = "team-a";
const B: &str = "team-b";

fn info(s: &Served, token: &str) -> Value {
    let r = s.get("/_sandbox/info", token);
    assert_eq!(r.status, 200, "{}", r.body);
    r.json()["data"].clone()
}

/// A's order, booked; its id.
fn book(s: &Served, token: &str) -> String {
    let (offer, _) = scarce_offer(s, token);
    let (status, made) = post(s, token, ORDERS, &order(&offer, "SMITH"), false);
    assert_eq!(status, 201, "{made}");
    made["data"]["id"].as_str().unwrap().to_string()
}

#[test]
fn health_and_the_document_answer_without_a_token_and_the_rest_wants_one() {
    let home = Home::new();
    let s = Served::start(&home);
    let health = http(s.addr(), "GET", "/_sandbox/health", &[], "");
    assert_eq!(health.status, 200, "{}", health.body);
    assert_eq!(health.json()["data"]["status"], "ready");
    let doc = http(s.addr(), "GET", "/_sandbox/openapi.json", &[], "");
    assert_eq!(doc.status, 200);
    let doc = doc.json();
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(
        doc["paths"]["/_sandbox/faults"]["post"]["operationId"],
        "AddFault"
    );
    let refused = http(s.addr(), "GET", "/_sandbox/info", &[], "");
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert_eq!(refused.json()["errors"][0]["code"], 38191);
}

#[test]
fn clock_reset_and_faults_act_on_the_asking_tenant_alone() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let a_order = book(&s, &a);
    let b_order = book(&s, &b);

    // the clock
    let moved = call(
        &s,
        "POST",
        "/_sandbox/clock/advance",
        &a,
        Some(&json!({"by": "2d"})),
    );
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(moved.json()["data"]["offsetSeconds"], 172_800);
    assert_eq!(info(&s, &b)["clock"]["offsetSeconds"], 0, "B's clock stays");
    let set = call(
        &s,
        "PUT",
        "/_sandbox/clock",
        &a,
        Some(&json!({"at": "2027-01-10T09:30"})),
    );
    assert_eq!(set.json()["data"]["now"], "2027-01-10T09:30");
    let bad = call(
        &s,
        "PUT",
        "/_sandbox/clock",
        &a,
        Some(&json!({"at": "next week"})),
    );
    assert_eq!(bad.status, 400, "{}", bad.body);
    let real = call(&s, "DELETE", "/_sandbox/clock", &a, None);
    assert_eq!(real.json()["data"]["offsetSeconds"], 0);

    // faults: the next call of A's fails, B's does not, then A's is answered again
    let airlines = "/v1/reference-data/airlines?airlineCodes=BA";
    let added = call(
        &s,
        "POST",
        "/_sandbox/faults",
        &a,
        Some(&json!({"operation": "LookupAirlines", "times": 1, "status": 503})),
    );
    assert_eq!(added.status, 201, "{}", added.body);
    assert_eq!(s.get(airlines, &b).status, 200, "B's calls are its own");
    let failed = s.get(airlines, &a);
    assert_eq!(failed.status, 503, "{}", failed.body);
    assert_eq!(failed.json()["errors"][0]["code"], 141);
    assert_eq!(s.get(airlines, &a).status, 200, "used up");

    // the journal: A's requests, the fault named; none of B's
    let journal = s.get("/_sandbox/journal?limit=5", &a).json();
    let entries = journal["data"].as_array().unwrap();
    let faulted = entries.iter().find(|e| e["status"] == 503).unwrap();
    assert_eq!(faulted["fault"], added.json()["data"]["id"]);
    assert_eq!(faulted["operation"], "LookupAirlines");
    let b_journal = s.get("/_sandbox/journal?limit=200", &b).json();
    assert!(b_journal["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["status"] != 503 && !e["target"].as_str().unwrap().contains("clock")));
    let typo = s.get("/v2/shopping/flight-offer?x=1", &a);
    assert_eq!(typo.status, 404);
    let near = &s.get("/_sandbox/journal?limit=1", &a).json()["data"][0]["nearMisses"];
    assert_eq!(near[0]["path"], "/v2/shopping/flight-offers", "{near}");

    // reset: A's order gone, A's token still good, B's order there
    assert_eq!(info(&s, &a)["holdings"]["flightOrders"], 1);
    let reset = call(&s, "POST", "/_sandbox/reset", &a, None);
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert_eq!(reset.json()["data"]["removed"]["flightOrders"], 1);
    assert_eq!(s.get(&format!("{ORDERS}/{a_order}"), &a).status, 404);
    assert_eq!(s.get(&format!("{ORDERS}/{b_order}"), &b).status, 200);
    assert_eq!(info(&s, &b)["holdings"]["flightOrders"], 1);
    assert!(
        s.get("/_sandbox/journal", &a).json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["status"] != 503),
        "the journal starts again"
    );
}

#[test]
fn a_tenants_state_goes_out_and_comes_back_whole_or_not_at_all() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let id = book(&s, &a);
    let before = s.get(&format!("{ORDERS}/{id}"), &a).json();
    let exported = s.get("/_sandbox/state", &a);
    assert_eq!(exported.status, 200, "{}", exported.body);
    let doc = exported.json()["data"].clone();
    assert_eq!(doc["tables"]["flight_orders"].as_array().unwrap().len(), 1);
    assert!(!exported.body.contains(&a), "no token in it");

    // while A holds it, B cannot take it: references are unique on a server
    let clash = call(&s, "PUT", "/_sandbox/state", &b, Some(&doc));
    assert_eq!(clash.status, 409, "{}", clash.body);
    assert_eq!(info(&s, &b)["holdings"]["flightOrders"], 0, "nothing taken");

    call(&s, "POST", "/_sandbox/reset", &a, None);
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &a).status, 404);
    for bad in [json!({"format": "other"}), {
        let mut d = doc.clone();
        d["seed"] = json!(99);
        d
    }] {
        let refused = call(&s, "PUT", "/_sandbox/state", &a, Some(&bad));
        assert_eq!(refused.status, 400, "{}", refused.body);
    }
    // the envelope GET gave is taken as it is
    let taken = call(&s, "PUT", "/_sandbox/state", &a, Some(&exported.json()));
    assert_eq!(taken.status, 200, "{}", taken.body);
    assert_eq!(taken.json()["data"]["flightOrders"], 1);
    let after = s.get(&format!("{ORDERS}/{id}"), &a).json();
    assert_eq!(after, before, "the same order, read the same");
    assert_eq!(s.get(&format!("{ORDERS}/{id}"), &b).status, 404);
}

/// A team moving from one node on a SQLite file to three on PostgreSQL: the flag that
/// says where the state is changes, and each tenant's state goes over by export and
/// import, to be read the same through every node.
#[test]
fn a_tenant_moves_from_a_file_to_three_nodes_on_postgres_by_export_and_import() {
    let home = Home::new();
    let file = Served::start(&home);
    let a = token_as(file.addr(), A);
    let id = book(&file, &a);
    let by = json!({"by": "2d"});
    let moved = call(&file, "POST", "/_sandbox/clock/advance", &a, Some(&by));
    assert_eq!(moved.status, 200, "{}", moved.body);
    let before = file.get(&format!("{ORDERS}/{id}"), &a).json();
    let exported = file.get("/_sandbox/state", &a).json();

    let scratch = common::database::Scratch::new();
    let nodes: Vec<Served> = (0..3)
        .map(|_| Served::start_with(&home, |o| o.state = scratch.location(4)))
        .collect();
    let on_pg = token_as(nodes[0].addr(), A);
    let taken = call(&nodes[1], "PUT", "/_sandbox/state", &on_pg, Some(&exported));
    assert_eq!(taken.status, 200, "{}", taken.body);
    for node in &nodes {
        let after = node.get(&format!("{ORDERS}/{id}"), &on_pg);
        assert_eq!(after.status, 200, "{}", after.body);
        assert_eq!(after.json(), before, "the same order, read the same");
        assert_eq!(
            info(node, &on_pg)["clock"]["offsetSeconds"],
            172_800,
            "the tenant's clock came with it"
        );
    }
    // and back the other way, as it went
    let again = nodes[2].get("/_sandbox/state", &on_pg).json();
    assert_eq!(again["data"]["tables"], exported["data"]["tables"]);
}

/// Nodes on one database share each tenant's faults and journal: a fault added through
/// one acts on the calls every node answers, counted once, and the journal read
/// through any node holds what all answered.
#[test]
fn nodes_on_one_database_share_faults_and_the_journal() {
    let home = Home::new();
    let scratch = common::database::Scratch::new();
    let (one, two) = (
        Served::start_with(&home, |o| o.state = scratch.location(2)),
        Served::start_with(&home, |o| o.state = scratch.location(2)),
    );
    let (a, b) = (token_as(one.addr(), A), token_as(two.addr(), B));
    let fault = json!({"operation": "LookupAirlines", "times": 2, "status": 503});
    let added = call(&one, "POST", "/_sandbox/faults", &a, Some(&fault));
    assert_eq!(added.status, 201, "{}", added.body);
    let airlines = "/v1/reference-data/airlines?airlineCodes=BA";
    assert_eq!(
        two.get(airlines, &a).status,
        503,
        "the fault acts on the other node"
    );
    assert_eq!(two.get(airlines, &b).status, 200, "and on its tenant alone");
    assert_eq!(one.get(airlines, &a).status, 503);
    assert_eq!(two.get(airlines, &a).status, 200, "two calls, counted once");
    assert_eq!(info(&two, &a)["faults"], 0);

    let journal = one.get("/_sandbox/journal?limit=10", &a).json();
    let statuses: Vec<i64> = journal["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["operation"] == "LookupAirlines")
        .map(|e| e["status"].as_i64().unwrap())
        .collect();
    assert_eq!(statuses, [200, 503, 503], "newest first, from both nodes");
    let theirs = two.get("/_sandbox/journal", &b).json();
    assert_eq!(
        theirs["data"].as_array().unwrap().len(),
        1,
        "B's own request"
    );

    call(&one, "POST", "/_sandbox/faults", &a, Some(&fault));
    call(&two, "POST", "/_sandbox/reset", &a, None);
    assert_eq!(
        info(&one, &a)["faults"],
        0,
        "a reset through one node clears them"
    );
    assert_eq!(one.get(airlines, &a).status, 200);
}

#[test]
fn a_tenant_past_its_rate_waits_and_another_is_answered() {
    let home = Home::new();
    let s = Served::start_with(&home, |o| {
        o.limits = travel_sandbox::rate::Settings::defaults(Some(
            travel_sandbox::rate::Rate::parse("3/min").unwrap(),
        ));
    });
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let airlines = "/v1/reference-data/airlines?airlineCodes=BA";
    for _ in 0..3 {
        assert_eq!(s.get(airlines, &a).status, 200);
    }
    let limited = s.get(airlines, &a);
    assert_eq!(limited.status, 429, "{}", limited.body);
    assert_eq!(limited.json()["errors"][0]["code"], 38194);
    let wait: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=20).contains(&wait), "{wait}");
    assert_eq!(s.get(airlines, &b).status, 200, "B has its own allowance");
    assert_eq!(
        s.get("/_sandbox/info", &a).status,
        200,
        "control is never limited"
    );
}

#[test]
fn only_the_admin_secret_sees_every_tenant_and_acts_as_one() {
    let home = Home::new();
    let s = Served::start_with(&home, |o| o.admin = Some("operator-secret-16".into()));
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    book(&s, &b);
    let refused = s.get("/_sandbox/tenants", &a);
    assert_eq!(refused.status, 403, "{}", refused.body);
    let all = s.get("/_sandbox/tenants", "operator-secret-16").json();
    let tenants: Vec<&str> = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["tenant"].as_str().unwrap())
        .collect();
    assert_eq!(tenants, [A, B]);
    let as_b = http(
        s.addr(),
        "GET",
        "/_sandbox/info",
        &[
            ("Authorization", "Bearer operator-secret-16"),
            ("X-Sandbox-Tenant", B),
        ],
        "",
    );
    assert_eq!(as_b.json()["data"]["holdings"]["flightOrders"], 1);
    // the operator's own calls are in no tenant's journal
    let journal = s
        .get(
            "/_sandbox/journal?limit=200",
            &token_as(s.addr(), "sandbox"),
        )
        .json();
    assert!(
        journal["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["operation"] != "ListTenants"),
        "{journal}"
    );
    // the secret is no token for the service itself
    let service = s.get(
        "/v1/reference-data/airlines?airlineCodes=BA",
        "operator-secret-16",
    );
    assert_eq!(service.status, 401);
}

#[test]
fn metrics_count_requests_by_operation_and_status() {
    let home = Home::new();
    let s = Served::start(&home);
    let a = token_as(s.addr(), A);
    s.get("/v1/reference-data/airlines?airlineCodes=BA", &a);
    s.get("/v1/reference-data/airlines?airlineCodes=B", &a);
    let text = http(s.addr(), "GET", "/metrics", &[], "");
    assert_eq!(text.status, 200);
    assert!(text
        .header("content-type")
        .unwrap()
        .starts_with("text/plain"));
    for line in [
        "travel_sandbox_requests_total{operation=\"LookupAirlines\",status=\"200\"} 1",
        "travel_sandbox_requests_total{operation=\"LookupAirlines\",status=\"400\"} 1",
        "travel_sandbox_requests_total{operation=\"Token\",status=\"200\"} 1",
        "travel_sandbox_tenants 1",
    ] {
        assert!(text.body.contains(line), "{line} in\n{}", text.body);
    }
    assert!(!text.body.contains(&a), "no token in the metrics");
}

/// A POST search without `X-HTTP-Method-Override`, as the provider's examples and SDKs
/// send some: its status and error code.
fn search_without_override(s: &Served, token: &str) -> (u16, Value) {
    let day = common::plain_day(30).to_string();
    let body = json!({
        "originDestinations": [{"id": "1", "originLocationCode": "MAD",
            "destinationLocationCode": "CDG", "departureDateTimeRange": {"date": day}}],
        "travelers": [{"id": "1", "travelerType": "ADULT"}],
        "sources": ["GDS"],
        "searchCriteria": {"maxFlightOffers": 2}
    });
    let r = call(s, "POST", "/v2/shopping/flight-offers", token, Some(&body));
    let code = r.json()["errors"][0]["code"].clone();
    (r.status, code)
}

#[test]
fn leniency_is_the_servers_default_and_each_tenant_may_choose_the_letter() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let settings = |token: &str| s.get("/_sandbox/settings", token).json()["data"].clone();
    assert_eq!(
        settings(&a),
        json!({"strict": false, "strictFrom": "server"})
    );
    assert_eq!(search_without_override(&s, &a).0, 200);

    let chosen = call(
        &s,
        "PUT",
        "/_sandbox/settings",
        &a,
        Some(&json!({"strict": true})),
    );
    assert_eq!(chosen.status, 200, "{}", chosen.body);
    assert_eq!(
        chosen.json()["data"],
        json!({"strict": true, "strictFrom": "tenant"})
    );
    assert_eq!(search_without_override(&s, &a), (400, json!(32171)));
    assert_eq!(search_without_override(&s, &b).0, 200, "B is not A");
    // how a tenant's tests are set up outlives a reset of what they made
    assert_eq!(call(&s, "POST", "/_sandbox/reset", &a, None).status, 200);
    assert_eq!(settings(&a)["strict"], true);
    // null follows the server again
    let back = call(
        &s,
        "PUT",
        "/_sandbox/settings",
        &a,
        Some(&json!({"strict": null})),
    );
    assert_eq!(back.json()["data"]["strictFrom"], "server");
    assert_eq!(search_without_override(&s, &a).0, 200);
    let wrong = call(
        &s,
        "PUT",
        "/_sandbox/settings",
        &a,
        Some(&json!({"strict": "yes"})),
    );
    assert_eq!(wrong.status, 400, "{}", wrong.body);
}

#[test]
fn a_strict_server_holds_every_tenant_to_the_letter_unless_one_chooses_otherwise() {
    let home = Home::new();
    let s = Served::start_with(&home, |o| o.strict = true);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    assert_eq!(search_without_override(&s, &a), (400, json!(32171)));
    let lenient = call(
        &s,
        "PUT",
        "/_sandbox/settings",
        &b,
        Some(&json!({"strict": false})),
    );
    assert_eq!(lenient.status, 200, "{}", lenient.body);
    assert_eq!(search_without_override(&s, &b).0, 200);
    assert_eq!(search_without_override(&s, &a).0, 400);
}

#[test]
fn repeated_query_keys_read_as_the_service_read_them_unless_strict() {
    let home = Home::new();
    let s = Served::start(&home);
    let (a, b) = (token_as(s.addr(), A), token_as(s.addr(), B));
    let strict = call(
        &s,
        "PUT",
        "/_sandbox/settings",
        &b,
        Some(&json!({"strict": true})),
    );
    assert_eq!(strict.status, 200, "{}", strict.body);
    for n in [2usize, 21, 40] {
        // the ids of London's hotels, each as a key of its own (as the Python SDK sends)
        let list = s.get(
            "/v1/reference-data/locations/hotels/by-city?cityCode=LON",
            &a,
        );
        let ids: Vec<String> = list.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .take(n)
            .map(|h| h["hotelId"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(ids.len(), n);
        let repeated: Vec<String> = ids.iter().map(|i| format!("hotelIds={i}")).collect();
        let target = format!(
            "/v1/reference-data/locations/hotels/by-hotels?{}",
            repeated.join("&")
        );
        let r = s.get(&target, &a);
        assert_eq!(r.status, 200, "{n}: {}", r.body);
        let got: Vec<String> = r.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["hotelId"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(got, [ids[0].clone()], "{n}");
        // a strict tenant is refused, and told why
        let r = s.get(&target, &b);
        assert_eq!(r.status, 400, "{n}: {}", r.body);
        let e = &r.json()["errors"][0];
        assert_eq!(e["source"]["parameter"], "hotelIds");
        let detail = e["detail"].as_str().unwrap();
        assert!(
            detail.contains(&format!("{n} times")) && detail.contains("strict"),
            "{detail}"
        );
    }
}
