/*
 * More words a company's name ends in (issue 27, E3): the trades a fresh writer's suppliers and
 * customers are in. The tuning part missed companies across eight writers' batches whose last word
 * was an industry noun the list lacked ("Persepolis Tiles", "Solano Pumps", "Helix Biologics",
 * "Ikeja Paints", "Ankara Denim", "Kobe Precision"), and read some of them as people ("Aurora
 * Pagamentos", "Ikeja Paints": a given name, then a capitalised word). Words that are also surnames
 * (Baker, Mills, Power, Mason, Fisher, Miller) or products' last words (Maps, Sheets, Docs) are left
 * out. Lower case; lexicon.ts merges them into COMPANY_WORDS.
 */
export const INDUSTRY_WORDS: readonly string[] = `
tiles pumps biologics garments paints coatings denim precision fabrics footwear tools optics
pagamentos pagos
`
  .trim()
  .split(/\s+/)
