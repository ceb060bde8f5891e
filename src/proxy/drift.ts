import type { Drift } from './report.js'

/** How deep the shapes of two answers are compared. */
const DEPTH = 6

/** `$.data[].id` -> `string`: every field path of a JSON value with its type; array items merged. */
function shapeOf(
  value: unknown,
  path = '$',
  depth = 0,
  into = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  let types = into.get(path)
  if (!types) into.set(path, (types = new Set()))
  types.add(type)
  if (depth >= DEPTH) return into
  if (Array.isArray(value)) for (const item of value) shapeOf(item, `${path}[]`, depth + 1, into)
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) shapeOf(item, `${path}.${name}`, depth + 1, into)
  return into
}

const errorClass = (status: number): string => `${Math.floor(status / 100)}xx`

/**
 * What differs between the target's answer and the shadow mock's to the same call: the status,
 * an error's status class, the set of fields present, and the fields' types. Values are not
 * compared: ids, names and times differ between any two servers.
 *
 * @example compareAnswers({ status: 200, body: { id: '1' } }, { status: 200, body: { id: 1 } }) // [{ kind: 'type', path: '$.id', ... }]
 */
export function compareAnswers(
  target: { status: number; body: unknown },
  mock: { status: number; body: unknown },
): Drift[] {
  const drift: Drift[] = []
  if (target.status !== mock.status) {
    drift.push({ kind: 'status', path: '(status)', target: String(target.status), mock: String(mock.status) })
    if ((target.status >= 400 || mock.status >= 400) && errorClass(target.status) !== errorClass(mock.status))
      drift.push({
        kind: 'error_class',
        path: '(status)',
        target: errorClass(target.status),
        mock: errorClass(mock.status),
      })
    // Two different answers: their bodies are not comparable field by field.
    return drift
  }
  if (target.body === undefined || mock.body === undefined) return drift
  const ours = shapeOf(mock.body)
  const theirs = shapeOf(target.body)
  for (const [path, types] of theirs) {
    const other = ours.get(path)
    if (!other) {
      if (comparable(path, ours)) drift.push({ kind: 'field', path, target: 'present', mock: 'absent' })
      continue
    }
    const a = [...types].sort().join(' | ')
    const b = [...other].sort().join(' | ')
    // A null is a value left empty, not another type.
    if (a !== b && !types.has('null') && !other.has('null')) drift.push({ kind: 'type', path, target: a, mock: b })
  }
  for (const path of ours.keys())
    if (!theirs.has(path) && comparable(path, theirs))
      drift.push({ kind: 'field', path, target: 'absent', mock: 'present' })
  // A field only one side has is named once, not with each field under it.
  return drift.filter(
    (d) =>
      d.kind !== 'field' ||
      !drift.some(
        (o) => o !== d && o.kind === 'field' && o.target === d.target && d.path.startsWith(o.path) && d.path !== o.path,
      ),
  )
}

/** A field under an array's items can only be compared when the other side's array had items too. */
function comparable(path: string, other: Map<string, Set<string>>): boolean {
  let at = path.indexOf('[]')
  while (at !== -1) {
    if (!other.has(path.slice(0, at + 2))) return !other.has(path.slice(0, at))
    at = path.indexOf('[]', at + 2)
  }
  return true
}
