/*
 * Given names of cultures the tuning part's writers name and the lists lacked (E5): Romanian,
 * Lithuanian, Finnish, Māori and Pacific, Scottish. The tuning part missed full names in three
 * writers' batches only for the given name ("Carpatia has Mihaela Stan covering them", "took over
 * from Kaisa Heikkinen", "Blair Sinclair over there is waiting", "including Kiri Rangihau and Sefo
 * Tuilagi"). Names that are also everyday words in a language the corpus uses ("Satu", "Pita",
 * "Mere") are left out, and so is "Rūta": finding "Rūta Kazlauskienė's battery storage team" in
 * t1098 took the writer's "reporting to our CTO, P" from her (a link rule's error, not traced).
 * Lower case (lexicon.ts merges them into FIRST_NAMES).
 */
export const MORE_GIVEN_NAMES: readonly string[] = `
mihaela andreea alexandru cristian florin raluca roxana oana sorin vlad radu
jurgita laima eglė egle mantas gintaras vytautas audrius aušra mindaugas rimantas
kaisa kaija liisa petri
kiri manaia tama sefo malia teuila mele matiu
blair
`
  .split(/\s+/)
  .filter(Boolean)
