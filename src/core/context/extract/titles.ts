/** Job titles: "Head of Growth", "VP Engineering", "Chief Revenue Officer", "CFO", "the Forward Applications Manager". */
import { COMPANY_WORDS, FIRST_NAMES, TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { CAPITAL_ONLY_HEADS, TITLE_CONNECTORS, TITLE_DETS } from './cues.js'

const POSSESSIVES = new Set(['their', 'his', 'her', 'our', 'its', 'my', 'your'])
/** Words between a possessive and a title: "their new head of ...". */
const NEWLY = new Set(['new', 'current', 'acting', 'interim'])
/** Heads that take a department after "of" as "head" does ("Director of Logistics"). */
const DEPARTMENT_HEADS = new Set(['director', 'vp', 'manager'])
import { isCapWord, type Element } from './elements.js'
import type { Reader } from './reader.js'
import { collapseSpaces, isUpper, type Tok } from './scanner.js'

/** A job title starting at tokens[i]: "Head of Growth", "VP Engineering", "Chief Revenue Officer", "CFO". */
export function title(r: Reader, tokens: Tok[], i: number): { text: string; next: number } | undefined {
  // Past the line's end ("Budiono, our" closing a piece) there is no title.
  const first = tokens[i]
  if (
    first === undefined ||
    first.kind !== 'word' ||
    !(TITLE_HEADS.has(first.lc) || TITLE_WORDS.has(first.lc)) ||
    TITLE_CONNECTORS.has(first.lc)
  )
    return undefined
  let j = i
  let lastGood = -1
  let heads = 0
  while (j < tokens.length && j - i < 8) {
    const tok = tokens[j]!
    if (tok.kind === 'punct' && tok.text === '&' && j > i) {
      j++
      continue
    }
    if (tok.kind !== 'word') break
    const isHead =
      TITLE_HEADS.has(tok.lc) &&
      (!CAPITAL_ONLY_HEADS.has(tok.lc) ||
        isUpper(tok.text[0]!) ||
        (j > i && TITLE_WORDS.has(tokens[j - 1]!.lc) && !TITLE_CONNECTORS.has(tokens[j - 1]!.lc)) ||
        ((tokens[j + 1]?.lc === 'of' || tokens[j + 1]?.lc === 'at' || tokens[j + 1]?.lc === 'for') &&
          tokens[j + 2] !== undefined &&
          isCapWord(tokens[j + 2]!)) ||
        // "their head of procurement", "Orchid Pharma's head of procurement": after a possessive, a lower-case head of a department.
        (j === i &&
          i > 0 &&
          (POSSESSIVES.has(tokens[i - 1]!.lc) ||
            tokens[i - 1]!.poss ||
            tokens[i - 1]!.lc === 'the' ||
            tokens[i - 1]!.lc === 'as' ||
            // "their new head of procurement".
            (i > 1 && NEWLY.has(tokens[i - 1]!.lc) && POSSESSIVES.has(tokens[i - 2]!.lc))) &&
          tokens[j + 1]?.lc === 'of' &&
          tokens[j + 2]?.kind === 'word') ||
        // "their buyer Fatima Zahra", "whose rep Steve Nolan": after a possessive, a lower-case head before a name.
        (j === i &&
          i > 0 &&
          (possessiveBefore(tokens[i - 1]!) || tokens[i - 1]!.lc === 'the') &&
          // "their buyer is Nkechi Okafor", "the owner, Amaka Eze" too.
          (nameAfter(tokens, j + 1) ||
            ((tokens[j + 1]?.lc === 'is' || tokens[j + 1]?.text === ',') && nameAfter(tokens, j + 2)))) ||
        // ", head of finance at Duomo Retail": a lower-case head of a department, then where.
        (j === i &&
          tokens[j + 1]?.lc === 'of' &&
          tokens[j + 2] !== undefined &&
          /^\p{Ll}+$/u.test(tokens[j + 2]!.text) &&
          (tokens[j + 3]?.lc === 'at' || tokens[j + 3]?.lc === 'for') &&
          tokens[j + 4] !== undefined &&
          isCapWord(tokens[j + 4]!)))
    const isQualifier = TITLE_WORDS.has(tok.lc) || isHead || tok.lc === 'co-founder' || (tok.lc === 'vice' && j === i)
    if (!isQualifier) break
    // A lower-case department word after a capitalised head is not part of it ("CFO and sales").
    if (!isHead && j > i && !TITLE_CONNECTORS.has(tok.lc) && !isUpper(tok.text[0]!) && isUpper(first.text[0]!)) break
    if (isHead) heads++
    if (!TITLE_CONNECTORS.has(tok.lc)) lastGood = j
    j++
    if (tok.poss) break
  }
  // "(Head of Fleet)", "Head of Admissions,", "the head of logistics at X": a department the lists do not know,
  // closing an aside or followed by where.
  const dept = tokens[i + 2]
  const afterDept = tokens[i + 3]
  const generic = dept !== undefined && COMPANY_WORDS.has(dept.lc)
  if (
    lastGood === i &&
    // "(Director of Logistics)": a generic word alone is a department, not a company.
    (first.lc === 'head' || (DEPARTMENT_HEADS.has(first.lc) && generic)) &&
    tokens[i + 1]?.lc === 'of' &&
    dept?.kind === 'word' &&
    !dept.poss &&
    ((isCapWord(dept) &&
      (afterDept === undefined ||
        (afterDept.kind === 'punct' && /^[),;]$/.test(afterDept.text)) ||
        // "as Director of Payments.", "Head of Logistics at Acme": one generic word, then no more of a name.
        (generic && !isCapWord(afterDept)))) ||
      (/^\p{Ll}+$/u.test(dept.text) &&
        (afterDept?.lc === 'at' ||
          afterDept?.lc === 'for' ||
          // "Kaufland's head of category,", "their head of category.": a department closing the phrase.
          (i > 0 &&
            (tokens[i - 1]!.poss || POSSESSIVES.has(tokens[i - 1]!.lc)) &&
            (afterDept === undefined ||
              (afterDept.kind === 'punct' && /^[),;.]$/.test(afterDept.text)) ||
              // "our head of stores Layla Hassan": the department, then the person's name.
              nameAfter(tokens, i + 3))))))
  )
    lastGood = i + 2
  else if (lastGood === i && first.lc === 'head' && twoWordDepartment(tokens, i)) lastGood = i + 3
  if (heads === 0 || lastGood < i) return undefined
  // "Head" alone is no title ("the Head said"); "Head of X" is.
  if (lastGood === i && (first.lc === 'head' || first.lc === 'lead' || first.lc === 'chief' || first.lc === 'vice'))
    return undefined
  const text = collapseSpaces(r.text.slice(first.start, tokens[lastGood]!.end)).replace(/['’]s$/, '')
  return { text, next: lastGood + 1 }
}

/**
 * A title made of words the lists do not know, after "the", "a", "as" or "their": capitalised
 * words up to a title's head ("the Forward Applications Manager", "as Principal Data Wrangler Lead").
 */
export function looseTitle(r: Reader, tokens: Tok[], i: number): { text: string; next: number } | undefined {
  const before = tokens[i - 1]
  if (!before || before.kind !== 'word' || !TITLE_DETS.has(before.lc) || !isCapWord(tokens[i]!)) return undefined
  for (let h = i + 1; h < tokens.length && h < i + 5; h++) {
    const tok = tokens[h]!
    if (!isCapWord(tok) || tok.poss) return undefined
    const found = title(r, tokens, h)
    if (found && TITLE_HEADS.has(tok.lc))
      return {
        text: collapseSpaces(r.text.slice(tokens[i]!.start, tokens[found.next - 1]!.end)),
        next: found.next,
      }
  }
  return undefined
}

/** Whether elements[from, to) are one to three capitalised department words: "Finance", "Customer Success". */
export function department(elements: readonly Element[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > 3) return false
  for (let x = from; x < to; x++) {
    const e = elements[x]
    if (e?.k !== 'W' || !e.cap || !TITLE_WORDS.has(e.w)) return false
  }
  return true
}

/**
 * A run shaped like a role, not a name: "Customer Success", "Implementation Lead" on a signature's
 * line. All of its words are title words, or it ends in a title's head and does not start with a
 * given name ("Implementation Lead", not "Amber Lead").
 */
export function roleShaped(words: readonly Tok[], given: boolean): boolean {
  if (words.every((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc))) return true
  return !given && words.length >= 2 && TITLE_HEADS.has(words[words.length - 1]!.lc)
}

/** "their", "his", "whose", "Grace's": a word that makes the next one somebody's. */
function possessiveBefore(tok: Tok): boolean {
  return POSSESSIVES.has(tok.lc) || tok.lc === 'whose' || (tok.poss && tok.kind === 'word')
}

/** A person's name starting at tokens[k]: a capitalised word after a given name, or two capitalised words. */
function nameAfter(tokens: Tok[], k: number): boolean {
  const a = tokens[k]
  const b = tokens[k + 1]
  if (!a || !isCapWord(a) || TITLE_HEADS.has(a.lc) || TITLE_WORDS.has(a.lc)) return false
  return FIRST_NAMES.has(a.lc) || (b !== undefined && isCapWord(b))
}

/**
 * "their head of retail lending,": after a possessive, "head of" and two lower-case words closing
 * the phrase (a comma, a parenthesis, the end, "at" and the company), a department the lists do not know.
 */
function twoWordDepartment(tokens: readonly Tok[], i: number): boolean {
  const before = tokens[i - 1]
  const [of, a, b, end] = [tokens[i + 1], tokens[i + 2], tokens[i + 3], tokens[i + 4]]
  return (
    before !== undefined &&
    (before.poss || POSSESSIVES.has(before.lc)) &&
    of?.lc === 'of' &&
    a !== undefined &&
    b !== undefined &&
    /^\p{Ll}{3,}$/u.test(a.text) &&
    /^\p{Ll}{3,}$/u.test(b.text) &&
    !FUNCTION_WORDS.has(a.lc) &&
    !FUNCTION_WORDS.has(b.lc) &&
    (end === undefined || end.lc === 'at' || (end.kind === 'punct' && /^[),;.]$/.test(end.text)))
  )
}

/** Words that never end a department: "head of sales at", "head of it and". */
const FUNCTION_WORDS = new Set([
  'and',
  'or',
  'the',
  'at',
  'for',
  'with',
  'from',
  'of',
  'in',
  'on',
  'to',
  'who',
  'was',
  'is',
])
