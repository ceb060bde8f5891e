/*
 * Two given names joined as one clause's subject, read as no one before (FX3, issue 27): "Anna & Tom
 * sent the draft" (the ampersand keeps them apart as two people, sentences.ts, but neither name had a
 * cue of its own) and "Arjun and I met on Tuesday" (the person verbs that vouch for a lone given name
 * stand right after it). The pair opens its clause and a lower-case word (its verb) follows the
 * second; first-names.ts has checked the word is a listed given name and no everyday word. "Hamid and
 * Leyla Rahimi both report to P" names both whether or not "Leyla" is listed: the pair opens the clause
 * and a plural verb follows it.
 */
import { FIRST_NAMES } from '../lexicon.js'
import { titleCase, type Run } from './elements.js'
import type { Tok } from './scanner.js'

/** Words that open a clause before its subject. */
const OPENERS = new Set([',', ';', ':', 'and', 'but', 'so', 'since', 'because', 'when', 'then'])
const opens = (prevWord: string | undefined): boolean => prevWord === undefined || OPENERS.has(prevWord)
/** A verb's shape: a lower-case word ("sent", "met", "will"), not a preposition that ends the pair's clause. */
const verbAt = (tok: Tok | undefined): boolean =>
  tok?.kind === 'word' && /^\p{Ll}/u.test(tok.text) && !/^(of|at|from|in|on|for|to|with|by)$/.test(tok.lc)
const given = (tok: Tok | undefined): boolean =>
  tok?.kind === 'word' && titleCase(tok.text) && FIRST_NAMES.has(tok.lc) && !tok.poss

/** Plural verbs after a pair of subjects: "both report to", "work at", "know". */
const PLURAL_VERBS = new Set(
  'report work know met joined left lead run manage share sit used are were have had will can both all'.split(' '),
)

/**
 * "Hamid and Leyla Rahimi both report to P": a name-shaped run after a listed given name opening the
 * clause and "and", before a plural verb, is the pair's second person whatever the lists know of its
 * first word (people.ts asks it of a run of two words or more).
 */
export function pairedFullName(run: Run): boolean {
  const { tokens, a, prevWord, after } = run
  return (
    prevWord === 'and' &&
    given(tokens[a - 2]) &&
    opens(tokens[a - 3]?.lc) &&
    after?.kind === 'word' &&
    PLURAL_VERBS.has(after.lc)
  )
}

const GREETS = new Set(['hi', 'hey', 'hello', 'dear', 'thanks', 'thank', 'cheers', 'congrats', 'congratulations'])
const closes = (tok: Tok | undefined): boolean => tok === undefined || /^[,!.:]$/.test(tok.text)
const greets = (tok: Tok | undefined): boolean => tok?.kind === 'word' && GREETS.has(tok.lc)

/** "Hi Anna & Tom,": the run at a is the first or the second of a greeted pair of given names. */
function greetedPair(tokens: readonly Tok[], a: number, j: number, prevWord: string | undefined): boolean {
  const joins = (tok: Tok | undefined) => tok?.text === '&' || tok?.lc === 'and'
  const greeted = (k: number) => greets(tokens[k]) || (tokens[k]?.text === ',' && greets(tokens[k - 1]))
  // The first: "Hi Anna & Tom,".
  if (prevWord !== undefined && greeted(a - 1) && joins(tokens[j]) && given(tokens[j + 1]) && closes(tokens[j + 2]))
    return true
  // The second: "Hi Anna & Tom,".
  return joins(tokens[a - 1]) && given(tokens[a - 2]) && greeted(a - 3) && closes(tokens[j])
}

/** Whether the one-word run is one of "A & B <verb>" or "A and I <verb>" opening a clause. */
export function pairedGivenName(run: Run, text: string): boolean {
  const { tokens, a, j, prevWord, after, afterNext } = run
  // "Anna & Tom sent ...": the first, before "&", a given name and a verb.
  if (opens(prevWord) && after?.text === '&' && given(afterNext) && verbAt(tokens[j + 2])) return true
  // ... and the second, after "<given name> &".
  if (prevWord === '&' && given(tokens[a - 2]) && opens(tokens[a - 3]?.lc) && verbAt(after)) return true
  // "Both Yuto and Mei are at Sony": the first of a pair after "both", before "and" and a given name.
  if (prevWord === 'both' && opens(tokens[a - 2]?.lc) && after?.lc === 'and' && given(afterNext)) return true
  // "Hi Anna & Tom,", "Thanks, Anna and Tom!": a pair greeted or thanked, closed by a mark or the line's end.
  if (greetedPair(tokens, a, j, prevWord)) return true
  // "Hamid and Leyla Rahimi both report to P": before "and" and a two-word name, then a plural verb.
  const third = tokens[j + 3]
  if (
    opens(prevWord) &&
    after?.lc === 'and' &&
    titleCase(afterNext?.text ?? '') &&
    titleCase(tokens[j + 2]?.text ?? '') &&
    third?.kind === 'word' &&
    PLURAL_VERBS.has(third.lc)
  )
    return true
  // "Arjun and I met on Tuesday", "Arjun & I will send it"; not opening a quotation ("\"Kasia and I first
  // worked together,\" said Zając"), whose "I" is the one quoted and whose "Kasia" a short form of a name given
  // in full elsewhere, which no list ties to it.
  return (
    opens(prevWord) &&
    !/["“]\s*$/.test(text.slice(Math.max(0, tokens[a]!.start - 3), tokens[a]!.start)) &&
    (after?.lc === 'and' || after?.text === '&') &&
    afterNext?.kind === 'word' &&
    afterNext.text === 'I' &&
    verbAt(tokens[j + 2])
  )
}
