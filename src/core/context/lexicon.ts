/*
 * The word lists the extractor reads with (extract.ts). Every list is lower case; lookups are one
 * Set.has per word, so reading stays linear in the text.
 */

import { INDUSTRY_WORDS } from './extract/industry-words.js'
import { WORLD_GIVEN_NAMES } from './extract/world-given-names.js'
import { MORE_GIVEN_NAMES } from './extract/more-given-names.js'
import { BRACKETED_FORMS } from './extract/bracketed-forms.js'
import { REGIONAL_GIVEN_NAMES } from './extract/regional-given-names.js'
import { SEVENTH_GIVEN_NAMES } from './extract/seventh-given-names.js'
import { NINTH_GIVEN_NAMES } from './extract/ninth-given-names.js'
import { ENDS_GIVEN_NAMES } from './extract/ends-given-names.js'
import { REGIONAL_PLACES } from './extract/regional-places.js'
import { NINTH_PLACES, PLURAL_WEEKDAYS } from './extract/ninth-places.js'
import { ENDS_PLACES } from './extract/ends-places.js'
import {
  SECTOR_COMPANY_WORDS,
  SECTOR_LEGAL_FORMS,
  SECTOR_TITLE_HEADS,
  SECTOR_TITLE_WORDS,
} from './extract/sector-ends.js'
import { DEPARTMENT_TITLE_WORDS } from './extract/title-departments.js'
import { TRADE_COMPANY_WORDS } from './extract/trade-ends.js'

const set = (words: string): Set<string> => new Set(words.trim().split(/\s+/))

/**
 * Given names common in business text (English and international). A capitalised pair starting
 * with one of these is a person without further evidence; other names need a cue (an e-mail in
 * parentheses, a title after a comma, a verb such as "joined").
 */
