/*
 * A company named as someone's past keeps the company in play (issue 27, W11, t1101-t1140): in
 * "Harbor Lane today announced that Jane Okafor has joined as CFO. Okafor was previously at Beta
 * Capital. She will report to CEO John Mbeki.", Beta Capital is where Jane was; the CEO's title
 * still belongs to the company the announcement is about.
 */
import type { View } from './view.js'

/** Words that make "at/with/of C" within the few words after them a past employer. */
const PAST_WORDS = ['previously', 'formerly', 'spent', 'prior', 'former', 'ex']
/** Verbs of arriving before "from C": "joins from C", "came over from C". */
const ARRIVALS = ['joins', 'joined', 'joining', 'came', 'comes', 'moves', 'moved']

/** Whether the company at elements[i] is named as where someone was before. */
export function pastEmployer(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i - 1, 'from')) return isW(i - 2, ...ARRIVALS) || (isW(i - 2, 'over', 'us') && isW(i - 3, ...ARRIVALS))
  if (!isW(i - 1, 'at', 'with', 'of')) return false
  for (let x = i - 2; x >= 0 && x >= i - 7; x--) {
    if (isW(x, ...PAST_WORDS)) return true
    if (view.at(x)?.k === 'C' || view.isX(x, '.', ';')) return false
  }
  return false
}
