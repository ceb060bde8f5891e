import { fork } from 'node:child_process'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'
import { fileURLToPath } from 'node:url'
import { MissingPactError } from './load-pact.js'
import type {
  FromVerifier,
  ProxiedRequest,
  RequestAnswer,
  ToVerifier,
  VerifierCall,
  VerifierRunOptions,
} from './verifier-protocol.js'

/** What the verifier process asks of `verify` while it runs. */
export interface VerifierHooks {
  /** Sets a provider state up; answers its values (for the pact's provider-state generators). */
  setup(name: string, params: Record<string, unknown>): Promise<unknown>
  teardown(): Promise<void>
  request(request: ProxiedRequest): Promise<RequestAnswer>
  /** A request asked to be captured answered 2xx with this JSON body. */
  created(request: ProxiedRequest, body: unknown): void
}

/** How the run ended: the verifier's JSON report (`ok`), or its failed report or error message. */
export interface VerifierOutcome {
  ok: boolean
  text: string
}

/** The lines of the verifier's output kept to explain a process that stopped without a result. */
const KEPT_LINES = 20

/**
 * Runs the Pact verifier in a child process (verifier-process.ts) and answers its calls with the
 * hooks. Every line the verifier prints (its report, pact-core's log) goes to `log` when given,
 * and is dropped otherwise: `verify` prints its own table. From source (vitest, `tsx`), the child
 * runs under tsx as well; from dist, plain node.
 */
export async function runVerifierProcess(
  options: VerifierRunOptions,
  hooks: VerifierHooks,
  log?: (line: string) => void,
): Promise<VerifierOutcome> {
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = fileURLToPath(new URL(`./verifier-process.${fromSource ? 'ts' : 'js'}`, import.meta.url))
  const child = fork(entry, [], {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  })
  const tail: string[] = []
  const read = (stream: NodeJS.ReadableStream) =>
    new Promise<void>((done) => {
      const lines = createInterface({ input: stream, crlfDelay: Infinity })
      lines.on('line', (line) => {
        tail.push(line)
        if (tail.length > KEPT_LINES) tail.shift()
        log?.(line)
      })
      lines.once('close', done)
    })
  const output = Promise.all([read(child.stdout!), read(child.stderr!)])
  const send = (message: ToVerifier) => {
    if (child.connected) child.send(message)
  }
  const answer = (id: number, work: Promise<unknown>) =>
    work.then(
      (value) => send({ type: 'reply', id, value: value ?? null }),
      (error: unknown) => send({ type: 'reply', id, error: error instanceof Error ? error.message : String(error) }),
    )
  const call = (message: VerifierCall): Promise<unknown> => {
    if (message.method === 'setup') return hooks.setup(message.name, message.params)
    if (message.method === 'teardown') return hooks.teardown()
    return hooks.request(message.request)
  }

  let outcome: VerifierOutcome | 'missing-pact' | undefined
  child.on('message', (message: FromVerifier) => {
    if (message.type === 'call') void answer(message.id, call(message))
    else if (message.type === 'created') hooks.created(message.request, message.body)
    else if (message.type === 'done') outcome = { ok: message.ok, text: message.text }
    else outcome = 'missing-pact'
  })
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => done({ code, signal }))
  })
  const spawned = new Promise<void>((done, fail) => {
    child.once('spawn', done)
    child.once('error', fail)
  })
  await spawned
  send({ type: 'run', options })
  const { code, signal } = await exit
  await output
  if (outcome === 'missing-pact') throw new MissingPactError()
  if (outcome) return outcome
  throw new Error(
    `the Pact verifier stopped before it reported (${signal ? `signal ${signal}` : `exit code ${code}`})${
      tail.length > 0 ? `; its last output:\n${stripVTControlCharacters(tail.join('\n'))}` : ''
    }`,
  )
}
