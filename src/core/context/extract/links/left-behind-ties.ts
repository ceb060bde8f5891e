/*
 * A handover, not an acquaintance (issue 27, M9: t880, t939, t995 across three writers' batches):
 * "Our champion Elif Demir has moved to Anka Freight ... New contact is Mehmet Kaya, who was her
 * deputy", "Dimitrios has been poached by Helix ...; Chiara, who was his deputy, has taken over",
 * "Ji-ho was poached by Cascade Bio; we deal with his former boss, Marguerite". The past reporting
 * line says who stays behind at the account; careful readers write no knows link from it. A past
 * line between two people of whom neither or both moved ("used to report to Lucía at Telefónica; he
 * now runs his own firm", "Ruth vouched for Avi, who was her deputy at Negev Water") stays a tie, and
 * so does one the text calls warm ("they are close friends", "still in touch").
 */
import type { Reader } from '../reader.js'

/** A past reporting line in the sentence that wrote the knows link. */
const PAST_LINE =
  /\b(?:deputy|used to (?:report|work for|work under)|former (?:boss|manager|head)|old (?:boss|manager)|was (?:his|her|their) (?:boss|manager))\b/i
/** Words that make the past line a tie the text means. */
const WARM = /\b(?:friends?|in touch|good terms|speaks? to|vouch(?:ed|es)? for|knows?)\b/i
/** A sentence longer than this is no note line; the check skips it (it costs a scan each). */
const LONGEST = 600

/** Drops the knows links a past reporting line wrote between the one who left and the one left behind. */
export function dropLeftBehindTies(r: Reader): void {
  const moved = new Set(r.links.filter((l) => l.kind === 'left_for').map((l) => l.from))
  if (moved.size === 0) return
  const drop = r.links.filter(
    (l) =>
      l.kind === 'knows' &&
      moved.has(l.from) !== moved.has(l.to) &&
      l.sentence.length <= LONGEST &&
      PAST_LINE.test(l.sentence) &&
      !WARM.test(l.sentence),
  )
  if (drop.length === 0) return
  const kept = r.links.filter((l) => !drop.includes(l))
  r.links.length = 0
  r.links.push(...kept)
  for (const l of drop) r.linkKeys.delete(`${l.kind}|${l.from}|${l.to}`)
}
