/*
 * More given names (W12) of the regions a fresh writer's batch drew on: Kazakh, Kyrgyz, Uzbek, Tajik
 * and Turkmen; Zulu, Xhosa, Sotho, Tswana, Shona and Afrikaans; Quechua, Aymara and the Spanish of
 * the Andes; Serbian, Croatian, Bosnian, Albanian, Macedonian and Bulgarian; Filipino; Thai; and
 * names Indigenous Australian and Canadian families give. The batch lost full names only because the
 * given name was not listed ("talk to Nemanja Ilić; he knows", "Apologies: Sizwe Nkosi (Highveld
 * Wireless)", "Call log 15.01 — Kgosi Mothibi, Logistics Director"), and with them their employer
 * and links. Names that are also English words, places, surnames or Quechua nouns (Cherry, Lovely,
 * Precious, Ploy, Nok, Flor, Jericho, Shawnee, Bindi, Inti, Yupanqui) are left out: a listed given
 * name makes a capitalised pair a person with no other cue. Lower case, one Set.has per word
 * (lexicon.ts merges them into FIRST_NAMES).
 */
export const REGIONAL_GIVEN_NAMES: readonly string[] = `
daniyar nurlan saule aibek gulzat meerim jahongir dilfuza farrukh zarina yerbol madina bolat serdar
gulshat merdan askar ainur timur rustam zhanar nursultan kanat dauren almas azamat aizhan dinara sanzhar
umid sardor nodira malika feruza ulugbek javlon jamshid firuza parviz behruz manizha davron aliya aruzhan
bekzat erlan gaukhar kairat marat nurgul saltanat talgat yerzhan zhanna aidana bakyt chinara elmira
kubanych nurbek aisuluu otabek sherzod dilshod shahnoza gulnora bobur akmal laziz sitora zilola khurshid
davlat sukhrob shahlo
lindiwe nokuthula thabang mpho sizwe lerato busisiwe thandeka mthunzi ayanda tendai kgosi boitumelo kagiso
tshepo lebo palesa refilwe karabo nandi zodwa siyabonga andile khanyisile nosipho xolani tumelo dineo
keabetswe onalenna tatenda farai rutendo chipo tinashe nyasha kudzai tafadzwa rufaro takudzwa riaan hennie
elmarie annelie wian thulani nompumelelo mandla lungile phumzile nonhlanhla kgomotso tebogo mmabatho lesego
masego oratile nthabiseng bheki sabelo lethabo ntombi zinhle
wilmer efrain efraín yolanda ximena lucía wayra nayra illari edwin wilber yessenia milagros nilda eulogio
fidel gladys rufino saturnino hilda marleny yanet rocío rocio rosmery jhon jhonatan jhonny elmer hernan
hernán rolando vilma zenobia
nemanja milica dragan biljana tomislav marko vesna lejla admir amira edin arben besa ilir vjosa bojan
kaloyan aleksandar ognjen dragana milos miloš dusan dušan zoran branko snezana snežana mirjana slobodan
bojana tijana dejan predrag zlatan emina selma amra haris kenan dzenana drita fatmir agron blerina valon
teuta besnik kaltrina ivica josip kresimir krešimir zeljko željko mladen hristo dimitar georgi radoslav
desislava tsvetelina boyan todor petar zdravko hristina vesela blagoja gordana slavica radovan srdjan srđan
vukašin danijela marija katarina ilinka jasmina azra nedim tarik elvir
rowena arnel marites ramón liza bea corazon ramil rosalinda maricel jennelyn rodel jonel arvin mylene
jocelyn lorna roderick reynaldo teodoro imelda marivic rhea analyn jhun dindo rommel jomar maryjane divina
rizalina marilou efren nestor honeylyn kristine jayson
siriporn kittisak nattapong kanokwan pichit supachai apinya worawut wanchai duangjai pornthip thanakorn
kittipong narin chutima anucha somsak sompong suda malee arthit pimchanok nattaya thitima wichai surachai
prasert araya kanya orathai rattana sirinya chanida jiraporn panida pornpimol sutthipong tanawat teerapat
thanawat somkiat porntip sunisa waraporn chaiwat apichart kamol boonsong
jedda tjarra jarli marlee koorine kiah allira tarni lowanna mundara kirrily alinta yarran djalu bunji
tanis kanen winona migizi aputi kateri niigaan makwa aiyana kiona takoda ayasha tahnee taini
`
  .trim()
  .split(/\s+/)
