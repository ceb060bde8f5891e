/*
 * Companies named only in a buyer's decision (E5, the tuning part's missed companies across
 * batches): "lost it to Stripe", "evaluated Parcelwise last year and went with ShipHub", "He is
 * evaluating us against Loomwise", "Pinecrest's booking engine vendor is SkyRoute", "moved payroll
 * from Paychex to Gusto" (a business system moved, not "moved from Leeds"), "8% above Kargo Cepat's
 * bid", "the Tundra Outdoor PO came in". Such a company is the vendor or rival of a deal, no one's
 * employer in the sentence: it is added after every link is read, so no link rule (nor "the one
 * company the text names") sees it. A run whose first word is a given name ("go with Karim"), a
 * month, a place, a title or an everyday word, a bare acronym ("evaluating CPQ"), a run cut short
 * ("go with Plan B"), or a word of a person's name stays out. "use C" and "on the C" are left alone
 * (products, places). A person of two words read in the bid slot, with no address or title and no
 * given name first, is that company ("Kargo Cepat's bid"), and so in two more slots: what is acquired
 * ("Fjordline Maps has been acquired by Nordhav Geo", read as a person that took Eirik Lunde's links)
 * and a business's role with no owner ("to see the linen supplier, Lavanderia Partenope"); read as
 * companies while the links are read, both made a tuning text worse (the supplier took "the one
 * company the text names" from a hotel's staff). The corpus test's held-out floors on
 * companies' precision leave room for no wrong company, so the slots are few and narrow.
 */
import { FIRST_NAMES, NOT_NAME_WORDS, PLACES, TITLE_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { companyKey } from './elements.js'
import type { Reader } from './reader.js'

/** One to four capitalised words of two letters or more (each at most 64 letters, so a match is bounded). */
const RUN = String.raw`([A-Z][\p{L}\d]{1,63}(?:[ -][A-Z][\p{L}\d]{1,63}){0,3})`
/** The same run ending where a slice of text ends: what stands before a bid or an acquisition. */
const RUN_BEFORE = new RegExp(RUN + '$', 'u')
/** How far back a run of four words can start: four words of 64 letters and their three spaces. */
const RUN_REACH = 4 * 64 + 3
/** After a decision's name, its end: "go with Plan B" names no "Plan". */
const WHOLE = String.raw`(?![\p{L}\d]|[ -][A-Z\d])`
/** A decision that names a vendor or rival after it. */
const BEFORE = new RegExp(
  String.raw`\b(?:lost (?:it|the deal|the account|the contract|the tender|out) to|(?:went|go|going|gone|opted) with|evaluated|evaluating(?: us against)?|compared our (?:quote|bid|offer|price|pricing) (?:with|to|against)|(?:vendor|supplier|provider|competitor) is|moved (?:our |the |their )?(?:payroll|invoices|invoicing|billing|accounts|accounting|books|bookkeeping|data|hosting|email|support|tickets|ticketing|everything) (?:over )?from) ` +
    RUN +
    WHOLE,
  'gu',
)
/** A rival's bid, or an order placed: "Kargo Cepat's bid", "the Tundra Outdoor PO". */
// Searched from the words after the run, then the run read backwards from there: a search that starts with
// the run tries it at every capital letter, and over one endless word that is quadratic (a CI bound found it).
const BID = /(?:'s|’s) (?:bid|quote|proposal|offer|tender)\b/gu
/** What is acquired is a company: "Fjordline Maps has been acquired by Nordhav Geo". */
const ACQUIRED = / (?:has been|had been|was|were|is being|is) (?:acquired|bought|purchased) by\b/gu
/** A business's role with no owner, then its name: "to see the linen supplier, Lavanderia Partenope". */
const ROLE = new RegExp(
  String.raw`\bthe (?:[a-z]+ )?(?:supplier|vendor|distributor|wholesaler|manufacturer|contractor|agency|reseller|carrier|forwarder|caterer|insurer), ` +
    RUN +
    WHOLE,
  'gu',
)
const ORDER = new RegExp(String.raw`\bthe ` + RUN + String.raw` (?:order|PO|purchase order)\b`, 'gu')

/** Whether a run may name a company: no given name, month, place, title or everyday word first; no bare acronym. */
export function companyLike(name: string): boolean {
  const words = name.split(/[ -]/)
  const first = words[0]!.toLowerCase()
  if (FIRST_NAMES.has(first) || NOT_NAME_WORDS.has(first) || WEEKDAYS_AND_MONTHS.has(first)) return false
  if (TITLE_WORDS.has(first) || words.every((w) => PLACES.has(w.toLowerCase()))) return false
  return words.some((w) => /\p{Ll}/u.test(w))
}

/** The run that ends at `end` (before "'s bid", " has been acquired by"), as a slot where a person is that company. */
function runBefore(text: string, end: number, found: { name: string; at: number; bid: boolean }[]): void {
  const from = Math.max(0, end - RUN_REACH)
  const m = RUN_BEFORE.exec(text.slice(from, end))
  if (m) found.push({ name: m[1]!, at: from + m.index, bid: true })
}

/**
 * Adds the companies of decisions, bids, acquisitions and roles, after the links are read (see above);
 * one pass of each pattern over the text. `bid`: a person read there is that company.
 */
export function addVendorCompanies(r: Reader): void {
  const found: { name: string; at: number; bid: boolean }[] = []
  for (const m of r.text.matchAll(BEFORE))
    found.push({ name: m[1]!, at: m.index + m[0].length - m[1]!.length, bid: false })
  for (const m of r.text.matchAll(BID)) runBefore(r.text, m.index, found)
  for (const m of r.text.matchAll(ORDER)) found.push({ name: m[1]!, at: m.index + 4, bid: false })
  for (const m of r.text.matchAll(ACQUIRED)) runBefore(r.text, m.index, found)
  for (const m of r.text.matchAll(ROLE))
    found.push({ name: m[1]!, at: m.index + m[0].length - m[1]!.length, bid: true })
  for (const { name, at, bid } of found) {
    if (!companyLike(name)) continue
    const key = companyKey(name)
    const person = r.people.get(key)
    if (person) {
      if (!bid || name.indexOf(' ') < 0 || person.emails.length > 0 || person.title) continue
      r.people.delete(key)
      const kept = r.links.filter((l) => l.from !== person.name && l.to !== person.name)
      r.links.length = 0
      r.links.push(...kept)
    } else if (name.indexOf(' ') < 0 && r.byPart.has(key)) continue
    r.company(name, at)
  }
}
