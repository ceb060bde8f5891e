/*
 * A company named only as where two people knew each other before (E7): "she knows him from
 * Siemens", "my old manager from Infosys is there". The name is a past employer, no one's current
 * one in the sentence, so, as vendor-companies.ts does, it is added after every link is read: no link
 * rule sees it. Only after "knows/knew him|her|them" and after "my/our/his/her/their" with "old" or
 * "former" and a colleague's word (manager, boss, colleague ...), so "a friend from Oslo" and "the
 * manager from February" stay out; a given name, month, place, title or everyday word first, a bare
 * acronym and a run cut short ("from Plan B") stay out too. One pass of each pattern over the text.
 */
import { companyKey } from './elements.js'
import type { Reader } from './reader.js'
import { companyLike } from './vendor-companies.js'

/** One to four capitalised words of two letters or more (each at most 64 letters, so a match is bounded). */
const RUN = String.raw`([A-Z][\p{L}\d]{1,63}(?:[ -][A-Z][\p{L}\d]{1,63}){0,3})`
/** After the name, its end: "from Plan B" names no "Plan". */
const WHOLE = String.raw`(?![\p{L}\d]|[ -][A-Z\d])`
/** Where two people met: "knows him from C", "my old manager from C". */
const KNOWN_FROM = new RegExp(
  String.raw`\b(?:(?:knows?|knew) (?:him|her|them)|(?:my|our|his|her|their) (?:old|former) (?:manager|boss|colleague|colleagues|teammate|teammates|mentor|supervisor)) from ` +
    RUN +
    WHOLE,
  'gu',
)

/** Adds the companies where people knew each other before (see above), after the links are read. */
export function addKnownFromCompanies(r: Reader): void {
  for (const m of r.text.matchAll(KNOWN_FROM)) {
    const name = m[1]!
    if (!companyLike(name)) continue
    const key = companyKey(name)
    if (r.people.has(key) || (name.indexOf(' ') < 0 && r.byPart.has(key))) continue
    r.company(name, m.index + m[0].length - name.length)
  }
}
