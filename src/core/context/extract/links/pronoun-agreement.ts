/*
 * "He" and "she" agree with the person they stand for (issue 27, E3). Given names a reader knows as a
 * woman's or a man's are listed; names given to both (Alex, Andrea, Jan, Jean, Kim, Nicola, Noa,
 * Robin, Sasha, Sam) and names not listed agree with either. When the person the pronoun rules chose
 * has a given name of the other sex, the nearest person before it in the sentence (else the sentence
 * before) who agrees stands for it instead: "Fatoumata Diallo recruited Ousmane Sy ...; they have
 * stayed friends since he left for Senegal Pay" is Ousmane's move; "I met Tamar Friedman (Ilan
 * Shapiro's introduction) and she now runs payments at Negev Pay" is Tamar's job. One Set.has per
 * candidate, at most the sentence's people.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const list = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/))

const WOMEN = list(`
aino outi sanna katja riikka tiina paivi minna yaa akua adjoa chidinma adaobi amaka burcu tugba ebru larissa mariana
juliana leticia bruna ananya kavita sneha divya meera seo-yeon ji-yeon soo-jin ha-eun min-seo eun-ji naoko tomoko
akiko rania katarzyna malgorzata zofia ngaio anahera yael sofie gülşen rosalind reem renata amina abby abigail ada
adele adriana agnes aiko aisha alana alexandra alice alicia alina alison amanda amara amelia amy ana angela anika
anita ann anna anne annika anya asha ashley astrid aurora ava barbara beatrice beatriz beth bianca brenda bridget
britta camila camille carla carmen carol caroline carolyn catherine cecilia charlotte chiara chloe chloé christina
christine claire clara claudia cristina cynthia dana daniela danielle daria dawn deborah debra diana donna dorothy
edith eileen elena elif elin elisa elizabeth ella ellen ellie emily emma erika eva eve evelyn farah fatima federica
fiona frances francesca freya gabriela georgia gina giulia grace hana hannah harriet heather heidi helen helena
holly ida ilse ines ingrid irene iris isabel isabella isabelle jacqueline jade jana jane janet janice jasmine
jessica jill joan joanna johanna joyce judith judy julia julie juliet karen karin kate katharina katherine kathleen
kathryn katie kira kristen kristin lara laura lauren leah lena lila lily linda lindsay linnea lisa louise lucia lucy
luisa lydia madeleine maja margaret maria marie marion marta martha mary maya megan mei melanie melissa mia michelle
mila miriam molly nadia naomi natalia natalie neha nicole nina noor nora olga olivia pamela paola patricia paula
petra phoebe pia pooja priya rachel raquel rebecca rita rosa rose ruby ruth sabrina sadie sally samantha sandra sara
sarah serena sharon sheila shirley simone siobhan siobhán sofia sophia sophie stella stephanie susan suzanne sylvia
tamara tanya teresa thea tina tracy uma valentina valeria vanessa vera veronica victoria violet wendy yasmin yvonne
zara zoe zoë zoey abena achieng adwoa akinyi aminata anneke ayesha ayşe carys dewi esther fatou gwen halima imogen
jiahui keiko kemi leonie liis lotte mariama mirela mona nomvula noura ritu sade siti tessa efua akosua yetunde zainab
zanele zeynep zsofia zuzana priyanka sunita svetlana tatiana teodora thandiwe ulla uzma veronika wanjiru yasmine
fatoumata aissatou rehema neema zawadi wanjiku wambui njeri muthoni atieno mwajuma farhana nusrat rubina saara aada
emmi veera iida salote seini losana gaelle solene clemence amelie aurelie helene liat ronit dafna alessandra simona
ilaria elisabetta giorgia vittoria matilde soo-ah ji-eun min-ji hye-jin eun-young shirin golnaz maryam negin kirsten
dorte noemi ilona dorina callie niamh saoirse aisling sinead roisin orla grainne eilidh morag tamar shira ngozi
chioma chiamaka ifeoma nkechi folake funmi bukola bosede hadiza khadija layla leila leilani lakshmi magdalena mariam
marisol nanami naledi parisa sakura salma samira sanjana shreya sigrid silvia agnieszka aylin ayumi azadeh birgit
dalia deepa dorota ekaterina elina emine esra eszter ewa farida fatma fernanda filipa gulnara hanna haruka hatice
helga imani inga ioana irina ivana jelena jovana kamala kasia kateryna kavya lisbeth ljubica manon
`)

const MEN = list(`
jussi matti aleksi petteri antti heikki tuomas eero juha jukka pekka timo teemu lauri ilkka kwesi kwaku yaw
kwadwo ekow chukwuemeka babatunde oluwaseyi ikenna nnamdi kunle segun ifeanyi serkan ozan gokhan volkan rodrigo
vinicius joao aditya venkat srinivas min-jun ji-hoon jae-won seo-jun do-yun hyun-woo daisuke sota riku takumi shota
abdullah abdulrahman krzysztof grzegorz lukasz tamati rawiri hohepa otieno chinonso faisal leandro andrés aaron
abdul adam adrian ahmed aidan alan albert alberto alejandro alexander alfie alfred amir amit anders andre andreas
andrew andy angelo anil anthony antoine anton antonio arjun arne arthur arun axel ben benjamin bernard bill bjorn
björn bob bogdan brad brandon brian bruno bryan caleb carl carlos carsten cedric charles christian christopher colin
connor conor craig dan daniel dario darius dave david dean dennis derek diego dimitri dmitri dominic donald doug
douglas dylan ed eddie edgar eduardo edward eli elias elijah emil enrique eric erik ethan evan fabian felix fernando
florian francesco francisco frank franz freddie frederik gabriel gary gavin george gerald giovanni glen glenn graham
greg gregory gustav hamza hans harold harry hassan hector henrik henry hiroshi hugo ian ibrahim isaac ivan jack jacob
jakob james jason javier jeff jeffrey jens jeremy jerome jim joe joel johan john jon jonas jonathan jorge jose josé
joseph josh joshua juan julian julien justin karl keith ken kenji kenneth kevin klaus kofi kwame kumar kurt kyle
lars leo leon leonardo liam linus logan lorenzo louis luca lucas luis luka lukas luke manuel marc marco marcus mario
mark martin mateo matt matteo matthew max maxime mehmet michael miguel mike milan mohamed mohammed nathan neil nick
nicolas niklas nikolai nils noah olaf oliver omar oscar owen pablo pascal patrick paul pedro peter philip philipp
pierre quentin rafael rahul raj rajesh ralph ramon raphael ravi reza ricardo richard rick rob robert roberto roger
rohan roman ronald ross russell ryan samir samuel sanjay scott sean sebastian sergei sergio shane shawn simon stefan
stephen steve steven sunil sven takeshi ted theo theodore thomas tiago tim timothy tobias todd tom tomas tomás tommy
tony trevor tyler ulrich victor vikram vincent vivek walter wayne william wojciech xavier yusuf zach zachary
abebe adebayo adel adnan ahmad akira aleksander aleksei alessandro alvaro andrei andrzej anwar arash arnav arturo
asif ashok babajide bartosz benedikt bilal bongani cemal chidi chinedu cillian dawit deepak demetrios dinesh dumisani
emeka emre erdem esteban evgeny farhan farouk felipe femi fredrik gaurav giorgos giulio gonzalo goran gunnar gustavo
habib hakan hannes haruto ignacio imran ishaan jakub joaquin junaid kaan kaito karim kemal kerem khalid kwabena
mahmoud mateus mehdi mihai mikael mikko mustafa nasser nikhil nikola nikos nuno obinna olufemi oleksandr onur oren
oskar paolo pavel pawel piotr pradeep prakash rashid rhys rui ruslan saeed sandeep santiago shahid siddharth sipho
somchai suresh tanvir tariq thabo themba thiago tomasz tunde uchenna umar vasil vusi wiremu yiannis youssef yerlan
zoltan ahmet amadou arvid budiono burak daniyal dariush dimitris gareth hamid ibrahima idris kaveh kojo krishnan
mehmet murat navid olumide omid paulo pieter rakesh ramesh rohit stanley tunji usman ousmane moussa mamadou cheikh
abdoulaye souleymane boubacar juma baraka hamisi bakari rashidi rafiq shakib habibur mizanur anisur ryo yuto kazuki
hayato daiki yusuke keisuke tatsuya eetu onni niilo oskari tapio kalle sione tavita viliami tevita georges jacques
etienne mathieu baptiste thibault benoit sylvain yannick ilan noam itai yossi yonatan eitan federico riccardo
stefano davide seung-ho dong-hyun jung-ho young-ho sung-min babak behnam farzad henning poul troels rasmus bence
levente callum fergus euan angus ewan hamish alasdair ciaran cormac declan eoin oisin padraig seamus
`)

/** "she"/"he" for a woman's or a man's given name, undefined when the name is given to both or not listed. */
function pronounOf(p: PersonState): 'she' | 'he' | undefined {
  const given = p.words[0]?.toLowerCase()
  if (given === undefined) return undefined
  if (WOMEN.has(given)) return MEN.has(given) ? undefined : 'she'
  return MEN.has(given) ? 'he' : undefined
}

/**
 * The person "he"/"she" at i stands for, given the one the pronoun rules chose: that one when its
 * given name agrees (or says nothing); else the nearest person named before i in the sentence, then
 * in the sentence before, who agrees and is not the writer; else the one chosen.
 */
export function agreeingPerson(
  r: Reader,
  view: View,
  i: number,
  chosen: PersonState | undefined,
): PersonState | undefined {
  const e = view.at(i)
  if (!chosen || e?.k !== 'W' || (e.w !== 'he' && e.w !== 'she')) return chosen
  const sex = pronounOf(chosen)
  if (sex === undefined || sex === e.w) return chosen
  const agrees = (p: PersonState | undefined): boolean =>
    p !== undefined && p !== chosen && p !== r.me && pronounOf(p) !== (e.w === 'he' ? 'she' : 'he')
  for (let x = i - 1; x >= view.bodyStart; x--) {
    const p = view.personAt(x)
    if (agrees(p)) return p
  }
  const before = r.previousPeople ?? []
  for (let x = before.length - 1; x >= 0; x--) if (agrees(before[x])) return before[x]
  return chosen
}
