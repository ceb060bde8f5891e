/**
 * A deterministic id sequence. Each workspace owns one, shared by every resource kind, so an
 * id names at most one thing in a workspace and the same operations always yield the same ids.
 * Arithmetic is BigInt: real ids have 17 digits, above 2^53.
 *
 * @example
 * const ids = createIdSequence(32704519835647914n)
 * ids.next() // '32704519835647914'
 */
export interface IdSequence {
  next(): string
  /** The id `next()` would return, without taking it. */
  peek(): string
}

/** How many digits a long id has. */
const LONG_DIGITS = 17

export function createIdSequence(start: bigint | number = 1): IdSequence {
  let value = BigInt(start)
  const text = String(value)
  if (text.length !== LONG_DIGITS || value < 0n) {
    return {
      next: () => String(value++),
      peek: () => String(value),
    }
  }
  // A 17-digit sequence (every long-id workspace's) counts in its digits' character codes and
  // writes each id as one flat string: a BigInt and its conversion an id were the seed's 80,000
  // ids' cost. Past the last 17-digit id it counts on in BigInts, as the short form does.
  const digits = new Uint8Array(LONG_DIGITS)
  for (let i = 0; i < LONG_DIGITS; i++) digits[i] = text.charCodeAt(i)
  let long = true
  const current = (): string =>
    String.fromCharCode(
      digits[0]!,
      digits[1]!,
      digits[2]!,
      digits[3]!,
      digits[4]!,
      digits[5]!,
      digits[6]!,
      digits[7]!,
      digits[8]!,
      digits[9]!,
      digits[10]!,
      digits[11]!,
      digits[12]!,
      digits[13]!,
      digits[14]!,
      digits[15]!,
      digits[16]!,
    )
  return {
    next: () => {
      if (!long) return String(value++)
      const id = current()
      let i = LONG_DIGITS - 1
      while (i >= 0 && digits[i] === 57) digits[i--] = 48
      if (i >= 0) digits[i]!++
      else {
        long = false
        value = BigInt(id) + 1n
      }
      return id
    },
    peek: () => (long ? current() : String(value)),
  }
}

/** Compares two digit-string ids numerically (exact for ids of any length). */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

/**
 * Whether `id` is the id `step` (1 or 2) after `before`: `id === String(BigInt(before) + step)`,
 * without the BigInt and the string when no digit carries (the last digit plus `step` under 10,
 * nine ids in ten). Every timeline event asks it of its own id (41,000 in the large seed), to keep
 * none that its record's or instance's id says.
 *
 * @example isIdAfter('32704519835647915', '32704519835647914', 1) // true
 */
export function isIdAfter(id: string, before: string, step: 1 | 2): boolean {
  const last = before.length - 1
  const digit = before.charCodeAt(last) - 48
  if (digit < 0 || digit + step > 9) return id === String(BigInt(before) + BigInt(step))
  if (id.length !== before.length || id.charCodeAt(last) - 48 !== digit + step) return false
  for (let i = 0; i < last; i++) if (id.charCodeAt(i) !== before.charCodeAt(i)) return false
  return true
}

/** The smallest and largest 17-digit id. */
export const LONG_ID_RANGE = { min: 10n ** 16n, max: 10n ** 17n - 1n } as const

// The first workspace's id. Fixed, not derived from the seed: reset({ seed }) must answer the same
// bytes as a fresh mock with that seed, and issued keys must keep pointing at their workspace.
const LONG_BASE = 32_704_519_835_647_913n
// Ids reserved for each workspace: workspace n owns [base + n * SPAN, base + (n + 1) * SPAN).
const SPAN = 10n ** 12n

/**
 * How a store names its workspaces and where each workspace's own id sequence starts. Every
 * workspace has a slot (0 for the default workspace, then 1, 2, ... in the order workspaces are
 * first created); the slot alone decides the ids, so a rebuilt workspace gets the same ones.
 */
export interface IdFormat {
  readonly shortIds: boolean
  /** The id of the workspace the store names itself for `slot`. */
  workspaceId(slot: number): string
  /** The first id of the sequence of the workspace in `slot`. */
  firstId(slot: number): bigint
}

/**
 * Long ids (default) look like the real service's: 17-digit strings such as `"32704519835647914"`,
 * above 2^53, increasing within a workspace and starting just above the workspace's own id.
 * Short ids (`'1'`, `'2'`, ...) are for reading by eye.
 *
 * @example
 * createIdFormat().workspaceId(0)               // '32704519835647913'
 * createIdFormat({ shortIds: true }).workspaceId(0) // '1'
 */
export function createIdFormat(options: { shortIds?: boolean | undefined } = {}): IdFormat {
  if (options.shortIds) {
    return { shortIds: true, workspaceId: (slot) => String(slot + 1), firstId: () => 1n }
  }
  const start = (slot: number): bigint => {
    const value = LONG_BASE + BigInt(slot) * SPAN
    if (value + SPAN - 1n > LONG_ID_RANGE.max) throw new RangeError(`No 17-digit ids left for workspace slot ${slot}`)
    return value
  }
  return { shortIds: false, workspaceId: (slot) => String(start(slot)), firstId: (slot) => start(slot) + 1n }
}
