/**
 * Thanks turned to the introducer by name: "Ingrid, thanks again for introducing us to Jonas last
 * spring", "Priya — thank you for connecting me with Lucas Moreau". "Thanks Priya for ..." reads
 * elsewhere (introductions.ts); here the name opens the sentence and the thanks follow its comma.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "P, thanks (again) for introducing us to Q" / "for the intro to Q" / "for connecting me with Q". */
export function thanksTurned(r: Reader, view: View): void {
  const { isW, isX } = view
  const i = view.bodyStart
  const by = view.personAt(i)
  if (!by || !isX(i + 1, ',', '—', '–', '-')) return
  let k = i + 2
  if (isW(k, 'thanks')) k++
  else if (isW(k, 'thank') && isW(k + 1, 'you')) k += 2
  else return
  if (isW(k, 'again', 'so', 'very')) k++
  if (isW(k, 'much')) k++
  if (!isW(k, 'for')) return
  k++
  if (isW(k, 'introducing', 'connecting')) {
    k++
    if (isW(k, 'us', 'me')) k++
    if (!isW(k, 'to', 'with')) return
    k++
  } else if (isW(k, 'the') && isW(k + 1, 'intro', 'introduction') && isW(k + 2, 'to')) k += 3
  else return
  const introduced = view.personAt(k)
  if (introduced && introduced !== by && introduced !== r.me) r.introduced(introduced, by, view.sentence)
}
