/*
 * More given names (W18) of the regions a ninth fresh writer's batch drew on: Ethiopian,
 * Hungarian, Chilean, Bengali, Samoan, Uzbek, Greek, Ghanaian and Indonesian. The batch lost full names,
 * and with them their employer and links, only because the given name was not listed ("Mahlet Tadesse,
 * visiting researcher", "Georgios Nikolaidis (auditor, ...)", "Spoke to Mihály Farkas again"). Names
 * that are also English words, places, titles or common surnames (Long, Hung, Dung, Made, Sri, Nana,
 * Mai, Lan, Ha, Tam, Bao, Hai, Hong, Pita, Mose, Haile, Kebede, Solomon, Aster, Bethlehem, Athina,
 * Dora) are left out: a listed given name makes a capitalised pair a person with no other cue. Lower
 * case, one Set.has per word (lexicon.ts merges them into FIRST_NAMES). Vietnamese given names (Tuan,
 * Huy, Minh) are left out too: listed, they cut "Anh Tuan Pham" and "Le Quang Huy" short.
 */
export const NINTH_GIVEN_NAMES: readonly string[] = `
almaz selam meron tesfaye yonas kidist mahlet alemayehu getachew tsegaye yared liya senait eyerusalem fikre
birtukan mekdes mesfin tewodros
zsófia zsofia gábor gabor mihály mihaly erzsébet erzsebet krisztina bálint balint orsolya istván istvan
lászló laszlo ferenc katalin zoltán attila tamás tamas andrás andras csaba judit ildikó ildiko
francisca javiera constanza benjamín vicente sebastián cristóbal cristobal antonia josefa ignacia
sumi arnab sharmin mahmuda sanjida rahima shafiqul tahmina nasrin kamrul jahangir fahim sabina rezaul moushumi
leota lagi iosefa sefa siosaia lupe ioane
alisher bahrom nigora aziza kamola umida rustamjon
eleni panos theodora georgios vasiliki ioannis stavros kallisti lefteris melina dimitra konstantinos christos
katerina vasilis yannis spyros despina
dorcas akwasi kobina
ketut wayan putri agus rina hendra ayu nyoman komang wahyu rizky fitri kartika bambang budi joko slamet indah
`
  .trim()
  .split(/\s+/)
