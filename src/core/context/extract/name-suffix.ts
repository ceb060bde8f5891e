/**
 * A name of two or more words that ends exactly one longer name (three words or more) of the same
 * text is that person: "Lê Thị Hồng Nhung" in a Cc line, then "Ms. Hồng Nhung" (a Vietnamese given
 * name is the name's end), "Luiz Fernando Albuquerque" then "Fernando Albuquerque". Its links and
 * follow-ups move to the fuller name (name-prefix.ts `renamePerson`), and it is no person of its own.
 */
import type { PersonState } from './elements.js'
import { renamePerson } from './name-prefix.js'
import type { Reader } from './reader.js'

/** Whether `short` is folded into the one fuller name it ends (then its links name that one). */
export function foldNameSuffix(r: Reader, short: PersonState): boolean {
  if (short.words.length < 2) return false
  const lc = short.words.map((w) => w.toLowerCase())
  const n = lc.length
  const fuller = [...(r.byPart.get(lc[n - 1]!) ?? [])].filter(
    (p) =>
      p !== short &&
      p.words.length > n &&
      p.words.length >= 3 &&
      lc.every((w, k) => p.words[p.words.length - n + k]!.toLowerCase() === w),
  )
  if (fuller.length !== 1) return false
  renamePerson(r, short.name, fuller[0]!.name)
  return true
}
