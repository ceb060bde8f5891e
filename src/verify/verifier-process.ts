/**
 * The process the Pact verifier runs in (started by verifier-run.ts): it builds the Verifier from
 * the `run` message, asks `verify` over IPC for each state setup and teardown and for each request
 * it proxies, and sends back the verifier's JSON report. Whatever pact-core prints goes to this
 * process's stdout, which `verify` reads and drops or passes on.
 */
import { loadPact, MissingPactError } from './load-pact.js'
import type {
  FromVerifier,
  ProxiedRequest,
  RequestAnswer,
  ToVerifier,
  VerifierCall,
  VerifierRunOptions,
} from './verifier-protocol.js'

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
let nextId = 0

function send(message: FromVerifier): Promise<void> {
  return new Promise((done) => process.send!(message, () => done()))
}

function call(body: VerifierCall): Promise<unknown> {
  const id = nextId++
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    void send({ type: 'call', id, ...body })
  })
}

process.on('message', (message: ToVerifier) => {
  if (message.type === 'run') void run(message.options)
  else {
    const pending = waiting.get(message.id)
    waiting.delete(message.id)
    if (message.error !== undefined) pending?.reject(new Error(message.error))
    else pending?.resolve(message.value)
  }
})
// `verify` gone (killed, or its pipe closed): nothing is left to report to.
process.on('disconnect', () => process.exit(1))

async function run(options: VerifierRunOptions): Promise<void> {
  let Verifier: Awaited<ReturnType<typeof loadPact>>['Verifier']
  try {
    ;({ Verifier } = await loadPact())
  } catch (error) {
    await send(error instanceof MissingPactError ? { type: 'missing-pact' } : failed(error))
    return exit()
  }
  // The verifier looks a handler up by the state's exact name: one entry per name.
  type Handler = { setup(params: any): Promise<unknown>; teardown(): Promise<undefined> }
  const handlerFor = (name: string): Handler => ({
    setup: (params: any) => call({ method: 'setup', name, params: params ?? {} }),
    teardown: async () => {
      await call({ method: 'teardown' })
      return undefined
    },
  })
  let stateHandlers: Record<string, Handler> = {}
  if (options.stateNames) for (const name of options.stateNames) stateHandlers[name] = handlerFor(name)
  else
    stateHandlers = new Proxy(stateHandlers, {
      get: (_, name) => (typeof name === 'string' ? handlerFor(name) : undefined),
    })
  const verifier = new Verifier({
    provider: 'context-graph-api',
    providerBaseUrl: options.providerBaseUrl,
    ...('pactUrls' in options.source ? { pactUrls: options.source.pactUrls } : options.source.broker),
    stateHandlers: stateHandlers as any,
    logLevel: options.logLevel,
    // The verified request (not the state calls, which share the proxy): `verify` says which key it
    // carries, resets the mock first when it should, and asks for what the request creates.
    requestFilter: (req: any, res: any, next: () => void) => {
      if (String(req.originalUrl).startsWith('/_pact')) return next()
      const request: ProxiedRequest = {
        method: String(req.method),
        path: String(req.path),
        authorization: req.headers.authorization,
      }
      call({ method: 'request', request }).then((value) => {
        const answer = value as RequestAnswer
        if (answer.authorization !== undefined) req.headers.authorization = answer.authorization
        if (answer.capture) captureCreated(res, (body) => void send({ type: 'created', request, body }))
        next()
      }, next)
    },
  })
  let done: FromVerifier
  try {
    done = { type: 'done', ok: true, text: await verifier.verifyProvider() }
  } catch (error) {
    done = failed(error)
  }
  await send(done)
  exit()
}

/** Ends the process once what it printed is out (the parent reads to the end before it decides). */
function exit(): void {
  process.stdout.write('', () => process.exit(0))
}

function failed(error: unknown): FromVerifier {
  return { type: 'done', ok: false, text: error instanceof Error ? error.message : String(error) }
}

/** Reads the JSON body the proxy writes back, once it is complete; only 2xx answers created something. */
function captureCreated(res: any, done: (body: unknown) => void): void {
  const chunks: Buffer[] = []
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  res.write = (chunk: any, ...rest: any[]) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write(chunk, ...rest)
  }
  res.end = (chunk?: any, ...rest: any[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    if (res.statusCode >= 200 && res.statusCode < 300) {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        // not JSON: nothing to undo
      }
    }
    return end(chunk, ...rest)
  }
}
