import type { CorpusText } from './types.js'

/**
 * Tuning texts t165-t190, written for issue 27's third pass: one-word companies in employment
 * phrases ("former Wipro exec", "an Infosys alum", "Zapier's", "at Revolut"), knowing someone put
 * as "met", "worked together", "old friend", "we go back", and reporting and moves phrased other
 * ways. Each text's expectations were written and committed before the reader was run on it.
 */
export const TUNING_LINKS_THREE: CorpusText[] = [
  {
    id: 't165',
    genre: 'job change',
    text: `Renata Souza, a former Nubank exec, joins Carioca Pay as Chief Operating Officer.`,
    people: ['Renata Souza'],
    companies: ['Nubank', 'Carioca Pay'],
    worksAt: [['Renata Souza', 'Carioca Pay']],
    links: [['left_for', 'Renata Souza', 'Carioca Pay']],
  },
  {
    id: 't166',
    genre: 'call log',
    text: `Spoke with Dmitri Volkov, an Accenture alum who now runs operations at Neva Logistics. Wants a demo next week.`,
    people: ['Dmitri Volkov'],
    companies: ['Accenture', 'Neva Logistics'],
    worksAt: [['Dmitri Volkov', 'Neva Logistics']],
    links: [['left_for', 'Dmitri Volkov', 'Neva Logistics']],
  },
  {
    id: 't167',
    genre: 'meeting notes',
    text: `Intro call with Zapier's Head of Sales, Grace Mwangi. She asked about SSO and audit logs.`,
    people: ['Grace Mwangi'],
    companies: ['Zapier'],
    worksAt: [['Grace Mwangi', 'Zapier']],
  },
  {
    id: 't168',
    genre: 'chat',
    text: `[10:02] Paulo Reis: Who do we know at Revolut?
[10:03] Anika Sharma: Tobias Lind is a product lead at Revolut, we worked together at Klarna`,
    people: ['Paulo Reis', 'Anika Sharma', 'Tobias Lind'],
    companies: ['Revolut', 'Klarna'],
    worksAt: [['Tobias Lind', 'Revolut']],
    links: [['knows', 'Anika Sharma', 'Tobias Lind']],
  },
  {
    id: 't169',
    genre: 'e-mail',
    text: `Hi team,

I met Sipho Nkosi at the fintech summit last week. He is CTO at Ubuntu Ledger and keen to talk.

Best,
Claire Dubois`,
    people: ['Sipho Nkosi', 'Claire Dubois'],
    companies: ['Ubuntu Ledger'],
    worksAt: [['Sipho Nkosi', 'Ubuntu Ledger']],
    links: [['knows', 'Claire Dubois', 'Sipho Nkosi']],
  },
  {
    id: 't170',
    genre: 'call log',
    text: `Call with Lars Eklund (VP Finance, Fjord Capital). Lars and Maya Cohen go back a long way; he will put in a word with her.`,
    people: ['Lars Eklund', 'Maya Cohen'],
    companies: ['Fjord Capital'],
    worksAt: [['Lars Eklund', 'Fjord Capital']],
    links: [['knows', 'Lars Eklund', 'Maya Cohen']],
  },
  {
    id: 't171',
    genre: 'meeting notes',
    text: `Notes, 3 Feb. Yusuf Demir is an old friend of Elena Petrova, Head of Procurement at Danube Steel.`,
    people: ['Yusuf Demir', 'Elena Petrova'],
    companies: ['Danube Steel'],
    worksAt: [['Elena Petrova', 'Danube Steel']],
    links: [['knows', 'Yusuf Demir', 'Elena Petrova']],
  },
  {
    id: 't172',
    genre: 'e-mail',
    text: `Sofia, you should talk to Ravi Kapoor. We worked together for six years and he knows the space better than anyone.

Aditi Rao`,
    people: ['Sofia', 'Ravi Kapoor', 'Aditi Rao'],
    companies: [],
    worksAt: [],
    links: [['knows', 'Aditi Rao', 'Ravi Kapoor']],
  },
  {
    id: 't173',
    genre: 'meeting notes',
    text: `Org update from Kite Analytics: Jonas Berg now reports directly to Amara Eze, the new VP Data.`,
    people: ['Jonas Berg', 'Amara Eze'],
    companies: ['Kite Analytics'],
    worksAt: [
      ['Jonas Berg', 'Kite Analytics'],
      ['Amara Eze', 'Kite Analytics'],
    ],
    links: [['reports_to', 'Jonas Berg', 'Amara Eze']],
  },
  {
    id: 't174',
    genre: 'call log',
    text: `Call with Hugo Martin at Lumen Retail. His boss is Chloé Bernard, the COO, who signs off on anything over 50k.`,
    people: ['Hugo Martin', 'Chloé Bernard'],
    companies: ['Lumen Retail'],
    worksAt: [
      ['Hugo Martin', 'Lumen Retail'],
      ['Chloé Bernard', 'Lumen Retail'],
    ],
    links: [['reports_to', 'Hugo Martin', 'Chloé Bernard']],
  },
  {
    id: 't175',
    genre: 'meeting notes',
    text: `Attendees: Ivan Horvat (Adriatic Ports), Mirela Kovač (Adriatic Ports)
Ivan manages Mirela's team and will approve the pilot.`,
    people: ['Ivan Horvat', 'Mirela Kovač'],
    companies: ['Adriatic Ports'],
    worksAt: [
      ['Ivan Horvat', 'Adriatic Ports'],
      ['Mirela Kovač', 'Adriatic Ports'],
    ],
    links: [['reports_to', 'Mirela Kovač', 'Ivan Horvat']],
  },
  {
    id: 't176',
    genre: 'job change',
    text: `After eight years at Atlas Insurance, Bea Santos has moved to Harbor Mutual as Chief Risk Officer.`,
    people: ['Bea Santos'],
    companies: ['Atlas Insurance', 'Harbor Mutual'],
    worksAt: [['Bea Santos', 'Harbor Mutual']],
    links: [['left_for', 'Bea Santos', 'Harbor Mutual']],
  },
  {
    id: 't177',
    genre: 'e-mail',
    text: `FYI Kwame Asante is leaving Gold Coast Telecom to join Volta Energy as CFO next month.

Thanks,
Efua`,
    people: ['Kwame Asante', 'Efua'],
    companies: ['Gold Coast Telecom', 'Volta Energy'],
    worksAt: [['Kwame Asante', 'Volta Energy']],
    links: [['left_for', 'Kwame Asante', 'Volta Energy']],
  },
  {
    id: 't178',
    genre: 'job change',
    text: `Ex-Shopify engineering lead Marta Nowak has joined Baltic Commerce as CTO.`,
    people: ['Marta Nowak'],
    companies: ['Shopify', 'Baltic Commerce'],
    worksAt: [['Marta Nowak', 'Baltic Commerce']],
    links: [['left_for', 'Marta Nowak', 'Baltic Commerce']],
  },
  {
    id: 't179',
    genre: 'call log',
    text: `Spoke to Ahmed Farouk at Careem about fleet data. He wants numbers by Thursday.`,
    people: ['Ahmed Farouk'],
    companies: ['Careem'],
    worksAt: [['Ahmed Farouk', 'Careem']],
  },
  {
    id: 't180',
    genre: 'introduction',
    text: `Pedro Alves, meet Ines Duarte, who heads growth at Douro Wines. Ines and I worked together at Sonae years ago.

Rui Costa`,
    people: ['Pedro Alves', 'Ines Duarte', 'Rui Costa'],
    companies: ['Douro Wines', 'Sonae'],
    worksAt: [['Ines Duarte', 'Douro Wines']],
    links: [
      ['introduced_by', 'Pedro Alves', 'Rui Costa'],
      ['introduced_by', 'Ines Duarte', 'Rui Costa'],
      ['knows', 'Rui Costa', 'Ines Duarte'],
    ],
  },
  {
    id: 't181',
    genre: 'meeting notes',
    text: `Met the Tejo Energia team in their Lisbon office. Present: Rita Gomes (Director of Logistics) and Nuno Silva (Buyer). Nuno reports to Rita.`,
    people: ['Rita Gomes', 'Nuno Silva'],
    companies: ['Tejo Energia'],
    worksAt: [
      ['Rita Gomes', 'Tejo Energia'],
      ['Nuno Silva', 'Tejo Energia'],
    ],
    links: [['reports_to', 'Nuno Silva', 'Rita Gomes']],
  },
  {
    id: 't182',
    genre: 'chat',
    text: `[14:20] Owen Price: who is the decision maker at Severn Water?
[14:21] Bronwen Hughes: Gareth Lewis. I know him well, we were at university together`,
    people: ['Owen Price', 'Bronwen Hughes', 'Gareth Lewis'],
    companies: ['Severn Water'],
    worksAt: [['Gareth Lewis', 'Severn Water']],
    links: [['knows', 'Bronwen Hughes', 'Gareth Lewis']],
  },
  {
    id: 't183',
    genre: 'meeting notes',
    text: `Kickoff with Meridian Foods. Sandra Okoye runs the finance team there; Piotr Zielinski sits under her and does the day-to-day.`,
    people: ['Sandra Okoye', 'Piotr Zielinski'],
    companies: ['Meridian Foods'],
    worksAt: [
      ['Sandra Okoye', 'Meridian Foods'],
      ['Piotr Zielinski', 'Meridian Foods'],
    ],
    links: [['reports_to', 'Piotr Zielinski', 'Sandra Okoye']],
  },
  {
    id: 't184',
    genre: 'call log',
    text: `Call with Lena Fischer, procurement lead at Rhein Chemie. Her manager, Stefan Braun, has the final say.`,
    people: ['Lena Fischer', 'Stefan Braun'],
    companies: ['Rhein Chemie'],
    worksAt: [
      ['Lena Fischer', 'Rhein Chemie'],
      ['Stefan Braun', 'Rhein Chemie'],
    ],
    links: [['reports_to', 'Lena Fischer', 'Stefan Braun']],
  },
  {
    id: 't185',
    genre: 'e-mail',
    text: `Hi Tom,

Quick context before Thursday: Arjun Nair is the buyer at Kerala Spices and answers to their COO, Deepa Menon.

Thanks,
Laura Bianchi`,
    people: ['Tom', 'Arjun Nair', 'Deepa Menon', 'Laura Bianchi'],
    companies: ['Kerala Spices'],
    worksAt: [
      ['Arjun Nair', 'Kerala Spices'],
      ['Deepa Menon', 'Kerala Spices'],
    ],
    links: [['reports_to', 'Arjun Nair', 'Deepa Menon']],
  },
  {
    id: 't186',
    genre: 'meeting notes',
    text: `Notes: Oskar Lindqvist and Freya Nilsson know each other from their Spotify days. Freya is now Head of Data at Nordic Health.`,
    people: ['Oskar Lindqvist', 'Freya Nilsson'],
    companies: ['Spotify', 'Nordic Health'],
    worksAt: [['Freya Nilsson', 'Nordic Health']],
    links: [
      ['knows', 'Oskar Lindqvist', 'Freya Nilsson'],
      ['left_for', 'Freya Nilsson', 'Nordic Health'],
    ],
  },
  {
    id: 't187',
    genre: 'call log',
    text: `Spoke to Camila Rojas. She used to work with Diego Torres at Andes Mining and still talks to him every week.`,
    people: ['Camila Rojas', 'Diego Torres'],
    companies: ['Andes Mining'],
    worksAt: [],
    links: [['knows', 'Camila Rojas', 'Diego Torres']],
  },
  {
    id: 't188',
    genre: 'chat',
    text: `[16:40] Noor Aziz: does anyone know Felix Wagner at Alpen Bank?
[16:41] Jakob Huber: yes, he's a former colleague, happy to intro`,
    people: ['Noor Aziz', 'Felix Wagner', 'Jakob Huber'],
    companies: ['Alpen Bank'],
    worksAt: [['Felix Wagner', 'Alpen Bank']],
    links: [['knows', 'Jakob Huber', 'Felix Wagner']],
  },
  {
    id: 't189',
    genre: 'job change',
    text: `Moving on: Tariq Aziz has stepped down at Gulf Freight and will start at Oasis Logistics as COO in April.`,
    people: ['Tariq Aziz'],
    companies: ['Gulf Freight', 'Oasis Logistics'],
    worksAt: [['Tariq Aziz', 'Oasis Logistics']],
    links: [['left_for', 'Tariq Aziz', 'Oasis Logistics']],
  },
  {
    id: 't190',
    genre: 'meeting notes',
    text: `Sync with Coral Reef Travel: Maile Kahananui (GM) and her deputy Keoni Akana. Keoni handles contracts.`,
    people: ['Maile Kahananui', 'Keoni Akana'],
    companies: ['Coral Reef Travel'],
    worksAt: [
      ['Maile Kahananui', 'Coral Reef Travel'],
      ['Keoni Akana', 'Coral Reef Travel'],
    ],
    links: [['reports_to', 'Keoni Akana', 'Maile Kahananui']],
  },
]