export const FIRST_NAMES = new Set([
  ...set(`
aino jussi outi matti sanna katja aleksi petteri antti heikki tuomas eero juha jukka riikka tiina pekka timo paivi minna teemu lauri ilkka kwesi yaa akua kwaku yaw adjoa kwadwo ekow chukwuemeka chidinma babatunde oluwaseyi adaobi ikenna uche nnamdi tolu tobi dayo kunle segun amaka ifeanyi serkan ozan burcu gokhan tugba ebru volkan rodrigo larissa mariana juliana leticia vinicius joao bruna ananya kavita aditya sneha divya meera venkat srinivas min-jun ji-hoon seo-yeon ji-yeon hyun-woo jae-won soo-jin ji-woo seo-jun do-yun ha-eun min-seo eun-ji daisuke sota riku takumi shota naoko tomoko akiko abdullah abdulrahman rania katarzyna krzysztof malgorzata grzegorz lukasz michal zofia tamati ngaio rawiri hohepa anahera yael sofie
nguyen tran huynh phan vu vo dang bui ngo duong trinh dinh hoang
gülşen losa noa otieno chinonso rosalind faisal reem leandro renata amina andrés aaron abby abdul abigail ada adam adele adrian adriana agnes ahmed aidan aiko aisha alan alana albert alberto alejandro aleksandra alex alexa alexander alexandra alexis alfie alfred ali alice alicia alina alison amanda amara amelia amir amit amy ana anders andre andrea andreas andrew andy angela angelo anika anil anita ann anna anne annika anthony antoine anton antonio anya arjun arne arthur arun asha ashley astrid aurora austin ava avery axel
barbara beatrice beatriz ben benjamin bernard beth bianca bill bjorn björn blake bob bogdan brad brandon brenda brian bridget britta bruno bryan
caleb camila camille carl carla carlos carmen carol caroline carolyn carsten casey catherine cecilia cedric charles charlie charlotte chiara chloe chris christian christina christine christopher chloé claire clara claudia colin connor conor craig cristina cynthia
dan dana daniel daniela danielle daria dario darius dave david dawn dean deborah debra dennis derek diana diego dimitri dmitri dominic donald donna dorothy doug douglas dylan
ed eddie edgar edith eduardo edward eileen elena eli elias elif elijah elin elisa elizabeth ella ellen ellie emil emily emma enrique eric erik erika erin ethan eva evan eve evelyn
fabian farah fatima federica felix fernando fiona florian frances francesca francesco francisco frank franz freddie frederik freya
gabriel gabriela gary gavin george georgia gerald gina giovanni giulia glen glenn grace graham greg gregory gustav
hamza hana hannah hans harold harper harriet harry hassan hector heather heidi helen helena henrik henry hiroshi holly hugo
ian ibrahim ida ilse ines ingrid irene iris isaac isabel isabella isabelle ivan
jack jacob jacqueline jade jakob james jamie jan jana jane janet janice jasmine jason javier jay jean jeff jeffrey jennifer jens jeremy jerome jess jessica jill jim joan joanna joe joel johan johanna john jon jonas jonathan jordan jorge jose josé joseph josh joshua joyce juan judith judy julia julian julie julien juliet jun justin
kai kamal karen karin karl kate katharina katherine kathleen kathryn katie kay keith kelly ken kenji kenneth kevin kim kira klaus kofi kristen kwame kristin kumar kurt kyle
lara laura lauren leah lena leo leon leonardo lars liam lila lin lily linda linus lindsay linh linnea lisa liu logan lorenzo louis louise luca lucas lucia lucy luis luisa luka lukas luke lydia
madeleine maja malik manuel marc marco marcus margaret maria marie mario marion mark marta martha martin mary mateo matt matteo matthew max maxime maya megan mehmet mei melanie melissa mia michael michelle miguel mika mike mila milan miriam mohamed mohammed molly morgan
nadia naomi natalia natalie nathan neha neil nick nicola nicolas nicole niklas nikolai nils nina noah noor nora
olaf olga oliver olivia omar oscar owen
pablo pamela paola parker pascal patricia patrick paul paula pedro peter petra philip philipp phoebe pierre pia pooja priya
quentin quinn
rachel rafael rahul raj rajesh ralph ramon raphael raquel ravi rebecca reza ricardo richard rick riley rita rob robert roberto robin roger rohan roman ronald rosa rose ross ruby russell ruth ryan
sabrina sacha sadie saif sally sam samantha samir samuel sandra sanjay sara sarah sasha scott sean sebastian selin seo serena sergei sergio shane sharon shawn sheila shirley simon simone siobhán siobhan sofia sophia sophie stefan stella stephanie stephen steve steven sun sunil susan suzanne sven sylvia
takeshi tamara tanya tara taylor ted teresa thea theo theodore thomas tiago tim timothy tina tobias todd tom tomas tomás tommy tony tracy trevor tyler
ulrich uma
valentina valeria vanessa vera veronica victor victoria vikram vincent violet vivek
walter wayne wei wendy will william wojciech
xavier xin
yara yasmin yuki yusuf yvonne
zach zachary zara zoe zoë zoey
abebe adaeze adebayo adel adnan afua agata agnieszka ahmad aida aigerim ainhoa akira akosua alejandra aleksander
aleksei alessandro alessia alibek alma alvaro amani amaru amna anahit anastasia andrei andrzej aneta angelica anjali
annalise antonella anwar aoife aram arash arnav arturo asel ashok asif aslan ataahua aylin ayumi azadeh babajide
bakhyt bartosz benedikt bilal birgit bongani bosede bukola carina catalina cemal chiamaka chidi chinedu chinwe chioma
ciara cillian consuelo dagny dalia damilola dawit deepa deepak defne demetrios desta dilnoza dinesh dorota dumisani
ebere efua ekaterina elina emeka emine emre erdem esi esra esteban eszter evgeny ewa farhan farida farouk fatma felipe
femi fernanda filipa folake fredrik funmi gaurav gebre giorgos giulio gonzalo goran gulnara gunnar gustavo habib
hadiza hakan hanna hannes haruka haruto hatice helga hemi huda hye ifeoma ignacio imani imran inga ioana irina ishaan
ivana jae jakub jarrah jelena jia jiho joaquin joon jovana junaid kaan kaito kalani kamala karim kasia kateryna kavya
kemal kerem khadija khalid kirra kwabena kyung lakshmi layla leila leilani lina lisbeth ljubica lwazi magdalena
mahmoud maiara malak manon marek mariam marisol mateus mehdi mihai mikael mikko moana mustafa naledi nanami nasser
nayeli ngozi nikhil nikola nikos nilufar nima nkechi nuno nurul obinna olamide oleksandr olena olufemi oluwaseun onur
oren oskar paolo parisa parveen patrícia pavel pawel piotr pradeep prakash priyanka rahel rashid rhys roksana rui
ruslan sadia saeed sakura salma samira sandeep sanjana santiago seun shahid shira shreya sibusiso siddharth sigrid
silvia sipho sofía somchai sunita suresh svetlana taiwo tamar tanvir tariq tatiana teodora thabo thandiwe themba
thiago tomasz tunde uchenna ulla umar uzma vasil veronika vusi wanjiru wiremu xiu yasmine yerlan yesenia yetunde
yiannis ying yoshiko youssef yuto zainab zanele zeynep zoltan zsofia zuzana
abena achieng adwoa ahmet akinyi amadou aminata anneke arvid ayesha ayşe budiono burak carys daniyal dariush dewi
dimitris emeka esther fatou gareth gwen halima hamid hyejin hyun ibrahima idris imogen jiahui kaveh keiko
kemi kenta kiran kojo krishnan leonie liis linh lotte mariama mehmet mirela mona murat navid nomvula noor noura olu
olumide omid paulo pieter rafa rakesh ramesh ritu rohit sade siti stanley takeshi tessa tunji usman
viktor vivek yumi
bartek kuba tomek wojtek jacek staszek hiroko yoko keiko emiko sachiko haruka ama kwasi afia abena adwoa akosua efia bisi bola yemi wale jumoke bukola funke dapo gbenga mathilde margaux clémence solène guðrún sigríður einar sindre gökhan aroha mette sólveig ngaire oğuz deniz çağla şule ayşegül görkem
`),
  ...WORLD_GIVEN_NAMES,
  ...MORE_GIVEN_NAMES,
  ...REGIONAL_GIVEN_NAMES,
  ...SEVENTH_GIVEN_NAMES,
  ...ENDS_GIVEN_NAMES,
  ...NINTH_GIVEN_NAMES,
])

