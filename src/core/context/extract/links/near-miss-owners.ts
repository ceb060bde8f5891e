/*
 * Whose a word is, where a rule took it for someone else's (issue 27, N2: a second fresh batch of near
 * misses, t1341-t1380). Each test narrows a rule that linked the wrong person:
 * - "Nattapong, you also asked ...; I'll check with my old colleague Declan Moran": in an e-mail, a tie
 *   "my" owns is the writer's, not one between the two people the sentence names (acquaintance.ts);
 * - "Bolat: she sends them to Askar. Askar Mukanov is her manager now": in a chat line, "her" is never
 *   its speaker, who would say "my" (reporting.ts);
 * - "Eimear said she might move to their Shannon shop": "said she" and a plan is the subject's own
 *   news, not a word for someone else (introductions.ts, vouchesVerb);
 * - "Tevita Fifita will join our board": a board seat is no job (joining.ts);
 * - "our Head of Geology Saule Nurpeisova and Fionnuala Dunne from Dunne Talent Partners": the company
 *   after the second name is not the first one's, whom "our" already placed (employment.ts).
 */
import type { View } from './view.js'

/** Whether "my" owns the acquaintance cue at `cue` in a text with no chat speaker ("my old colleague P"). */
export function writerOwnsCue(view: View, cue: number): boolean {
  if (view.speaker || view.r.lineSpeaker) return false
  for (let x = cue - 1; x >= 0 && x >= cue - 3; x--) {
    if (view.isW(x, 'my')) return true
    if (view.at(x)?.k !== 'W') return false
  }
  return false
}

/** Modal and plan words after "said she": the subject's own plan ("she might move"), no word about another. */
const PLAN_WORDS = new Set([
  'might',
  'may',
  'will',
  'would',
  'could',
  'can',
  'should',
  'plans',
  'planned',
  'wants',
  'wanted',
  'hopes',
  'intends',
])

/**
 * Whether "says she"/"said he's" at `w` speaks of someone else: not "says she knows Tom Reed" (a clause
 * about someone named after it), nor "said she might move" (the subject's own plan, N2).
 */
export function aboutAnother(view: View, w: number): boolean {
  if (view.elements.slice(w + 1, w + 5).some((e) => e.k === 'P')) return false
  return !(view.isW(w, 'he', 'she') && view.at(w + 1)?.k === 'W' && PLAN_WORDS.has((view.at(w + 1) as { w: string }).w))
}

/** Whether the word at `v` after "join" is a board, not a company: "join our board", "joins the advisory board". */
export function boardSeat(view: View, v: number): boolean {
  let k = v + 1
  if (view.isW(k, 'our', 'their', 'its', 'the', 'his', 'her', 'my')) k++
  else if (view.at(k)?.k === 'C' && (view.at(k) as { poss?: boolean }).poss) k++
  if (view.isW(k, 'advisory', 'supervisory')) k++
  return view.isW(k, 'board', 'boards')
}

/**
 * "Santiago Mejía, their consultant from Accenture": a company after a person's title only tags that
 * person; so does one after the person of a CRM record's owner field ("Account: Atlas Pharma Maroc /
 * Owner: Mariana Ríos, Frío Andino Logistics"): the account stays the company in play.
 */
export function titledTag(view: View, i: number): boolean {
  if (view.isX(i - 1, ',') && view.at(i - 2)?.k === 'P' && view.isX(i - 3, ':') && i - 4 === view.bodyStart) {
    const label = view.at(i - 4)
    if (label?.k === 'T' && /^(account )?owner$/i.test(label.title)) return true
    if (view.isW(i - 4, 'owner', 'rep', 'author')) return true
  }
  if (!view.isW(i - 1, 'from', 'of', 'at') || view.at(i - 2)?.k !== 'T') return false
  const comma = view.isW(i - 3, 'their', 'our', 'a', 'an', 'the', 'his', 'her') ? i - 4 : i - 3
  return view.isX(comma, ',') && view.at(comma - 1)?.k === 'P'
}

/** Whether the first of two joined subjects at i is placed by "our"/"my" right before it ("our CFO P and Q from C"). */
export function ownedFirst(view: View, i: number): boolean {
  for (let x = i - 1; x >= 0 && x >= i - 5; x--) {
    if (view.isW(x, 'our', 'my')) return true
    const e = view.at(x)
    if (e?.k !== 'W' && e?.k !== 'T') return false
  }
  return false
}

/** Whether a comma at k goes on to the next attendee with a company of their own: ", D (C2)". */
export function listGoesOn(view: View, k: number): boolean {
  return view.isX(k, ',') && view.at(k + 1)?.k === 'P' && view.isX(k + 2, '(')
}
