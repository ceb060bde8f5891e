/**
 * `verify --base-url` against a running context-graph-mock (a developer's `serve`, a CI mock that
 * others use): it leaves the mock as it found it (issue 23). Before any check it takes the mock's
 * snapshot and restores it at once, to be sure the mock can take it back (a snapshot larger than
 * the mock's body limit, or an admin token verify does not have, stops verify before it changes
 * anything); after the checks it restores it again, which undoes every record, key, insight,
 * connect flow and clock step the checks made. Only the journal keeps their requests.
 *
 * A manual clock is moved to run jobs and put back by the restore; a real clock cannot run
 * backwards, so on one verify never moves it and polls jobs on the wall clock instead.
 */
export interface SharedMock {
  /** The mock's clock mode: verify moves only a manual clock. */
  clock: 'manual' | 'real'
  /** Puts the state back as it was before verify began. */
  restore(): Promise<void>
}

/** Why verify cannot leave a mock as it found it; verify stops before changing anything. */
export class SharedMockError extends Error {}

/**
 * Takes the snapshot of the mock whose control endpoints are at `controlUrl`, and checks that it
 * restores.
 *
 * @example const shared = await holdMockState('http://127.0.0.1:4010'); try { ... } finally { await shared.restore() }
 */
export async function holdMockState(controlUrl: string): Promise<SharedMock> {
  const snapshot = await fetch(`${controlUrl}/_mock/snapshot`)
  const text = await snapshot.text()
  if (snapshot.status !== 200)
    throw new SharedMockError(
      `the target is a context-graph-mock, and verify restores its snapshot after the checks to leave it as it found it, but GET ${controlUrl}/_mock/snapshot answered ${snapshot.status}: ${text.slice(0, 300)}; nothing was changed`,
    )
  const clock = await fetch(`${controlUrl}/_mock/clock`)
  const mode = ((await clock.json().catch(() => ({}))) as { mode?: string }).mode === 'manual' ? 'manual' : 'real'
  const restore = async (when: string) => {
    const answer = await fetch(`${controlUrl}/_mock/restore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    if (answer.status !== 200)
      throw new SharedMockError(
        `POST ${controlUrl}/_mock/restore ${when} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`,
      )
  }
  try {
    await restore('(before the checks, to be sure the mock can take its state back)')
  } catch (error) {
    throw new SharedMockError(
      `the target is a context-graph-mock, and verify restores its snapshot after the checks to leave it as it found it, but ${(error as Error).message}; nothing was changed`,
    )
  }
  return { clock: mode, restore: () => restore('(after the checks)') }
}