/** Joiners inside a person's name: "van den Berg", "da Silva", "bin Salman", Irish "Ní", "Ó" ("Cathal Ó Briain", E7). */
export const NAME_PARTICLES = set(
  'van von den der de del della da di du la le dos das bin bint binti binte ibn al ten ter ní nic ó uí',
)

/**
 * Capitalised words that start sentences, greet, sign off or head a line, and never begin a name:
 * "Met Tomas Lindqvist", "Adding Sarah", "Thanks Priya", "Hi team", "Subject: ...".
 */
export const NOT_NAME_WORDS = set(`
hola olá bonjour salut hallo hej ciao salve namaste merhaba talofa bula habari sawubona cześć ahoj zdravo chào kumusta
a about above according across adding after afternoon again agenda ago agreed all also although am an and announcing another any anyway apologies apparently are around as ask asked at attached attendees attending
back based be because been before being below best both brief but by
call calls can cc cheers circling clarification closing coffee congrats congratulations could
daily dear did discussed do does don't done during
each earlier either email e-mail end even evening every everyone excited
feel few fill finally following follow follow-up for forwarding fw fwd friendly from further fyi
glad good great greetings
had happy has have he hello her here hey hi him his hope hopefully how however
i if in including intro introducing is it its it's
just
kind
last late later let let's looking lovely
many may maybe me meanwhile meeting met minutes more morning most mr mrs ms dr prof much my
need new next nice no not note notes now
of off ok okay on once one only or other our out over
per please pinged pleased program programme project ps
quick
re recap recently regarding regards reminder
said saw see she should since sincerely so some sorry spoke still subject sure
talked team thank thanks that the their them then there these they this those though thx to today told tomorrow tonight too
under until update updates upon us
via
was we welcome well were what when where whether which while who why will with would
yes yesterday yet you your
`)

export const WEEKDAYS_AND_MONTHS = set(`
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec
q1 q2 q3 q4 h1 h2 eod eow asap am pm utc cet cest est pst gmt
christmas easter thanksgiving diwali hanukkah ramadan chuseok
`)

