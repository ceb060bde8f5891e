import type { Clock } from '../clock.js'
import { deterministicUuid } from '../compounding/run-id.js'
import type { Workspace } from '../model.js'

/** A conversation with ask: the records its last answer referred to, for "and what about her?". */
export interface AskSession {
  id: string
  created_at: string
  updated_at: string
  /** How many questions the session has answered. */
  turns: number
  /** The records the last answer was about, most relevant first. */
  entity_ids: string[]
  /** The records the last answer mentioned beside them (a person's employer, a company's people). */
  related_ids: string[]
}

/** A workspace's ask sessions, oldest first. */
export interface AskState {
  sessions: Map<string, AskSession>
}

/** Sessions a workspace keeps; past this, the least recently used one is forgotten. */
export const MAX_ASK_SESSIONS = 1000

export const createAskState = (): AskState => ({ sessions: new Map() })

/**
 * The session a question belongs to: the one named by `sessionId` when the workspace has it, or a
 * new one with a deterministic UUID (also when `sessionId` is unknown, as after a reset: the
 * answer's session_id is the one to send next).
 *
 * @example openSession(workspace, clock, undefined).id // '7433d2d0-...'
 */
export function openSession(workspace: Workspace, clock: Clock, sessionId: string | undefined): AskSession {
  const sessions = workspace.ask.sessions
  const known = sessionId === undefined ? undefined : sessions.get(sessionId.toLowerCase())
  if (known) {
    // Re-inserted so the map stays in least-recently-used order.
    sessions.delete(known.id)
    sessions.set(known.id, known)
    return known
  }
  const session: AskSession = {
    id: deterministicUuid(workspace.id, workspace.ids.next()),
    created_at: clock.iso(),
    updated_at: clock.iso(),
    turns: 0,
    entity_ids: [],
    related_ids: [],
  }
  sessions.set(session.id, session)
  if (sessions.size > MAX_ASK_SESSIONS) sessions.delete(sessions.keys().next().value!)
  return session
}

/** Records an answered question: the records it was about become what the next question's pronouns mean. */
export function recordTurn(
  session: AskSession,
  clock: Clock,
  entityIds: readonly string[],
  relatedIds: readonly string[],
): void {
  session.turns++
  session.updated_at = clock.iso()
  // A question about no one ("what happened lately?") keeps the earlier subjects for the next pronoun.
  if (entityIds.length > 0) {
    session.entity_ids = [...entityIds]
    session.related_ids = [...relatedIds]
  }
}

/** The session's previous records that still exist (a deleted record is simply forgotten). */
export function previousEntities(workspace: Workspace, session: AskSession): { primary: string[]; related: string[] } {
  const alive = (id: string): boolean => workspace.records.has(id)
  return { primary: session.entity_ids.filter(alive), related: session.related_ids.filter(alive) }
}
