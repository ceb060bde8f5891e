/*
 * More given names of the cultures everyday business text names (issue 27, E3): Scottish and Irish,
 * Swahili and Kenyan, Bengali, Japanese, Finnish, Samoan and Tongan, French, Hebrew, Italian, Korean
 * (hyphenated, as written in Latin letters), West African, Persian, Danish and Hungarian. The tuning
 * part missed fifteen full names across eight writers' batches only because the given name was not
 * listed ("Callum Fraser, also in design, takes over"; "Rafiq Chowdhury got an offer"). Names that
 * are also English words, places, products or file types (Lone, Isla, Ville, Sora, Avi, Ariel, Shun,
 * Ren) are left out: a listed given name makes a capitalised pair a person with no other cue.
 * Lower case, one Set.has per word (lexicon.ts merges them into FIRST_NAMES).
 */
export const WORLD_GIVEN_NAMES: readonly string[] = `
callum fergus euan angus ewan hamish alasdair eilidh morag niamh saoirse ciaran cormac declan eoin oisin
padraig seamus aisling sinead roisin orla grainne
juma rehema baraka neema zawadi wanjiku wambui njeri muthoni atieno auma mwajuma hamisi bakari rashidi
tumaini upendo
rafiq farhana nusrat shakib rubina shamim habibur mizanur arif anisur
ryo yuto hinata yui yuna kazuki hayato daiki yusuke keisuke tatsuya kaori misaki
saara aada emmi veera iida eetu onni niilo oskari tapio kalle sami
sina sione tavita losana seini viliami tevita salote
georges jacques etienne mathieu baptiste thibault benoit gaelle solene clemence amelie aurelie helene
sylvain yannick
ilan gil noam itai yossi liat yonatan eitan ronit dafna
alessandra federico riccardo stefano davide simona ilaria elisabetta giorgia vittoria matilde
soo-ah ji-eun min-ji hye-jin seung-ho dong-hyun jung-ho young-ho sung-min eun-young ji-won hyun-jin
yeon-woo
fatoumata ousmane moussa mamadou cheikh abdoulaye aissatou souleymane boubacar
shirin golnaz maryam babak behnam farzad negin
kirsten dorte henning poul troels rasmus
noemi ilona bence levente dorina callie
`
  .trim()
  .split(/\s+/)
