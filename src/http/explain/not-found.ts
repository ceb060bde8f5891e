import type { Workspace } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import type { AnyRoute } from '../route.js'
import { explanation, quote, type Explanation } from './explanation.js'
import type { SentIntegers, Tombstones } from './ids.js'
import { closest } from './nearest.js'
import { describeId, expectedKinds } from './things.js'

/** What a 404 of an operation is explained by: for the journal, and (never naming another workspace) for the client. */
export interface NotFound {
  journal: Explanation
  client: Explanation
}

export interface NotFoundContext {
  store: Store
  sent: SentIntegers
  tombstones: Tombstones
}

const DIGITS = /^\d{1,20}$/

/**
 * A 404 of an operation, explained by the state: the id is the double of an integer id the mock
 * sent (id_precision), was deleted (when, by which call), names another kind of thing here
 * (wrong_kind), or exists only in another workspace (other_workspace: the journal's alone; the
 * client hears what it would for an id that never existed). A slug is matched to the nearest.
 */
export function explainNotFound(
  context: NotFoundContext,
  route: AnyRoute,
  params: Readonly<Record<string, string>>,
  workspace: Workspace,
  message: string,
): NotFound | undefined {
  const entries = Object.entries(params)
  // The parameter the message names; otherwise the last id parameter (the one the path reads).
  const named = entries.filter(([, value]) => DIGITS.test(value) && message.includes(value))
  const ids = named.length > 0 ? named : entries.filter(([, value]) => DIGITS.test(value)).slice(-1)
  for (const [name, id] of ids) {
    const found = explainId(context, route, name, id, workspace)
    if (found) return found
  }
  const slug = params.slug
  if (slug !== undefined && message.includes(slug)) {
    const slugs = [...workspace.objectIdsBySlug.keys()]
    const near = closest(slug, slugs, 3)
    const text = near.length > 0 ? `; did you mean "${near[0]}"?` : `; objects here: ${slugs.slice(0, 6).join(', ')}`
    const same = explanation('not_found', `No object or list with slug ${quote(slug)} in this workspace${text}`, near)
    return { journal: same, client: same }
  }
  return undefined
}

function explainId(
  context: NotFoundContext,
  route: AnyRoute,
  param: string,
  id: string,
  workspace: Workspace,
): NotFound | undefined {
  const expected = expectedKinds(route.path, param)
  const noun = expected?.[0] ?? 'thing'
  const withId = (other: string) => `${route.method.toUpperCase()} ${route.path.replace(`{${param}}`, other)}`
  const meant = context.sent.meant(workspace, id)
  if (meant !== undefined) {
    const same = explanation(
      'id_precision',
      `${id} is ${meant} rounded to a double: this mock sent ${meant} as a JSON integer and JSON.parse ` +
        `rounds integers above 2^53; parse ids as strings (lossless-json, or a reviver reading context.source) ` +
        `or quote them before JSON.parse`,
      [withId(meant)],
    )
    return { journal: same, client: same }
  }
  const tombstone = context.tombstones.find(workspace, id)
  if (tombstone) {
    const same = explanation(
      'deleted',
      `${id} was deleted at ${tombstone.at} by ${tombstone.call} (journal id ${tombstone.journalId})`,
      ['GET /_mock/journal?method=DELETE'],
    )
    return { journal: same, client: same }
  }
  const thing = describeId(workspace, id)
  if (thing && expected && !expected.includes(thing.kind)) {
    const same = explanation(
      'wrong_kind',
      `${id} is ${thing.label}, not a ${noun}${thing.read ? `; read it with ${thing.read}` : ''}`,
      thing.read ? [thing.read] : [],
    )
    return { journal: same, client: same }
  }
  if (thing) return undefined
  const client = explanation(
    'not_found',
    `No ${noun} with id ${id} in this key's workspace, and none was deleted through the API here`,
    [],
  )
  for (const other of context.store.workspaces.values()) {
    if (other === workspace) continue
    const there = describeId(other, id)
    if (!there) continue
    return {
      journal: explanation(
        'other_workspace',
        `${id} is ${there.label} in workspace ${other.id}, not in this key's workspace ${workspace.id}; ` +
          `use a key of workspace ${other.id}`,
        [`a key of workspace ${other.id}`],
      ),
      client,
    }
  }
  return { journal: client, client }
}
