/**
 * More places where a known given name alone stands for a person (first-names.ts reads the others):
 * "Rohan from my team will send ...", "Mehmet from your finance team" (a person's place, as "from
 * our" and "from their" are), and "say hi to Kenji for me" (only a person is greeted).
 */
import type { Run } from './elements.js'
import { loneSubject } from './lone-subjects.js'
import { lonePossessive } from './lone-possessives.js'
import { loneSlot } from './lone-slots.js'

const OWNERS = new Set(['my', 'your', 'his', 'her', 'our', 'their'])
const HELLOS = new Set(['hi', 'hello', 'hey', 'regards'])

/** Whether the one-word run (a known given name) stands in one of these places. */
export function moreLoneRoles(run: Run): boolean {
  const { tokens, a, prevWord, after, afterNext } = run
  if (after?.lc === 'from' && afterNext !== undefined && OWNERS.has(afterNext.lc)) {
    // "from my team", "from your finance team": a team or a side follows within a word or two.
    const t1 = tokens[run.j + 2]?.lc
    const t2 = tokens[run.j + 3]?.lc
    return t1 === 'team' || t1 === 'side' || t2 === 'team' || t2 === 'side'
  }
  return (
    (prevWord === 'to' && a >= 2 && HELLOS.has(tokens[a - 2]!.lc)) ||
    loneSubject(run) ||
    lonePossessive(run) ||
    loneSlot(run)
  )
}
