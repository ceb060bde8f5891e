/*
 * Works-at links the finishing pass takes back, where what placed the person says they work
 * elsewhere or from outside (issue 27, M8, the tuning part's wrong links across batches):
 * - one sentence placing one person at two companies, one of them told right at the name: "I've
 *   also copied Jonas Lind from Nordic Freight, who handles our Baltic routes", "Their structural
 *   consultant is Kittisak Wongsuwan from Chao Phraya Engineering". The "our" or "their" read the
 *   company in play or the writer's; the company right after the name ("P from C", "P at C", "P (C")
 *   is the person's own, and the other is a client or partner they serve;
 * - an outsider's role of the company: "Mercado Sol's lead investor", "Recruiter (external, ...)";
 * - a title once held: "my old manager ... is there" (not the speaker's job now).
 */
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'

/** The longest sentence looked into: each link's look is a search of its sentence (no sentence of prose is longer). */
const LONGEST = 2000
const short = (sentence: string | undefined): sentence is string => sentence !== undefined && sentence.length <= LONGEST

/**
 * Whether the sentence names the company only in an outsider's role of it: "Mercado Sol's lead
 * investor" (not "CTO at Green Lantern ... one of Green Lantern's investors": named twice).
 */
function outsiderOf(sentence: string, company: string): boolean {
  for (const mark of ["'s ", '’s ']) {
    const at = sentence.indexOf(`${company}${mark}`)
    if (at < 0 || sentence.indexOf(company) !== at || sentence.includes(company, at + company.length)) continue
    const rest = sentence.slice(at + company.length + mark.length, at + company.length + mark.length + 60)
    const role = /^[\p{L} -]+/u.exec(rest)?.[0].trim()
    if (role && outsiderTitle(role)) return true
  }
  return false
}

/** A title once held: "old manager", "former CFO" (a place of work then, not now). */
const pastTitle = (title: string | undefined): boolean =>
  title !== undefined && /^(?:old|former|ex|previous)\b/i.test(title)

/** A title with a note that it is held from outside: "Recruiter (external, TalentBridge)" in a panel's table. */
const outsideNote = (title: string | undefined, sentence: string | undefined): boolean =>
  title !== undefined &&
  short(sentence) &&
  ['external', 'freelance', 'contractor', 'independent', 'outside'].some((w) => sentence.includes(`${title} (${w}`))

/** Drops "C's lead investor", "C's advisor": a role held from outside the company whose role it is. */
export function dropOutsidersOf(r: Reader): void {
  const drop = new Set<object>()
  for (const l of r.links)
    if (
      l.kind === 'works_at' &&
      ((short(l.sentence) && outsiderOf(l.sentence, l.to)) || pastTitle(l.title) || outsideNote(l.title, l.sentence))
    )
      drop.add(l)
  if (drop.size === 0) return
  const kept = r.links.filter((l) => !drop.has(l))
  for (const l of r.links) if (drop.has(l)) r.linkKeys.delete(`${l.kind}|${l.from}|${l.to}`)
  r.links.length = 0
  r.links.push(...kept)
}

/** Drops the other companies of a person a sentence placed at two, one of them right at the name. */
export function dropDoubledEmployers(r: Reader): void {
  const seen = new Map<string, number>()
  const doubled = new Set<string>()
  for (const l of r.links) {
    if (l.kind !== 'works_at' || !short(l.sentence)) continue
    const key = `${l.from}\u0000${l.sentence}`
    seen.set(key, (seen.get(key) ?? 0) + 1)
    if (seen.get(key)! > 1) doubled.add(key)
  }
  if (doubled.size === 0) return
  const own = (from: string, to: string, sentence: string): boolean =>
    sentence.includes(`${from} from ${to}`) ||
    sentence.includes(`${from} at ${to}`) ||
    sentence.includes(`${from} (${to}`)
  const drop = new Set<object>()
  for (const key of doubled) {
    const [from, sentence] = key.split('\u0000') as [string, string]
    const links = r.links.filter((l) => l.kind === 'works_at' && l.from === from && l.sentence === sentence)
    const mine = links.filter((l) => own(from, l.to, sentence))
    if (mine.length !== 1) continue
    for (const l of links) if (l !== mine[0]) drop.add(l)
  }
  if (drop.size === 0) return
  const kept = r.links.filter((l) => !drop.has(l))
  for (const l of r.links) if (drop.has(l)) r.linkKeys.delete(`${l.kind}|${l.from}|${l.to}`)
  r.links.length = 0
  r.links.push(...kept)
}
