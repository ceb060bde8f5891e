/*
 * "she'll report to me, as before" (issue 27, W17): a pronoun with a contracted "will" is read as
 * the pronoun and "will", as "she will" is, so the clause rules find its subject ("he", "she") and
 * skip "will" as they skip any auxiliary. "he's"/"she's" are split into the pronoun and "is" already.
 */
/** "she'll", "he’ll": the pronoun a contracted "will" follows, else undefined. */
export function contractedWill(lc: string): string | undefined {
  if (lc === "he'll" || lc === 'he’ll') return 'he'
  if (lc === "she'll" || lc === 'she’ll') return 'she'
  return undefined
}
