import { existsSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createPublicDocument } from '../documents.js'
import { DEFAULT_BODY_LIMIT } from '../mock/options.js'
import { PACKAGE_VERSION } from '../version.js'
import { createProxyLog, type ProxyLogFormat } from './log.js'
import { createProxy } from './proxy.js'
import { createRecording, type Recording } from './recording.js'
import { createRecordingFile } from './recording-file.js'
import { formatProxyJUnit } from './report.js'
import { createShadow } from './shadow.js'
import { PROXY_USAGE } from './usage.js'

export { PROXY_USAGE }

/** A flag the proxy refuses: exit 2 with the usage. */
export class ProxyUsageError extends Error {}

export interface ProxySettings {
  target: URL
  port: number
  host: string
  apiKey: string | undefined
  junit: string | undefined
  record: string | undefined
  shadow: boolean
  failOnMismatch: boolean
  quiet: boolean
  logFormat: ProxyLogFormat
}

/** The flags of `proxy`, checked: a bad one throws ProxyUsageError naming it. */
export function proxySettings(args: string[], env: NodeJS.ProcessEnv = process.env): ProxySettings | 'help' {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args,
      options: {
        target: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'api-key': { type: 'string' },
        junit: { type: 'string' },
        record: { type: 'string' },
        shadow: { type: 'boolean', default: false },
        'fail-on-mismatch': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        'log-format': { type: 'string', default: 'pretty' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new ProxyUsageError((error as Error).message)
  }
  if (values.help) return 'help'
  const targetText = values.target as string | undefined
  if (targetText === undefined) throw new ProxyUsageError('--target <url> is required: the server to forward to')
  let target: URL
  try {
    target = new URL(targetText)
  } catch {
    throw new ProxyUsageError(`--target must be an http(s) URL such as http://127.0.0.1:4011, got "${targetText}"`)
  }
  if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.search || target.hash)
    throw new ProxyUsageError(`--target must be an http(s) URL without a query, got "${targetText}"`)
  if (target.username || target.password)
    throw new ProxyUsageError('--target must not carry credentials; give the key with --api-key')
  const portText = (values.port as string | undefined) ?? env.PORT ?? '4010'
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)
    throw new ProxyUsageError(`--port must be an integer from 0 to 65535, got "${portText}"`)
  const apiKey = values['api-key'] as string | undefined
  if (apiKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(apiKey))
    throw new ProxyUsageError('--api-key must be 1 to 200 printable characters without spaces')
  const logFormat = values['log-format'] as string
  if (logFormat !== 'pretty' && logFormat !== 'json')
    throw new ProxyUsageError(`--log-format must be pretty or json, got "${logFormat}"`)
  const junit = values.junit as string | undefined
  if (junit !== undefined) checkFolder('--junit', junit)
  const record = values.record as string | undefined
  if (record !== undefined) {
    if (!/\.(ya?ml|json)$/i.test(record))
      throw new ProxyUsageError(`--record ${record}: the file must end in .yaml, .yml or .json (the fixture format)`)
    checkFolder('--record', record)
  }
  return {
    target,
    port: Number(portText),
    host: values.host as string,
    apiKey,
    junit,
    record,
    shadow: values.shadow as boolean,
    failOnMismatch: values['fail-on-mismatch'] as boolean,
    quiet: values.quiet as boolean,
    logFormat,
  }
}

/** A file the proxy writes later must have a folder now: a typo fails at start, not at the end of a session. */
function checkFolder(flag: string, file: string): void {
  const folder = dirname(resolve(file))
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new ProxyUsageError(`${flag} ${file}: the folder ${folder} does not exist`)
}

/**
 * Runs `proxy` until SIGINT or SIGTERM; then writes `--junit` and resolves with the exit status
 * (1 with --fail-on-mismatch after a mismatch). A port in use rejects.
 */
export async function proxyCommand(
  settings: ProxySettings,
  out: (text: string) => void,
  signals: NodeJS.EventEmitter = process,
): Promise<number> {
  const log = settings.quiet ? undefined : createProxyLog(settings.logFormat, out)
  let recording: Recording | undefined
  let recordingFile: ReturnType<typeof createRecordingFile> | undefined
  const proxy = createProxy({
    target: settings.target,
    document: createPublicDocument(),
    apiKey: settings.apiKey,
    bodyLimit: DEFAULT_BODY_LIMIT,
    log,
    onCall: async (call) => {
      // The shadow answers from the recording so far, before this call's answer is taken in.
      const drift = shadow ? await shadow.compare(call) : []
      if (recording?.observe(call)) recordingFile?.changed()
      return drift
    },
  })
  if (settings.record || settings.shadow) recording = createRecording(proxy.isKey)
  const shadow = settings.shadow ? createShadow(recording!) : undefined
  if (settings.record) {
    recordingFile = createRecordingFile(settings.record, recording!)
    // The file exists from the start, so a session without writes still leaves a (empty) fixture.
    recordingFile.flush()
  }
  const server = createServer(proxy.handler)
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `cannot listen on ${settings.host}:${settings.port}: the port is in use (try --port 0 for a free one, or another --port)`
            : `cannot listen on ${settings.host}:${settings.port}: ${error.message}`,
        ),
      ),
    )
    server.listen(settings.port, settings.host, () => resolveListen())
  })
  const address = server.address() as AddressInfo
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  const target = settings.target.href.replace(/\/$/, '')
  if (settings.logFormat === 'json')
    out(
      `${JSON.stringify({
        level: 30,
        time: new Date().toISOString(),
        msg: `context-graph-mock ${PACKAGE_VERSION} proxy listening on ${origin} (target ${target})`,
        origin,
        target,
      })}\n`,
    )
  else
    out(
      [
        `context-graph-mock ${PACKAGE_VERSION} proxy listening on ${origin}`,
        `  target:    ${target}`,
        `  base URL:  ${origin}/v1  (also ${origin}/api/developers/v1)`,
        `  report:    ${origin}/_mock/proxy/report`,
        ...(settings.record ? [`  recording: ${settings.record}`] : []),
        ...(settings.shadow
          ? ['  shadow:    each call is compared with an in-process mock seeded from the recording']
          : []),
        '',
      ].join('\n'),
    )
  return new Promise<number>((resolveExit) => {
    let stopping = false
    const stop = async () => {
      if (stopping) return
      stopping = true
      server.close()
      server.closeAllConnections()
      await proxy.settled()
      recordingFile?.flush()
      shadow?.close()
      if (settings.junit) writeFileSync(settings.junit, formatProxyJUnit(proxy.report.summary()))
      resolveExit(settings.failOnMismatch && proxy.report.failed() ? 1 : 0)
    }
    signals.once('SIGINT', stop)
    signals.once('SIGTERM', stop)
  })
}
