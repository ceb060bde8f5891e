/*
 * A university or school named where someone studies or studied is a company of the text (E7): "He
 * studied at Warsaw University of Technology", "final-year student at Edinburgh Napier University",
 * "host your students at Escola de Verão do Porto" (three writers' batches list them so). It is no
 * one's employer, so, as vendor-companies.ts does, it is added after every link is read and no link
 * rule sees it. Only a run holding a school's word (University, College, School, Institute, Academy,
 * Polytechnic, Escola, Universidad ...): "studied at INSEAD" and "a student at Oxford" name no such
 * word and stay as they were. One pass of the pattern over the text.
 */
import { companyKey } from './elements.js'
import type { Reader } from './reader.js'

/** Capitalised words (at most eight, each at most 64 letters), joined by a space or a joiner ("of", "do"). */
const RUN = String.raw`([A-Z][\p{L}\d'’-]{0,63}(?: (?:(?:of|de|do|da|dos|das|del|for) )?[A-Z][\p{L}\d'’-]{0,63}){0,7})`
const STUDY = new RegExp(
  String.raw`\b(?:studied|studies|studying|student|students|graduated|graduate|alumnus|alumna) (?:at|from|of) (?:the )?` +
    RUN,
  'gu',
)
/** A school's word, one of which the run must hold. */
const SCHOOL_WORDS = new Set(
  `university college school institute academy polytechnic escola universidade universidad instituto université
  universität hochschule`.split(/\s+/),
)

/** Adds the schools where people study or studied (see above), after the links are read. */
export function addStudiedSchools(r: Reader): void {
  for (const m of r.text.matchAll(STUDY)) {
    const name = m[1]!
    if (!name.split(' ').some((w) => SCHOOL_WORDS.has(w.toLowerCase()))) continue
    if (r.people.has(companyKey(name))) continue
    r.company(name, m.index + m[0].length - name.length)
  }
}
