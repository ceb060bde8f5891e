import { SCENARIOS } from '../control/schemas.js'
import { PROVIDER_STATES } from './states.js'

/** The usage of `verify`: light to load, so `--help` of every command can show it. */
export const VERIFY_USAGE = `Usage: context-graph-mock verify [options]

Verify consumer pacts against a fresh mock, or check any server against the conformance suite.

  verify --pact <file|dir>                 your pacts against a fresh mock (states from the vocabulary)
  verify --base-url <url> --api-key <key>  a server: the shipped pacts, then one call of every
                                           public operation validated against the OpenAPI document

Options:
  --pact <path>             A pact file or a directory of *.json pacts (repeatable). With --base-url:
                            these instead of the shipped pacts
  --state-handlers <file>   An ES module whose default export is an array of extra provider states
                            ({ name, description, provides, setup(target, params) })
  --fixtures <file>         A seed file (JSON or YAML fixture) loaded into the fresh mock before every
                            interaction; states outside the vocabulary are then taken as given by it
  --seed <n>                The fresh mock's seed (default 1)
  --scenario <name>         The fresh mock's scenario: ${SCENARIOS.join(' | ')} (default small)
  --base-url <url>          The server to check, with any gateway prefix (https://host/api/developers)
  --api-key <key>           The key for --base-url (needs every scope the checks use)
  --no-operations           With --base-url: the pacts only
  --junit <file>            Also write the results as JUnit XML
  --broker-url <url>        Verify the pacts a Pact Broker selects for context-graph-api (in place of
                            --pact; against a fresh mock, or --base-url). The Pact verifier fetches them
  --broker-token <token>    The broker's bearer token (or --broker-username and --broker-password)
  --broker-username <name>  Basic auth for the broker, with --broker-password <password>
  --consumer-version-selectors <json>
                            Which pacts: a JSON array of selectors (default
                            [{"mainBranch":true},{"deployedOrReleased":true}])
  --enable-pending          A pending pact's failures are reported as skipped and do not fail
  --include-wip-pacts-since <date>
                            Also verify work-in-progress pacts since this date (2026-01-31;
                            needs --enable-pending)
  --provider-version <v>    The provider version the results are for (needed by --publish)
  --provider-branch <name>  The provider's branch (the broker records the version on it)
  --publish                 Publish the verification results to the broker
  --log-level <level>       The Pact verifier's own report and log, on stderr: error (the default:
                            none of it, verify prints its own table) | warn | info | debug | trace
  --list-states             Print the provider-state vocabulary and exit
  -h, --help                Show this help

Exit status: 0 when nothing failed (skipped checks say why), 1 when a check failed, 2 on a usage error.

Provider states (--list-states prints them with what they set up):
${PROVIDER_STATES.map((s) => `  ${s.name}`).join('\n')}
`
