/*
 * Given names the lists lacked where the tuning part lost a full name, and with it its employer (E7):
 * Irish ("my old Aer Lingus chief pilot, Fergal Quinn", "Cathal Ó Briain" signing), Ethiopian
 * ("Meskerem Tilahun used to run cargo sales there"), Uzbek ("goes to Oysha Karimova for sign-off")
 * and "Bashir". Each is no English word, place or brand; "Selam" (a greeting) and "Almaz" are left
 * out. Lower case (lexicon.ts merges them into FIRST_NAMES).
 */
export const ENDS_GIVEN_NAMES: readonly string[] = `
fergal cathal donal fionnuala tadhg colm ronan eamon muireann clodagh ailbhe diarmuid dervla fiachra
meskerem tigist yohannes hiwot bereket mulugeta
oysha jasur bekzod
bashir
`
  .split(/\s+/)
  .filter(Boolean)
