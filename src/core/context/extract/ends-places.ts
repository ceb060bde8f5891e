/*
 * Places the tuning part read as companies (E7), in four writers' batches: a city in a person's tag
 * ("Aminata Traoré (warehouse manager, Ségou)", which took her and her boss from the company the
 * call log names), a city after an activity ("run the same pilot at Aktobe"), a region before what
 * is in it ("the Valle del Cauca account", "an Andes–Africa working group") and a continent's
 * adjective ("looking at West African markets"). A run made only of places is no company or person
 * (names.ts). Demonyms are places here only alone: "African Bank" and "Asian Paints" keep their
 * reading, as a run with a word that is no place does. Lower case; lexicon.ts merges them into PLACES.
 */
export const ENDS_PLACES: readonly string[] = `
aktobe ségou segou bamako mopti timbuktu
andes cauca valle
african asian european american arab caribbean latin
`
  .split(/\s+/)
  .filter(Boolean)
