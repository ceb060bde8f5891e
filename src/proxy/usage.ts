/** The usage of `proxy`: light to load, so `--help` of every command can show it. */
export const PROXY_USAGE = `Usage: context-graph-mock proxy --target <url> [options]

Sit between an application and a server of the API (the real service, staging, another mock):
forward every call under /v1, /api/developers/v1 and the registration call to the target, stream
its answer back unchanged, and check both against the mock's contract (the generated OpenAPI
document). GET /_mock/journal and GET /_mock/proxy/report answer here.

Options:
  --target <url>          The server to forward to, http(s), with any path prefix (required)
  --port <n>              Port (default: $PORT, else 4010; 0 picks a free one)
  --host <addr>           Address to listen on (default 127.0.0.1)
  --api-key <key>         Sent to the target as the Bearer key when the caller sends no Authorization
  --record <file>         Keep what the target's answers showed (records, relationships, lists and
                          members, tasks, notes; newest state) in the fixture format, .yaml/.yml or
                          .json: context-graph-mock serve --fixtures <file> answers them
  --shadow                Also send each call to an in-process mock seeded from the recording so far;
                          differences (status, fields present, field types, error classes) are drift
                          in the report and the JUnit file
  --junit <file>          On SIGINT/SIGTERM, write one JUnit test case per operation seen, failing
                          with its mismatches
  --fail-on-mismatch      Exit 1 (not 0) on SIGINT/SIGTERM when a mismatch was seen
  --quiet                 No log of forwarded calls (mismatches are still in the journal and report)
  --log-format <format>   pretty (default) or json (one object per line, for CI)
  -h, --help              Show this help

Exit status: 0 when stopped, 1 with --fail-on-mismatch after a mismatch, 2 on a usage error.
`
