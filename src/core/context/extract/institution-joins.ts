/*
 * "University of Nairobi", "Bank of Lisbon", "Banco Rural do Sul", "Caixa Geral dos Depósitos": an
 * institution's name runs on through "of" or a Portuguese "do"/"dos"/"das" (issue 27, E4). The
 * capitalised run stopped at those words, so the text kept "University", "Bank" or "Banco Rural" and
 * lost the link to the whole name in several writers' batches. Only a run whose own words say it is
 * an institution is joined (the word before "of", or the first word before "do"), so "Head of Sales",
 * "CFO of Acme" and "Anna do Monday" stay apart; departments and offices are parts of a company, not
 * one ("Department of Medicine"), and are left out. One Set.has per word, looking back at most the
 * run's seven words.
 */
import { isCapWord } from './elements.js'
import type { Tok } from './scanner.js'

/** The word before "of" in an institution's name ("University of", "Chamber of", "Bank of"). */
const BEFORE_OF = new Set([
  'university',
  'bank',
  'institute',
  'academy',
  'museum',
  'hospital',
  'ministry',
  'chamber',
  'society',
  'association',
  'federation',
  'foundation',
  'council',
  'conservatory',
  'polytechnic',
  'infirmary',
])

/** The first word of a Portuguese name that runs on through "do" ("Banco do Brasil", "Escola ... do Porto"). */
const BEFORE_DO = new Set([
  'banco',
  'caixa',
  'escola',
  'universidade',
  'instituto',
  'cooperativa',
  'companhia',
  'fundação',
  'fundacao',
  'associação',
  'associacao',
  'hospital',
  'museu',
  'grupo',
  'casa',
  'hotel',
  'clube',
])

const DO_WORDS = new Set(['do', 'dos', 'das'])

/**
 * Whether tokens[j] ("of", "do") joins the capitalised run tokens[i..j) to the capitalised word after
 * it as one institution's name.
 */
export function joinsInstitution(tokens: readonly Tok[], i: number, j: number): boolean {
  const word = tokens[j]!
  const after = tokens[j + 1]
  if (word.kind !== 'word' || after === undefined || !isCapWord(after) || after.start !== word.end + 1) return false
  if (word.lc === 'of') return !tokens[j - 1]!.poss && BEFORE_OF.has(tokens[j - 1]!.lc)
  if (DO_WORDS.has(word.lc)) return BEFORE_DO.has(tokens[i]!.lc)
  return false
}

/** First words that open an institution's name wherever it stands ("Hotel Miramare Sorrento", "Banco Rural do Sul"). */
const OPENING_HEADS = new Set([
  'hotel',
  'banco',
  'grupo',
  'caixa',
  'escola',
  'universidade',
  'universidad',
  'instituto',
  'cooperativa',
  'companhia',
  'compañía',
])

/**
 * Whether the run (two words or more) names an institution by its words: an opening head ("Hotel
 * Miramare Sorrento") or a head before "of" inside it ("University of Nairobi"). One look per word.
 */
export function institutionRun(words: readonly Tok[]): boolean {
  if (words.length < 2) return false
  if (OPENING_HEADS.has(words[0]!.lc) && isCapWord(words[1]!)) return true
  for (let k = 1; k + 1 < words.length; k++) if (words[k]!.lc === 'of' && BEFORE_OF.has(words[k - 1]!.lc)) return true
  return false
}
