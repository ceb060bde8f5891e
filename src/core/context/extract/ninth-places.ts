/*
 * More places (W18): cities and regions of Ethiopia, Vietnam, Hungary, Chile, Bangladesh, Samoa,
 * Uzbekistan, Greece, Ghana and Indonesia, where a ninth fresh writer's farm, airline, clinic, mill
 * and port notes are set. Unlisted, a city after a person reads as their employer ("met Siti Rahayu
 * from Surabaya", "Ioannis Pappas from Thessaloniki"). Names that are also given names or English or
 * Spanish words (Adama, Larissa, Concepción, Tamale, Hue, Can Tho, Dire Dawa, Da Nang, Cape Coast)
 * are left out. Lower case; lexicon.ts merges them into PLACES. And weekdays in the plural ("moves to
 * Wednesdays from February"), which lexicon.ts merges into WEEKDAYS_AND_MONTHS.
 */
export const NINTH_PLACES: readonly string[] = `
addis ababa gondar mekelle hawassa hanoi haiphong debrecen szeged miskolc pécs győr temuco chittagong
chattogram khulna sylhet rajshahi barisal apia namangan andijan navoi nukus karshi thessaloniki piraeus patras
heraklion kumasi
takoradi tema surabaya bandung medan denpasar yogyakarta semarang makassar bogor bali
`
  .trim()
  .split(/\s+/)

export const PLURAL_WEEKDAYS: readonly string[] = ['mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays']
