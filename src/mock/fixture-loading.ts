import { FixtureError, loadFixture, parseFixtureSlices, type Fixture } from '../control/fixtures.js'
import { SCOPES } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import { WorkMeter } from '../core/jobs/jobs.js'
import type { Store } from '../core/store.js'
import type { Sender } from './sender.js'
import { breather, drive, PARSE_SLICE } from './turns.js'

/** YAML texts up to this size are parsed on the event loop (about 10 ms); larger ones off it where the platform can. */
const YAML_AT_ONCE = 16 * 1024

/**
 * A fixture object, or its JSON or YAML text, checked in slices. JSON text is read as JSON (a MiB
 * in a few ms); YAML (the parser loads only when it is needed) takes about half a second a MiB,
 * so a large text is parsed off the event loop when the platform offers it (`parseYaml`: a worker
 * thread on Node).
 */
export async function readFixture(
  input: Fixture | string,
  parseYaml?: (text: string) => Promise<unknown>,
): Promise<Fixture> {
  let value: unknown = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      try {
        // YAML 1.2 is a superset of JSON: text that is not JSON is read as YAML.
        if (parseYaml && input.length > YAML_AT_ONCE) value = await parseYaml(input)
        else value = (await import('yaml')).parse(input, { maxAliasCount: 100 })
      } catch (error) {
        throw new ApiError(400, `Invalid fixture: not valid JSON or YAML: ${(error as Error).message.split('\n')[0]}`)
      }
    }
  }
  try {
    return await drive(parseFixtureSlices(value, new WorkMeter(PARSE_SLICE)))
  } catch (error) {
    if (error instanceof FixtureError) throw new ApiError(400, `Invalid fixture: ${error.message}`)
    throw error
  }
}

/**
 * Loads a fixture into the default workspace with a key that exists only while it loads, giving
 * the event loop back every few milliseconds.
 */
export async function loadFixtureNow(store: Store, sender: Sender, fixture: Fixture): Promise<{ records: number }> {
  const workspace = store.workspaces.get(store.defaultWorkspaceId)!
  const loader = `cgm_fixture_${globalThis.crypto.randomUUID()}`
  const owner = [...workspace.users.values()][0]!
  store.keys.set(loader, {
    key: loader,
    workspace_id: workspace.id,
    scopes: [...SCOPES],
    token_id: 'fixture',
    user_id: owner.id,
  })
  const breathe = breather()
  try {
    return await loadFixture(
      fixture,
      async (method, target, body) => {
        await breathe()
        const answer = await sender.send(method, target, loader, body === undefined ? null : JSON.stringify(body))
        return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null }
      },
      () => store.workspaces.get(store.defaultWorkspaceId)!,
      store.clock,
    )
  } finally {
    store.keys.delete(loader)
  }
}
