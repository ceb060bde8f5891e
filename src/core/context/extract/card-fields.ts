/*
 * The labels of a CRM record's or contact card's fields ("Company:", "Reports to:", "Referred by:"),
 * and what a field's value is to the person the card is about. people.ts and companies.ts ask them
 * what a name after a label is; links/cards.ts reads the links.
 */
import type { Tok } from './scanner.js'

export type Field =
  | 'subject'
  | 'employer'
  | 'former'
  | 'manager'
  | 'introducer'
  | 'known'
  | 'source'
  | 'relationship'
  | 'ours'

/** Labels, as their words joined by spaces, and what their value is to the card's person. */
export const FIELDS = new Map<string, Field>([
  ...(['contact', 'name', 'lead', 'person', 'contact name'] as const).map((l) => [l, 'subject'] as const),
  ...(
    ['company', 'employer', 'organisation', 'organization', 'current company', 'account', 'account name'] as const
  ).map((l) => [l, 'employer'] as const),
  ...(['previous company', 'former employer', 'former company', 'previously', 'previous employer'] as const).map(
    (l) => [l, 'former'] as const,
  ),
  ...(['reports to', 'manager', 'boss', 'line manager', 'supervisor', 'reporting to'] as const).map(
    (l) => [l, 'manager'] as const,
  ),
  ...(['referred by', 'introduced by', 'intro by', 'met via', 'met through', 'referral'] as const).map(
    (l) => [l, 'introducer'] as const,
  ),
  ['knows', 'known'],
  ['source', 'source'],
  ['lead source', 'source'],
  ['relationship', 'relationship'],
  // The writer's side of the record: whoever owns the account works where the writer does, not at the card's company.
  ...(['owner', 'account owner', 'account manager', 'account exec', 'sales rep'] as const).map(
    (l) => [l, 'ours'] as const,
  ),
])

/** The field a label opening a line names: its words from tokens[from] up to the colon at tokens[to]. */
export function fieldOf(words: readonly string[]): Field | undefined {
  return words.length > 0 && words.length <= 2 ? FIELDS.get(words.join(' ')) : undefined
}

/** "Company: Weser Steel", "Reports to: Dieter Vogel": whether the run at tokens[a] is the value of a card's field of these kinds. */
export function fieldValue(tokens: readonly Tok[], a: number, ...kinds: Field[]): boolean {
  if (tokens[a - 1]?.text !== ':') return false
  // "- Company: ...": after a bullet; "Name: P | Company: ...": after a bar or a comma on the line.
  let s = tokens[0]?.kind === 'punct' && a > 2 ? 1 : 0
  for (let b = a - 2; b >= s && b >= a - 4; b--)
    if (tokens[b]!.text === '|' || tokens[b]!.text === ',') {
      s = b + 1
      break
    }
  const words = tokens.slice(s, a - 1)
  if (!words.every((t) => t.kind === 'word')) return false
  const field = fieldOf(words.map((t) => t.lc))
  return field !== undefined && kinds.includes(field)
}
