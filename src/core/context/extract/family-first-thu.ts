/*
 * "Thu" after a Vietnamese family name is a given or middle name, not Thursday (issue 27, E7):
 * "Tran Thu Ha", "Pham Thu" (a chat's speaker), "Le Thu joined Saigon Logistics". Three writers'
 * batches named people so, and a weekday inside a run otherwise keeps it from being a name
 * (people.ts). The family names are the common ones, with and without their marks; "Do" and "Ho"
 * are English words and stand only with their marks ("Đỗ", "Hồ").
 */
import { titleCase, type Run } from './elements.js'
import type { Tok } from './scanner.js'

const FAMILY_NAMES = new Set(
  `nguyen nguyễn tran trần le lê pham phạm hoang hoàng huynh huỳnh phan vu vũ vo võ dang đặng bui bùi ngo ngô
duong dương đỗ hồ`.split(/\s+/),
)

/** Whether the words are a Vietnamese family name and "Thu", with a third word or none ("Le Thu"). */
export function thuName(words: readonly Tok[]): boolean {
  return (
    (words.length === 2 || words.length === 3) &&
    words[1]!.text === 'Thu' &&
    FAMILY_NAMES.has(words[0]!.lc) &&
    words.every((w) => titleCase(w.text))
  )
}

/** Whether words[k] is "Thu" second in a run of two or three words opening with a Vietnamese family name. */
export function familyFirstThu(run: Run, k: number): boolean {
  return k === 1 && thuName(run.words)
}
