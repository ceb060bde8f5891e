import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One call the double answered: method, path, the Authorization it carried, and the JSON body. */
export interface BrokerCall {
  method: string
  path: string
  authorization: string | undefined
  body: any
}

export interface BrokerDouble {
  origin: string
  calls: BrokerCall[]
  close(): Promise<void>
}

/**
 * A Pact Broker double on 127.0.0.1 speaking the HAL calls the Pact verifier makes, and only
 * those: the index (GET /), the pacts for verification (GET, then POST,
 * /pacts/provider/{provider}/for-verification), each pact (GET its self link), and the
 * provider (GET pb:provider) and its branch version (PUT pb:branch-version) before publishing,
 * and the verification results (POST pb:publish-verification-results). Any other call answers 404 and is
 * recorded like the rest, so a test sees what the verifier asked for.
 */
export async function startBrokerDouble(
  pacts: { consumer: string; pact: object; pending?: boolean }[],
  auth?: string,
): Promise<BrokerDouble> {
  const calls: BrokerCall[] = []
  let origin = ''
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const path = req.url ?? '/'
    calls.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/hal+json' })
      res.end(JSON.stringify(body))
    }
    if (auth !== undefined && req.headers.authorization !== auth) return send(401, { error: 'unauthorised' })
    const pactPath = (consumer: string) => `/pacts/provider/context-graph-api/consumer/${consumer}/pact-version/1`
    if (req.method === 'GET' && path === '/')
      return send(200, {
        _links: {
          'pb:provider-pacts-for-verification': {
            href: `${origin}/pacts/provider/{provider}/for-verification`,
            templated: true,
          },
        },
      })
    // The verifier reads the templated link's resource, then POSTs to its self link.
    if (req.method === 'GET' && path === '/pacts/provider/context-graph-api/for-verification')
      return send(200, {
        _links: { self: { href: `${origin}${path}`, title: 'Pacts to be verified' } },
      })
    if (req.method === 'POST' && path === '/pacts/provider/context-graph-api/for-verification')
      return send(200, {
        _embedded: {
          pacts: pacts.map(({ consumer, pending }) => ({
            shortDescription: `latest from ${consumer}'s main branch`,
            verificationProperties: {
              pending: pending ?? false,
              notices: [{ when: 'before_verification', text: `The pact of ${consumer} is verified: main branch` }],
            },
            _links: {
              self: { href: `${origin}${pactPath(consumer)}`, name: `Pact between ${consumer} and context-graph-api` },
            },
          })),
        },
      })
    // Before publishing with a branch, the verifier records the provider version on it.
    if (req.method === 'GET' && path === '/pacticipants/context-graph-api')
      return send(200, {
        name: 'context-graph-api',
        _links: {
          'pb:branch-version': {
            href: `${origin}/pacticipants/context-graph-api/branches/{branch}/versions/{version}`,
            templated: true,
          },
        },
      })
    if (req.method === 'PUT' && /^\/pacticipants\/context-graph-api\/branches\/[^/]+\/versions\/[^/]+$/.test(path))
      return send(200, {})
    for (const { consumer, pact } of pacts) {
      if (req.method === 'GET' && path === pactPath(consumer))
        return send(200, {
          ...pact,
          _links: {
            'pb:provider': { href: `${origin}/pacticipants/context-graph-api` },
            'pb:publish-verification-results': { href: `${origin}${pactPath(consumer)}/verification-results` },
          },
        })
      if (req.method === 'POST' && path === `${pactPath(consumer)}/verification-results`) return send(201, {})
    }
    send(404, { error: `the double does not answer ${req.method} ${path}` })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    calls,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