/** Places: a capitalised span made only of these is no person or company. */
export const PLACES = set(`
amsterdam athens austin bangalore barcelona beijing berlin bern bogota boston brussels budapest buenos aires cairo cape town chicago copenhagen dallas delhi denver dubai dublin edinburgh frankfurt geneva hamburg helsinki hong kong istanbul jakarta johannesburg kyiv lagos lisbon london los angeles lyon madrid manchester melbourne mexico miami milan montreal moscow mumbai munich nairobi new york oslo paris prague rome san francisco são paulo sao seattle seoul shanghai singapore stockholm sydney taipei tallinn tokyo toronto vancouver vienna warsaw washington zurich zürich karachi lahore dhaka manila kolkata chennai hyderabad tehran riyadh
america asia africa europe emea apac latam nordics
bogotá medellín méxico brasília kraków reykjavík malmö göteborg düsseldorf köln montréal québec djibouti
argentina australia austria belgium brazil canada chile china colombia czechia denmark egypt estonia finland france germany greece india indonesia ireland israel italy japan kenya korea mexico netherlands nigeria norway poland portugal romania russia scotland singapore spain sweden switzerland turkey uk ukraine usa us uae vietnam wales
north south east west central bay area valley silicon
northeast northwest southeast southwest north-east north-west south-east south-west midwest
`)
for (const place of REGIONAL_PLACES) PLACES.add(place)
for (const place of ENDS_PLACES) PLACES.add(place)
for (const place of NINTH_PLACES) PLACES.add(place)
for (const day of PLURAL_WEEKDAYS) WEEKDAYS_AND_MONTHS.add(day)

/** Words that end a company's name: legal forms and common last words of company names. */
export const LEGAL_SUFFIXES = set(
  'inc inc. llc ltd ltd. limited gmbh ag sa sas sarl bv nv oy ab as asa aps plc corp corp. corporation co co. kg kgaa pty srl spa s.p.a. se llp lp pte kk ltda jsc pvt kft kft. zrt zrt. ehf ehf. hf hf. sdn bhd',
)
/** Legal forms written with stops, a slash or spaces, as extract/legal-forms.ts joins them into one word. */
export const JOINED_FORMS = [
  'a/s',
  'a.ş.',
  'a.s.',
  's.a.',
  's.l.',
  'b.v.',
  'n.v.',
  's.p.a.',
  's.a.s.',
  's.r.o.',
  's.r.l.',
  'k.k.',
  'sp. z o.o.',
  'd.o.o.',
  's.a.c.',
  's.a. de c.v.',
  'd.d.',
  'sh.p.k.',
]
for (const form of JOINED_FORMS) LEGAL_SUFFIXES.add(form)
for (const form of [...BRACKETED_FORMS, ...SECTOR_LEGAL_FORMS]) LEGAL_SUFFIXES.add(form)
export const COMPANY_WORDS = new Set([
  ...set(`
ai labs lab health healthcare hotels hotel solar systems technologies technology tech capital partners ventures group bank analytics software solutions robotics logistics media pharma pharmaceuticals energy insurance consulting studio studios foods motors networks security cloud data digital industries holdings foundation university bio biotech therapeutics games payments finance financial airlines retail markets works trading traders agency associates collective company dynamics electronics engineering enterprises global hq intelligence interactive investments manufacturing marketplace medical mobility pay platforms properties realty resources services shipping telecom
advisory advisors sourcing cargo builders construction genomics couriers freight mining textiles agro agritech apparel automotive aviation beverages brewing chemicals clinic clinics commerce consultants dental distribution equipment exports farms fintech furniture hospitality imports infrastructure instruments kitchens lending machinery maritime materials metals minerals packaging pharmacy photonics plastics printing productions publishing railways recruitment rentals sciences semiconductors supplies telecoms tourism transport utilities wellness
air airways bakery bakeries roasters roastery timber lumber steel steelworks copper cement grid ports rail marine ferries wines seafood cocoa spices diagnostics energia energi logistik brokers council dairy devices grocers interiors legal outfitters transit travel
alliance organics outdoor parts storage union voice water
ceramics resorts automation kitchen orchard
coffee cables authority
advocates attorneys solicitors stores
tecnologia tecnologias consultoria servicios serviços comercio comércio industria indústria alimentos sistemas soluciones soluções technik werke systeme
`),
  ...INDUSTRY_WORDS,
  ...SECTOR_COMPANY_WORDS,
  ...TRADE_COMPANY_WORDS,
])

