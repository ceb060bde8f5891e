import type { CorpusText } from './types.js'

/**
 * Tuning texts t691-t750, written for issue 27's eleventh link pass: introductions, moves, reporting
 * and knowing in the third held-out part's genres, put in ways the earlier tuning texts do not.
 * Introductions ("I wanted to put you in touch", "P put us in touch", "a contact of Q's; she set up
 * this meeting", "Q hooked me up with P", "Q handed us his number", "Per Q's suggestion", "I'm
 * introducing you to P (cc'd)", "Q was kind enough to connect us", "hat tip to Q for connecting us
 * with P", "Q brokered an introduction to P", "I owe Q for the introduction to P", "Q sent him our
 * way", "lunch with A and B, set up by Q", a reply's "Thanks Q, I'll take it from here"); moves ("A's
 * loss is B's gain", "got poached by B", "has handed in her notice at A. She starts at B", "has
 * headed over to B", "who spent a decade at A, is the new CTO of B", "defected to B", "transitioning
 * from A to B", "appointed CFO of B, leaving her post at A", "has accepted a role at B and finishes
 * at A", "she left for B last year"); reporting ("rolls up to", "answer to P", "P's line manager",
 * "who's P's boss?" answered, "takes direction from P", "P oversees Q", "has taken over management of
 * A and B", "reports up through P", "works for P", "P's team:" above a list); knowing ("were
 * roommates", "his brother-in-law", "I play five-a-side with P", "was my thesis supervisor", "know
 * each other from the Rotary club", "co-wrote", "his next-door neighbour", "in my MBA cohort", "from
 * our C days"). About a quarter are near misses: an introduction promised for later, "report back
 * to P", "reported the bug to", a person moved to another account, software moved from one vendor to
 * another, an interview elsewhere and a stay, a move that fell through, leaving a board, a
 * secondment, a former manager, "reports to their CFO", "never met him", "would like to get to
 * know", "gave a short introduction to the module", "manages our relationship with P", a company
 * acquired with its founder staying on. The expectations were written and committed before the
 * reader was run on them.
 */
