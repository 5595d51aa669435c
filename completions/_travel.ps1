
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'travel' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'travel'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'travel' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('cities', 'cities', [CompletionResultType]::ParameterValue, 'Find cities whose name contains a keyword')
            [CompletionResult]::new('airports', 'airports', [CompletionResultType]::ParameterValue, 'Find airports and the routes they serve')
            [CompletionResult]::new('airlines', 'airlines', [CompletionResultType]::ParameterValue, 'Look up airlines, their destinations and check-in pages')
            [CompletionResult]::new('recommend', 'recommend', [CompletionResultType]::ParameterValue, 'Recommend destinations similar to the given cities')
            [CompletionResult]::new('flights', 'flights', [CompletionResultType]::ParameterValue, 'Search, compare and inspect flights')
            [CompletionResult]::new('hotels', 'hotels', [CompletionResultType]::ParameterValue, 'Find hotels, compare offers and book')
            [CompletionResult]::new('order', 'order', [CompletionResultType]::ParameterValue, 'Look at, and cancel, a booked flight order')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book a flight or a hotel step by step, on a terminal')
            [CompletionResult]::new('bookings', 'bookings', [CompletionResultType]::ParameterValue, 'Review the bookings made with travel (the journal)')
            [CompletionResult]::new('insights', 'insights', [CompletionResultType]::ParameterValue, 'Market insights from air traffic of past months')
            [CompletionResult]::new('location-score', 'location-score', [CompletionResultType]::ParameterValue, 'Score the area around a point for sights, food, shopping and night life (0 to 100)')
            [CompletionResult]::new('predict', 'predict', [CompletionResultType]::ParameterValue, 'Predict delays, airport punctuality and trip purpose')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Manage the API credentials kept in the OS keyring')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants')
            [CompletionResult]::new('mcp', 'mcp', [CompletionResultType]::ParameterValue, 'Serve the operations as MCP tools to an AI assistant')
            [CompletionResult]::new('wallet', 'wallet', [CompletionResultType]::ParameterValue, 'Keep a card or a traveller''s passport in the OS keyring, for `travel mcp`')
            [CompletionResult]::new('trip', 'trip', [CompletionResultType]::ParameterValue, 'Keep a file per customer: its searches, prices, notes and bookings its own')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager')
            [CompletionResult]::new('generate-docs', 'generate-docs', [CompletionResultType]::ParameterValue, 'Write completions/ and man/ under a directory')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;cities' {
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Only cities in this country (ISO 3166 alpha-2, e.g. FR)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many cities (1 to 100)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--airports', '--airports', [CompletionResultType]::ParameterName, 'List each city''s airports too')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airports' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search airports and cities by name or code')
            [CompletionResult]::new('near', 'near', [CompletionResultType]::ParameterValue, 'List the airports near a point, most relevant first')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the destinations served nonstop from an airport')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;airports;search' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What to look for')
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Only in this country (ISO 3166 alpha-2)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many results')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airports;near' {
            [CompletionResult]::new('--radius', '--radius', [CompletionResultType]::ParameterName, 'Search radius in kilometres (the service describes airports within 500 km)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Order of the results')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many airports')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airports;routes' {
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Only destinations in this country (ISO 3166 alpha-2)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many destinations (1 to 1000)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airports;help' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search airports and cities by name or code')
            [CompletionResult]::new('near', 'near', [CompletionResultType]::ParameterValue, 'List the airports near a point, most relevant first')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the destinations served nonstop from an airport')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;airports;help;search' {
            break
        }
        'travel;airports;help;near' {
            break
        }
        'travel;airports;help;routes' {
            break
        }
        'travel;airports;help;help' {
            break
        }
        'travel;airlines' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('lookup', 'lookup', [CompletionResultType]::ParameterValue, 'Show the names behind airline codes')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the cities an airline flies to')
            [CompletionResult]::new('checkin', 'checkin', [CompletionResultType]::ParameterValue, 'Show an airline''s online check-in links')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;airlines;lookup' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airlines;routes' {
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Only destinations in this country (ISO 3166 alpha-2)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many destinations (1 to 1000)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airlines;checkin' {
            [CompletionResult]::new('--language', '--language', [CompletionResultType]::ParameterName, 'Language of the pages, e.g. en-GB')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;airlines;help' {
            [CompletionResult]::new('lookup', 'lookup', [CompletionResultType]::ParameterValue, 'Show the names behind airline codes')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the cities an airline flies to')
            [CompletionResult]::new('checkin', 'checkin', [CompletionResultType]::ParameterValue, 'Show an airline''s online check-in links')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;airlines;help;lookup' {
            break
        }
        'travel;airlines;help;routes' {
            break
        }
        'travel;airlines;help;checkin' {
            break
        }
        'travel;airlines;help;help' {
            break
        }
        'travel;recommend' {
            [CompletionResult]::new('--traveler-country', '--traveler-country', [CompletionResultType]::ParameterName, 'The traveller''s country (ISO 3166 alpha-2)')
            [CompletionResult]::new('--destination-country', '--destination-country', [CompletionResultType]::ParameterName, 'Only destinations in these countries (repeat or comma-separate)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search flight offers')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print one offer of the last search in full')
            [CompletionResult]::new('fares', 'fares', [CompletionResultType]::ParameterValue, 'Show the branded fares of an offer side by side')
            [CompletionResult]::new('inspire', 'inspire', [CompletionResultType]::ParameterValue, 'Find the cheapest destinations from an origin')
            [CompletionResult]::new('dates', 'dates', [CompletionResultType]::ParameterValue, 'Find the cheapest dates to fly a route')
            [CompletionResult]::new('availability', 'availability', [CompletionResultType]::ParameterValue, 'Show flights with their booking classes and seats left')
            [CompletionResult]::new('predict', 'predict', [CompletionResultType]::ParameterValue, 'Rank offers by the probability that a traveller chooses them')
            [CompletionResult]::new('price', 'price', [CompletionResultType]::ParameterValue, 'Confirm the price of offers before selling them')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book (sell) a flight offer, once')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of an offer, segment by segment')
            [CompletionResult]::new('price-analysis', 'price-analysis', [CompletionResultType]::ParameterValue, 'Show the price quartiles of a route on a date')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show a flight''s schedule on a date')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;flights;search' {
            [CompletionResult]::new('--return', '--return', [CompletionResultType]::ParameterName, 'Return date for a round trip (YYYY-MM-DD or +N), at most 361 days ahead')
            [CompletionResult]::new('--leg', '--leg', [CompletionResultType]::ParameterName, 'A leg of a multi-city trip, FROM-TO:DATE[THH:MM]; repeat, up to six')
            [CompletionResult]::new('--adults', '--adults', [CompletionResultType]::ParameterName, 'Adults (12 years and over)')
            [CompletionResult]::new('--children', '--children', [CompletionResultType]::ParameterName, 'Children (2 to 11 years)')
            [CompletionResult]::new('--infants', '--infants', [CompletionResultType]::ParameterName, 'Infants on an adult''s lap (under 2); no more than adults')
            [CompletionResult]::new('--seated-infants', '--seated-infants', [CompletionResultType]::ParameterName, 'Infants in their own seat (uses the multi-city form)')
            [CompletionResult]::new('--seniors', '--seniors', [CompletionResultType]::ParameterName, 'Seniors (uses the multi-city form)')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'Cabin')
            [CompletionResult]::new('--airlines', '--airlines', [CompletionResultType]::ParameterName, 'Only these airlines (IATA codes, comma-separated)')
            [CompletionResult]::new('--exclude-airlines', '--exclude-airlines', [CompletionResultType]::ParameterName, 'Never these airlines (IATA codes, comma-separated)')
            [CompletionResult]::new('--max-price', '--max-price', [CompletionResultType]::ParameterName, 'Highest price per traveller, in whole units of the currency (1 to 1000000)')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency of the prices (ISO 4217)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many offers (1 to 250)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Order of the table (and of the numbers)')
            [CompletionResult]::new('--depart-between', '--depart-between', [CompletionResultType]::ParameterName, 'Only offers leaving in this window, local time (HH:MM-HH:MM; 22:00-06:00 spans midnight): the first for the outbound, a second for the return or next leg')
            [CompletionResult]::new('--arrive-between', '--arrive-between', [CompletionResultType]::ParameterName, 'Only offers arriving in this window, local time: as --depart-between')
            [CompletionResult]::new('--max-stops', '--max-stops', [CompletionResultType]::ParameterName, 'At most this many stops each way (0: nonstop, as --nonstop)')
            [CompletionResult]::new('--max-duration', '--max-duration', [CompletionResultType]::ParameterName, 'At most this long each way, stops included (e.g. 7h, 7h30m, 90m)')
            [CompletionResult]::new('--dates', '--dates', [CompletionResultType]::ParameterName, 'Instead of the offers, the cheapest total of each pair of days up to N days either side of the dates (1 to 3, also written ±N): a table of departure by return days, a search each')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--nonstop', '--nonstop', [CompletionResultType]::ParameterName, 'Nonstop flights only')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'On a terminal, list every offer found (without --max, as many as the window holds are listed, at most 20; piped and --json output always hold every one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;show' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;fares' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;inspire' {
            [CompletionResult]::new('--departure', '--departure', [CompletionResultType]::ParameterName, 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)')
            [CompletionResult]::new('--duration', '--duration', [CompletionResultType]::ParameterName, 'Length of stay in days, N or N,N (round trips)')
            [CompletionResult]::new('--max-price', '--max-price', [CompletionResultType]::ParameterName, 'Highest price, in whole units of the currency (1 to 1000000)')
            [CompletionResult]::new('--view-by', '--view-by', [CompletionResultType]::ParameterName, 'Group the results; the cheapest of each group is shown (default: destination)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--one-way', '--one-way', [CompletionResultType]::ParameterName, 'One-way trips only (default: round trips)')
            [CompletionResult]::new('--nonstop', '--nonstop', [CompletionResultType]::ParameterName, 'Nonstop flights only')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;dates' {
            [CompletionResult]::new('--departure', '--departure', [CompletionResultType]::ParameterName, 'Departure date or range: DATE or DATE,DATE (YYYY-MM-DD or +N)')
            [CompletionResult]::new('--duration', '--duration', [CompletionResultType]::ParameterName, 'Length of stay in days, N or N,N (round trips)')
            [CompletionResult]::new('--max-price', '--max-price', [CompletionResultType]::ParameterName, 'Highest price, in whole units of the currency (1 to 1000000)')
            [CompletionResult]::new('--view-by', '--view-by', [CompletionResultType]::ParameterName, 'Group the results; the cheapest of each group is shown (default: date)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--one-way', '--one-way', [CompletionResultType]::ParameterName, 'One-way trips only (default: round trips)')
            [CompletionResult]::new('--nonstop', '--nonstop', [CompletionResultType]::ParameterName, 'Nonstop flights only')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;availability' {
            [CompletionResult]::new('--time', '--time', [CompletionResultType]::ParameterName, 'Preferred departure time (HH:MM, local)')
            [CompletionResult]::new('--adults', '--adults', [CompletionResultType]::ParameterName, 'Seats wanted (adults, 1 to 9)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;predict' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;price' {
            [CompletionResult]::new('--add-bags', '--add-bags', [CompletionResultType]::ParameterName, 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)')
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'A seat to reserve: segment id and seat label, one label per traveller in order (`1:12A` or `1:12A,12B`); repeat for other segments')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Price in this currency (ISO 4217), instead of the offer''s')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'Add the fare rules: refund, exchange, revalidation, reissue, rebook, cancellation')
            [CompletionResult]::new('--bags', '--bags', [CompletionResultType]::ParameterName, 'Add the bag catalogue: the bags that can be added, where, for whom, at what price')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;book' {
            [CompletionResult]::new('--traveler', '--traveler', [CompletionResultType]::ParameterName, 'A traveller: "[Title] First Last YYYY-MM-DD [<email>] [+phone]", e.g. "Mr John Smith 1980-04-12 <john@example.com> +441234567890"; repeat, in the offer''s order; the first needs the e-mail and phone; the title gives the gender (Mr, Mstr, Master: male; Mrs, Ms, Miss: female; Mx: unspecified; Dr, Prof: none). EXPOSES names, e-mails and phones in the process list: prefer --travelers FILE|-')
            [CompletionResult]::new('--travelers', '--travelers', [CompletionResultType]::ParameterName, 'The travellers from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --traveler form, in the offer''s order (blank lines and lines starting with # skipped), or the service''s traveler objects (JSON: a list, or an object with `travelers`), which may carry documents')
            [CompletionResult]::new('--passport', '--passport', [CompletionResultType]::ParameterName, 'A document per traveller in order: TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], TYPE P (passport) or I (identity card). EXPOSES the number in the process list: prefer --passport-stdin or --travelers')
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'A seat: segment id and seat label, one label per traveller with a seat in order (`1:12A` or `1:12A,12B`); repeat for other segments')
            [CompletionResult]::new('--add-bags', '--add-bags', [CompletionResultType]::ParameterName, 'K extra checked bags for each traveller with a seat, on the segments given (comma-separated segment ids; all segments when left out)')
            [CompletionResult]::new('--ticketing', '--ticketing', [CompletionResultType]::ParameterName, 'Ticketing: `confirm` (ticket now) or `delay-to-cancel:DURATION` (ticket within DURATION, e.g. 6D or 12H, else the order is cancelled); the service''s default when left out')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--passport-stdin', '--passport-stdin', [CompletionResultType]::ParameterName, 'Read the documents from stdin, one line per traveller in order (an empty line for none), in the --passport form')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Book without asking for confirmation (required without a terminal)')
            [CompletionResult]::new('--again', '--again', [CompletionResultType]::ParameterName, 'Book even though the journal holds the same booking: a second one is wanted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;seats' {
            [CompletionResult]::new('--segment', '--segment', [CompletionResultType]::ParameterName, 'Show only the seat map of this segment (its id in the offer, as `flights price --seat` takes it)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;price-analysis' {
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency (ISO 4217; the service''s default is EUR)')
            [CompletionResult]::new('--price', '--price', [CompletionResultType]::ParameterName, 'A price to place among the quartiles')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--one-way', '--one-way', [CompletionResultType]::ParameterName, 'One-way prices (default: round trip)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;status' {
            [CompletionResult]::new('--suffix', '--suffix', [CompletionResultType]::ParameterName, 'Operational suffix (one letter), when the airline marks a changed flight')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;flights;help' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search flight offers')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print one offer of the last search in full')
            [CompletionResult]::new('fares', 'fares', [CompletionResultType]::ParameterValue, 'Show the branded fares of an offer side by side')
            [CompletionResult]::new('inspire', 'inspire', [CompletionResultType]::ParameterValue, 'Find the cheapest destinations from an origin')
            [CompletionResult]::new('dates', 'dates', [CompletionResultType]::ParameterValue, 'Find the cheapest dates to fly a route')
            [CompletionResult]::new('availability', 'availability', [CompletionResultType]::ParameterValue, 'Show flights with their booking classes and seats left')
            [CompletionResult]::new('predict', 'predict', [CompletionResultType]::ParameterValue, 'Rank offers by the probability that a traveller chooses them')
            [CompletionResult]::new('price', 'price', [CompletionResultType]::ParameterValue, 'Confirm the price of offers before selling them')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book (sell) a flight offer, once')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of an offer, segment by segment')
            [CompletionResult]::new('price-analysis', 'price-analysis', [CompletionResultType]::ParameterValue, 'Show the price quartiles of a route on a date')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show a flight''s schedule on a date')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;flights;help;search' {
            break
        }
        'travel;flights;help;show' {
            break
        }
        'travel;flights;help;fares' {
            break
        }
        'travel;flights;help;inspire' {
            break
        }
        'travel;flights;help;dates' {
            break
        }
        'travel;flights;help;availability' {
            break
        }
        'travel;flights;help;predict' {
            break
        }
        'travel;flights;help;price' {
            break
        }
        'travel;flights;help;book' {
            break
        }
        'travel;flights;help;seats' {
            break
        }
        'travel;flights;help;price-analysis' {
            break
        }
        'travel;flights;help;status' {
            break
        }
        'travel;flights;help;help' {
            break
        }
        'travel;hotels' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hotels in a city, near a point, or by their ids')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find hotels by name')
            [CompletionResult]::new('ratings', 'ratings', [CompletionResultType]::ParameterValue, 'Show hotels'' ratings from review sentiment (0 to 100)')
            [CompletionResult]::new('offers', 'offers', [CompletionResultType]::ParameterValue, 'Search hotel offers for dates')
            [CompletionResult]::new('offer', 'offer', [CompletionResultType]::ParameterValue, 'Recheck one offer''s current price and availability, and show it in full')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book a hotel offer')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;hotels;list' {
            [CompletionResult]::new('--city', '--city', [CompletionResultType]::ParameterName, 'City code (IATA), e.g. PAR')
            [CompletionResult]::new('--near', '--near', [CompletionResultType]::ParameterName, 'A point: LAT,LON')
            [CompletionResult]::new('--ids', '--ids', [CompletionResultType]::ParameterName, 'Hotel ids (8 characters, comma-separated)')
            [CompletionResult]::new('--radius', '--radius', [CompletionResultType]::ParameterName, 'Search radius around the city centre or the point')
            [CompletionResult]::new('--unit', '--unit', [CompletionResultType]::ParameterName, 'Unit of --radius')
            [CompletionResult]::new('--chains', '--chains', [CompletionResultType]::ParameterName, 'Only these hotel chains (two-letter codes, comma-separated)')
            [CompletionResult]::new('--amenities', '--amenities', [CompletionResultType]::ParameterName, 'Only hotels with all of these amenities (comma-separated; see --help)')
            [CompletionResult]::new('--ratings', '--ratings', [CompletionResultType]::ParameterName, 'Star ratings, 1 to 5 (up to four, comma-separated)')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Where the hotels come from')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;find' {
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Only in this country (ISO 3166 alpha-2)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'Language of the results, e.g. fr (English where not available)')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many results (1 to 20)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--gds', '--gds', [CompletionResultType]::ParameterName, 'Search the chains'' own inventory (GDS) instead of the aggregators')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;ratings' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;offers' {
            [CompletionResult]::new('--city', '--city', [CompletionResultType]::ParameterName, 'Search the hotels of this city (IATA city code) instead')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'With --city: how many of its hotels to search (1 to 100; default 20). `--limit`, its older name, is still read')
            [CompletionResult]::new('--check-in', '--check-in', [CompletionResultType]::ParameterName, 'Check-in date (YYYY-MM-DD or +N; default today)')
            [CompletionResult]::new('--check-out', '--check-out', [CompletionResultType]::ParameterName, 'Check-out date (YYYY-MM-DD or +N; default one night)')
            [CompletionResult]::new('--nights', '--nights', [CompletionResultType]::ParameterName, 'Nights instead of a check-out date')
            [CompletionResult]::new('--adults', '--adults', [CompletionResultType]::ParameterName, 'Adults per room (1 to 9)')
            [CompletionResult]::new('--rooms', '--rooms', [CompletionResultType]::ParameterName, 'Rooms (1 to 9)')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency of the prices (ISO 4217; default the hotel''s)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;offer' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;book' {
            [CompletionResult]::new('--guest', '--guest', [CompletionResultType]::ParameterName, 'A guest: "Mr Jane Doe <jane@example.com> +33123456789" (repeat; numbered from 1). EXPOSES names, e-mails and phones in the process list: prefer --guests FILE|-')
            [CompletionResult]::new('--guests', '--guests', [CompletionResultType]::ParameterName, 'The guests from a file or `-` for stdin, out of the process list (the recommended way): one a line in the --guest form, numbered from 1 (blank lines and lines starting with # skipped)')
            [CompletionResult]::new('--room', '--room', [CompletionResultType]::ParameterName, 'Guest numbers staying in one room, e.g. --room 1,2 --room 3 (one per room booked)')
            [CompletionResult]::new('--request', '--request', [CompletionResultType]::ParameterName, 'A special request for the hotel')
            [CompletionResult]::new('--card-expiry', '--card-expiry', [CompletionResultType]::ParameterName, 'Card expiry: YYYY-MM, or MM/YY and MM/YYYY as printed on the card')
            [CompletionResult]::new('--card-vendor', '--card-vendor', [CompletionResultType]::ParameterName, 'Card vendor code (VI, CA, AX, DC, JC, DS...); by default taken from the number')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--card-stdin', '--card-stdin', [CompletionResultType]::ParameterName, 'Read the card number from the first line of stdin')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Book without asking for confirmation')
            [CompletionResult]::new('--again', '--again', [CompletionResultType]::ParameterName, 'Book even though the journal holds the same booking (same hotel, dates and guests): a second booking is wanted')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;hotels;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hotels in a city, near a point, or by their ids')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find hotels by name')
            [CompletionResult]::new('ratings', 'ratings', [CompletionResultType]::ParameterValue, 'Show hotels'' ratings from review sentiment (0 to 100)')
            [CompletionResult]::new('offers', 'offers', [CompletionResultType]::ParameterValue, 'Search hotel offers for dates')
            [CompletionResult]::new('offer', 'offer', [CompletionResultType]::ParameterValue, 'Recheck one offer''s current price and availability, and show it in full')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book a hotel offer')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;hotels;help;list' {
            break
        }
        'travel;hotels;help;find' {
            break
        }
        'travel;hotels;help;ratings' {
            break
        }
        'travel;hotels;help;offers' {
            break
        }
        'travel;hotels;help;offer' {
            break
        }
        'travel;hotels;help;book' {
            break
        }
        'travel;hotels;help;help' {
            break
        }
        'travel;order' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a booked flight order')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a booked flight order')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of a booked flight order')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;order;show' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--other-trip', '--other-trip', [CompletionResultType]::ParameterName, 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;order;cancel' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--other-trip', '--other-trip', [CompletionResultType]::ParameterName, 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Cancel without asking for confirmation (required without a terminal)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;order;seats' {
            [CompletionResult]::new('--segment', '--segment', [CompletionResultType]::ParameterName, 'Show only the seat map of this segment (its id in the order)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--other-trip', '--other-trip', [CompletionResultType]::ParameterName, 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;order;itinerary' {
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'The documents'' title, for the traveller (default: the travellers'' names and where they go)')
            [CompletionResult]::new('--ics', '--ics', [CompletionResultType]::ParameterName, 'Write the calendar to FILE (`-`: stdout)')
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Write a printable page (HTML) to FILE (`-`: stdout)')
            [CompletionResult]::new('--pdf', '--pdf', [CompletionResultType]::ParameterName, 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)')
            [CompletionResult]::new('--text', '--text', [CompletionResultType]::ParameterName, 'Write the itinerary as plain text, for an e-mail''s body, to FILE (`-`: stdout)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--other-trip', '--other-trip', [CompletionResultType]::ParameterName, 'Act on the order though it belongs to another trip than the one in use (its trip is named either way; `--trip` of its own trip needs no such flag)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;order;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a booked flight order')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a booked flight order')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of a booked flight order')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;order;help;show' {
            break
        }
        'travel;order;help;cancel' {
            break
        }
        'travel;order;help;seats' {
            break
        }
        'travel;order;help;itinerary' {
            break
        }
        'travel;order;help;help' {
            break
        }
        'travel;book' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;bookings' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bookings made with travel, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one booking of the journal')
            [CompletionResult]::new('due', 'due', [CompletionResultType]::ParameterValue, 'List what needs doing soon, most urgent first, each with the command that acts on it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;bookings;list' {
            [CompletionResult]::new('--traveller', '--traveller', [CompletionResultType]::ParameterName, 'Only bookings with a traveller or guest whose name contains this (any case)')
            [CompletionResult]::new('--traveler', '--traveler', [CompletionResultType]::ParameterName, 'Only bookings with a traveller or guest whose name contains this (any case)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Only bookings whose travel begins on or before this date')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only bookings in this state')
            [CompletionResult]::new('--environment', '--environment', [CompletionResultType]::ParameterName, 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox''s bookings are `sandbox via URL`; `sandbox` takes them all)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;bookings;show' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;bookings;due' {
            [CompletionResult]::new('--within', '--within', [CompletionResultType]::ParameterName, 'How far ahead to look: a number and d, h or m (72h, 3d, 1d12h)')
            [CompletionResult]::new('--traveller', '--traveller', [CompletionResultType]::ParameterName, 'Only bookings with a traveller or guest whose name contains this (any case)')
            [CompletionResult]::new('--traveler', '--traveler', [CompletionResultType]::ParameterName, 'Only bookings with a traveller or guest whose name contains this (any case)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Only bookings whose travel begins on or after this date (YYYY-MM-DD, +N, today)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Only bookings whose travel begins on or before this date')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only bookings in this state')
            [CompletionResult]::new('--environment', '--environment', [CompletionResultType]::ParameterName, 'Only bookings made in this environment: sandbox, test, production, or a base URL (a served sandbox''s bookings are `sandbox via URL`; `sandbox` takes them all)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;bookings;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bookings made with travel, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one booking of the journal')
            [CompletionResult]::new('due', 'due', [CompletionResultType]::ParameterValue, 'List what needs doing soon, most urgent first, each with the command that acts on it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;bookings;help;list' {
            break
        }
        'travel;bookings;help;show' {
            break
        }
        'travel;bookings;help;due' {
            break
        }
        'travel;bookings;help;help' {
            break
        }
        'travel;insights' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('traveled', 'traveled', [CompletionResultType]::ParameterValue, 'The most traveled destinations from a city in a month')
            [CompletionResult]::new('booked', 'booked', [CompletionResultType]::ParameterValue, 'The most booked destinations from a city in a month')
            [CompletionResult]::new('busiest', 'busiest', [CompletionResultType]::ParameterValue, 'Show a city''s busiest travelling months of a year')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;insights;traveled' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Rank by share of flights or of travellers')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many destinations in all (the service''s default is 10)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'The page to show, ten destinations a page (1 to 50)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Follow the pages to the end')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;insights;booked' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Rank by share of flights or of travellers')
            [CompletionResult]::new('--max', '--max', [CompletionResultType]::ParameterName, 'At most this many destinations in all (the service''s default is 10)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'The page to show, ten destinations a page (1 to 50)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Follow the pages to the end')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;insights;busiest' {
            [CompletionResult]::new('--direction', '--direction', [CompletionResultType]::ParameterName, 'Travellers arriving in or departing from the city')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;insights;help' {
            [CompletionResult]::new('traveled', 'traveled', [CompletionResultType]::ParameterValue, 'The most traveled destinations from a city in a month')
            [CompletionResult]::new('booked', 'booked', [CompletionResultType]::ParameterValue, 'The most booked destinations from a city in a month')
            [CompletionResult]::new('busiest', 'busiest', [CompletionResultType]::ParameterValue, 'Show a city''s busiest travelling months of a year')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;insights;help;traveled' {
            break
        }
        'travel;insights;help;booked' {
            break
        }
        'travel;insights;help;busiest' {
            break
        }
        'travel;insights;help;help' {
            break
        }
        'travel;location-score' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;predict' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('delay', 'delay', [CompletionResultType]::ParameterValue, 'Predict how late a flight will be: four outcomes, most likely first')
            [CompletionResult]::new('on-time', 'on-time', [CompletionResultType]::ParameterValue, 'Predict whether an airport runs on time on a date')
            [CompletionResult]::new('trip-purpose', 'trip-purpose', [CompletionResultType]::ParameterValue, 'Predict whether a trip is for business or leisure')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;predict;delay' {
            [CompletionResult]::new('--offer', '--offer', [CompletionResultType]::ParameterName, 'A flight of the last search: its number in the table')
            [CompletionResult]::new('--segment', '--segment', [CompletionResultType]::ParameterName, 'With --offer: which segment of its first itinerary (from 1)')
            [CompletionResult]::new('--origin', '--origin', [CompletionResultType]::ParameterName, 'Origin airport (IATA), e.g. LHR')
            [CompletionResult]::new('--destination', '--destination', [CompletionResultType]::ParameterName, 'Destination airport (IATA), e.g. JFK')
            [CompletionResult]::new('--departure-date', '--departure-date', [CompletionResultType]::ParameterName, 'Local departure date: YYYY-MM-DD, +N days, today or tomorrow')
            [CompletionResult]::new('--departure-time', '--departure-time', [CompletionResultType]::ParameterName, 'Local departure time, HH:MM[:SS]')
            [CompletionResult]::new('--arrival-date', '--arrival-date', [CompletionResultType]::ParameterName, 'Local arrival date: YYYY-MM-DD, +N days, today or tomorrow')
            [CompletionResult]::new('--arrival-time', '--arrival-time', [CompletionResultType]::ParameterName, 'Local arrival time, HH:MM[:SS]')
            [CompletionResult]::new('--aircraft', '--aircraft', [CompletionResultType]::ParameterName, 'Aircraft (IATA type code), e.g. 321')
            [CompletionResult]::new('--carrier', '--carrier', [CompletionResultType]::ParameterName, 'Marketing airline (IATA code), e.g. BA')
            [CompletionResult]::new('--flight-number', '--flight-number', [CompletionResultType]::ParameterName, 'Flight number without the airline, e.g. 117')
            [CompletionResult]::new('--duration', '--duration', [CompletionResultType]::ParameterName, 'Block time, ISO 8601, e.g. PT7H10M')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;predict;on-time' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;predict;trip-purpose' {
            [CompletionResult]::new('--search-date', '--search-date', [CompletionResultType]::ParameterName, 'When the search was made (default: today)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;predict;help' {
            [CompletionResult]::new('delay', 'delay', [CompletionResultType]::ParameterValue, 'Predict how late a flight will be: four outcomes, most likely first')
            [CompletionResult]::new('on-time', 'on-time', [CompletionResultType]::ParameterValue, 'Predict whether an airport runs on time on a date')
            [CompletionResult]::new('trip-purpose', 'trip-purpose', [CompletionResultType]::ParameterValue, 'Predict whether a trip is for business or leisure')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;predict;help;delay' {
            break
        }
        'travel;predict;help;on-time' {
            break
        }
        'travel;predict;help;trip-purpose' {
            break
        }
        'travel;predict;help;help' {
            break
        }
        'travel;auth' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store the API key and secret in the OS keyring')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say where the credentials come from and check them by getting a token')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the credentials of the environment from the OS keyring')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;auth;login' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The API key (client id)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--secret-stdin', '--secret-stdin', [CompletionResultType]::ParameterName, 'Read the API secret from the first line of stdin')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Store without checking the credentials against the service first')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;auth;status' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;auth;logout' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;auth;help' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store the API key and secret in the OS keyring')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say where the credentials come from and check them by getting a token')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the credentials of the environment from the OS keyring')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;auth;help;login' {
            break
        }
        'travel;auth;help;status' {
            break
        }
        'travel;auth;help;logout' {
            break
        }
        'travel;auth;help;help' {
            break
        }
        'travel;sandbox' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock')
            [CompletionResult]::new('scenarios', 'scenarios', [CompletionResultType]::ParameterValue, 'List the outcomes the sandbox produces on purpose, and their triggers')
            [CompletionResult]::new('clock', 'clock', [CompletionResultType]::ParameterValue, 'Show or move a tenant''s clock in the sandbox')
            [CompletionResult]::new('tenants', 'tenants', [CompletionResultType]::ParameterValue, 'See the sandbox''s tenants, set the secret that proves one, remove one')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;serve' {
            [CompletionResult]::new('--port', '--port', [CompletionResultType]::ParameterName, 'Port to listen on (0 picks a free one)')
            [CompletionResult]::new('--bind', '--bind', [CompletionResultType]::ParameterName, 'Address to listen on: 127.0.0.1 (this machine only), or 0.0.0.0 or :: for every address, so that containers and other machines reach it')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file (default: the user data directory, shared with --sandbox), or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass, never on the command line)')
            [CompletionResult]::new('--pool', '--pool', [CompletionResultType]::ParameterName, 'Connections this node keeps to PostgreSQL at most')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Accept only this client id')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Where --tls writes its CA certificate, PEM (default: beside the state file, its name ending .ca.pem instead of .sqlite3)')
            [CompletionResult]::new('--tls-name', '--tls-name', [CompletionResultType]::ParameterName, 'Another name for the certificate --tls makes: one that containers or other machines reach this one by (repeatable)')
            [CompletionResult]::new('--cert', '--cert', [CompletionResultType]::ParameterName, 'Serve HTTPS with this certificate chain (PEM) instead of making one')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'The private key of --cert (PEM)')
            [CompletionResult]::new('--tenants', '--tenants', [CompletionResultType]::ParameterName, 'Who may act as a tenant: bind (a client id''s first secret binds to it), registered (only those the operator registered) or open (any secret; loopback only)')
            [CompletionResult]::new('--idle-expiry', '--idle-expiry', [CompletionResultType]::ParameterName, 'Remove a tenant bound on first use whole once nobody has used it for this long (30m, 12h, 3d; 0 keeps them); registered tenants never expire')
            [CompletionResult]::new('--max-tenants', '--max-tenants', [CompletionResultType]::ParameterName, 'Refuse new client ids once the server knows this many tenants')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Hold each tenant to a rate, answering 429 past it: 10/s, 600/min, 5000/h')
            [CompletionResult]::new('--address-rate-limit', '--address-rate-limit', [CompletionResultType]::ParameterName, 'Hold each client address to a rate, all its client ids together [default: 2000/s, or ten times --rate-limit]')
            [CompletionResult]::new('--server-rate-limit', '--server-rate-limit', [CompletionResultType]::ParameterName, 'Hold the whole server to a rate [default: 20000/s, or fifty times --rate-limit]')
            [CompletionResult]::new('--token-rate-limit', '--token-rate-limit', [CompletionResultType]::ParameterName, 'Tokens issued to one client address at most (the server: ten times as many)')
            [CompletionResult]::new('--new-tenant-rate-limit', '--new-tenant-rate-limit', [CompletionResultType]::ParameterName, 'New tenants (a client id''s first sign-in) from one client address at most (the server: ten times as many)')
            [CompletionResult]::new('--access-log', '--access-log', [CompletionResultType]::ParameterName, 'Write a JSON line for each request to FILE (- for stderr)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--client-secret-stdin', '--client-secret-stdin', [CompletionResultType]::ParameterName, 'Read the only accepted client secret from the first line of stdin')
            [CompletionResult]::new('--tls', '--tls', [CompletionResultType]::ParameterName, 'Serve HTTPS with a certificate made at start for localhost, 127.0.0.1, ::1 and the --bind address, and write the certificate authority that signed it to --ca-file for clients to trust')
            [CompletionResult]::new('--recover', '--recover', [CompletionResultType]::ParameterName, 'When the state file is found damaged at the start (it is copied aside first): open what SQLite can read of it rather than stop')
            [CompletionResult]::new('--fresh', '--fresh', [CompletionResultType]::ParameterName, 'When the state file is found damaged at the start (it is copied aside first): start with an empty state rather than stop')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Hold every tenant to the interface''s letter where the service was lenient (search-family POSTs need X-HTTP-Method-Override); a tenant may choose otherwise on PUT /_sandbox/settings')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;reset' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file to reset (default: the one --sandbox uses)')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The tenant to clear: the client id its tokens are issued to')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Start every tenant again in the world of seed N (0: the usual one)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Clear a tenant of a running `travel sandbox serve` at URL instead of a state file: the tenant of the credentials in use (AMADEUS_CLIENT_ID); its tokens stay')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--fresh', '--fresh', [CompletionResultType]::ParameterName, 'When the state file is damaged (it is copied aside first, and named): start it afresh, every tenant''s state gone, rather than stop')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;scenarios' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'The catalogue of a running `travel sandbox serve` at URL (its build may differ from this one''s)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;clock' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file, given before the action (default: the one --sandbox uses)')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The tenant whose clock this is: the client id its tokens are issued to, given before the action')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Drive a running `travel sandbox serve` at URL instead of a state file: the clock of the tenant of the credentials in use (AMADEUS_CLIENT_ID), given before the action')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the clock (the default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Put the clock at a date (its first minute) or a moment, from which it runs on')
            [CompletionResult]::new('advance', 'advance', [CompletionResultType]::ParameterValue, 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Go back to real time')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;clock;show' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;clock;set' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Move the clock back by more than a day without asking')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;clock;advance' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;clock;reset' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;clock;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the clock (the default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Put the clock at a date (its first minute) or a moment, from which it runs on')
            [CompletionResult]::new('advance', 'advance', [CompletionResultType]::ParameterValue, 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Go back to real time')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;clock;help;show' {
            break
        }
        'travel;sandbox;clock;help;set' {
            break
        }
        'travel;sandbox;clock;help;advance' {
            break
        }
        'travel;sandbox;clock;help;reset' {
            break
        }
        'travel;sandbox;clock;help;help' {
            break
        }
        'travel;sandbox;tenants' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every tenant: what it holds, whether a secret proves it, when it was last used')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;tenants;list' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;tenants;secret' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--generate', '--generate', [CompletionResultType]::ParameterName, 'Make a new secret and print it (once: it is kept only as a hash)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;tenants;remove' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'State file, or a PostgreSQL database''s postgres:// URL (its password only in TRAVEL_SANDBOX_DATABASE_URL or ~/.pgpass) (default: the one --sandbox uses)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'A running `travel sandbox serve` at URL instead, as its operator: its admin secret in TRAVEL_SANDBOX_ADMIN_SECRET')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Remove it without asking (needed without a terminal)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;sandbox;tenants;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every tenant: what it holds, whether a secret proves it, when it was last used')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;tenants;help;list' {
            break
        }
        'travel;sandbox;tenants;help;secret' {
            break
        }
        'travel;sandbox;tenants;help;remove' {
            break
        }
        'travel;sandbox;tenants;help;help' {
            break
        }
        'travel;sandbox;help' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock')
            [CompletionResult]::new('scenarios', 'scenarios', [CompletionResultType]::ParameterValue, 'List the outcomes the sandbox produces on purpose, and their triggers')
            [CompletionResult]::new('clock', 'clock', [CompletionResultType]::ParameterValue, 'Show or move a tenant''s clock in the sandbox')
            [CompletionResult]::new('tenants', 'tenants', [CompletionResultType]::ParameterValue, 'See the sandbox''s tenants, set the secret that proves one, remove one')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;sandbox;help;serve' {
            break
        }
        'travel;sandbox;help;reset' {
            break
        }
        'travel;sandbox;help;scenarios' {
            break
        }
        'travel;sandbox;help;clock' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the clock (the default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Put the clock at a date (its first minute) or a moment, from which it runs on')
            [CompletionResult]::new('advance', 'advance', [CompletionResultType]::ParameterValue, 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Go back to real time')
            break
        }
        'travel;sandbox;help;clock;show' {
            break
        }
        'travel;sandbox;help;clock;set' {
            break
        }
        'travel;sandbox;help;clock;advance' {
            break
        }
        'travel;sandbox;help;clock;reset' {
            break
        }
        'travel;sandbox;help;tenants' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every tenant: what it holds, whether a secret proves it, when it was last used')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret')
            break
        }
        'travel;sandbox;help;tenants;list' {
            break
        }
        'travel;sandbox;help;tenants;secret' {
            break
        }
        'travel;sandbox;help;tenants;remove' {
            break
        }
        'travel;sandbox;help;help' {
            break
        }
        'travel;mcp' {
            [CompletionResult]::new('--http', '--http', [CompletionResultType]::ParameterName, 'Serve Streamable HTTP on this loopback address (e.g. 127.0.0.1:8765; port 0 picks a free one, said on stderr) instead of stdio')
            [CompletionResult]::new('--allow-origin', '--allow-origin', [CompletionResultType]::ParameterName, 'With --http, a browser origin served besides the server''s own, e.g. https://assistant.example (SCHEME://HOST[:PORT]); repeat for more')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;wallet' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('document', 'document', [CompletionResultType]::ParameterValue, 'Keep a traveller''s passport or identity card in the OS keyring')
            [CompletionResult]::new('card', 'card', [CompletionResultType]::ParameterValue, 'Keep the card hotel bookings are paid with in the OS keyring')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;wallet;document' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read the document from the first line of stdin instead of asking')
            [CompletionResult]::new('--remove', '--remove', [CompletionResultType]::ParameterName, 'Remove the document kept for this traveller instead')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;wallet;card' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read the card number from the first line of stdin instead of asking')
            [CompletionResult]::new('--remove', '--remove', [CompletionResultType]::ParameterName, 'Remove the card kept instead')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;wallet;help' {
            [CompletionResult]::new('document', 'document', [CompletionResultType]::ParameterValue, 'Keep a traveller''s passport or identity card in the OS keyring')
            [CompletionResult]::new('card', 'card', [CompletionResultType]::ParameterValue, 'Keep the card hotel bookings are paid with in the OS keyring')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;wallet;help;document' {
            break
        }
        'travel;wallet;help;card' {
            break
        }
        'travel;wallet;help;help' {
            break
        }
        'travel;trip' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a trip: a customer''s file, empty until something is searched or booked in it')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the trips, the one in use marked')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a trip: its flights and hotels in time order, each with its state, and its notes')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Add a note to a trip: what the customer asked, what was promised')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;trip;new' {
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'A first note (what the customer asked; never a card or passport number)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--use', '--use', [CompletionResultType]::ParameterName, 'Also use it from now on, as `travel trip use NAME` does')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;use' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--none', '--none', [CompletionResultType]::ParameterName, 'Use no trip from now on: results are kept as without trips')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;list' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;show' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;note' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;itinerary' {
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'The documents'' title, for the traveller (default: the travellers'' names and where they go)')
            [CompletionResult]::new('--ics', '--ics', [CompletionResultType]::ParameterName, 'Write the calendar to FILE (`-`: stdout)')
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Write a printable page (HTML) to FILE (`-`: stdout)')
            [CompletionResult]::new('--pdf', '--pdf', [CompletionResultType]::ParameterName, 'Write the page as a PDF to FILE, printed by headless Chromium (`chromium` on PATH)')
            [CompletionResult]::new('--text', '--text', [CompletionResultType]::ParameterName, 'Write the itinerary as plain text, for an e-mail''s body, to FILE (`-`: stdout)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;trip;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a trip: a customer''s file, empty until something is searched or booked in it')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the trips, the one in use marked')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a trip: its flights and hotels in time order, each with its state, and its notes')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Add a note to a trip: what the customer asked, what was promised')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;trip;help;new' {
            break
        }
        'travel;trip;help;use' {
            break
        }
        'travel;trip;help;list' {
            break
        }
        'travel;trip;help;show' {
            break
        }
        'travel;trip;help;note' {
            break
        }
        'travel;trip;help;itinerary' {
            break
        }
        'travel;trip;help;help' {
            break
        }
        'travel;config' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value of a key as this run uses it (flag, variable, file or default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key in the configuration file, its value checked first')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from the configuration file: its built-in default applies again')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every key with its value in this run and where it comes from')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;config;get' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;config;set' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;config;unset' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;config;list' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;config;edit' {
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;config;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value of a key as this run uses it (flag, variable, file or default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key in the configuration file, its value checked first')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from the configuration file: its built-in default applies again')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every key with its value in this run and where it comes from')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;config;help;get' {
            break
        }
        'travel;config;help;set' {
            break
        }
        'travel;config;help;unset' {
            break
        }
        'travel;config;help;list' {
            break
        }
        'travel;config;help;edit' {
            break
        }
        'travel;config;help;help' {
            break
        }
        'travel;generate-docs' {
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Directory that receives completions/ and man/')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'Service environment to talk to (with none chosen here, in AMADEUS_HOSTNAME or in the configuration: the sandbox)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Talk to this base URL instead (a proxy, a mock, or `travel sandbox serve`)')
            [CompletionResult]::new('--trip', '--trip', [CompletionResultType]::ParameterName, 'Work in this trip (a customer''s file, `travel trip new`): its own saved searches, prices and notes, its bookings marked with it. Wins over `travel trip use`')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after this many seconds')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print the service''s response body as received (pretty JSON), nothing dropped')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run the built-in sandbox in-process and talk to it (no credentials or network needed); what runs with nothing configured')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show each request, its status and timing on stderr (secrets redacted)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour the output (also NO_COLOR)')
            [CompletionResult]::new('--wide', '--wide', [CompletionResultType]::ParameterName, 'On a terminal, every column of a table, however wide its lines (e.g. for `less -S`)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'travel;help' {
            [CompletionResult]::new('cities', 'cities', [CompletionResultType]::ParameterValue, 'Find cities whose name contains a keyword')
            [CompletionResult]::new('airports', 'airports', [CompletionResultType]::ParameterValue, 'Find airports and the routes they serve')
            [CompletionResult]::new('airlines', 'airlines', [CompletionResultType]::ParameterValue, 'Look up airlines, their destinations and check-in pages')
            [CompletionResult]::new('recommend', 'recommend', [CompletionResultType]::ParameterValue, 'Recommend destinations similar to the given cities')
            [CompletionResult]::new('flights', 'flights', [CompletionResultType]::ParameterValue, 'Search, compare and inspect flights')
            [CompletionResult]::new('hotels', 'hotels', [CompletionResultType]::ParameterValue, 'Find hotels, compare offers and book')
            [CompletionResult]::new('order', 'order', [CompletionResultType]::ParameterValue, 'Look at, and cancel, a booked flight order')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book a flight or a hotel step by step, on a terminal')
            [CompletionResult]::new('bookings', 'bookings', [CompletionResultType]::ParameterValue, 'Review the bookings made with travel (the journal)')
            [CompletionResult]::new('insights', 'insights', [CompletionResultType]::ParameterValue, 'Market insights from air traffic of past months')
            [CompletionResult]::new('location-score', 'location-score', [CompletionResultType]::ParameterValue, 'Score the area around a point for sights, food, shopping and night life (0 to 100)')
            [CompletionResult]::new('predict', 'predict', [CompletionResultType]::ParameterValue, 'Predict delays, airport punctuality and trip purpose')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Manage the API credentials kept in the OS keyring')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run the built-in sandbox service, reset it, move its clock, list its scenarios, see its tenants')
            [CompletionResult]::new('mcp', 'mcp', [CompletionResultType]::ParameterValue, 'Serve the operations as MCP tools to an AI assistant')
            [CompletionResult]::new('wallet', 'wallet', [CompletionResultType]::ParameterValue, 'Keep a card or a traveller''s passport in the OS keyring, for `travel mcp`')
            [CompletionResult]::new('trip', 'trip', [CompletionResultType]::ParameterValue, 'Keep a file per customer: its searches, prices, notes and bookings its own')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Keep defaults: the environment, currency, home airport, language, passengers, agency, pager')
            [CompletionResult]::new('generate-docs', 'generate-docs', [CompletionResultType]::ParameterValue, 'Write completions/ and man/ under a directory')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'travel;help;cities' {
            break
        }
        'travel;help;airports' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search airports and cities by name or code')
            [CompletionResult]::new('near', 'near', [CompletionResultType]::ParameterValue, 'List the airports near a point, most relevant first')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the destinations served nonstop from an airport')
            break
        }
        'travel;help;airports;search' {
            break
        }
        'travel;help;airports;near' {
            break
        }
        'travel;help;airports;routes' {
            break
        }
        'travel;help;airlines' {
            [CompletionResult]::new('lookup', 'lookup', [CompletionResultType]::ParameterValue, 'Show the names behind airline codes')
            [CompletionResult]::new('routes', 'routes', [CompletionResultType]::ParameterValue, 'List the cities an airline flies to')
            [CompletionResult]::new('checkin', 'checkin', [CompletionResultType]::ParameterValue, 'Show an airline''s online check-in links')
            break
        }
        'travel;help;airlines;lookup' {
            break
        }
        'travel;help;airlines;routes' {
            break
        }
        'travel;help;airlines;checkin' {
            break
        }
        'travel;help;recommend' {
            break
        }
        'travel;help;flights' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search flight offers')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print one offer of the last search in full')
            [CompletionResult]::new('fares', 'fares', [CompletionResultType]::ParameterValue, 'Show the branded fares of an offer side by side')
            [CompletionResult]::new('inspire', 'inspire', [CompletionResultType]::ParameterValue, 'Find the cheapest destinations from an origin')
            [CompletionResult]::new('dates', 'dates', [CompletionResultType]::ParameterValue, 'Find the cheapest dates to fly a route')
            [CompletionResult]::new('availability', 'availability', [CompletionResultType]::ParameterValue, 'Show flights with their booking classes and seats left')
            [CompletionResult]::new('predict', 'predict', [CompletionResultType]::ParameterValue, 'Rank offers by the probability that a traveller chooses them')
            [CompletionResult]::new('price', 'price', [CompletionResultType]::ParameterValue, 'Confirm the price of offers before selling them')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book (sell) a flight offer, once')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of an offer, segment by segment')
            [CompletionResult]::new('price-analysis', 'price-analysis', [CompletionResultType]::ParameterValue, 'Show the price quartiles of a route on a date')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show a flight''s schedule on a date')
            break
        }
        'travel;help;flights;search' {
            break
        }
        'travel;help;flights;show' {
            break
        }
        'travel;help;flights;fares' {
            break
        }
        'travel;help;flights;inspire' {
            break
        }
        'travel;help;flights;dates' {
            break
        }
        'travel;help;flights;availability' {
            break
        }
        'travel;help;flights;predict' {
            break
        }
        'travel;help;flights;price' {
            break
        }
        'travel;help;flights;book' {
            break
        }
        'travel;help;flights;seats' {
            break
        }
        'travel;help;flights;price-analysis' {
            break
        }
        'travel;help;flights;status' {
            break
        }
        'travel;help;hotels' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hotels in a city, near a point, or by their ids')
            [CompletionResult]::new('find', 'find', [CompletionResultType]::ParameterValue, 'Find hotels by name')
            [CompletionResult]::new('ratings', 'ratings', [CompletionResultType]::ParameterValue, 'Show hotels'' ratings from review sentiment (0 to 100)')
            [CompletionResult]::new('offers', 'offers', [CompletionResultType]::ParameterValue, 'Search hotel offers for dates')
            [CompletionResult]::new('offer', 'offer', [CompletionResultType]::ParameterValue, 'Recheck one offer''s current price and availability, and show it in full')
            [CompletionResult]::new('book', 'book', [CompletionResultType]::ParameterValue, 'Book a hotel offer')
            break
        }
        'travel;help;hotels;list' {
            break
        }
        'travel;help;hotels;find' {
            break
        }
        'travel;help;hotels;ratings' {
            break
        }
        'travel;help;hotels;offers' {
            break
        }
        'travel;help;hotels;offer' {
            break
        }
        'travel;help;hotels;book' {
            break
        }
        'travel;help;order' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a booked flight order')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a booked flight order')
            [CompletionResult]::new('seats', 'seats', [CompletionResultType]::ParameterValue, 'Show the seat maps of a booked flight order')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a booked order''s itinerary: a calendar file (an event per flight), a page, a PDF')
            break
        }
        'travel;help;order;show' {
            break
        }
        'travel;help;order;cancel' {
            break
        }
        'travel;help;order;seats' {
            break
        }
        'travel;help;order;itinerary' {
            break
        }
        'travel;help;book' {
            break
        }
        'travel;help;bookings' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bookings made with travel, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one booking of the journal')
            [CompletionResult]::new('due', 'due', [CompletionResultType]::ParameterValue, 'List what needs doing soon, most urgent first, each with the command that acts on it')
            break
        }
        'travel;help;bookings;list' {
            break
        }
        'travel;help;bookings;show' {
            break
        }
        'travel;help;bookings;due' {
            break
        }
        'travel;help;insights' {
            [CompletionResult]::new('traveled', 'traveled', [CompletionResultType]::ParameterValue, 'The most traveled destinations from a city in a month')
            [CompletionResult]::new('booked', 'booked', [CompletionResultType]::ParameterValue, 'The most booked destinations from a city in a month')
            [CompletionResult]::new('busiest', 'busiest', [CompletionResultType]::ParameterValue, 'Show a city''s busiest travelling months of a year')
            break
        }
        'travel;help;insights;traveled' {
            break
        }
        'travel;help;insights;booked' {
            break
        }
        'travel;help;insights;busiest' {
            break
        }
        'travel;help;location-score' {
            break
        }
        'travel;help;predict' {
            [CompletionResult]::new('delay', 'delay', [CompletionResultType]::ParameterValue, 'Predict how late a flight will be: four outcomes, most likely first')
            [CompletionResult]::new('on-time', 'on-time', [CompletionResultType]::ParameterValue, 'Predict whether an airport runs on time on a date')
            [CompletionResult]::new('trip-purpose', 'trip-purpose', [CompletionResultType]::ParameterValue, 'Predict whether a trip is for business or leisure')
            break
        }
        'travel;help;predict;delay' {
            break
        }
        'travel;help;predict;on-time' {
            break
        }
        'travel;help;predict;trip-purpose' {
            break
        }
        'travel;help;auth' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store the API key and secret in the OS keyring')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Say where the credentials come from and check them by getting a token')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the credentials of the environment from the OS keyring')
            break
        }
        'travel;help;auth;login' {
            break
        }
        'travel;help;auth;status' {
            break
        }
        'travel;help;auth;logout' {
            break
        }
        'travel;help;sandbox' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the sandbox for other clients (SDKs, scripts, tests, other machines)')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Clear a tenant''s state in the sandbox: its bookings, orders, the seats and rooms they hold, its clock')
            [CompletionResult]::new('scenarios', 'scenarios', [CompletionResultType]::ParameterValue, 'List the outcomes the sandbox produces on purpose, and their triggers')
            [CompletionResult]::new('clock', 'clock', [CompletionResultType]::ParameterValue, 'Show or move a tenant''s clock in the sandbox')
            [CompletionResult]::new('tenants', 'tenants', [CompletionResultType]::ParameterValue, 'See the sandbox''s tenants, set the secret that proves one, remove one')
            break
        }
        'travel;help;sandbox;serve' {
            break
        }
        'travel;help;sandbox;reset' {
            break
        }
        'travel;help;sandbox;scenarios' {
            break
        }
        'travel;help;sandbox;clock' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the clock (the default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Put the clock at a date (its first minute) or a moment, from which it runs on')
            [CompletionResult]::new('advance', 'advance', [CompletionResultType]::ParameterValue, 'Move the clock on: days, hours and minutes, e.g. 3d, 12h, 90m, 1d12h')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Go back to real time')
            break
        }
        'travel;help;sandbox;clock;show' {
            break
        }
        'travel;help;sandbox;clock;set' {
            break
        }
        'travel;help;sandbox;clock;advance' {
            break
        }
        'travel;help;sandbox;clock;reset' {
            break
        }
        'travel;help;sandbox;tenants' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every tenant: what it holds, whether a secret proves it, when it was last used')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Set a tenant''s secret (registering it: it never expires); its earlier tokens are revoked. The secret is read from stdin''s first line, asked for without echo on a terminal, or made with --generate')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a tenant whole: its orders, bookings, clock, faults, journal, tokens and secret')
            break
        }
        'travel;help;sandbox;tenants;list' {
            break
        }
        'travel;help;sandbox;tenants;secret' {
            break
        }
        'travel;help;sandbox;tenants;remove' {
            break
        }
        'travel;help;mcp' {
            break
        }
        'travel;help;wallet' {
            [CompletionResult]::new('document', 'document', [CompletionResultType]::ParameterValue, 'Keep a traveller''s passport or identity card in the OS keyring')
            [CompletionResult]::new('card', 'card', [CompletionResultType]::ParameterValue, 'Keep the card hotel bookings are paid with in the OS keyring')
            break
        }
        'travel;help;wallet;document' {
            break
        }
        'travel;help;wallet;card' {
            break
        }
        'travel;help;trip' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a trip: a customer''s file, empty until something is searched or booked in it')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Use a trip for every run that names none (`--trip` and TRAVEL_TRIP still win)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the trips, the one in use marked')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a trip: its flights and hotels in time order, each with its state, and its notes')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Add a note to a trip: what the customer asked, what was promised')
            [CompletionResult]::new('itinerary', 'itinerary', [CompletionResultType]::ParameterValue, 'Write a trip''s itinerary: a calendar file (an event per flight and stay), a page, a PDF')
            break
        }
        'travel;help;trip;new' {
            break
        }
        'travel;help;trip;use' {
            break
        }
        'travel;help;trip;list' {
            break
        }
        'travel;help;trip;show' {
            break
        }
        'travel;help;trip;note' {
            break
        }
        'travel;help;trip;itinerary' {
            break
        }
        'travel;help;config' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the value of a key as this run uses it (flag, variable, file or default)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a key in the configuration file, its value checked first')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a key from the configuration file: its built-in default applies again')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every key with its value in this run and where it comes from')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Open the configuration file in $VISUAL or $EDITOR (else vi), checked before it is kept')
            break
        }
        'travel;help;config;get' {
            break
        }
        'travel;help;config;set' {
            break
        }
        'travel;help;config;unset' {
            break
        }
        'travel;help;config;list' {
            break
        }
        'travel;help;config;edit' {
            break
        }
        'travel;help;generate-docs' {
            break
        }
        'travel;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