/** Words a job title is made of. A title needs one of TITLE_HEADS; the others qualify it. */
export const TITLE_HEADS = set(`
ceo cfo cto coo cmo cro cpo cio ciso cdo chro vp svp evp avp md gm
founder co-founder cofounder owner president chair chairman chairwoman chairperson partner principal
head director manager deputy lead engineer developer designer architect analyst scientist researcher consultant advisor adviser
officer counsel controller treasurer accountant recruiter administrator coordinator specialist associate executive representative rep
editor writer producer strategist economist investor intern assistant secretary buyer planner
ae sdr bdr csm
artist underwriter paralegal
`)
export const TITLE_WORDS = set(`
chief vice senior sr junior jr staff principal global regional general managing executive deputy associate assistant interim acting lead
of and & for the
sales growth marketing engineering product products finance financial operations ops people data research partnerships partnership procurement design security it hr legal
customer customers success key business development strategy technology technical information revenue commercial account accounts talent platform infrastructure software
brand communications content community support solutions risk compliance investor relations corporate supply chain quality analytics mobile web backend frontend ml ui ux
emea apac americas europe nordics dach uk us
operating merchandising clinical creative medical scientific procurement purchasing channel field regional country
service care ad qa
program programme project delivery portfolio transformation plant site factory warehouse
`)
/** Trades' and field roles, and Spanish and Portuguese heads (W10): "Chief Pharmacist", "Gerente Comercial", "(QS)". */
for (const head of 'pharmacist supervisor surveyor qs foreman superintendent estimator dispatcher technician inspector agronomist physician merchandiser gerente diretor diretora directora jefe'.split(
  ' ',
))
  TITLE_HEADS.add(head)
TITLE_WORDS.add('comercial')
/** Last words of builders' and plant-hire firms (W10): "Carpatia Construct", "Colombo Scaff Hire". */
for (const word of ['construct', 'hire']) COMPANY_WORDS.add(word)
/** Last words of hauliers', shops' and organisers' names (N2): "Ouali Transports", "Arany Boutique", "Turkish Technic". */
for (const word of ['transports', 'boutique', 'boutiques', 'technic']) COMPANY_WORDS.add(word)
/** Plural initials of documents and metrics (N3): "send PDFs Sapori Foods can read" names "Sapori Foods" only. */
for (const word of ['pdfs', 'kpis', 'slas', 'apis', 'ndas', 'sows', 'okrs', 'rfps', 'rfqs', 'faqs'])
  NOT_NAME_WORDS.add(word)
/** Last words of hauliers', clearing houses', mutual insurers' and app makers' names (N3): "Sahel Haulage", "Prairie Mutual". */
for (const word of ['haulage', 'clearing', 'mutual', 'apps']) COMPANY_WORDS.add(word)
for (const w of SECTOR_TITLE_HEADS) TITLE_HEADS.add(w)
for (const w of SECTOR_TITLE_WORDS) TITLE_WORDS.add(w)
for (const w of DEPARTMENT_TITLE_WORDS) TITLE_WORDS.add(w)

/** Mail providers whose domain says nothing about a person's company. */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'msn.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'yahoo.co.uk',
  'btinternet.com',
  'orange.fr',
  'free.fr',
  'libero.it',
  'qq.com',
  '163.com',
])

/** Mailboxes of a function rather than a person: they make no person record. */
export const ROLE_MAILBOXES = new Set([
  'info',
  'sales',
  'support',
  'hello',
  'contact',
  'admin',
  'team',
  'noreply',
  'no-reply',
  'donotreply',
  'billing',
  'hr',
  'jobs',
  'careers',
  'press',
  'office',
  'help',
  'marketing',
  'ap',
  'ar',
  'accounts',
  'accounting',
  'finance',
  'invoices',
  'invoice',
  'legal',
  'security',
  'privacy',
  'partners',
  'partnerships',
  'ops',
  'operations',
  'enquiries',
  'inquiries',
  'service',
  'feedback',
  'news',
  'newsletter',
  'notifications',
  'mail',
  'postmaster',
  'webmaster',
  'recruiting',
  'talent',
  'events',
  'procurement',
  'purchasing',
  'it',
  'devops',
  'all',
])

// Top-level domains a bare host must end with to count as a domain, so "notes.txt" or "e.g" do not.
export const TLDS = set(
  'com io org net co ai dev app tech biz info xyz cloud de uk fr es it nl se ch at be dk no fi pl pt ie us ca au nz in jp sg br mx eu is ee lt lv cz sk hu ro gr tr il za ae hk tw kr cn ru ua health bank finance capital ventures studio agency',
)
