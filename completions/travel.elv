
use builtin;
use str;

set edit:completion:arg-completer[travel] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'travel'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'travel'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand cities 'Find cities whose name contains a keyword'
            cand airports 'Find airports and the routes they serve'
            cand airlines 'Look up airlines, their destinations and check-in pages'
            cand recommend 'Recommend destinations similar to the given cities'
            cand flights 'Search, compare and inspect flights'
            cand hotels 'Find hotels, compare offers and book'
            cand order 'Look at, and cancel, a booked flight order'
            cand book 'Book a flight or a hotel step by step, on a terminal'
            cand bookings 'Review the bookings made with travel (the journal)'
            cand insights 'Market insights from air traffic of past months'
            cand location-score 'Score the area around a point for sights, food, shopping and night life (0 to 100)'
            cand predict 'Predict delays, airport punctuality and trip purpose'
            cand auth 'Manage the API credentials kept in the OS keyring'
            cand sandbox 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants'
            cand mcp 'Serve the operations as MCP tools to an AI assistant'
            cand wallet 'Keep a card or a traveller''s passport in the OS keyring, for `travel mcp`'
            cand trip 'Keep a file per customer: its searches, prices, notes and bookings its own'
            cand config 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager'
            cand generate-docs 'Write completions/ and man/ under a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;cities'= {
            cand --country 'Only cities in this country (ISO 3166 alpha-2, e.g. FR)'
            cand --max 'At most this many cities (1 to 100)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --airports 'List each city''s airports too'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airports'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand search 'Search airports and cities by name or code'
            cand near 'List the airports near a point, most relevant first'
            cand routes 'List the destinations served nonstop from an airport'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;airports;search'= {
            cand --type 'What to look for'
            cand --country 'Only in this country (ISO 3166 alpha-2)'
            cand --max 'At most this many results'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airports;near'= {
            cand --radius 'Search radius in kilometres (the service describes airports within 500 km)'
            cand --sort 'Order of the results'
            cand --max 'At most this many airports'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airports;routes'= {
            cand --country 'Only destinations in this country (ISO 3166 alpha-2)'
            cand --max 'At most this many destinations (1 to 1000)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airports;help'= {
            cand search 'Search airports and cities by name or code'
            cand near 'List the airports near a point, most relevant first'
            cand routes 'List the destinations served nonstop from an airport'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;airports;help;search'= {
        }
        &'travel;airports;help;near'= {
        }
        &'travel;airports;help;routes'= {
        }
        &'travel;airports;help;help'= {
        }
        &'travel;airlines'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand lookup 'Show the names behind airline codes'
            cand routes 'List the cities an airline flies to'
            cand checkin 'Show an airline''s online check-in links'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;airlines;lookup'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airlines;routes'= {
            cand --country 'Only destinations in this country (ISO 3166 alpha-2)'
            cand --max 'At most this many destinations (1 to 1000)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airlines;checkin'= {
            cand --language 'Language of the pages, e.g. en-GB'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;airlines;help'= {
            cand lookup 'Show the names behind airline codes'
            cand routes 'List the cities an airline flies to'
            cand checkin 'Show an airline''s online check-in links'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;airlines;help;lookup'= {
        }
        &'travel;airlines;help;routes'= {
        }
        &'travel;airlines;help;checkin'= {
        }
        &'travel;airlines;help;help'= {
        }
        &'travel;recommend'= {
            cand --traveler-country 'The traveller''s country (ISO 3166 alpha-2)'
            cand --destination-country 'Only destinations in these countries (repeat or comma-separate)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand search 'Search flight offers'
            cand show 'Print one offer of the last search in full'
            cand fares 'Show the branded fares of an offer side by side'
            cand inspire 'Find the cheapest destinations from an origin'
            cand dates 'Find the cheapest dates to fly a route'
            cand availability 'Show flights with their booking classes and seats left'
            cand predict 'Rank offers by the probability that a traveller chooses them'
            cand price 'Confirm the price of offers before selling them'
            cand book 'Book (sell) a flight offer, once'
            cand seats 'Show the seat maps of an offer, segment by segment'
            cand price-analysis 'Show the price quartiles of a route on a date'
            cand status 'Show a flight''s schedule on a date'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;flights;search'= {
            cand --return 'Return date for a round trip (YYYY-MM-DD or +N), at most 361 days ahead'
            cand --leg 'A leg of a multi-city trip, FROM-TO:DATE[THH:MM]; repeat, up to six'
            cand --adults 'Adults (12 years and over)'
            cand --children 'Children (2 to 11 years)'
            cand --infants 'Infants on an adult''s lap (under 2); no more than adults'
            cand --seated-infants 'Infants in their own seat (uses the multi-city form)'
            cand --seniors 'Seniors (uses the multi-city form)'
            cand --class 'Cabin'
            cand --airlines 'Only these airlines (IATA codes, comma-separated)'
            cand --exclude-airlines 'Never these airlines (IATA codes, comma-separated)'
            cand --max-price 'Highest price per traveller, in whole units of the currency (1 to 1000000)'
            cand --currency 'Currency of the prices (ISO 4217)'
            cand --max 'At most this many offers (1 to 250)'
            cand --sort 'Order of the table (and of the numbers)'
            cand --depart-between 'Only offers leaving in this window, local time (HH:MM-HH:MM; 22:00-06:00 spans midnight): the first for the outbound, a second for the return or next leg'
            cand --arrive-between 'Only offers arriving in this window, local time: as --depart-between'
            cand --max-stops 'At most this many stops each way (0: nonstop, as --nonstop)'
            cand --max-duration 'At most this long each way, stops included (e.g. 7h, 7h30m, 90m)'
            cand --dates 'Instead of the offers, the cheapest total of each pair of days up to N days either side of the dates (1 to 3, also written ±N): a table of departure by return days, a search each'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --nonstop 'Nonstop flights only'
            cand --all 'On a terminal, list every offer found (without --max, as many as the window holds are listed, at most 20; piped and --json output always hold every one)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;show'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;fares'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;inspire'= {
            cand --departure 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)'
            cand --duration 'Length of stay in days, N or N,N (round trips)'
            cand --max-price 'Highest price, in whole units of the currency (1 to 1000000)'
            cand --view-by 'Group the results; the cheapest of each group is shown (default: destination)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --one-way 'One-way trips only (default: round trips)'
            cand --nonstop 'Nonstop flights only'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;dates'= {
            cand --departure 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)'
            cand --duration 'Length of stay in days, N or N,N (round trips)'
            cand --max-price 'Highest price, in whole units of the currency (1 to 1000000)'
            cand --view-by 'Group the results; the cheapest of each group is shown (default: date)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --one-way 'One-way trips only (default: round trips)'
            cand --nonstop 'Nonstop flights only'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;availability'= {
            cand --time 'Preferred departure time (HH:MM, local)'
            cand --adults 'Seats wanted (adults, 1 to 9)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;predict'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;price'= {
            cand --add-bags 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)'
            cand --seat 'A seat to reserve: segment id and seat label, one label per traveller in order (`1:12A` or `1:12A,12B`); repeat for other segments'
            cand --currency 'Price in this currency (ISO 4217), instead of the offer''s'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --rules 'Add the fare rules: refund, exchange, revalidation, reissue, rebook, cancellation'
            cand --bags 'Add the bag catalogue: the bags that can be added, where, for whom, at what price'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;book'= {
            cand --traveler 'A traveller: "[Title] First Last YYYY-MM-DD [<email>] [+phone]", e.g. "Mr John Smith 1980-04-12 <john@example.com> +441234567890"; repeat, in the offer''s order; the first needs the e-mail and phone; the title gives the gender (Mr, Mstr, Master: male; Mrs, Ms, Miss: female; Mx: unspecified; Dr, Prof: none). EXPOSES names, e-mails and phones in the process list: prefer --travelers FILE|-'
            cand --travelers 'The travellers from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --traveler form, in the offer''s order (blank lines and lines starting with # skipped), or the service''s traveler objects (JSON: a list, or an object with `travelers`), which may carry documents'
            cand --passport 'A document per traveller in order: TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], TYPE P (passport) or I (identity card). EXPOSES the number in the process list: prefer --passport-stdin or --travelers'
            cand --seat 'A seat: segment id and seat label, one label per traveller with a seat in order (`1:12A` or `1:12A,12B`); repeat for other segments'
            cand --add-bags 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)'
            cand --ticketing 'Ticketing: `confirm` (ticket now) or `delay-to-cancel:DURATION` (ticket within DURATION, e.g. 6D or 12H, else the order is cancelled); the service''s default when left out'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --passport-stdin 'Read the documents from stdin, one line per traveller in order (an empty line for none), in the --passport form'
            cand --yes 'Book without asking for confirmation (required without a terminal)'
            cand --again 'Book even though the journal holds the same booking: a second one is wanted'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;seats'= {
            cand --segment 'Show only the seat map of this segment (its id in the offer, as `flights price --seat` takes it)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;price-analysis'= {
            cand --currency 'Currency (ISO 4217; the service''s default is EUR)'
            cand --price 'A price to place among the quartiles'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --one-way 'One-way prices (default: round trip)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;status'= {
            cand --suffix 'Operational suffix (one letter), when the airline marks a changed flight'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;flights;help'= {
            cand search 'Search flight offers'
            cand show 'Print one offer of the last search in full'
            cand fares 'Show the branded fares of an offer side by side'
            cand inspire 'Find the cheapest destinations from an origin'
            cand dates 'Find the cheapest dates to fly a route'
            cand availability 'Show flights with their booking classes and seats left'
            cand predict 'Rank offers by the probability that a traveller chooses them'
            cand price 'Confirm the price of offers before selling them'
            cand book 'Book (sell) a flight offer, once'
            cand seats 'Show the seat maps of an offer, segment by segment'
            cand price-analysis 'Show the price quartiles of a route on a date'
            cand status 'Show a flight''s schedule on a date'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;flights;help;search'= {
        }
        &'travel;flights;help;show'= {
        }
        &'travel;flights;help;fares'= {
        }
        &'travel;flights;help;inspire'= {
        }
        &'travel;flights;help;dates'= {
        }
        &'travel;flights;help;availability'= {
        }
        &'travel;flights;help;predict'= {
        }
        &'travel;flights;help;price'= {
        }
        &'travel;flights;help;book'= {
        }
        &'travel;flights;help;seats'= {
        }
        &'travel;flights;help;price-analysis'= {
        }
        &'travel;flights;help;status'= {
        }
        &'travel;flights;help;help'= {
        }
        &'travel;hotels'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List hotels in a city, near a point, or by their ids'
            cand find 'Find hotels by name'
            cand ratings 'Show hotels'' ratings from review sentiment (0 to 100)'
            cand offers 'Search hotel offers for dates'
            cand offer 'Recheck one offer''s current price and availability, and show it in full'
            cand book 'Book a hotel offer'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;hotels;list'= {
            cand --city 'City code (IATA), e.g. PAR'
            cand --near 'A point: LAT,LON'
            cand --ids 'Hotel ids (8 characters, comma-separated)'
            cand --radius 'Search radius around the city centre or the point'
            cand --unit 'Unit of --radius'
            cand --chains 'Only these hotel chains (two-letter codes, comma-separated)'
            cand --amenities 'Only hotels with all of these amenities (comma-separated; see --help)'
            cand --ratings 'Star ratings, 1 to 5 (up to four, comma-separated)'
            cand --source 'Where the hotels come from'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;find'= {
            cand --country 'Only in this country (ISO 3166 alpha-2)'
            cand --lang 'Language of the results, e.g. fr (English where not available)'
            cand --max 'At most this many results (1 to 20)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --gds 'Search the chains'' own inventory (GDS) instead of the aggregators'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;ratings'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;offers'= {
            cand --city 'Search the hotels of this city (IATA city code) instead'
            cand --max 'With --city: how many of its hotels to search (1 to 100; default 20). `--limit`, its older name, is still read'
            cand --check-in 'Check-in date (YYYY-MM-DD or +N; default today)'
            cand --check-out 'Check-out date (YYYY-MM-DD or +N; default one night)'
            cand --nights 'Nights instead of a check-out date'
            cand --adults 'Adults per room (1 to 9)'
            cand --rooms 'Rooms (1 to 9)'
            cand --currency 'Currency of the prices (ISO 4217; default the hotel''s)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;offer'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;book'= {
            cand --guest 'A guest: "Mr Jane Doe <jane@example.com> +33123456789" (repeat; numbered from 1). EXPOSES names, e-mails and phones in the process list: prefer --guests FILE|-'
            cand --guests 'The guests from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --guest form, numbered from 1 (blank lines and lines starting with # skipped)'
            cand --room 'Guest numbers staying in one room, e.g. --room 1,2 --room 3 (one per room booked)'
            cand --request 'A special request for the hotel'
            cand --card-expiry 'Card expiry: YYYY-MM, or MM/YY and MM/YYYY as printed on the card'
            cand --card-vendor 'Card vendor code (VI, CA, AX, DC, JC, DS...); by default taken from the number'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --card-stdin 'Read the card number from the first line of stdin'
            cand --yes 'Book without asking for confirmation'
            cand --again 'Book even though the journal holds the same booking (same hotel, dates and guests): a second booking is wanted'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;hotels;help'= {
            cand list 'List hotels in a city, near a point, or by their ids'
            cand find 'Find hotels by name'
            cand ratings 'Show hotels'' ratings from review sentiment (0 to 100)'
            cand offers 'Search hotel offers for dates'
            cand offer 'Recheck one offer''s current price and availability, and show it in full'
            cand book 'Book a hotel offer'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;hotels;help;list'= {
        }
        &'travel;hotels;help;find'= {
        }
        &'travel;hotels;help;ratings'= {
        }
        &'travel;hotels;help;offers'= {
        }
        &'travel;hotels;help;offer'= {
        }
        &'travel;hotels;help;book'= {
        }
        &'travel;hotels;help;help'= {
        }
        &'travel;order'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show a booked flight order'
            cand cancel 'Cancel a booked flight order'
            cand seats 'Show the seat maps of a booked flight order'
            cand itinerary 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;order;show'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --other-trip 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;order;cancel'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --other-trip 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
            cand --yes 'Cancel without asking for confirmation (required without a terminal)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;order;seats'= {
            cand --segment 'Show only the seat map of this segment (its id in the order)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --other-trip 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;order;itinerary'= {
            cand --title 'The documents'' title, for the traveller (default: the travellers'' names and where they go)'
            cand --ics 'Write the calendar to FILE (`-`: stdout)'
            cand --html 'Write a printable page (HTML) to FILE (`-`: stdout)'
            cand --pdf 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)'
            cand --text 'Write the itinerary as plain text, for an e-mail''s body, to FILE (`-`: stdout)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --other-trip 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;order;help'= {
            cand show 'Show a booked flight order'
            cand cancel 'Cancel a booked flight order'
            cand seats 'Show the seat maps of a booked flight order'
            cand itinerary 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;order;help;show'= {
        }
        &'travel;order;help;cancel'= {
        }
        &'travel;order;help;seats'= {
        }
        &'travel;order;help;itinerary'= {
        }
        &'travel;order;help;help'= {
        }
        &'travel;book'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;bookings'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List the bookings made with travel, newest first'
            cand show 'Show one booking of the journal'
            cand due 'List what needs doing soon, most urgent first, each with the command that acts on it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;bookings;list'= {
            cand --traveller 'Only bookings with a traveller or guest whose name contains this (any case)'
            cand --traveler 'Only bookings with a traveller or guest whose name contains this (any case)'
            cand --from 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)'
            cand --to 'Only bookings whose travel begins on or before this date'
            cand --state 'Only bookings in this state'
            cand --environment 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox''s bookings are `sandbox via URL`; `sandbox` takes them all)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;bookings;show'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;bookings;due'= {
            cand --within 'How far ahead to look: a number and d, h or m (72h, 3d, 1d12h)'
            cand --traveller 'Only bookings with a traveller or guest whose name contains this (any case)'
            cand --traveler 'Only bookings with a traveller or guest whose name contains this (any case)'
            cand --from 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)'
            cand --to 'Only bookings whose travel begins on or before this date'
            cand --state 'Only bookings in this state'
            cand --environment 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox''s bookings are `sandbox via URL`; `sandbox` takes them all)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;bookings;help'= {
            cand list 'List the bookings made with travel, newest first'
            cand show 'Show one booking of the journal'
            cand due 'List what needs doing soon, most urgent first, each with the command that acts on it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;bookings;help;list'= {
        }
        &'travel;bookings;help;show'= {
        }
        &'travel;bookings;help;due'= {
        }
        &'travel;bookings;help;help'= {
        }
        &'travel;insights'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand traveled 'The most traveled destinations from a city in a month'
            cand booked 'The most booked destinations from a city in a month'
            cand busiest 'Show a city''s busiest travelling months of a year'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;insights;traveled'= {
            cand --sort 'Rank by share of flights or of travellers'
            cand --max 'At most this many destinations in all (the service''s default is 10)'
            cand --page 'The page to show, ten destinations a page (1 to 50)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --all 'Follow the pages to the end'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;insights;booked'= {
            cand --sort 'Rank by share of flights or of travellers'
            cand --max 'At most this many destinations in all (the service''s default is 10)'
            cand --page 'The page to show, ten destinations a page (1 to 50)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --all 'Follow the pages to the end'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;insights;busiest'= {
            cand --direction 'Travellers arriving in or departing from the city'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;insights;help'= {
            cand traveled 'The most traveled destinations from a city in a month'
            cand booked 'The most booked destinations from a city in a month'
            cand busiest 'Show a city''s busiest travelling months of a year'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;insights;help;traveled'= {
        }
        &'travel;insights;help;booked'= {
        }
        &'travel;insights;help;busiest'= {
        }
        &'travel;insights;help;help'= {
        }
        &'travel;location-score'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;predict'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand delay 'Predict how late a flight will be: four outcomes, most likely first'
            cand on-time 'Predict whether an airport runs on time on a date'
            cand trip-purpose 'Predict whether a trip is for business or leisure'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;predict;delay'= {
            cand --offer 'A flight of the last search: its number in the table'
            cand --segment 'With --offer: which segment of its first itinerary (from 1)'
            cand --origin 'Origin airport (IATA), e.g. LHR'
            cand --destination 'Destination airport (IATA), e.g. JFK'
            cand --departure-date 'Local departure date: YYYY-MM-DD, +N days, today or tomorrow'
            cand --departure-time 'Local departure time, HH:MM[:SS]'
            cand --arrival-date 'Local arrival date: YYYY-MM-DD, +N days, today or tomorrow'
            cand --arrival-time 'Local arrival time, HH:MM[:SS]'
            cand --aircraft 'Aircraft (IATA type code), e.g. 321'
            cand --carrier 'Marketing airline (IATA code), e.g. BA'
            cand --flight-number 'Flight number without the airline, e.g. 117'
            cand --duration 'Block time, ISO 8601, e.g. PT7H10M'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;predict;on-time'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;predict;trip-purpose'= {
            cand --search-date 'When the search was made (default: today)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;predict;help'= {
            cand delay 'Predict how late a flight will be: four outcomes, most likely first'
            cand on-time 'Predict whether an airport runs on time on a date'
            cand trip-purpose 'Predict whether a trip is for business or leisure'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;predict;help;delay'= {
        }
        &'travel;predict;help;on-time'= {
        }
        &'travel;predict;help;trip-purpose'= {
        }
        &'travel;predict;help;help'= {
        }
        &'travel;auth'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand login 'Store the API key and secret in the OS keyring'
            cand status 'Say where the credentials come from and check them by getting a token'
            cand logout 'Remove the credentials of the environment from the OS keyring'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;auth;login'= {
            cand --client-id 'The API key (client id)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --secret-stdin 'Read the API secret from the first line of stdin'
            cand --no-verify 'Store without checking the credentials against the service first'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;auth;status'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;auth;logout'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;auth;help'= {
            cand login 'Store the API key and secret in the OS keyring'
            cand status 'Say where the credentials come from and check them by getting a token'
            cand logout 'Remove the credentials of the environment from the OS keyring'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;auth;help;login'= {
        }
        &'travel;auth;help;status'= {
        }
        &'travel;auth;help;logout'= {
        }
        &'travel;auth;help;help'= {
        }
        &'travel;sandbox'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand serve 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
            cand reset 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
            cand scenarios 'List the outcomes the sandbox produces on purpose, and their triggers'
            cand clock 'Show or move a tenant''s clock in the sandbox'
            cand tenants 'See the sandbox''s tenants, set the secret that proves one, remove one'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;serve'= {
            cand --port 'Port to listen on (0 picks a free one)'
            cand --bind 'Address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: for every address, so that containers and other machines reach it'
            cand --state 'State file (default: the user data directory, shared with --sandbox), or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass, never on the command line)'
            cand --pool 'Connections this node keeps to PostgreSQL at most'
            cand --client-id 'Accept only this client id'
            cand --ca-file 'Where --tls writes its CA certificate, PEM (default: beside the state file, its name ending .ca.pem instead of .sqlite3)'
            cand --tls-name 'Another name for the certificate --tls makes: one that containers or other machines reach this one by (repeatable)'
            cand --cert 'Serve HTTPS with this certificate chain (PEM) instead of making one'
            cand --key 'The private key of --cert (PEM)'
            cand --tenants 'Who may act as a tenant: bind (a client id''s first secret binds to it), registered (only those the operator registered) or open (any secret; loopback only)'
            cand --idle-expiry 'Remove a tenant bound on first use whole once nobody has used it for this long (30m, 12h, 3d; 0 keeps them); registered tenants never expire'
            cand --max-tenants 'Refuse new client ids once the server knows this many tenants'
            cand --rate-limit 'Hold each tenant to a rate, answering 429 past it: 10/s, 600/min, 5000/h'
            cand --address-rate-limit 'Hold each client address to a rate, all its client ids together [default: 2000/s, or ten times --rate-limit]'
            cand --server-rate-limit 'Hold the whole server to a rate [default: 20000/s, or fifty times --rate-limit]'
            cand --token-rate-limit 'Tokens issued to one client address at most (the server: ten times as many)'
            cand --new-tenant-rate-limit 'New tenants (a client id''s first sign-in) from one client address at most (the server: ten times as many)'
            cand --access-log 'Write a JSON line for each request to FILE (- for stderr)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --client-secret-stdin 'Read the only accepted client secret from the first line of stdin'
            cand --tls 'Serve HTTPS with a certificate made at start for localhost, 127.0.0.1, ::1 and the --bind address, and write the certificate authority that signed it to --ca-file for clients to trust'
            cand --recover 'When the state file is found damaged at the start (it is copied aside first): open what SQLite can read of it rather than stop'
            cand --fresh 'When the state file is found damaged at the start (it is copied aside first): start with an empty state rather than stop'
            cand --strict 'Hold every tenant to the interface''s letter where the service was lenient (search-family POSTs need X-HTTP-Method-Override); a tenant may choose otherwise on PUT /_sandbox/settings'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;reset'= {
            cand --state 'State file to reset (default: the one --sandbox uses)'
            cand --client-id 'The tenant to clear: the client id its tokens are issued to'
            cand --seed 'Start every tenant again in the world of seed N (0: the usual one)'
            cand --url 'Clear a tenant of a running `travel sandbox serve` at URL instead of a state file: the tenant of the credentials in use (AMADEUS_CLIENT_ID); its tokens stay'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --fresh 'When the state file is damaged (it is copied aside first, and named): start it afresh, every tenant''s state gone, rather than stop'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;scenarios'= {
            cand --url 'The catalogue of a running `travel sandbox serve` at URL (its build may differ from this one''s)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;clock'= {
            cand --state 'State file, given before the action (default: the one --sandbox uses)'
            cand --client-id 'The tenant whose clock this is: the client id its tokens are issued to, given before the action'
            cand --url 'Drive a running `travel sandbox serve` at URL instead of a state file: the clock of the tenant of the credentials in use (AMADEUS_CLIENT_ID), given before the action'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show the clock (the default)'
            cand set 'Put the clock at a date (its first minute) or a moment, from which it runs on'
            cand advance 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h'
            cand reset 'Go back to real time'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;clock;show'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;clock;set'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --yes 'Move the clock back by more than a day without asking'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;clock;advance'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;clock;reset'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;clock;help'= {
            cand show 'Show the clock (the default)'
            cand set 'Put the clock at a date (its first minute) or a moment, from which it runs on'
            cand advance 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h'
            cand reset 'Go back to real time'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;clock;help;show'= {
        }
        &'travel;sandbox;clock;help;set'= {
        }
        &'travel;sandbox;clock;help;advance'= {
        }
        &'travel;sandbox;clock;help;reset'= {
        }
        &'travel;sandbox;clock;help;help'= {
        }
        &'travel;sandbox;tenants'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'Every tenant: what it holds, whether a secret proves it, when it was last used'
            cand secret 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate'
            cand remove 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;tenants;list'= {
            cand --state 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)'
            cand --url 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;tenants;secret'= {
            cand --state 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)'
            cand --url 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --generate 'Make a new secret and print it (once: it is kept only as a hash)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;tenants;remove'= {
            cand --state 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)'
            cand --url 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --yes 'Remove it without asking (needed without a terminal)'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;sandbox;tenants;help'= {
            cand list 'Every tenant: what it holds, whether a secret proves it, when it was last used'
            cand secret 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate'
            cand remove 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;tenants;help;list'= {
        }
        &'travel;sandbox;tenants;help;secret'= {
        }
        &'travel;sandbox;tenants;help;remove'= {
        }
        &'travel;sandbox;tenants;help;help'= {
        }
        &'travel;sandbox;help'= {
            cand serve 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
            cand reset 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
            cand scenarios 'List the outcomes the sandbox produces on purpose, and their triggers'
            cand clock 'Show or move a tenant''s clock in the sandbox'
            cand tenants 'See the sandbox''s tenants, set the secret that proves one, remove one'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;sandbox;help;serve'= {
        }
        &'travel;sandbox;help;reset'= {
        }
        &'travel;sandbox;help;scenarios'= {
        }
        &'travel;sandbox;help;clock'= {
            cand show 'Show the clock (the default)'
            cand set 'Put the clock at a date (its first minute) or a moment, from which it runs on'
            cand advance 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h'
            cand reset 'Go back to real time'
        }
        &'travel;sandbox;help;clock;show'= {
        }
        &'travel;sandbox;help;clock;set'= {
        }
        &'travel;sandbox;help;clock;advance'= {
        }
        &'travel;sandbox;help;clock;reset'= {
        }
        &'travel;sandbox;help;tenants'= {
            cand list 'Every tenant: what it holds, whether a secret proves it, when it was last used'
            cand secret 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate'
            cand remove 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret'
        }
        &'travel;sandbox;help;tenants;list'= {
        }
        &'travel;sandbox;help;tenants;secret'= {
        }
        &'travel;sandbox;help;tenants;remove'= {
        }
        &'travel;sandbox;help;help'= {
        }
        &'travel;mcp'= {
            cand --http 'Serve Streamable HTTP on this loopback address (e.g. 127.0.0.1:8765; port 0 picks a free one, said on stderr) instead of stdio'
            cand --allow-origin 'With --http, a browser origin served besides the server''s own, e.g. https://assistant.example (SCHEME://HOST[:PORT]); repeat for more'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;wallet'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand document 'Keep a traveller''s passport or identity card in the OS keyring'
            cand card 'Keep the card hotel bookings are paid with in the OS keyring'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;wallet;document'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --stdin 'Read the document from the first line of stdin instead of asking'
            cand --remove 'Remove the document kept for this traveller instead'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;wallet;card'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --stdin 'Read the card number from the first line of stdin instead of asking'
            cand --remove 'Remove the card kept instead'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;wallet;help'= {
            cand document 'Keep a traveller''s passport or identity card in the OS keyring'
            cand card 'Keep the card hotel bookings are paid with in the OS keyring'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;wallet;help;document'= {
        }
        &'travel;wallet;help;card'= {
        }
        &'travel;wallet;help;help'= {
        }
        &'travel;trip'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand new 'Open a trip: a customer''s file, empty until something is searched or booked in it'
            cand use 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
            cand list 'List the trips, the one in use marked'
            cand show 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
            cand note 'Add a note to a trip: what the customer asked, what was promised'
            cand itinerary 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;trip;new'= {
            cand --note 'A first note (what the customer asked; never a card or passport number)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --use 'Also use it from now on, as `travel trip use NAME` does'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;use'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --none 'Use no trip from now on: results are kept as without trips'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;list'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;show'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;note'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;itinerary'= {
            cand --title 'The documents'' title, for the traveller (default: the travellers'' names and where they go)'
            cand --ics 'Write the calendar to FILE (`-`: stdout)'
            cand --html 'Write a printable page (HTML) to FILE (`-`: stdout)'
            cand --pdf 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)'
            cand --text 'Write the itinerary as plain text, for an e-mail''s body, to FILE (`-`: stdout)'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;trip;help'= {
            cand new 'Open a trip: a customer''s file, empty until something is searched or booked in it'
            cand use 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
            cand list 'List the trips, the one in use marked'
            cand show 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
            cand note 'Add a note to a trip: what the customer asked, what was promised'
            cand itinerary 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;trip;help;new'= {
        }
        &'travel;trip;help;use'= {
        }
        &'travel;trip;help;list'= {
        }
        &'travel;trip;help;show'= {
        }
        &'travel;trip;help;note'= {
        }
        &'travel;trip;help;itinerary'= {
        }
        &'travel;trip;help;help'= {
        }
        &'travel;config'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand get 'Print the value of a key as this run uses it (flag, variable, file or default)'
            cand set 'Set a key in the configuration file, its value checked first'
            cand unset 'Remove a key from the configuration file: its built-in default applies again'
            cand list 'List every key with its value in this run and where it comes from'
            cand edit 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;config;get'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;config;set'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;config;unset'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;config;list'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;config;edit'= {
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;config;help'= {
            cand get 'Print the value of a key as this run uses it (flag, variable, file or default)'
            cand set 'Set a key in the configuration file, its value checked first'
            cand unset 'Remove a key from the configuration file: its built-in default applies again'
            cand list 'List every key with its value in this run and where it comes from'
            cand edit 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;config;help;get'= {
        }
        &'travel;config;help;set'= {
        }
        &'travel;config;help;unset'= {
        }
        &'travel;config;help;list'= {
        }
        &'travel;config;help;edit'= {
        }
        &'travel;config;help;help'= {
        }
        &'travel;generate-docs'= {
            cand --out 'Directory that receives completions/ and man/'
            cand --env 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)'
            cand --base-url 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)'
            cand --trip 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`'
            cand --timeout 'Give up on a request after this many seconds'
            cand --json 'Print the service''s response body as received (pretty JSON), nothing dropped'
            cand --sandbox 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
            cand -v 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --verbose 'Show each request, its status and timing on stderr (secrets redacted)'
            cand --no-color 'Never colour the output (also NO_COLOR)'
            cand --wide 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'travel;help'= {
            cand cities 'Find cities whose name contains a keyword'
            cand airports 'Find airports and the routes they serve'
            cand airlines 'Look up airlines, their destinations and check-in pages'
            cand recommend 'Recommend destinations similar to the given cities'
            cand flights 'Search, compare and inspect flights'
            cand hotels 'Find hotels, compare offers and book'
            cand order 'Look at, and cancel, a booked flight order'
            cand book 'Book a flight or a hotel step by step, on a terminal'
            cand bookings 'Review the bookings made with travel (the journal)'
            cand insights 'Market insights from air traffic of past months'
            cand location-score 'Score the area around a point for sights, food, shopping and night life (0 to 100)'
            cand predict 'Predict delays, airport punctuality and trip purpose'
            cand auth 'Manage the API credentials kept in the OS keyring'
            cand sandbox 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants'
            cand mcp 'Serve the operations as MCP tools to an AI assistant'
            cand wallet 'Keep a card or a traveller''s passport in the OS keyring, for `travel mcp`'
            cand trip 'Keep a file per customer: its searches, prices, notes and bookings its own'
            cand config 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager'
            cand generate-docs 'Write completions/ and man/ under a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'travel;help;cities'= {
        }
        &'travel;help;airports'= {
            cand search 'Search airports and cities by name or code'
            cand near 'List the airports near a point, most relevant first'
            cand routes 'List the destinations served nonstop from an airport'
        }
        &'travel;help;airports;search'= {
        }
        &'travel;help;airports;near'= {
        }
        &'travel;help;airports;routes'= {
        }
        &'travel;help;airlines'= {
            cand lookup 'Show the names behind airline codes'
            cand routes 'List the cities an airline flies to'
            cand checkin 'Show an airline''s online check-in links'
        }
        &'travel;help;airlines;lookup'= {
        }
        &'travel;help;airlines;routes'= {
        }
        &'travel;help;airlines;checkin'= {
        }
        &'travel;help;recommend'= {
        }
        &'travel;help;flights'= {
            cand search 'Search flight offers'
            cand show 'Print one offer of the last search in full'
            cand fares 'Show the branded fares of an offer side by side'
            cand inspire 'Find the cheapest destinations from an origin'
            cand dates 'Find the cheapest dates to fly a route'
            cand availability 'Show flights with their booking classes and seats left'
            cand predict 'Rank offers by the probability that a traveller chooses them'
            cand price 'Confirm the price of offers before selling them'
            cand book 'Book (sell) a flight offer, once'
            cand seats 'Show the seat maps of an offer, segment by segment'
            cand price-analysis 'Show the price quartiles of a route on a date'
            cand status 'Show a flight''s schedule on a date'
        }
        &'travel;help;flights;search'= {
        }
        &'travel;help;flights;show'= {
        }
        &'travel;help;flights;fares'= {
        }
        &'travel;help;flights;inspire'= {
        }
        &'travel;help;flights;dates'= {
        }
        &'travel;help;flights;availability'= {
        }
        &'travel;help;flights;predict'= {
        }
        &'travel;help;flights;price'= {
        }
        &'travel;help;flights;book'= {
        }
        &'travel;help;flights;seats'= {
        }
        &'travel;help;flights;price-analysis'= {
        }
        &'travel;help;flights;status'= {
        }
        &'travel;help;hotels'= {
            cand list 'List hotels in a city, near a point, or by their ids'
            cand find 'Find hotels by name'
            cand ratings 'Show hotels'' ratings from review sentiment (0 to 100)'
            cand offers 'Search hotel offers for dates'
            cand offer 'Recheck one offer''s current price and availability, and show it in full'
            cand book 'Book a hotel offer'
        }
        &'travel;help;hotels;list'= {
        }
        &'travel;help;hotels;find'= {
        }
        &'travel;help;hotels;ratings'= {
        }
        &'travel;help;hotels;offers'= {
        }
        &'travel;help;hotels;offer'= {
        }
        &'travel;help;hotels;book'= {
        }
        &'travel;help;order'= {
            cand show 'Show a booked flight order'
            cand cancel 'Cancel a booked flight order'
            cand seats 'Show the seat maps of a booked flight order'
            cand itinerary 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF'
        }
        &'travel;help;order;show'= {
        }
        &'travel;help;order;cancel'= {
        }
        &'travel;help;order;seats'= {
        }
        &'travel;help;order;itinerary'= {
        }
        &'travel;help;book'= {
        }
        &'travel;help;bookings'= {
            cand list 'List the bookings made with travel, newest first'
            cand show 'Show one booking of the journal'
            cand due 'List what needs doing soon, most urgent first, each with the command that acts on it'
        }
        &'travel;help;bookings;list'= {
        }
        &'travel;help;bookings;show'= {
        }
        &'travel;help;bookings;due'= {
        }
        &'travel;help;insights'= {
            cand traveled 'The most traveled destinations from a city in a month'
            cand booked 'The most booked destinations from a city in a month'
            cand busiest 'Show a city''s busiest travelling months of a year'
        }
        &'travel;help;insights;traveled'= {
        }
        &'travel;help;insights;booked'= {
        }
        &'travel;help;insights;busiest'= {
        }
        &'travel;help;location-score'= {
        }
        &'travel;help;predict'= {
            cand delay 'Predict how late a flight will be: four outcomes, most likely first'
            cand on-time 'Predict whether an airport runs on time on a date'
            cand trip-purpose 'Predict whether a trip is for business or leisure'
        }
        &'travel;help;predict;delay'= {
        }
        &'travel;help;predict;on-time'= {
        }
        &'travel;help;predict;trip-purpose'= {
        }
        &'travel;help;auth'= {
            cand login 'Store the API key and secret in the OS keyring'
            cand status 'Say where the credentials come from and check them by getting a token'
            cand logout 'Remove the credentials of the environment from the OS keyring'
        }
        &'travel;help;auth;login'= {
        }
        &'travel;help;auth;status'= {
        }
        &'travel;help;auth;logout'= {
        }
        &'travel;help;sandbox'= {
            cand serve 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
            cand reset 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
            cand scenarios 'List the outcomes the sandbox produces on purpose, and their triggers'
            cand clock 'Show or move a tenant''s clock in the sandbox'
            cand tenants 'See the sandbox''s tenants, set the secret that proves one, remove one'
        }
        &'travel;help;sandbox;serve'= {
        }
        &'travel;help;sandbox;reset'= {
        }
        &'travel;help;sandbox;scenarios'= {
        }
        &'travel;help;sandbox;clock'= {
            cand show 'Show the clock (the default)'
            cand set 'Put the clock at a date (its first minute) or a moment, from which it runs on'
            cand advance 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h'
            cand reset 'Go back to real time'
        }
        &'travel;help;sandbox;clock;show'= {
        }
        &'travel;help;sandbox;clock;set'= {
        }
        &'travel;help;sandbox;clock;advance'= {
        }
        &'travel;help;sandbox;clock;reset'= {
        }
        &'travel;help;sandbox;tenants'= {
            cand list 'Every tenant: what it holds, whether a secret proves it, when it was last used'
            cand secret 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate'
            cand remove 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret'
        }
        &'travel;help;sandbox;tenants;list'= {
        }
        &'travel;help;sandbox;tenants;secret'= {
        }
        &'travel;help;sandbox;tenants;remove'= {
        }
        &'travel;help;mcp'= {
        }
        &'travel;help;wallet'= {
            cand document 'Keep a traveller''s passport or identity card in the OS keyring'
            cand card 'Keep the card hotel bookings are paid with in the OS keyring'
        }
        &'travel;help;wallet;document'= {
        }
        &'travel;help;wallet;card'= {
        }
        &'travel;help;trip'= {
            cand new 'Open a trip: a customer''s file, empty until something is searched or booked in it'
            cand use 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
            cand list 'List the trips, the one in use marked'
            cand show 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
            cand note 'Add a note to a trip: what the customer asked, what was promised'
            cand itinerary 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
        }
        &'travel;help;trip;new'= {
        }
        &'travel;help;trip;use'= {
        }
        &'travel;help;trip;list'= {
        }
        &'travel;help;trip;show'= {
        }
        &'travel;help;trip;note'= {
        }
        &'travel;help;trip;itinerary'= {
        }
        &'travel;help;config'= {
            cand get 'Print the value of a key as this run uses it (flag, variable, file or default)'
            cand set 'Set a key in the configuration file, its value checked first'
            cand unset 'Remove a key from the configuration file: its built-in default applies again'
            cand list 'List every key with its value in this run and where it comes from'
            cand edit 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
        }
        &'travel;help;config;get'= {
        }
        &'travel;help;config;set'= {
        }
        &'travel;help;config;unset'= {
        }
        &'travel;help;config;list'= {
        }
        &'travel;help;config;edit'= {
        }
        &'travel;help;generate-docs'= {
        }
        &'travel;help;help'= {
        }
    ]
    $completions[$command]
}
