# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_travel_global_optspecs
    string join \n json env= base-url= sandbox trip= v/verbose no-color wide timeout= h/help V/version
end

function __fish_travel_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_travel_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_travel_using_subcommand
    set -l cmd (__fish_travel_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c travel -n "__fish_travel_needs_command" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_needs_command" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_needs_command" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_needs_command" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_needs_command" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_needs_command" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_needs_command" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_needs_command" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_needs_command" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_needs_command" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_needs_command" -f -a "cities" -d 'Find cities whose name contains a keyword'
complete -c travel -n "__fish_travel_needs_command" -f -a "airports" -d 'Find airports and the routes they serve'
complete -c travel -n "__fish_travel_needs_command" -f -a "airlines" -d 'Look up airlines, their destinations and check-in pages'
complete -c travel -n "__fish_travel_needs_command" -f -a "recommend" -d 'Recommend destinations similar to the given cities'
complete -c travel -n "__fish_travel_needs_command" -f -a "flights" -d 'Search, compare and inspect flights'
complete -c travel -n "__fish_travel_needs_command" -f -a "hotels" -d 'Find hotels, compare offers and book'
complete -c travel -n "__fish_travel_needs_command" -f -a "order" -d 'Look at, and cancel, a booked flight order'
complete -c travel -n "__fish_travel_needs_command" -f -a "book" -d 'Book a flight or a hotel step by step, on a terminal'
complete -c travel -n "__fish_travel_needs_command" -f -a "bookings" -d 'Review the bookings made with travel (the journal)'
complete -c travel -n "__fish_travel_needs_command" -f -a "insights" -d 'Market insights from air traffic of past months'
complete -c travel -n "__fish_travel_needs_command" -f -a "location-score" -d 'Score the area around a point for sights, food, shopping and night life (0 to 100)'
complete -c travel -n "__fish_travel_needs_command" -f -a "predict" -d 'Predict delays, airport punctuality and trip purpose'
complete -c travel -n "__fish_travel_needs_command" -f -a "auth" -d 'Manage the API credentials kept in the OS keyring'
complete -c travel -n "__fish_travel_needs_command" -f -a "sandbox" -d 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants'
complete -c travel -n "__fish_travel_needs_command" -f -a "mcp" -d 'Serve the operations as MCP tools to an AI assistant'
complete -c travel -n "__fish_travel_needs_command" -f -a "wallet" -d 'Keep a card or a traveller\'s passport in the OS keyring, for `travel mcp`'
complete -c travel -n "__fish_travel_needs_command" -f -a "trip" -d 'Keep a file per customer: its searches, prices, notes and bookings its own'
complete -c travel -n "__fish_travel_needs_command" -f -a "config" -d 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager'
complete -c travel -n "__fish_travel_needs_command" -f -a "generate-docs" -d 'Write completions/ and man/ under a directory'
complete -c travel -n "__fish_travel_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand cities" -l country -d 'Only cities in this country (ISO 3166 alpha-2, e.g. FR)' -r
complete -c travel -n "__fish_travel_using_subcommand cities" -l max -d 'At most this many cities (1 to 100)' -r
complete -c travel -n "__fish_travel_using_subcommand cities" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand cities" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand cities" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand cities" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand cities" -l airports -d 'List each city\'s airports too'
complete -c travel -n "__fish_travel_using_subcommand cities" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand cities" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand cities" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand cities" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand cities" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand cities" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand cities" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -f -a "search" -d 'Search airports and cities by name or code'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -f -a "near" -d 'List the airports near a point, most relevant first'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -f -a "routes" -d 'List the destinations served nonstop from an airport'
complete -c travel -n "__fish_travel_using_subcommand airports; and not __fish_seen_subcommand_from search near routes help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l type -d 'What to look for' -r -f -a "airport\t''
city\t''
any\t''"
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l country -d 'Only in this country (ISO 3166 alpha-2)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l max -d 'At most this many results' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from search" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l radius -d 'Search radius in kilometres (the service describes airports within 500 km)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l sort -d 'Order of the results' -r -f -a "relevance\t''
distance\t''
flights\t''
travelers\t''"
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l max -d 'At most this many airports' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from near" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l country -d 'Only destinations in this country (ISO 3166 alpha-2)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l max -d 'At most this many destinations (1 to 1000)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from routes" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from help" -f -a "search" -d 'Search airports and cities by name or code'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from help" -f -a "near" -d 'List the airports near a point, most relevant first'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from help" -f -a "routes" -d 'List the destinations served nonstop from an airport'
complete -c travel -n "__fish_travel_using_subcommand airports; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -f -a "lookup" -d 'Show the names behind airline codes'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -f -a "routes" -d 'List the cities an airline flies to'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -f -a "checkin" -d 'Show an airline\'s online check-in links'
complete -c travel -n "__fish_travel_using_subcommand airlines; and not __fish_seen_subcommand_from lookup routes checkin help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from lookup" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l country -d 'Only destinations in this country (ISO 3166 alpha-2)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l max -d 'At most this many destinations (1 to 1000)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from routes" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l language -d 'Language of the pages, e.g. en-GB' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from checkin" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from help" -f -a "lookup" -d 'Show the names behind airline codes'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from help" -f -a "routes" -d 'List the cities an airline flies to'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from help" -f -a "checkin" -d 'Show an airline\'s online check-in links'
complete -c travel -n "__fish_travel_using_subcommand airlines; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand recommend" -l traveler-country -d 'The traveller\'s country (ISO 3166 alpha-2)' -r
complete -c travel -n "__fish_travel_using_subcommand recommend" -l destination-country -d 'Only destinations in these countries (repeat or comma-separate)' -r
complete -c travel -n "__fish_travel_using_subcommand recommend" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand recommend" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand recommend" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand recommend" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand recommend" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand recommend" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand recommend" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand recommend" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand recommend" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand recommend" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand recommend" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "search" -d 'Search flight offers'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "show" -d 'Print one offer of the last search in full'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "fares" -d 'Show the branded fares of an offer side by side'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "inspire" -d 'Find the cheapest destinations from an origin'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "dates" -d 'Find the cheapest dates to fly a route'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "availability" -d 'Show flights with their booking classes and seats left'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "predict" -d 'Rank offers by the probability that a traveller chooses them'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "price" -d 'Confirm the price of offers before selling them'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "book" -d 'Book (sell) a flight offer, once'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "seats" -d 'Show the seat maps of an offer, segment by segment'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "price-analysis" -d 'Show the price quartiles of a route on a date'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "status" -d 'Show a flight\'s schedule on a date'
complete -c travel -n "__fish_travel_using_subcommand flights; and not __fish_seen_subcommand_from search show fares inspire dates availability predict price book seats price-analysis status help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l return -d 'Return date for a round trip (YYYY-MM-DD or +N), at most 361 days ahead' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l leg -d 'A leg of a multi-city trip, FROM-TO:DATE[THH:MM]; repeat, up to six' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l adults -d 'Adults (12 years and over)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l children -d 'Children (2 to 11 years)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l infants -d 'Infants on an adult\'s lap (under 2); no more than adults' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l seated-infants -d 'Infants in their own seat (uses the multi-city form)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l seniors -d 'Seniors (uses the multi-city form)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l class -d 'Cabin' -r -f -a "economy\t''
premium-economy\t''
business\t''
first\t''"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l airlines -d 'Only these airlines (IATA codes, comma-separated)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l exclude-airlines -d 'Never these airlines (IATA codes, comma-separated)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l max-price -d 'Highest price per traveller, in whole units of the currency (1 to 1000000)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l currency -d 'Currency of the prices (ISO 4217)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l max -d 'At most this many offers (1 to 250)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l sort -d 'Order of the table (and of the numbers)' -r -f -a "price\t'Cheapest first (the service\'s order)'
duration\t'Shortest total travel time first'
departure\t'Earliest departure first'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l depart-between -d 'Only offers leaving in this window, local time (HH:MM-HH:MM; 22:00-06:00 spans midnight): the first for the outbound, a second for the return or next leg' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l arrive-between -d 'Only offers arriving in this window, local time: as --depart-between' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l max-stops -d 'At most this many stops each way (0: nonstop, as --nonstop)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l max-duration -d 'At most this long each way, stops included (e.g. 7h, 7h30m, 90m)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l dates -d 'Instead of the offers, the cheapest total of each pair of days up to N days either side of the dates (1 to 3, also written ±N): a table of departure by return days, a search each' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l nonstop -d 'Nonstop flights only'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l all -d 'On a terminal, list every offer found (without --max, as many as the window holds are listed, at most 20; piped and --json output always hold every one)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from search" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from fares" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l departure -d 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l duration -d 'Length of stay in days, N or N,N (round trips)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l max-price -d 'Highest price, in whole units of the currency (1 to 1000000)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l view-by -d 'Group the results; the cheapest of each group is shown (default: destination)' -r -f -a "date\t''
destination\t''
duration\t''
week\t''
country\t''"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l one-way -d 'One-way trips only (default: round trips)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l nonstop -d 'Nonstop flights only'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from inspire" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l departure -d 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l duration -d 'Length of stay in days, N or N,N (round trips)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l max-price -d 'Highest price, in whole units of the currency (1 to 1000000)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l view-by -d 'Group the results; the cheapest of each group is shown (default: date)' -r -f -a "date\t''
duration\t''
week\t''"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l one-way -d 'One-way trips only (default: round trips)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l nonstop -d 'Nonstop flights only'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from dates" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l time -d 'Preferred departure time (HH:MM, local)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l adults -d 'Seats wanted (adults, 1 to 9)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from availability" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from predict" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l add-bags -d 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l seat -d 'A seat to reserve: segment id and seat label, one label per traveller in order (`1:12A` or `1:12A,12B`); repeat for other segments' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l currency -d 'Price in this currency (ISO 4217), instead of the offer\'s' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l rules -d 'Add the fare rules: refund, exchange, revalidation, reissue, rebook, cancellation'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l bags -d 'Add the bag catalogue: the bags that can be added, where, for whom, at what price'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l traveler -d 'A traveller: "[Title] First Last YYYY-MM-DD [<email>] [+phone]", e.g. "Mr John Smith 1980-04-12 <john@example.com> +441234567890"; repeat, in the offer\'s order; the first needs the e-mail and phone; the title gives the gender (Mr, Mstr, Master: male; Mrs, Ms, Miss: female; Mx: unspecified; Dr, Prof: none). EXPOSES names, e-mails and phones in the process list: prefer --travelers FILE|-' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l travelers -d 'The travellers from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --traveler form, in the offer\'s order (blank lines and lines starting with # skipped), or the service\'s traveler objects (JSON: a list, or an object with `travelers`), which may carry documents' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l passport -d 'A document per traveller in order: TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], TYPE P (passport) or I (identity card). EXPOSES the number in the process list: prefer --passport-stdin or --travelers' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l seat -d 'A seat: segment id and seat label, one label per traveller with a seat in order (`1:12A` or `1:12A,12B`); repeat for other segments' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l add-bags -d 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l ticketing -d 'Ticketing: `confirm` (ticket now) or `delay-to-cancel:DURATION` (ticket within DURATION, e.g. 6D or 12H, else the order is cancelled); the service\'s default when left out' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l passport-stdin -d 'Read the documents from stdin, one line per traveller in order (an empty line for none), in the --passport form'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l yes -d 'Book without asking for confirmation (required without a terminal)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l again -d 'Book even though the journal holds the same booking: a second one is wanted'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from book" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l segment -d 'Show only the seat map of this segment (its id in the offer, as `flights price --seat` takes it)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from seats" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l currency -d 'Currency (ISO 4217; the service\'s default is EUR)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l price -d 'A price to place among the quartiles' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l one-way -d 'One-way prices (default: round trip)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from price-analysis" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l suffix -d 'Operational suffix (one letter), when the airline marks a changed flight' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "search" -d 'Search flight offers'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print one offer of the last search in full'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "fares" -d 'Show the branded fares of an offer side by side'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "inspire" -d 'Find the cheapest destinations from an origin'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "dates" -d 'Find the cheapest dates to fly a route'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "availability" -d 'Show flights with their booking classes and seats left'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "predict" -d 'Rank offers by the probability that a traveller chooses them'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "price" -d 'Confirm the price of offers before selling them'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "book" -d 'Book (sell) a flight offer, once'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "seats" -d 'Show the seat maps of an offer, segment by segment'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "price-analysis" -d 'Show the price quartiles of a route on a date'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "status" -d 'Show a flight\'s schedule on a date'
complete -c travel -n "__fish_travel_using_subcommand flights; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "list" -d 'List hotels in a city, near a point, or by their ids'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "find" -d 'Find hotels by name'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "ratings" -d 'Show hotels\' ratings from review sentiment (0 to 100)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "offers" -d 'Search hotel offers for dates'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "offer" -d 'Recheck one offer\'s current price and availability, and show it in full'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "book" -d 'Book a hotel offer'
complete -c travel -n "__fish_travel_using_subcommand hotels; and not __fish_seen_subcommand_from list find ratings offers offer book help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l city -d 'City code (IATA), e.g. PAR' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l near -d 'A point: LAT,LON' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l ids -d 'Hotel ids (8 characters, comma-separated)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l radius -d 'Search radius around the city centre or the point' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l unit -d 'Unit of --radius' -r -f -a "km\t''
mile\t''"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l chains -d 'Only these hotel chains (two-letter codes, comma-separated)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l amenities -d 'Only hotels with all of these amenities (comma-separated; see --help)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l ratings -d 'Star ratings, 1 to 5 (up to four, comma-separated)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l source -d 'Where the hotels come from' -r -f -a "bedbank\t''
directchain\t''
all\t''"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l country -d 'Only in this country (ISO 3166 alpha-2)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l lang -d 'Language of the results, e.g. fr (English where not available)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l max -d 'At most this many results (1 to 20)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l gds -d 'Search the chains\' own inventory (GDS) instead of the aggregators'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from find" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from ratings" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l city -d 'Search the hotels of this city (IATA city code) instead' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l max -d 'With --city: how many of its hotels to search (1 to 100; default 20). `--limit`, its older name, is still read' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l check-in -d 'Check-in date (YYYY-MM-DD or +N; default today)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l check-out -d 'Check-out date (YYYY-MM-DD or +N; default one night)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l nights -d 'Nights instead of a check-out date' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l adults -d 'Adults per room (1 to 9)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l rooms -d 'Rooms (1 to 9)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l currency -d 'Currency of the prices (ISO 4217; default the hotel\'s)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offers" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from offer" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l guest -d 'A guest: "Mr Jane Doe <jane@example.com> +33123456789" (repeat; numbered from 1). EXPOSES names, e-mails and phones in the process list: prefer --guests FILE|-' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l guests -d 'The guests from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --guest form, numbered from 1 (blank lines and lines starting with # skipped)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l room -d 'Guest numbers staying in one room, e.g. --room 1,2 --room 3 (one per room booked)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l request -d 'A special request for the hotel' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l card-expiry -d 'Card expiry: YYYY-MM, or MM/YY and MM/YYYY as printed on the card' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l card-vendor -d 'Card vendor code (VI, CA, AX, DC, JC, DS...); by default taken from the number' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l card-stdin -d 'Read the card number from the first line of stdin'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l yes -d 'Book without asking for confirmation'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l again -d 'Book even though the journal holds the same booking (same hotel, dates and guests): a second booking is wanted'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from book" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "list" -d 'List hotels in a city, near a point, or by their ids'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "find" -d 'Find hotels by name'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "ratings" -d 'Show hotels\' ratings from review sentiment (0 to 100)'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "offers" -d 'Search hotel offers for dates'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "offer" -d 'Recheck one offer\'s current price and availability, and show it in full'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "book" -d 'Book a hotel offer'
complete -c travel -n "__fish_travel_using_subcommand hotels; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -f -a "show" -d 'Show a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -f -a "cancel" -d 'Cancel a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -f -a "seats" -d 'Show the seat maps of a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -f -a "itinerary" -d 'Write a booked order\'s itinerary: a calendar file (an event per flight), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand order; and not __fish_seen_subcommand_from show cancel seats itinerary help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l other-trip -d 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l other-trip -d 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l yes -d 'Cancel without asking for confirmation (required without a terminal)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from cancel" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l segment -d 'Show only the seat map of this segment (its id in the order)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l other-trip -d 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from seats" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l title -d 'The documents\' title, for the traveller (default: the travellers\' names and where they go)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l ics -d 'Write the calendar to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l html -d 'Write a printable page (HTML) to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l pdf -d 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)' -r -F
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l text -d 'Write the itinerary as plain text, for an e-mail\'s body, to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l other-trip -d 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from itinerary" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from help" -f -a "cancel" -d 'Cancel a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from help" -f -a "seats" -d 'Show the seat maps of a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from help" -f -a "itinerary" -d 'Write a booked order\'s itinerary: a calendar file (an event per flight), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand order; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand book" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand book" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand book" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand book" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand book" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand book" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand book" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand book" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand book" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand book" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand book" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -f -a "list" -d 'List the bookings made with travel, newest first'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -f -a "show" -d 'Show one booking of the journal'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -f -a "due" -d 'List what needs doing soon, most urgent first, each with the command that acts on it'
complete -c travel -n "__fish_travel_using_subcommand bookings; and not __fish_seen_subcommand_from list show due help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l traveller -l traveler -d 'Only bookings with a traveller or guest whose name contains this (any case)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l from -d 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l to -d 'Only bookings whose travel begins on or before this date' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l state -d 'Only bookings in this state' -r -f -a "booked\t''
cancelled\t''
unknown\t'Sent, its answer lost: it may exist'
gone\t'Made at a sandbox reset since'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l environment -d 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox\'s bookings are `sandbox via URL`; `sandbox` takes them all)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l within -d 'How far ahead to look: a number and d, h or m (72h, 3d, 1d12h)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l traveller -l traveler -d 'Only bookings with a traveller or guest whose name contains this (any case)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l from -d 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l to -d 'Only bookings whose travel begins on or before this date' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l state -d 'Only bookings in this state' -r -f -a "booked\t''
cancelled\t''
unknown\t'Sent, its answer lost: it may exist'
gone\t'Made at a sandbox reset since'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l environment -d 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox\'s bookings are `sandbox via URL`; `sandbox` takes them all)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from due" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the bookings made with travel, newest first'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one booking of the journal'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from help" -f -a "due" -d 'List what needs doing soon, most urgent first, each with the command that acts on it'
complete -c travel -n "__fish_travel_using_subcommand bookings; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -f -a "traveled" -d 'The most traveled destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -f -a "booked" -d 'The most booked destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -f -a "busiest" -d 'Show a city\'s busiest travelling months of a year'
complete -c travel -n "__fish_travel_using_subcommand insights; and not __fish_seen_subcommand_from traveled booked busiest help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l sort -d 'Rank by share of flights or of travellers' -r -f -a "flights\t''
travelers\t''"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l max -d 'At most this many destinations in all (the service\'s default is 10)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l page -d 'The page to show, ten destinations a page (1 to 50)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l all -d 'Follow the pages to the end'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from traveled" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l sort -d 'Rank by share of flights or of travellers' -r -f -a "flights\t''
travelers\t''"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l max -d 'At most this many destinations in all (the service\'s default is 10)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l page -d 'The page to show, ten destinations a page (1 to 50)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l all -d 'Follow the pages to the end'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from booked" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l direction -d 'Travellers arriving in or departing from the city' -r -f -a "arriving\t''
departing\t''"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from busiest" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from help" -f -a "traveled" -d 'The most traveled destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from help" -f -a "booked" -d 'The most booked destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from help" -f -a "busiest" -d 'Show a city\'s busiest travelling months of a year'
complete -c travel -n "__fish_travel_using_subcommand insights; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand location-score" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand location-score" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand location-score" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand location-score" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand location-score" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand location-score" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand location-score" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand location-score" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand location-score" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand location-score" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand location-score" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -f -a "delay" -d 'Predict how late a flight will be: four outcomes, most likely first'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -f -a "on-time" -d 'Predict whether an airport runs on time on a date'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -f -a "trip-purpose" -d 'Predict whether a trip is for business or leisure'
complete -c travel -n "__fish_travel_using_subcommand predict; and not __fish_seen_subcommand_from delay on-time trip-purpose help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l offer -d 'A flight of the last search: its number in the table' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l segment -d 'With --offer: which segment of its first itinerary (from 1)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l origin -d 'Origin airport (IATA), e.g. LHR' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l destination -d 'Destination airport (IATA), e.g. JFK' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l departure-date -d 'Local departure date: YYYY-MM-DD, +N days, today or tomorrow' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l departure-time -d 'Local departure time, HH:MM[:SS]' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l arrival-date -d 'Local arrival date: YYYY-MM-DD, +N days, today or tomorrow' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l arrival-time -d 'Local arrival time, HH:MM[:SS]' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l aircraft -d 'Aircraft (IATA type code), e.g. 321' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l carrier -d 'Marketing airline (IATA code), e.g. BA' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l flight-number -d 'Flight number without the airline, e.g. 117' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l duration -d 'Block time, ISO 8601, e.g. PT7H10M' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from delay" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from on-time" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l search-date -d 'When the search was made (default: today)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from trip-purpose" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from help" -f -a "delay" -d 'Predict how late a flight will be: four outcomes, most likely first'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from help" -f -a "on-time" -d 'Predict whether an airport runs on time on a date'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from help" -f -a "trip-purpose" -d 'Predict whether a trip is for business or leisure'
complete -c travel -n "__fish_travel_using_subcommand predict; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "login" -d 'Store the API key and secret in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "status" -d 'Say where the credentials come from and check them by getting a token'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "logout" -d 'Remove the credentials of the environment from the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l client-id -d 'The API key (client id)' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l secret-stdin -d 'Read the API secret from the first line of stdin'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-verify -d 'Store without checking the credentials against the service first'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from login" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from logout" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "login" -d 'Store the API key and secret in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "status" -d 'Say where the credentials come from and check them by getting a token'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "logout" -d 'Remove the credentials of the environment from the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "serve" -d 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "reset" -d 'Clear a tenant\'s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "scenarios" -d 'List the outcomes the sandbox produces on purpose, and their triggers'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "clock" -d 'Show or move a tenant\'s clock in the sandbox'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "tenants" -d 'See the sandbox\'s tenants, set the secret that proves one, remove one'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and not __fish_seen_subcommand_from serve reset scenarios clock tenants help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l port -d 'Port to listen on (0 picks a free one)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l bind -d 'Address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: for every address, so that containers and other machines reach it' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l state -d 'State file (default: the user data directory, shared with --sandbox), or a PostgreSQL database\'s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass, never on the command line)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l pool -d 'Connections this node keeps to PostgreSQL at most' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l client-id -d 'Accept only this client id' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l ca-file -d 'Where --tls writes its CA certificate, PEM (default: beside the state file, its name ending .ca.pem instead of .sqlite3)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l tls-name -d 'Another name for the certificate --tls makes: one that containers or other machines reach this one by (repeatable)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l cert -d 'Serve HTTPS with this certificate chain (PEM) instead of making one' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l key -d 'The private key of --cert (PEM)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l tenants -d 'Who may act as a tenant: bind (a client id\'s first secret binds to it), registered (only those the operator registered) or open (any secret; loopback only)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l idle-expiry -d 'Remove a tenant bound on first use whole once nobody has used it for this long (30m, 12h, 3d; 0 keeps them); registered tenants never expire' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-tenants -d 'Refuse new client ids once the server knows this many tenants' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l rate-limit -d 'Hold each tenant to a rate, answering 429 past it: 10/s, 600/min, 5000/h' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l address-rate-limit -d 'Hold each client address to a rate, all its client ids together [default: 2000/s, or ten times --rate-limit]' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l server-rate-limit -d 'Hold the whole server to a rate [default: 20000/s, or fifty times --rate-limit]' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l token-rate-limit -d 'Tokens issued to one client address at most (the server: ten times as many)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l new-tenant-rate-limit -d 'New tenants (a client id\'s first sign-in) from one client address at most (the server: ten times as many)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l access-log -d 'Write a JSON line for each request to FILE (- for stderr)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l client-secret-stdin -d 'Read the only accepted client secret from the first line of stdin'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l tls -d 'Serve HTTPS with a certificate made at start for localhost, 127.0.0.1, ::1 and the --bind address, and write the certificate authority that signed it to --ca-file for clients to trust'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l recover -d 'When the state file is found damaged at the start (it is copied aside first): open what SQLite can read of it rather than stop'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l fresh -d 'When the state file is found damaged at the start (it is copied aside first): start with an empty state rather than stop'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l strict -d 'Hold every tenant to the interface\'s letter where the service was lenient (search-family POSTs need X-HTTP-Method-Override); a tenant may choose otherwise on PUT /_sandbox/settings'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l state -d 'State file to reset (default: the one --sandbox uses)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l client-id -d 'The tenant to clear: the client id its tokens are issued to' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l seed -d 'Start every tenant again in the world of seed N (0: the usual one)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l url -d 'Clear a tenant of a running `travel sandbox serve` at URL instead of a state file: the tenant of the credentials in use (AMADEUS_CLIENT_ID); its tokens stay' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l fresh -d 'When the state file is damaged (it is copied aside first, and named): start it afresh, every tenant\'s state gone, rather than stop'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l url -d 'The catalogue of a running `travel sandbox serve` at URL (its build may differ from this one\'s)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from scenarios" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l state -d 'State file, given before the action (default: the one --sandbox uses)' -r -F
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l client-id -d 'The tenant whose clock this is: the client id its tokens are issued to, given before the action' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l url -d 'Drive a running `travel sandbox serve` at URL instead of a state file: the clock of the tenant of the credentials in use (AMADEUS_CLIENT_ID), given before the action' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -f -a "show" -d 'Show the clock (the default)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -f -a "set" -d 'Put the clock at a date (its first minute) or a moment, from which it runs on'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -f -a "advance" -d 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -f -a "reset" -d 'Go back to real time'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from clock" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -f -a "list" -d 'Every tenant: what it holds, whether a secret proves it, when it was last used'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -f -a "secret" -d 'Set a tenant\'s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin\'s first line, asked for without echo on a terminal, or made with --generate'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -f -a "remove" -d 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from tenants" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Clear a tenant\'s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "scenarios" -d 'List the outcomes the sandbox produces on purpose, and their triggers'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "clock" -d 'Show or move a tenant\'s clock in the sandbox'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "tenants" -d 'See the sandbox\'s tenants, set the secret that proves one, remove one'
complete -c travel -n "__fish_travel_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand mcp" -l http -d 'Serve Streamable HTTP on this loopback address (e.g. 127.0.0.1:8765; port 0 picks a free one, said on stderr) instead of stdio' -r
complete -c travel -n "__fish_travel_using_subcommand mcp" -l allow-origin -d 'With --http, a browser origin served besides the server\'s own, e.g. https://assistant.example (SCHEME://HOST[:PORT]); repeat for more' -r
complete -c travel -n "__fish_travel_using_subcommand mcp" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand mcp" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand mcp" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand mcp" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand mcp" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand mcp" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand mcp" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand mcp" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand mcp" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand mcp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand mcp" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -f -a "document" -d 'Keep a traveller\'s passport or identity card in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -f -a "card" -d 'Keep the card hotel bookings are paid with in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand wallet; and not __fish_seen_subcommand_from document card help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l stdin -d 'Read the document from the first line of stdin instead of asking'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l remove -d 'Remove the document kept for this traveller instead'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from document" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l stdin -d 'Read the card number from the first line of stdin instead of asking'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l remove -d 'Remove the card kept instead'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from card" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from help" -f -a "document" -d 'Keep a traveller\'s passport or identity card in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from help" -f -a "card" -d 'Keep the card hotel bookings are paid with in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand wallet; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "new" -d 'Open a trip: a customer\'s file, empty until something is searched or booked in it'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "use" -d 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "list" -d 'List the trips, the one in use marked'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "show" -d 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "note" -d 'Add a note to a trip: what the customer asked, what was promised'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "itinerary" -d 'Write a trip\'s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand trip; and not __fish_seen_subcommand_from new use list show note itinerary help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l note -d 'A first note (what the customer asked; never a card or passport number)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l use -d 'Also use it from now on, as `travel trip use NAME` does'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from new" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l none -d 'Use no trip from now on: results are kept as without trips'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from use" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from note" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l title -d 'The documents\' title, for the traveller (default: the travellers\' names and where they go)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l ics -d 'Write the calendar to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l html -d 'Write a printable page (HTML) to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l pdf -d 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)' -r -F
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l text -d 'Write the itinerary as plain text, for an e-mail\'s body, to FILE (`-`: stdout)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from itinerary" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "new" -d 'Open a trip: a customer\'s file, empty until something is searched or booked in it'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "use" -d 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the trips, the one in use marked'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "note" -d 'Add a note to a trip: what the customer asked, what was promised'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "itinerary" -d 'Write a trip\'s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand trip; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "get" -d 'Print the value of a key as this run uses it (flag, variable, file or default)'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "set" -d 'Set a key in the configuration file, its value checked first'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "unset" -d 'Remove a key from the configuration file: its built-in default applies again'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "list" -d 'List every key with its value in this run and where it comes from'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "edit" -d 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
complete -c travel -n "__fish_travel_using_subcommand config; and not __fish_seen_subcommand_from get set unset list edit help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from unset" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from edit" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print the value of a key as this run uses it (flag, variable, file or default)'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Set a key in the configuration file, its value checked first'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "unset" -d 'Remove a key from the configuration file: its built-in default applies again'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "list" -d 'List every key with its value in this run and where it comes from'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
complete -c travel -n "__fish_travel_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l out -d 'Directory that receives completions/ and man/' -r -F
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l env -d 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)' -r -f -a "test\t'The provider\'s test environment (test.api.amadeus.com): closed to self-service keys in July 2026, for enterprise access only'
production\t'The production environment'"
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l base-url -d 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)' -r
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l trip -d 'Work in this trip (a customer\'s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`' -r
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l timeout -d 'Give up on a request after this many seconds' -r
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l json -d 'Print the service\'s response body as received (pretty JSON), nothing dropped'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l sandbox -d 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -s v -l verbose -d 'Show each request, its status and timing on stderr (secrets redacted)'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l no-color -d 'Never colour the output (also NO_COLOR)'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -l wide -d 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c travel -n "__fish_travel_using_subcommand generate-docs" -s V -l version -d 'Print version'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "cities" -d 'Find cities whose name contains a keyword'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "airports" -d 'Find airports and the routes they serve'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "airlines" -d 'Look up airlines, their destinations and check-in pages'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "recommend" -d 'Recommend destinations similar to the given cities'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "flights" -d 'Search, compare and inspect flights'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "hotels" -d 'Find hotels, compare offers and book'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "order" -d 'Look at, and cancel, a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "book" -d 'Book a flight or a hotel step by step, on a terminal'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "bookings" -d 'Review the bookings made with travel (the journal)'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "insights" -d 'Market insights from air traffic of past months'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "location-score" -d 'Score the area around a point for sights, food, shopping and night life (0 to 100)'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "predict" -d 'Predict delays, airport punctuality and trip purpose'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "auth" -d 'Manage the API credentials kept in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "sandbox" -d 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "mcp" -d 'Serve the operations as MCP tools to an AI assistant'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "wallet" -d 'Keep a card or a traveller\'s passport in the OS keyring, for `travel mcp`'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "trip" -d 'Keep a file per customer: its searches, prices, notes and bookings its own'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "config" -d 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "generate-docs" -d 'Write completions/ and man/ under a directory'
complete -c travel -n "__fish_travel_using_subcommand help; and not __fish_seen_subcommand_from cities airports airlines recommend flights hotels order book bookings insights location-score predict auth sandbox mcp wallet trip config generate-docs help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airports" -f -a "search" -d 'Search airports and cities by name or code'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airports" -f -a "near" -d 'List the airports near a point, most relevant first'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airports" -f -a "routes" -d 'List the destinations served nonstop from an airport'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airlines" -f -a "lookup" -d 'Show the names behind airline codes'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airlines" -f -a "routes" -d 'List the cities an airline flies to'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from airlines" -f -a "checkin" -d 'Show an airline\'s online check-in links'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "search" -d 'Search flight offers'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "show" -d 'Print one offer of the last search in full'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "fares" -d 'Show the branded fares of an offer side by side'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "inspire" -d 'Find the cheapest destinations from an origin'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "dates" -d 'Find the cheapest dates to fly a route'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "availability" -d 'Show flights with their booking classes and seats left'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "predict" -d 'Rank offers by the probability that a traveller chooses them'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "price" -d 'Confirm the price of offers before selling them'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "book" -d 'Book (sell) a flight offer, once'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "seats" -d 'Show the seat maps of an offer, segment by segment'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "price-analysis" -d 'Show the price quartiles of a route on a date'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from flights" -f -a "status" -d 'Show a flight\'s schedule on a date'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "list" -d 'List hotels in a city, near a point, or by their ids'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "find" -d 'Find hotels by name'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "ratings" -d 'Show hotels\' ratings from review sentiment (0 to 100)'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "offers" -d 'Search hotel offers for dates'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "offer" -d 'Recheck one offer\'s current price and availability, and show it in full'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from hotels" -f -a "book" -d 'Book a hotel offer'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from order" -f -a "show" -d 'Show a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from order" -f -a "cancel" -d 'Cancel a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from order" -f -a "seats" -d 'Show the seat maps of a booked flight order'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from order" -f -a "itinerary" -d 'Write a booked order\'s itinerary: a calendar file (an event per flight), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from bookings" -f -a "list" -d 'List the bookings made with travel, newest first'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from bookings" -f -a "show" -d 'Show one booking of the journal'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from bookings" -f -a "due" -d 'List what needs doing soon, most urgent first, each with the command that acts on it'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from insights" -f -a "traveled" -d 'The most traveled destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from insights" -f -a "booked" -d 'The most booked destinations from a city in a month'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from insights" -f -a "busiest" -d 'Show a city\'s busiest travelling months of a year'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from predict" -f -a "delay" -d 'Predict how late a flight will be: four outcomes, most likely first'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from predict" -f -a "on-time" -d 'Predict whether an airport runs on time on a date'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from predict" -f -a "trip-purpose" -d 'Predict whether a trip is for business or leisure'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "login" -d 'Store the API key and secret in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "status" -d 'Say where the credentials come from and check them by getting a token'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "logout" -d 'Remove the credentials of the environment from the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "serve" -d 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "reset" -d 'Clear a tenant\'s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "scenarios" -d 'List the outcomes the sandbox produces on purpose, and their triggers'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "clock" -d 'Show or move a tenant\'s clock in the sandbox'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "tenants" -d 'See the sandbox\'s tenants, set the secret that proves one, remove one'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from wallet" -f -a "document" -d 'Keep a traveller\'s passport or identity card in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from wallet" -f -a "card" -d 'Keep the card hotel bookings are paid with in the OS keyring'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "new" -d 'Open a trip: a customer\'s file, empty until something is searched or booked in it'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "use" -d 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "list" -d 'List the trips, the one in use marked'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "show" -d 'Show a trip: its flights and hotels in time order, each with its state, and its notes'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "note" -d 'Add a note to a trip: what the customer asked, what was promised'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from trip" -f -a "itinerary" -d 'Write a trip\'s itinerary: a calendar file (an event per flight and stay), a page, a PDF'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print the value of a key as this run uses it (flag, variable, file or default)'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Set a key in the configuration file, its value checked first'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "unset" -d 'Remove a key from the configuration file: its built-in default applies again'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "list" -d 'List every key with its value in this run and where it comes from'
complete -c travel -n "__fish_travel_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "edit" -d 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept'
