import type { ServerResponse } from 'node:http'
import type { Journal, JournalFilter } from '../http/journal.js'
import { PACKAGE_VERSION } from '../version.js'
import type { ProxyReportBuilder } from './report.js'

export interface LocalRequest {
  method: string
  path: string
  query: URLSearchParams
  journal: Journal
  report: ProxyReportBuilder
  /** The proxy's own origin as the caller reached it, for the HAR's absolute URLs. */
  origin: string
}

/**
 * What the proxy answers itself under `/_mock`: the journal (read with the mock's filters, as HAR
 * or as a pact, or cleared) and the report. Every other `/_mock` path belongs to a mock, not to the proxy: 404.
 */
export function answerLocal(request: LocalRequest, res: ServerResponse): void {
  const { method, path, query, journal, report } = request
  if (path === '/_mock/journal' && method === 'GET') {
    const filter = journalFilter(query)
    if ('error' in filter) return json(res, 400, { code: 400, message: filter.error })
    const data = journal.find(filter.filter)
    return json(res, 200, {
      data: filter.limit === undefined ? data : data.slice(-filter.limit),
      count: data.length,
      size: journal.size,
    })
  }
  if (path === '/_mock/journal.har' && method === 'GET') {
    const filter = journalFilter(query)
    if ('error' in filter) return json(res, 400, { code: 400, message: filter.error })
    const har = journal.toHar({ filter: filter.filter, origin: request.origin, version: PACKAGE_VERSION })
    if (filter.limit !== undefined) har.log.entries = har.log.entries.slice(-filter.limit)
    return json(res, 200, har)
  }
  if (path === '/_mock/journal/pact' && method === 'GET') {
    // The pact's names, then the journal's filters (limit aside: a pact merges, it does not page).
    const consumer = query.get('consumer')
    const provider = query.get('provider')
    if (!consumer || !provider) {
      const missing = !consumer ? 'consumer' : 'provider'
      return json(res, 400, { code: 400, message: `${missing}: required, the ${missing}'s name in the pact` })
    }
    const rest = new URLSearchParams(query)
    rest.delete('consumer')
    rest.delete('provider')
    const filter = journalFilter(rest)
    if ('error' in filter) return json(res, 400, { code: 400, message: filter.error })
    journal.toPact({ consumer, provider, filter: filter.filter, version: PACKAGE_VERSION }).then(
      (pact) => json(res, 200, pact),
      (error: Error) => json(res, 500, { code: 500, message: error.message }),
    )
    return
  }
  if (path === '/_mock/journal' && method === 'DELETE') {
    journal.clear()
    return json(res, 200, null)
  }
  if (path === '/_mock/proxy/report' && method === 'GET') return json(res, 200, report.summary())
  const known = ['/_mock/journal', '/_mock/journal.har', '/_mock/journal/pact', '/_mock/proxy/report']
  if (known.includes(path))
    return json(
      res,
      405,
      { code: 405, message: `${method} is not allowed on ${path}` },
      { allow: path === '/_mock/journal' ? 'GET, DELETE' : 'GET' },
    )
  return json(res, 404, {
    code: 404,
    message: `The proxy answers ${known.join(', ')} under /_mock; ${path} belongs to a mock, not to the proxy`,
  })
}

/** The journal's filters from a query, checked as the mock checks them (`status` 429 or 4xx). */
export function journalFilter(
  query: URLSearchParams,
): { filter: JournalFilter; limit: number | undefined } | { error: string } {
  const status = query.get('status') ?? undefined
  if (status !== undefined && !/^([1-5]xx|\d{3})$/.test(status))
    return { error: `status: must be a status such as 429 or a class such as 4xx, got "${status.slice(0, 20)}"` }
  const limitText = query.get('limit') ?? undefined
  if (limitText !== undefined && !/^[1-9]\d{0,6}$/.test(limitText))
    return { error: `limit: must be an integer from 1 to 1000000, got "${limitText.slice(0, 20)}"` }
  for (const name of query.keys())
    if (!['method', 'path', 'status', 'limit'].includes(name))
      return { error: `${name}: not a filter of the journal (method, path, status, limit)` }
  return {
    filter: { method: query.get('method') ?? undefined, path: query.get('path') ?? undefined, status },
    limit: limitText === undefined ? undefined : Number(limitText),
  }
}

function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = body === null ? '' : JSON.stringify(body)
  res.writeHead(status, {
    ...(text ? { 'content-type': 'application/json' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  })
  res.end(text)
}
