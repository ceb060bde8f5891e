import { formatTimestamp } from '../core/clock.js'
import { CONNECT_TTL_MS } from '../core/integrations/connect.js'
import type { Store } from '../core/store.js'
import type { InFlight } from '../control/functions.js'

/** Jobs not finished yet, oldest first, and pending connect flows that have not expired. */
export function inFlight(store: Store): InFlight {
  const jobs = [...store.jobs.inFlight].map(({ kind, job, queued_at }) => {
    const fields = job as unknown as { id?: string; job_run_id?: string }
    return { kind, id: fields.id ?? fields.job_run_id ?? '', status: job.status, queued_at }
  })
  const connect_flows: InFlight['connect_flows'] = []
  const now = store.clock.now()
  for (const workspace of store.workspaces.values()) {
    for (const attempt of workspace.integrations.attempts.values()) {
      if (attempt.status !== 'pending' || now >= attempt.started_at + CONNECT_TTL_MS) continue
      connect_flows.push({
        connect_id: attempt.id,
        workspace_id: workspace.id,
        type: attempt.type,
        provider: attempt.provider,
        account: attempt.account,
        started_at: formatTimestamp(attempt.started_at),
        expires_at: formatTimestamp(attempt.started_at + CONNECT_TTL_MS),
      })
    }
  }
  return { jobs, connect_flows }
}
