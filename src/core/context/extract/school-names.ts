/*
 * Schools known by a short name, where people were together or met: "we were at Keio together",
 * "Aditi, Rohan Kapoor, Sunil Batra and I were all at IIT Bombay together", "got to know Karim
 * Mansour at INSEAD" (E5, the tuning part's wrong companies across batches). "were at Deloitte
 * together" says the same of an employer, so only the name tells a school: a short list of
 * universities and business schools that go by a short name, read only in these places (after "at",
 * with "together" right after the name or a verb of meeting a few words before). brands.ts reads the
 * schools named by studying ("studied at AUB", "Lagos Business School"). Read in names.ts as one plain
 * word, so "were at IIT Bombay together" still reads as two people who know each other.
 */
import type { Run } from './elements.js'

const SCHOOLS = new Set(
  `insead lums keio waseda iit iim iisc wharton harvard stanford mit lse hec iese esade insper fgv tsinghua
   peking fudan kaist nus ntu hku eth epfl ucl ucla nyu cornell yale princeton kellogg booth sloan haas ceibs
   ie imd bocconi warwick strathmore makerere`.split(/\s+/),
)
/** Verbs of meeting someone somewhere, looked for a few words before "at". */
const MET = new Set(['met', 'meet', 'know', 'knew', 'known', 'were', 'was'])

/** Whether the run is such a school after "at", with "together" after it or a verb of meeting before it. */
export function schoolTogether(run: Run): boolean {
  const { tokens, a, j, words, prevWord } = run
  if (prevWord !== 'at' || !SCHOOLS.has(words[0]!.lc) || words.length > 3) return false
  if (tokens[j]?.lc === 'together') return true
  for (let k = a - 2; k >= 0 && k >= a - 6; k--) if (MET.has(tokens[k]!.lc)) return true
  return false
}