export const TUNING_LINKS_TEN: CorpusText[] = [
  {
    id: 't691',
    genre: 'introduction',
    text: `Subject: Putting you in touch

Hi Oyelaran and Birgitta,

I wanted to put you in touch before the Lisbon summit. Oyelaran Adeyemi runs partnerships at Eko Payments; Birgitta Halvorsen is COO of Skagen Freight. I think you'd have plenty to discuss.

Warmly,
Dalia Mansour`,
    people: ['Oyelaran Adeyemi', 'Birgitta Halvorsen', 'Dalia Mansour'],
    companies: ['Eko Payments', 'Skagen Freight'],
    worksAt: [
      ['Oyelaran Adeyemi', 'Eko Payments'],
      ['Birgitta Halvorsen', 'Skagen Freight'],
    ],
    links: [
      ['introduced_by', 'Oyelaran Adeyemi', 'Dalia Mansour'],
      ['introduced_by', 'Birgitta Halvorsen', 'Dalia Mansour'],
    ],
  },
  {
    id: 't692',
    genre: 'e-mail',
    text: `Hi Haruki,

Chidi Obi put us in touch last week. He said you look after exports at Yamato Dyes. I head procurement at Lagos Textile Mills and we're looking for dye suppliers who ship to West Africa.

Kind regards,
Funmilayo Bello`,
    people: ['Haruki', 'Chidi Obi', 'Funmilayo Bello'],
    companies: ['Yamato Dyes', 'Lagos Textile Mills'],
    worksAt: [
      ['Haruki', 'Yamato Dyes'],
      ['Funmilayo Bello', 'Lagos Textile Mills'],
    ],
    links: [['introduced_by', 'Haruki', 'Chidi Obi']],
  },
  {
    id: 't693',
    genre: 'meeting notes',
    text: `Intro meeting — Corvina Seafoods
Attendees: Paulo Ferreira (Corvina Seafoods, Head of Ops), Inês Tavares (Corvina Seafoods), Kai Becker (us)
Background: Paulo is a contact of Yasmin Haddad's; she set up this meeting.
Next: send the cold-chain proposal by Friday.`,
    people: ['Paulo Ferreira', 'Inês Tavares', 'Kai Becker', 'Yasmin Haddad'],
    companies: ['Corvina Seafoods'],
    worksAt: [
      ['Paulo Ferreira', 'Corvina Seafoods'],
      ['Inês Tavares', 'Corvina Seafoods'],
    ],
    links: [
      ['introduced_by', 'Paulo Ferreira', 'Yasmin Haddad'],
      ['knows', 'Paulo Ferreira', 'Yasmin Haddad'],
    ],
  },
  {
    id: 't694',
    genre: 'chat',
    text: `[09:14] Ravi Kulkarni: fyi Meera Pillai hooked me up with the buyer at Kestrel Outdoor, Tom Ashby
[09:15] Ravi Kulkarni: call is Thursday
[09:15] Jo Park: nice, Meera knows everyone`,
    people: ['Ravi Kulkarni', 'Meera Pillai', 'Tom Ashby', 'Jo Park'],
    companies: ['Kestrel Outdoor'],
    worksAt: [['Tom Ashby', 'Kestrel Outdoor']],
    links: [['introduced_by', 'Tom Ashby', 'Meera Pillai']],
  },
  {
    id: 't695',
    genre: 'call log',
    text: `Call log, 12 Jan. Called Siosaia Tupou, fleet manager at Polynesia Freight. Losa Taufa handed us his number after the Auckland expo. He is interested in telematics; send a quote.`,
    people: ['Siosaia Tupou', 'Losa Taufa'],
    companies: ['Polynesia Freight'],
    worksAt: [['Siosaia Tupou', 'Polynesia Freight']],
    links: [['introduced_by', 'Siosaia Tupou', 'Losa Taufa']],
  },
  {
    id: 't696',
    genre: 'e-mail',
    text: `Hello Amara,

Per Olufemi Bakare's suggestion, I'm reaching out about your warehouse pilot at Harmattan Logistics. I lead solutions at Binnacle Robotics and we've automated picking for two similar sites.

Best,
Céline Roux`,
    people: ['Amara', 'Olufemi Bakare', 'Céline Roux'],
    companies: ['Harmattan Logistics', 'Binnacle Robotics'],
    worksAt: [
      ['Amara', 'Harmattan Logistics'],
      ['Céline Roux', 'Binnacle Robotics'],
    ],
    links: [['introduced_by', 'Amara', 'Olufemi Bakare']],
  },
  {
    id: 't697',
    genre: 'e-mail',
    text: `Hi Nadia,

Once the pilot contract is signed, Karim Haddad will introduce you to the operations lead at Sahel Cement, Moussa Traoré. Until then please don't contact Sahel directly.

Thanks,
Emre Yilmaz
Account Director, Cobalt Analytics`,
    people: ['Nadia', 'Karim Haddad', 'Moussa Traoré', 'Emre Yilmaz'],
    companies: ['Sahel Cement', 'Cobalt Analytics'],
    worksAt: [
      ['Moussa Traoré', 'Sahel Cement'],
      ['Emre Yilmaz', 'Cobalt Analytics'],
    ],
    links: [],
  },
  {
    id: 't698',
    genre: 'job change',
    text: `Org update — Finance, Quetzal Foods

Effective Monday, Accounts Payable (led by Xochitl Ramírez) rolls up to our new Controller, Diego Castañeda. Diego joins us from Pampa Agro, where he spent eight years. Xochitl's team is unchanged.

— Lucía Fernández, CFO`,
    people: ['Xochitl Ramírez', 'Diego Castañeda', 'Lucía Fernández'],
    companies: ['Quetzal Foods', 'Pampa Agro'],
    worksAt: [
      ['Xochitl Ramírez', 'Quetzal Foods'],
      ['Diego Castañeda', 'Quetzal Foods'],
      ['Lucía Fernández', 'Quetzal Foods'],
    ],
    links: [
      ['reports_to', 'Xochitl Ramírez', 'Diego Castañeda'],
      ['left_for', 'Diego Castañeda', 'Quetzal Foods'],
    ],
  },
  {
    id: 't699',
    genre: 'job change',
    text: `Starting in February, Jonas Eriksen will head the Aarhus plant at Nordvind Turbines and answer to Sigrid Holm, our VP Manufacturing. He takes over from Per Madsen, who retires at the end of January.`,
    people: ['Jonas Eriksen', 'Sigrid Holm', 'Per Madsen'],
    companies: ['Nordvind Turbines'],
    worksAt: [
      ['Jonas Eriksen', 'Nordvind Turbines'],
      ['Sigrid Holm', 'Nordvind Turbines'],
    ],
    links: [['reports_to', 'Jonas Eriksen', 'Sigrid Holm']],
  },
  {
    id: 't700',
    genre: 'call log',
    text: `Call with Anneke Visser (Tulp Energie). Procurement sign-off sits with Ruud Bakker, who is Anneke's line manager. Ruud wants references from two utilities.`,
    people: ['Anneke Visser', 'Ruud Bakker'],
    companies: ['Tulp Energie'],
    worksAt: [
      ['Anneke Visser', 'Tulp Energie'],
      ['Ruud Bakker', 'Tulp Energie'],
    ],
    links: [['reports_to', 'Anneke Visser', 'Ruud Bakker']],
  },
  {
    id: 't701',
    genre: 'chat',
    text: `mila: who is Bongani's boss these days?
teo: Thandiwe Khumalo, since the reorg at Karoo Mobile
mila: ok, I'll cc her on the Bongani Sithole thread`,
    people: ['Bongani Sithole', 'Thandiwe Khumalo'],
    companies: ['Karoo Mobile'],
    worksAt: [
      ['Bongani Sithole', 'Karoo Mobile'],
      ['Thandiwe Khumalo', 'Karoo Mobile'],
    ],
    links: [['reports_to', 'Bongani Sithole', 'Thandiwe Khumalo']],
  },
  {
    id: 't702',
    genre: 'meeting notes',
    text: `Meeting notes — Vireo Health steering group
Attendees: Hana Novotná (Vireo Health), Arjun Mehta (Vireo Health), Sean Doyle
Arjun will report back to Hana on the pilot numbers by the 20th. Sean reported the login bug to Vireo's IT desk.`,
    people: ['Hana Novotná', 'Arjun Mehta', 'Sean Doyle'],
    companies: ['Vireo Health'],
    worksAt: [
      ['Hana Novotná', 'Vireo Health'],
      ['Arjun Mehta', 'Vireo Health'],
    ],
    links: [],
  },
  {
    id: 't703',
    genre: 'job change',
    text: `Team news: after four years with us, Aigerim Nurlanovna has accepted a role at Tien Shan Capital and finishes at Altyn Bank on Friday. Please send her your handover questions by Wednesday.
— HR, Altyn Bank`,
    people: ['Aigerim Nurlanovna'],
    companies: ['Tien Shan Capital', 'Altyn Bank'],
    worksAt: [['Aigerim Nurlanovna', 'Tien Shan Capital']],
    links: [['left_for', 'Aigerim Nurlanovna', 'Tien Shan Capital']],
  },
  {
    id: 't704',
    genre: 'job change',
    text: `Keystone Labs' loss is Ridgeway Bio's gain: Dr. Oluwaseun Ajayi has joined Ridgeway as Head of Assay Development.`,
    people: ['Oluwaseun Ajayi'],
    companies: ['Keystone Labs', 'Ridgeway Bio'],
    worksAt: [['Oluwaseun Ajayi', 'Ridgeway Bio']],
    links: [['left_for', 'Oluwaseun Ajayi', 'Ridgeway Bio']],
  },
  {
    id: 't705',
    genre: 'chat',
    text: `[14:02] Lior Ben-David: Noa Friedman got poached by Carmel Security 😬
[14:03] Lior Ben-David: she was our best SE at Negev Cloud
[14:05] Dana Levi: ugh. who covers her accounts?`,
    people: ['Lior Ben-David', 'Noa Friedman', 'Dana Levi'],
    companies: ['Carmel Security', 'Negev Cloud'],
    worksAt: [
      ['Noa Friedman', 'Carmel Security'],
      ['Lior Ben-David', 'Negev Cloud'],
    ],
    links: [['left_for', 'Noa Friedman', 'Carmel Security']],
  },
  {
    id: 't706',
    genre: 'call log',
    text: `Heads-up for the Ostrava account: Kateřina Dvořáková has handed in her notice at Silesia Steel. She starts at Beskydy Metals in March, so we'll need a new contact there.`,
    people: ['Kateřina Dvořáková'],
    companies: ['Silesia Steel', 'Beskydy Metals'],
    worksAt: [['Kateřina Dvořáková', 'Beskydy Metals']],
    links: [['left_for', 'Kateřina Dvořáková', 'Beskydy Metals']],
  },
  {
    id: 't707',
    genre: 'call log',
    text: `Call notes: Wanjiru Kamau is no longer on our Jacaranda Telecom account; she moved to the Baobab Retail account in December. The new contact at Jacaranda Telecom is Otieno Mwangi.`,
    people: ['Wanjiru Kamau', 'Otieno Mwangi'],
    companies: ['Jacaranda Telecom', 'Baobab Retail'],
    worksAt: [['Otieno Mwangi', 'Jacaranda Telecom']],
    links: [],
  },
  {
    id: 't708',
    genre: 'meeting notes',
    text: `Ops sync, Lindenhof Hotels
Attendees: Matthias Keller (Lindenhof Hotels), Sophie Brandt (Lindenhof Hotels)
Sophie's team moved payroll from Paychex to Gusto last spring and wants the same kind of switch for bookkeeping.`,
    people: ['Matthias Keller', 'Sophie Brandt'],
    companies: ['Lindenhof Hotels', 'Paychex', 'Gusto'],
    worksAt: [
      ['Matthias Keller', 'Lindenhof Hotels'],
      ['Sophie Brandt', 'Lindenhof Hotels'],
    ],
    links: [],
  },
  {
    id: 't709',
    genre: 'e-mail',
    text: `Hi team,

Changes on the Tamarind Foods account: Arash Farahani, our buyer there for three years, has headed over to Saffron & Co. His replacement at Tamarind Foods is Leila Moradi.

Shirin`,
    people: ['Arash Farahani', 'Leila Moradi', 'Shirin'],
    companies: ['Tamarind Foods', 'Saffron & Co'],
    worksAt: [
      ['Arash Farahani', 'Saffron & Co'],
      ['Leila Moradi', 'Tamarind Foods'],
    ],
    links: [['left_for', 'Arash Farahani', 'Saffron & Co']],
  },
  {
    id: 't710',
    genre: 'job change',
    text: `Press note: Hyun-woo Park, who spent a decade at Hanbit Semiconductor, is the new CTO of Gaon Robotics. He starts on 2 February.`,
    people: ['Hyun-woo Park'],
    companies: ['Hanbit Semiconductor', 'Gaon Robotics'],
    worksAt: [['Hyun-woo Park', 'Gaon Robotics']],
    links: [['left_for', 'Hyun-woo Park', 'Gaon Robotics']],
  },
  {
    id: 't711',
    genre: 'chat',
    text: `lol did you see that Ingrid Sørensen defected to Bergen Analytics? after all that talk about staying at Fjordkraft Data`,
    people: ['Ingrid Sørensen'],
    companies: ['Bergen Analytics', 'Fjordkraft Data'],
    worksAt: [['Ingrid Sørensen', 'Bergen Analytics']],
    links: [['left_for', 'Ingrid Sørensen', 'Bergen Analytics']],
  },
  {
    id: 't712',
    genre: 'job change',
    text: `New chapter! I'm transitioning from Kahu Health to Tui Insurance, where I'll lead claims analytics. Grateful to everyone at Kahu Health. — Aroha Ngata`,
    people: ['Aroha Ngata'],
    companies: ['Kahu Health', 'Tui Insurance'],
    worksAt: [['Aroha Ngata', 'Tui Insurance']],
    links: [['left_for', 'Aroha Ngata', 'Tui Insurance']],
  },
  {
    id: 't713',
    genre: 'job change',
    text: `Board announcement: Marguerite Okafor has been appointed Chief Financial Officer of Sable Mining, leaving her post as finance director at Ebony Minerals after seven years.`,
    people: ['Marguerite Okafor'],
    companies: ['Sable Mining', 'Ebony Minerals'],
    worksAt: [['Marguerite Okafor', 'Sable Mining']],
    links: [['left_for', 'Marguerite Okafor', 'Sable Mining']],
  },
  {
    id: 't714',
    genre: 'meeting notes',
    text: `1:1 notes — Tomás Quiroga
Tomás interviewed with Lumen Cloud last month but decided to stay at Andina Software. He wants the Bogotá team lead role; raise it with Paula Restrepo, his manager.`,
    people: ['Tomás Quiroga', 'Paula Restrepo'],
    companies: ['Lumen Cloud', 'Andina Software'],
    worksAt: [
      ['Tomás Quiroga', 'Andina Software'],
      ['Paula Restrepo', 'Andina Software'],
    ],
    links: [['reports_to', 'Tomás Quiroga', 'Paula Restrepo']],
  },
  {
    id: 't715',
    genre: 'chat',
    text: `Heard from Björn Ek that Elif Kaya's move to Marmara Bank fell through, so she's still at Bosphorus Capital for now.`,
    people: ['Björn Ek', 'Elif Kaya'],
    companies: ['Marmara Bank', 'Bosphorus Capital'],
    worksAt: [['Elif Kaya', 'Bosphorus Capital']],
    links: [],
  },
  {
    id: 't716',
    genre: 'job change',
    text: `Org change at Marlin Logistics: Chinonso Eze takes over key accounts from Gareth Lloyd, who left for Osprey Shipping in December.`,
    people: ['Chinonso Eze', 'Gareth Lloyd'],
    companies: ['Marlin Logistics', 'Osprey Shipping'],
    worksAt: [
      ['Chinonso Eze', 'Marlin Logistics'],
      ['Gareth Lloyd', 'Osprey Shipping'],
    ],
    links: [['left_for', 'Gareth Lloyd', 'Osprey Shipping']],
  },
  {
    id: 't717',
    genre: 'job change',
    text: `Governance note: Rosalind Achterberg stepped down from the board of Delft Water this week. She remains CEO of Zuidas Capital.`,
    people: ['Rosalind Achterberg'],
    companies: ['Delft Water', 'Zuidas Capital'],
    worksAt: [['Rosalind Achterberg', 'Zuidas Capital']],
    links: [],
  },
  {
    id: 't718',
    genre: 'e-mail',
    text: `Heads-up: Kwesi Boateng is on secondment to Volta Power until April. Until he's back, send grid questions to his stand-in at Gold Coast Energy, Akosua Mensah.`,
    people: ['Kwesi Boateng', 'Akosua Mensah'],
    companies: ['Volta Power', 'Gold Coast Energy'],
    worksAt: [
      ['Kwesi Boateng', 'Gold Coast Energy'],
      ['Akosua Mensah', 'Gold Coast Energy'],
    ],
    links: [],
  },
  {
    id: 't719',
    genre: 'meeting notes',
    text: `Kickoff — Cedro Construções
Attendees: Renata Alves (Cedro Construções, site director), Joaquim Pinto (Cedro Construções), Yara Lopes (our PM)
Joaquim runs procurement day to day but takes direction from Renata on anything over R$50k.`,
    people: ['Renata Alves', 'Joaquim Pinto', 'Yara Lopes'],
    companies: ['Cedro Construções'],
    worksAt: [
      ['Renata Alves', 'Cedro Construções'],
      ['Joaquim Pinto', 'Cedro Construções'],
    ],
    links: [['reports_to', 'Joaquim Pinto', 'Renata Alves']],
  },
  {
    id: 't720',
    genre: 'e-mail',
    text: `Hi Gustavo,

Thanks for the call. On our side, Miriam Abadi oversees Yusuf Çelik, who will be your day-to-day contact for the migration. Miriam signs off on scope changes.

Best,
Helena Sousa
Delivery Lead, Tagus Consulting`,
    people: ['Gustavo', 'Miriam Abadi', 'Yusuf Çelik', 'Helena Sousa'],
    companies: ['Tagus Consulting'],
    worksAt: [
      ['Miriam Abadi', 'Tagus Consulting'],
      ['Yusuf Çelik', 'Tagus Consulting'],
      ['Helena Sousa', 'Tagus Consulting'],
    ],
    links: [['reports_to', 'Yusuf Çelik', 'Miriam Abadi']],
  },
  {
    id: 't721',
    genre: 'job change',
    text: `Team update at Najd Systems: with Ahmed Saleh's move to the Riyadh office, Noura Al-Qahtani has taken over management of the pre-sales engineers, Faisal Otaibi and Reem Harbi.`,
    people: ['Ahmed Saleh', 'Noura Al-Qahtani', 'Faisal Otaibi', 'Reem Harbi'],
    companies: ['Najd Systems'],
    worksAt: [
      ['Ahmed Saleh', 'Najd Systems'],
      ['Noura Al-Qahtani', 'Najd Systems'],
      ['Faisal Otaibi', 'Najd Systems'],
      ['Reem Harbi', 'Najd Systems'],
    ],
    links: [
      ['reports_to', 'Faisal Otaibi', 'Noura Al-Qahtani'],
      ['reports_to', 'Reem Harbi', 'Noura Al-Qahtani'],
    ],
  },
  {
    id: 't722',
    genre: 'call log',
    text: `Call 14 Jan with Daniela Weiss, Alpenrose Pharma. She's in regulatory affairs and reports up through Klaus Brenner, the VP Quality. Next step: a demo for Klaus.`,
    people: ['Daniela Weiss', 'Klaus Brenner'],
    companies: ['Alpenrose Pharma'],
    worksAt: [
      ['Daniela Weiss', 'Alpenrose Pharma'],
      ['Klaus Brenner', 'Alpenrose Pharma'],
    ],
    links: [['reports_to', 'Daniela Weiss', 'Klaus Brenner']],
  },
  {
    id: 't723',
    genre: 'chat',
    text: `[10:01] Caio Barros: who's Ana Clara Dias?
[10:02] Bia Nunes: she works for Leandro Vieira in the Recife office of Jangada Seguros
[10:02] Caio Barros: got it, thanks`,
    people: ['Caio Barros', 'Ana Clara Dias', 'Bia Nunes', 'Leandro Vieira'],
    companies: ['Jangada Seguros'],
    worksAt: [
      ['Ana Clara Dias', 'Jangada Seguros'],
      ['Leandro Vieira', 'Jangada Seguros'],
    ],
    links: [['reports_to', 'Ana Clara Dias', 'Leandro Vieira']],
  },
  {
    id: 't724',
    genre: 'job change',
    text: `Org note, Kelpie Software: Siobhan Quinn used to report to Declan Ryan. Since January she reports to Aisling Murphy, our new CPO.`,
    people: ['Siobhan Quinn', 'Declan Ryan', 'Aisling Murphy'],
    companies: ['Kelpie Software'],
    worksAt: [
      ['Siobhan Quinn', 'Kelpie Software'],
      ['Aisling Murphy', 'Kelpie Software'],
    ],
    links: [['reports_to', 'Siobhan Quinn', 'Aisling Murphy']],
  },
  {
    id: 't725',
    genre: 'meeting notes',
    text: `Notes: Takumi Sato (Hokkaido Dairy) reports to their CFO, whose name I didn't catch. Takumi will send the audit report to Emi Watanabe by Tuesday.`,
    people: ['Takumi Sato', 'Emi Watanabe'],
    companies: ['Hokkaido Dairy'],
    worksAt: [['Takumi Sato', 'Hokkaido Dairy']],
    links: [],
  },
  {
    id: 't726',
    genre: 'job change',
    text: `Sharon Mitchell's team at Kookaburra Media:
- Jake Nguyen (AE)
- Priyanka Sharma (AE)
- Tom Whitfield (SDR)`,
    people: ['Sharon Mitchell', 'Jake Nguyen', 'Priyanka Sharma', 'Tom Whitfield'],
    companies: ['Kookaburra Media'],
    worksAt: [
      ['Sharon Mitchell', 'Kookaburra Media'],
      ['Jake Nguyen', 'Kookaburra Media'],
      ['Priyanka Sharma', 'Kookaburra Media'],
      ['Tom Whitfield', 'Kookaburra Media'],
    ],
    links: [
      ['reports_to', 'Jake Nguyen', 'Sharon Mitchell'],
      ['reports_to', 'Priyanka Sharma', 'Sharon Mitchell'],
      ['reports_to', 'Tom Whitfield', 'Sharon Mitchell'],
    ],
  },
  {
    id: 't727',
    genre: 'meeting notes',
    text: `Kenji Mori (Sakura Logistics) and Arnav Gupta were roommates at university, so Arnav offered to make the first call. Arnav is at Ganges Freight now.`,
    people: ['Kenji Mori', 'Arnav Gupta'],
    companies: ['Sakura Logistics', 'Ganges Freight'],
    worksAt: [
      ['Kenji Mori', 'Sakura Logistics'],
      ['Arnav Gupta', 'Ganges Freight'],
    ],
    links: [['knows', 'Kenji Mori', 'Arnav Gupta']],
  },
  {
    id: 't728',
    genre: 'call log',
    text: `Call log: Emeka Nwosu (Onitsha Plastics) mentioned that his brother-in-law, Chukwudi Okeke, is the plant manager at Aba Polymers. Might be a route in.`,
    people: ['Emeka Nwosu', 'Chukwudi Okeke'],
    companies: ['Onitsha Plastics', 'Aba Polymers'],
    worksAt: [
      ['Emeka Nwosu', 'Onitsha Plastics'],
      ['Chukwudi Okeke', 'Aba Polymers'],
    ],
    links: [['knows', 'Emeka Nwosu', 'Chukwudi Okeke']],
  },
  {
    id: 't729',
    genre: 'e-mail',
    text: `Hi Camille,

Happy to help with the Brittany leads. I play five-a-side with Yannick Le Goff on Sundays; he runs the cooperative at Armor Légumes and I can ask him.

À bientôt,
Gwenaël Morvan`,
    people: ['Camille', 'Yannick Le Goff', 'Gwenaël Morvan'],
    companies: ['Armor Légumes'],
    worksAt: [['Yannick Le Goff', 'Armor Légumes']],
    links: [['knows', 'Yannick Le Goff', 'Gwenaël Morvan']],
  },
  {
    id: 't730',
    genre: 'meeting notes',
    text: `Meeting notes — Vltava AI partnership
Attendees: Petra Horáková (Vltava AI), Milan Kovář (Vltava AI), Lukas Schmid
Lukas: Milan was my thesis supervisor in Brno, so he'll vouch for us internally.`,
    people: ['Petra Horáková', 'Milan Kovář', 'Lukas Schmid'],
    companies: ['Vltava AI'],
    worksAt: [
      ['Petra Horáková', 'Vltava AI'],
      ['Milan Kovář', 'Vltava AI'],
    ],
    links: [['knows', 'Milan Kovář', 'Lukas Schmid']],
  },
  {
    id: 't731',
    genre: 'meeting notes',
    text: `Note for the Dubai trip: Omar Farouk of Gulf Cement and Rashid Al-Mansoori know each other from the Rotary club; Rashid now chairs Falcon Ports. Ask Omar for an intro.`,
    people: ['Omar Farouk', 'Rashid Al-Mansoori'],
    companies: ['Gulf Cement', 'Falcon Ports'],
    worksAt: [
      ['Omar Farouk', 'Gulf Cement'],
      ['Rashid Al-Mansoori', 'Falcon Ports'],
    ],
    links: [['knows', 'Omar Farouk', 'Rashid Al-Mansoori']],
  },
  {
    id: 't732',
    genre: 'e-mail',
    text: `Aleksander Nowak and Zsófia Varga co-wrote the EU rail interoperability paper in 2023. Aleksander is now at Baltic Rail Data; Zsófia leads research at Pannonia Transit.`,
    people: ['Aleksander Nowak', 'Zsófia Varga'],
    companies: ['Baltic Rail Data', 'Pannonia Transit'],
    worksAt: [
      ['Aleksander Nowak', 'Baltic Rail Data'],
      ['Zsófia Varga', 'Pannonia Transit'],
    ],
    links: [['knows', 'Aleksander Nowak', 'Zsófia Varga']],
  },
  {
    id: 't733',
    genre: 'chat',
    text: `Ayesha Siddiqui: do you know Hamza Qureshi at Chenab Weaving?
Bilal Chaudhry: never met him, but his boss Sana Malik is a regular at our events`,
    people: ['Ayesha Siddiqui', 'Hamza Qureshi', 'Bilal Chaudhry', 'Sana Malik'],
    companies: ['Chenab Weaving'],
    worksAt: [
      ['Hamza Qureshi', 'Chenab Weaving'],
      ['Sana Malik', 'Chenab Weaving'],
    ],
    links: [['reports_to', 'Hamza Qureshi', 'Sana Malik']],
  },
  {
    id: 't734',
    genre: 'meeting notes',
    text: `Meeting notes — Jade Bay Resorts
Attendees: Mei Ling Tan (Jade Bay Resorts), Wei Jie Lim (Jade Bay Resorts), Nurul Huda
Mei Ling would like to get to know the team at Monsoon Digital before renewing. Nurul will set up a dinner with Kevin Ong from Monsoon Digital.`,
    people: ['Mei Ling Tan', 'Wei Jie Lim', 'Nurul Huda', 'Kevin Ong'],
    companies: ['Jade Bay Resorts', 'Monsoon Digital'],
    worksAt: [
      ['Mei Ling Tan', 'Jade Bay Resorts'],
      ['Wei Jie Lim', 'Jade Bay Resorts'],
      ['Kevin Ong', 'Monsoon Digital'],
    ],
    links: [],
  },
  {
    id: 't735',
    genre: 'chat',
    text: `Rangi Parata mentioned that Olivia Hart, his next-door neighbour, is head of IT at Harbourside Council. Worth a coffee?`,
    people: ['Rangi Parata', 'Olivia Hart'],
    companies: ['Harbourside Council'],
    worksAt: [['Olivia Hart', 'Harbourside Council']],
    links: [['knows', 'Rangi Parata', 'Olivia Hart']],
  },
  {
    id: 't736',
    genre: 'e-mail',
    text: `Hi Arturo,

Quick one: Sunita Reddy was in my MBA cohort and is now CFO of Deccan Pharma. Want me to ask if she'd take a call?

Regards,
Markus Lehmann`,
    people: ['Arturo', 'Sunita Reddy', 'Markus Lehmann'],
    companies: ['Deccan Pharma'],
    worksAt: [['Sunita Reddy', 'Deccan Pharma']],
    links: [['knows', 'Sunita Reddy', 'Markus Lehmann']],
  },
  {
    id: 't737',
    genre: 'introduction',
    text: `Subject: Checkout notes

Jae-won, I'm introducing you to Fatima Zahra Benali (cc'd), who runs e-commerce at Atlas Textiles in Casablanca. Fatima, Jae-won Choi leads payments at Hangang Commerce and has offered to share notes.

Cheers,
Pierre Dumont`,
    people: ['Jae-won Choi', 'Fatima Zahra Benali', 'Pierre Dumont'],
    companies: ['Atlas Textiles', 'Hangang Commerce'],
    worksAt: [
      ['Fatima Zahra Benali', 'Atlas Textiles'],
      ['Jae-won Choi', 'Hangang Commerce'],
    ],
    links: [
      ['introduced_by', 'Jae-won Choi', 'Pierre Dumont'],
      ['introduced_by', 'Fatima Zahra Benali', 'Pierre Dumont'],
    ],
  },
  {
    id: 't738',
    genre: 'e-mail',
    text: `Dear Astrid,

Bjørn Solberg was kind enough to connect us at the Oslo fintech breakfast. As promised, here is the one-pager on our KYC tooling.

Best regards,
Nikolai Petrov
Head of Sales, Ural Compliance`,
    people: ['Astrid', 'Bjørn Solberg', 'Nikolai Petrov'],
    companies: ['Ural Compliance'],
    worksAt: [['Nikolai Petrov', 'Ural Compliance']],
    links: [['introduced_by', 'Astrid', 'Bjørn Solberg']],
  },
  {
    id: 't739',
    genre: 'chat',
    text: `#deals
Zanele Dube: signed the pilot with Ubuntu Health 🎉 hat tip to Sipho Ndlovu for connecting us with their COO, Lindiwe Zulu`,
    people: ['Zanele Dube', 'Sipho Ndlovu', 'Lindiwe Zulu'],
    companies: ['Ubuntu Health'],
    worksAt: [['Lindiwe Zulu', 'Ubuntu Health']],
    links: [['introduced_by', 'Lindiwe Zulu', 'Sipho Ndlovu']],
  },
  {
    id: 't740',
    genre: 'meeting notes',
    text: `Deal memo: Tashkent Cotton. The relationship started when Dilnoza Yusupova brokered an introduction to their CEO, Rustam Karimov, in October. Rustam reports to the holding board.`,
    people: ['Dilnoza Yusupova', 'Rustam Karimov'],
    companies: ['Tashkent Cotton'],
    worksAt: [['Rustam Karimov', 'Tashkent Cotton']],
    links: [['introduced_by', 'Rustam Karimov', 'Dilnoza Yusupova']],
  },
  {
    id: 't741',
    genre: 'meeting notes',
    text: `Meeting notes — Pacific Rim Foods
Attendees: Mana Kealoha (Pacific Rim Foods), Daniel Ortiz
Good first meeting; I owe Leilani Kahale for the introduction to Mana. Mana manages Kimo Akana, who will run the trial.`,
    people: ['Mana Kealoha', 'Daniel Ortiz', 'Leilani Kahale', 'Kimo Akana'],
    companies: ['Pacific Rim Foods'],
    worksAt: [
      ['Mana Kealoha', 'Pacific Rim Foods'],
      ['Kimo Akana', 'Pacific Rim Foods'],
    ],
    links: [
      ['introduced_by', 'Mana Kealoha', 'Leilani Kahale'],
      ['reports_to', 'Kimo Akana', 'Mana Kealoha'],
    ],
  },
  {
    id: 't742',
    genre: 'call log',
    text: `Call log: inbound from Hiroshi Tanaka, operations at Kobe Steelworks. Sakura Ito sent him our way after the Osaka trade fair. Wants a quote for 40 sensors.`,
    people: ['Hiroshi Tanaka', 'Sakura Ito'],
    companies: ['Kobe Steelworks'],
    worksAt: [['Hiroshi Tanaka', 'Kobe Steelworks']],
    links: [['introduced_by', 'Hiroshi Tanaka', 'Sakura Ito']],
  },
  {
    id: 't743',
    genre: 'meeting notes',
    text: `Lunch with Gabriela Souza and Tiago Lima (both Amazonas Bio), set up by Fernanda Costa. Gabriela heads R&D; Tiago is her chief of staff.`,
    people: ['Gabriela Souza', 'Tiago Lima', 'Fernanda Costa'],
    companies: ['Amazonas Bio'],
    worksAt: [
      ['Gabriela Souza', 'Amazonas Bio'],
      ['Tiago Lima', 'Amazonas Bio'],
    ],
    links: [
      ['introduced_by', 'Gabriela Souza', 'Fernanda Costa'],
      ['introduced_by', 'Tiago Lima', 'Fernanda Costa'],
      ['reports_to', 'Tiago Lima', 'Gabriela Souza'],
    ],
  },
  {
    id: 't744',
    genre: 'introduction',
    text: `Subject: Re: Karoo Wool intro

Thanks Nomvula, I'll take it from here!

Amelia, lovely to e-meet you. Are you free for a call next week to talk about Karoo Wool's export plans?

Vusi Mahlangu
Founder, Springbok Trade`,
    people: ['Nomvula', 'Amelia', 'Vusi Mahlangu'],
    companies: ['Karoo Wool', 'Springbok Trade'],
    worksAt: [
      ['Amelia', 'Karoo Wool'],
      ['Vusi Mahlangu', 'Springbok Trade'],
    ],
    links: [['introduced_by', 'Amelia', 'Nomvula']],
  },
  {
    id: 't745',
    genre: 'e-mail',
    text: `Hi Joaquín,

Valentina Rossi, who used to run logistics at Po Valley Foods and is now at Tirreno Shipping, suggested I write to you about cold storage in Valencia.

Best,
Marco Ferri
Sales Manager, Alpi Cold Chain`,
    people: ['Joaquín', 'Valentina Rossi', 'Marco Ferri'],
    companies: ['Po Valley Foods', 'Tirreno Shipping', 'Alpi Cold Chain'],
    worksAt: [
      ['Valentina Rossi', 'Tirreno Shipping'],
      ['Marco Ferri', 'Alpi Cold Chain'],
    ],
    links: [
      ['introduced_by', 'Joaquín', 'Valentina Rossi'],
      ['left_for', 'Valentina Rossi', 'Tirreno Shipping'],
    ],
  },
  {
    id: 't746',
    genre: 'meeting notes',
    text: `Quokka Analytics webinar notes: Ellie Simmons, our product lead, gave a short introduction to the forecasting module, then Nathan Brooks from Wattle Energy took questions about their rollout.`,
    people: ['Ellie Simmons', 'Nathan Brooks'],
    companies: ['Quokka Analytics', 'Wattle Energy'],
    worksAt: [
      ['Ellie Simmons', 'Quokka Analytics'],
      ['Nathan Brooks', 'Wattle Energy'],
    ],
    links: [],
  },
  {
    id: 't747',
    genre: 'call log',
    text: `CRM note — Baltic Amber Co: Rasa Jankauskaitė manages our relationship with Tomas Petrauskas, their procurement head. Tomas reports to the board on supplier risk every quarter.`,
    people: ['Rasa Jankauskaitė', 'Tomas Petrauskas'],
    companies: ['Baltic Amber Co'],
    worksAt: [['Tomas Petrauskas', 'Baltic Amber Co']],
    links: [],
  },
  {
    id: 't748',
    genre: 'chat',
    text: `[16:20] Hoang Minh: you remember Linh Tran from our Saigon Tech days?
[16:21] Pham Thu: of course! what's she up to?
[16:21] Hoang Minh: she left for Mekong Ventures last year, partner there now`,
    people: ['Hoang Minh', 'Linh Tran', 'Pham Thu'],
    companies: ['Saigon Tech', 'Mekong Ventures'],
    worksAt: [['Linh Tran', 'Mekong Ventures']],
    links: [
      ['knows', 'Hoang Minh', 'Linh Tran'],
      ['knows', 'Pham Thu', 'Linh Tran'],
      ['left_for', 'Linh Tran', 'Mekong Ventures'],
    ],
  },
  {
    id: 't749',
    genre: 'job change',
    text: `Announcement: Fjordline Maps has been acquired by Nordhav Geo. Eirik Lunde, Fjordline's founder, will stay on as head of the mapping unit at Nordhav Geo and report to Nordhav's CTO, Marte Bakken.`,
    people: ['Eirik Lunde', 'Marte Bakken'],
    companies: ['Fjordline Maps', 'Nordhav Geo'],
    worksAt: [
      ['Eirik Lunde', 'Nordhav Geo'],
      ['Marte Bakken', 'Nordhav Geo'],
    ],
    links: [['reports_to', 'Eirik Lunde', 'Marte Bakken']],
  },
  {
    id: 't750',
    genre: 'meeting notes',
    text: `Discovery call — Condor Airlines cargo
Attendees: Valeria Quispe (Condor Airlines), Mateo Huamán (Condor Airlines), Julia Berger (Andes Air Data)
Julia knows Valeria from a cargo working group in Lima.`,
    people: ['Valeria Quispe', 'Mateo Huamán', 'Julia Berger'],
    companies: ['Condor Airlines', 'Andes Air Data'],
    worksAt: [
      ['Valeria Quispe', 'Condor Airlines'],
      ['Mateo Huamán', 'Condor Airlines'],
      ['Julia Berger', 'Andes Air Data'],
    ],
    links: [['knows', 'Julia Berger', 'Valeria Quispe']],
  },
]
