/*
 * Greetings a fresh writer opens with (W10): "Hola Javier,", "Olá Bruna,", "Kia ora Mere,", "Bula
 * Losana!", and a name alone with a comma as the body's first line ("Martín,"). attested.ts vouches for
 * a first name after "Hi", "Dear", "Thanks"; these greetings vouch for it the same way, so the name
 * greeted reads as a person. Read once before the lines, in slices, as attested.ts. Greetings that
 * are also given names or company words ("Ola", "Salam", "Jambo") are left out.
 */
import { NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { eachMatchSliced } from './sliced-matches.js'

/**
 * A greeting of another language (or an everyday English one), then a capitalised word and a mark.
 * The lookahead of the greetings' first letters lets most positions fail at once (a third cheaper).
 */
const WORLD_GREETING =
  /(?=[HhOoBbSsCcNnMmKkTtAaZzXxGg])(?<![\p{L}\p{M}])(?:[Hh]ola|[Oo]lá|[Bb]onjour|[Ss]alut|[Hh]allo|[Hh]ej|[Hh]ei|[Cc]iao|[Ss]alve|[Nn]amaste|[Mm]erhaba|[Kk]ia ora|[Tt]alofa|[Mm]ālō e lelei|[Bb]ula|[Hh]abari|[Ss]awubona|[Cc]ześć|[Aa]hoj|[Zz]dravo|[Xx]in chào|[Cc]hào|[Kk]umusta|[Ss]elamat pagi|[Bb]uenos días|[Bb]om dia|[Gg]uten [Tt]ag|[Gg]ood morning|[Mm]orning),? (\p{Lu}[\p{Ll}\p{M}'’-]{1,63})[,!.]/gu
/** The header lines an e-mail's body starts after. */
const HEADER = /^(?:from|to|cc|bcc|subject|sent|date|re|fw|fwd)\s*:/i
/** A name alone, then a comma: the whole line. */
const NAME_LINE = /^(\p{Lu}[\p{Ll}\p{M}'’-]+),$/u

/** The one-word greetings among them, for the readers of a name after a greeting (first-names.ts, lone-names.ts). */
export const WORLD_GREETING_WORDS = [
  'hola',
  'olá',
  'bonjour',
  'salut',
  'hallo',
  'hej',
  'hei',
  'ciao',
  'salve',
  'namaste',
  'merhaba',
  'talofa',
  'bula',
  'habari',
  'sawubona',
  'cześć',
  'ahoj',
  'zdravo',
  'chào',
  'kumusta',
]

/** The longest match is under 90 characters (a word is at most 64 letters). */
const REACH = 128
/** Lines looked at for the body's first line: the headers of an e-mail are few. */
const HEAD_LINES = 12

const keep = (found: Set<string>, word: string): void => {
  const lc = word.toLowerCase()
  if (!NOT_NAME_WORDS.has(lc) && !WEEKDAYS_AND_MONTHS.has(lc)) found.add(lc)
}

/** The body's first line, when it is a name and a comma ("Martín,"): that name (else undefined). */
function nameLineFirst(text: string): string | undefined {
  let at = 0
  for (let n = 0; n < HEAD_LINES && at < text.length; n++) {
    let end = text.indexOf('\n', at)
    if (end < 0) end = text.length
    const line = text.slice(at, Math.min(end, at + 200)).trim()
    at = end + 1
    if (line === '' || HEADER.test(line)) continue
    return NAME_LINE.exec(line)?.[1]
  }
  return undefined
}

/** Adds the names greeted in other languages, and a body's opening "Name,", to `found`; yields between slices. */
export function* attestWorldGreetings(text: string, found: Set<string>): Generator<void, void, void> {
  const first = nameLineFirst(text)
  if (first !== undefined) keep(found, first)
  yield* eachMatchSliced(WORLD_GREETING, text, REACH, (m) => keep(found, m[1]!))
}
