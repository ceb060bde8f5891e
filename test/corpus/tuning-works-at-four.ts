import type { CorpusText } from './types.js'

/**
 * Tuning texts w181-w240, written for issue 27's works-at in genres the earlier works-at batches
 * underuse: org-change announcements (promotions, new teams, reorganisations, departures, welcomes),
 * chat threads (names alone, lowercase handles), CRM call logs and account notes (terse fragments,
 * "spoke w/ P (C)", "P @ C", "P - C - CFO"), event and conference notes, recruiting notes, board and
 * investor updates and support tickets. About a quarter are near misses: a person beside a company
 * that is a customer, a supplier, a former employer, a school, an investor, a venue or a product, or a
 * person who only mentions a company. Each text's expectations were written and committed before the
 * reader was run on it.
 */
export const TUNING_WORKS_AT_FOUR: CorpusText[] = [
  {
    id: 'w181',
    genre: 'job change',
    text: `Team update: please congratulate Adaeze Okonkwo on her promotion to Director of Finance at Kestrel Mills. Adaeze joined the finance team four years ago and will now lead planning and treasury.`,
    people: ['Adaeze Okonkwo'],
    companies: ['Kestrel Mills'],
    worksAt: [['Adaeze Okonkwo', 'Kestrel Mills']],
  },
  {
    id: 'w182',
    genre: 'job change',
    text: `All, starting Monday we are forming a Platform Reliability team at Orbis Freight. Mateus Carvalho will lead it, and Hyun-woo Park and Elif Yıldız move over from Infrastructure. Questions to Mateus.`,
    people: ['Mateus Carvalho', 'Hyun-woo Park', 'Elif Yıldız'],
    companies: ['Orbis Freight'],
    worksAt: [
      ['Mateus Carvalho', 'Orbis Freight'],
      ['Hyun-woo Park', 'Orbis Freight'],
      ['Elif Yıldız', 'Orbis Freight'],
    ],
  },
  {
    id: 'w183',
    genre: 'job change',
    text: `Reorg note from Saltmarsh Bank: the retail and SME lending groups merge under Ifeoma Nwosu. Karthik Iyer, who ran SME lending, becomes her deputy. Lotte de Groot stays on as head of risk.`,
    people: ['Ifeoma Nwosu', 'Karthik Iyer', 'Lotte de Groot'],
    companies: ['Saltmarsh Bank'],
    worksAt: [
      ['Ifeoma Nwosu', 'Saltmarsh Bank'],
      ['Karthik Iyer', 'Saltmarsh Bank'],
      ['Lotte de Groot', 'Saltmarsh Bank'],
    ],
    links: [['reports_to', 'Karthik Iyer', 'Ifeoma Nwosu']],
  },
  {
    id: 'w184',
    genre: 'job change',
    text: `Farewell from all of us at Tidewater Labs to Rosalind Achterberg, who leaves on Friday after eight years in our design team. Callum Fraser, also in design, takes over her work on the mobile app.`,
    people: ['Rosalind Achterberg', 'Callum Fraser'],
    companies: ['Tidewater Labs'],
    worksAt: [['Callum Fraser', 'Tidewater Labs']],
  },
  {
    id: 'w185',
    genre: 'job change',
    text: `Please welcome Nomsa Dlamini to Cobaltline! Nomsa joins us as Senior Account Executive from Protea Insurance, where she spent five years in broker sales. She sits in Jakub Wiśniewski's team in Cape Town.`,
    people: ['Nomsa Dlamini', 'Jakub Wiśniewski'],
    companies: ['Cobaltline', 'Protea Insurance'],
    worksAt: [
      ['Nomsa Dlamini', 'Cobaltline'],
      ['Jakub Wiśniewski', 'Cobaltline'],
    ],
    links: [
      ['left_for', 'Nomsa Dlamini', 'Cobaltline'],
      ['reports_to', 'Nomsa Dlamini', 'Jakub Wiśniewski'],
    ],
  },
  {
    id: 'w186',
    genre: 'chat',
    text: `[09:14] Priyanka: who's our contact at Bramblewood now?
[09:15] Tobias: Henrietta Vance, she's their ops lead since Jan
[09:15] Priyanka: ok thx, and Olu?
[09:16] Tobias: Olu moved to their Lagos office, still Bramblewood`,
    people: ['Priyanka', 'Tobias', 'Henrietta Vance', 'Olu'],
    companies: ['Bramblewood'],
    worksAt: [
      ['Henrietta Vance', 'Bramblewood'],
      ['Olu', 'Bramblewood'],
    ],
  },
  {
    id: 'w187',
    genre: 'chat',
    text: `mo: anyone know someone at Quayside Energy?
deepa: yeah my cousin Rahul Menon is a grid engineer there
mo: amazing can u intro?
deepa: will ping him tonight`,
    people: ['Rahul Menon'],
    companies: ['Quayside Energy'],
    worksAt: [['Rahul Menon', 'Quayside Energy']],
  },
  {
    id: 'w188',
    genre: 'chat',
    text: `kai: Sunita Rao just bought the Tallgrass Outdoor annual plan for her whole climbing club lol
lena: nice, she's been a Tallgrass customer forever`,
    people: ['Sunita Rao'],
    companies: ['Tallgrass Outdoor'],
    worksAt: [],
  },
  {
    id: 'w189',
    genre: 'call log',
    text: `12/03 spoke w/ Anselm Huber (Grauwald Holz) - wants pricing for 40 seats. f/u Thu.`,
    people: ['Anselm Huber'],
    companies: ['Grauwald Holz'],
    worksAt: [['Anselm Huber', 'Grauwald Holz']],
  },
  {
    id: 'w190',
    genre: 'call log',
    text: `Renewals this week
- Yaw Boateng @ Sankofa Foods: renewal at risk, budget frozen til Q3
- Mirela Popa @ Carpathian Mills: happy, wants API access
- Ken Adachi @ Hoshi Retail: no answer, left vm`,
    people: ['Yaw Boateng', 'Mirela Popa', 'Ken Adachi'],
    companies: ['Sankofa Foods', 'Carpathian Mills', 'Hoshi Retail'],
    worksAt: [
      ['Yaw Boateng', 'Sankofa Foods'],
      ['Mirela Popa', 'Carpathian Mills'],
      ['Ken Adachi', 'Hoshi Retail'],
    ],
  },
  {
    id: 'w191',
    genre: 'call log',
    text: `Contacts added today:
Farah Siddiqui - Indus Ceramics - CFO
Goran Petrović - Adriatic Shipping - Fleet Manager
Noor Al-Amin - Indus Ceramics - AP clerk`,
    people: ['Farah Siddiqui', 'Goran Petrović', 'Noor Al-Amin'],
    companies: ['Indus Ceramics', 'Adriatic Shipping'],
    worksAt: [
      ['Farah Siddiqui', 'Indus Ceramics'],
      ['Goran Petrović', 'Adriatic Shipping'],
      ['Noor Al-Amin', 'Indus Ceramics'],
    ],
  },
  {
    id: 'w192',
    genre: 'call log',
    text: `Account: Larkspur Dental Group
Champion: Dr. Beatriz Moura (clinical director)
Economic buyer: Owen Gallagher, COO
Blocker: IT is outsourced to Netwave Services (contact: Ilse Brandt)
Status: pilot in 3 clinics`,
    people: ['Beatriz Moura', 'Owen Gallagher', 'Ilse Brandt'],
    companies: ['Larkspur Dental Group', 'Netwave Services'],
    worksAt: [
      ['Beatriz Moura', 'Larkspur Dental Group'],
      ['Owen Gallagher', 'Larkspur Dental Group'],
      ['Ilse Brandt', 'Netwave Services'],
    ],
  },
  {
    id: 'w193',
    genre: 'meeting notes',
    text: `Notes from FinOps Week, day 2
Met Chidi Okafor of Palmyra Payments at the booth - interested in reconciliation. Also chatted with Signe Lund (Nordvik Bank) after the panel; she wants a demo in Feb.`,
    people: ['Chidi Okafor', 'Signe Lund'],
    companies: ['Palmyra Payments', 'Nordvik Bank'],
    worksAt: [
      ['Chidi Okafor', 'Palmyra Payments'],
      ['Signe Lund', 'Nordvik Bank'],
    ],
  },
  {
    id: 'w194',
    genre: 'meeting notes',
    text: `Conference notes: Dana Whitfield gave the keynote at the Cinder Cloud user summit, on data residency. Afterwards Ravi Bhatt, who runs IT at Peregrine Schools, asked us about offline mode.`,
    people: ['Dana Whitfield', 'Ravi Bhatt'],
    companies: ['Cinder Cloud', 'Peregrine Schools'],
    worksAt: [['Ravi Bhatt', 'Peregrine Schools']],
  },
  {
    id: 'w195',
    genre: 'meeting notes',
    text: `Trade fair, hall 4: swapped cards with Ingrid Moe and Bjarne Holt, both Fjordkraft Marine, and with a rep from Solano Pumps whose name I missed.`,
    people: ['Ingrid Moe', 'Bjarne Holt'],
    companies: ['Fjordkraft Marine', 'Solano Pumps'],
    worksAt: [
      ['Ingrid Moe', 'Fjordkraft Marine'],
      ['Bjarne Holt', 'Fjordkraft Marine'],
    ],
  },
  {
    id: 'w196',
    genre: 'meeting notes',
    text: `Candidate: Mei-Ling Chou
Currently: Staff Engineer at Vantor Systems (4 yrs)
Previously: Hexa Mobile
Status: final round Thursday; has a competing offer from Skyhook Data`,
    people: ['Mei-Ling Chou'],
    companies: ['Vantor Systems', 'Hexa Mobile', 'Skyhook Data'],
    worksAt: [['Mei-Ling Chou', 'Vantor Systems']],
  },
  {
    id: 'w197',
    genre: 'meeting notes',
    text: `Recruiting sync: we made an offer to Tomasz Zieliński last week. He studied at Warsaw University of Technology and interned at Pixelbay. He hasn't accepted yet.`,
    people: ['Tomasz Zieliński'],
    companies: ['Warsaw University of Technology', 'Pixelbay'],
    worksAt: [],
  },
  {
    id: 'w198',
    genre: 'meeting notes',
    text: `Sourcing notes - backend role
1. Abena Owusu, currently at Lattice Health, open to a move in spring
2. Rui Fernandes, Lattice Health alum, now freelancing
3. Chen Jing, senior dev at Moonbridge Games`,
    people: ['Abena Owusu', 'Rui Fernandes', 'Chen Jing'],
    companies: ['Lattice Health', 'Moonbridge Games'],
    worksAt: [
      ['Abena Owusu', 'Lattice Health'],
      ['Chen Jing', 'Moonbridge Games'],
    ],
  },
  {
    id: 'w199',
    genre: 'meeting notes',
    text: `Board update, February
Attendees: Lucia Ferraro (Aldercrest Capital), Haruto Mori (Tsubame Partners), our CEO Kwame Asante.
Lucia approved the hiring plan. Haruto asked for a churn breakdown before the next meeting.`,
    people: ['Lucia Ferraro', 'Haruto Mori', 'Kwame Asante'],
    companies: ['Aldercrest Capital', 'Tsubame Partners'],
    worksAt: [
      ['Lucia Ferraro', 'Aldercrest Capital'],
      ['Haruto Mori', 'Tsubame Partners'],
    ],
  },
  {
    id: 'w200',
    genre: 'e-mail',
    text: `Investor update - Glimmer Health, March

Hi all, quick numbers: ARR up 12%. We hired Oksana Melnyk as VP Sales; she joins from Medlane, where she led the enterprise team. Thanks to Pieter Claes at Northgate Ventures for the intro.

- Sara Lindgren, CEO`,
    people: ['Oksana Melnyk', 'Pieter Claes', 'Sara Lindgren'],
    companies: ['Glimmer Health', 'Medlane', 'Northgate Ventures'],
    worksAt: [
      ['Oksana Melnyk', 'Glimmer Health'],
      ['Pieter Claes', 'Northgate Ventures'],
      ['Sara Lindgren', 'Glimmer Health'],
    ],
    links: [
      ['left_for', 'Oksana Melnyk', 'Glimmer Health'],
      ['introduced_by', 'Oksana Melnyk', 'Pieter Claes'],
    ],
  },
  {
    id: 'w201',
    genre: 'call log',
    text: `Ticket #48213
Customer: Brackenridge Foods
Reported by: Giorgos Pappas (IT admin)
Issue: SSO login loops after password reset.
Assigned to: Lina Haddad (Tier 2)`,
    people: ['Giorgos Pappas', 'Lina Haddad'],
    companies: ['Brackenridge Foods'],
    worksAt: [['Giorgos Pappas', 'Brackenridge Foods']],
  },
  {
    id: 'w202',
    genre: 'call log',
    text: `Ticket 7781 - Crestmoor Logistics
From: julien.marchand@crestmoor.fr
Julien Marchand writes that label printing fails on the warehouse tablets. His colleague Aiko Sato reproduced it twice. Escalated to engineering.`,
    people: ['Julien Marchand', 'Aiko Sato'],
    companies: ['Crestmoor Logistics'],
    worksAt: [
      ['Julien Marchand', 'Crestmoor Logistics'],
      ['Aiko Sato', 'Crestmoor Logistics'],
    ],
  },
  {
    id: 'w203',
    genre: 'chat',
    text: `Support chat transcript
Customer: Hi, this is Deborah Mensah. I moved our invoices over from Ledgerly last month and now the totals don't match.
Agent (Sam): Sorry about that, Deborah - can you send one invoice number?`,
    people: ['Deborah Mensah', 'Sam'],
    companies: ['Ledgerly'],
    worksAt: [],
  },
  {
    id: 'w204',
    genre: 'job change',
    text: `Promotions at Wrenfield Insurance, effective 1 April:
- Aarav Shah to Senior Underwriter
- Bronwyn Hughes to Claims Team Lead
- Tadeo Ruiz to Head of Pricing`,
    people: ['Aarav Shah', 'Bronwyn Hughes', 'Tadeo Ruiz'],
    companies: ['Wrenfield Insurance'],
    worksAt: [
      ['Aarav Shah', 'Wrenfield Insurance'],
      ['Bronwyn Hughes', 'Wrenfield Insurance'],
      ['Tadeo Ruiz', 'Wrenfield Insurance'],
    ],
  },
  {
    id: 'w205',
    genre: 'job change',
    text: `Two departures this month at Gullwing Air: Selin Aksoy leaves for Anatolia Jet, and Martin Kovář retires after 30 years. Both will be missed.`,
    people: ['Selin Aksoy', 'Martin Kovář'],
    companies: ['Gullwing Air', 'Anatolia Jet'],
    worksAt: [['Selin Aksoy', 'Anatolia Jet']],
    links: [['left_for', 'Selin Aksoy', 'Anatolia Jet']],
  },
  {
    id: 'w206',
    genre: 'e-mail',
    text: `Subject: Welcome Ikaika to the team!

Hi everyone, Ikaika Kahale starts today as our new data engineer at Lanai Analytics. He'll report to Meera Pillai. Say hi in #data!

Meera`,
    people: ['Ikaika Kahale', 'Meera Pillai'],
    companies: ['Lanai Analytics'],
    worksAt: [
      ['Ikaika Kahale', 'Lanai Analytics'],
      ['Meera Pillai', 'Lanai Analytics'],
    ],
    links: [['reports_to', 'Ikaika Kahale', 'Meera Pillai']],
  },
  {
    id: 'w207',
    genre: 'chat',
    text: `#partnerships
Zainab: call w/ Hollis Freight went well
Zainab: their CEO Arnav Kapoor wants to pilot in Q2
Marco: who else was on?
Zainab: Beth Ngata from their finance side`,
    people: ['Zainab', 'Marco', 'Arnav Kapoor', 'Beth Ngata'],
    companies: ['Hollis Freight'],
    worksAt: [
      ['Arnav Kapoor', 'Hollis Freight'],
      ['Beth Ngata', 'Hollis Freight'],
    ],
  },
  {
    id: 'w208',
    genre: 'chat',
    text: `Elena: the pallets from Ridgeway Packaging are late again
Femi: I emailed Sandeep Joshi there this morning, no reply yet
Elena: try Claire Dubois, she's their logistics coordinator`,
    people: ['Elena', 'Femi', 'Sandeep Joshi', 'Claire Dubois'],
    companies: ['Ridgeway Packaging'],
    worksAt: [
      ['Sandeep Joshi', 'Ridgeway Packaging'],
      ['Claire Dubois', 'Ridgeway Packaging'],
    ],
  },
  {
    id: 'w209',
    genre: 'call log',
    text: `Contact note: Viktor Sokolov (ex-Baltica Telecom) now consults independently. Good for referrals into Baltica, but no budget himself.`,
    people: ['Viktor Sokolov'],
    companies: ['Baltica Telecom'],
    worksAt: [],
  },
  {
    id: 'w210',
    genre: 'call log',
    text: `Account note: Quillfeather is backed by Redstone Ventures; Imogen Taylor sits on their board for Redstone. Day-to-day contact is the COO, Bashir Rahimi.`,
    people: ['Imogen Taylor', 'Bashir Rahimi'],
    companies: ['Quillfeather', 'Redstone Ventures'],
    worksAt: [
      ['Imogen Taylor', 'Redstone Ventures'],
      ['Bashir Rahimi', 'Quillfeather'],
    ],
  },
  {
    id: 'w211',
    genre: 'call log',
    text: `Call: Hamid Karimi, IT manager, Tabriz Textiles. They run everything on Salesforce and use Zendesk for tickets. Wants a Zendesk integration.`,
    people: ['Hamid Karimi'],
    companies: ['Tabriz Textiles', 'Salesforce', 'Zendesk'],
    worksAt: [['Hamid Karimi', 'Tabriz Textiles']],
  },
  {
    id: 'w212',
    genre: 'meeting notes',
    text: `Coffee chat with Amelia Brooks, final-year student at Edinburgh Napier University, about our graduate scheme. She interned at Cairnview Energy last summer.`,
    people: ['Amelia Brooks'],
    companies: ['Edinburgh Napier University', 'Cairnview Energy'],
    worksAt: [],
  },
  {
    id: 'w213',
    genre: 'e-mail',
    text: `Subject: Changes in the Americas team

Team, as of today Valentina Rossi takes over the Americas region at Bellhaven Software. Diego Herrera and Sofia Mendes now report to her. Thiago Lima moves to the EMEA team under Jonas Richter.

Thanks,
Philippa Grant, COO`,
    people: ['Valentina Rossi', 'Diego Herrera', 'Sofia Mendes', 'Thiago Lima', 'Jonas Richter', 'Philippa Grant'],
    companies: ['Bellhaven Software'],
    worksAt: [
      ['Valentina Rossi', 'Bellhaven Software'],
      ['Diego Herrera', 'Bellhaven Software'],
      ['Sofia Mendes', 'Bellhaven Software'],
      ['Thiago Lima', 'Bellhaven Software'],
      ['Jonas Richter', 'Bellhaven Software'],
      ['Philippa Grant', 'Bellhaven Software'],
    ],
    links: [
      ['reports_to', 'Diego Herrera', 'Valentina Rossi'],
      ['reports_to', 'Sofia Mendes', 'Valentina Rossi'],
      ['reports_to', 'Thiago Lima', 'Jonas Richter'],
    ],
  },
  {
    id: 'w214',
    genre: 'job change',
    text: `Proud moment: after three years on the trading desk, I've been promoted to Head of FX at Meridian Clearing. Grateful to my manager Ayesha Siddiqui for backing me. - Tunde Afolabi`,
    people: ['Tunde Afolabi', 'Ayesha Siddiqui'],
    companies: ['Meridian Clearing'],
    worksAt: [
      ['Tunde Afolabi', 'Meridian Clearing'],
      ['Ayesha Siddiqui', 'Meridian Clearing'],
    ],
    links: [['reports_to', 'Tunde Afolabi', 'Ayesha Siddiqui']],
  },
  {
    id: 'w215',
    genre: 'call log',
    text: `Cold call: Noah Friedman picked up. Said they evaluated Parcelwise last year and went with ShipHub instead. Not interested till renewal.`,
    people: ['Noah Friedman'],
    companies: ['Parcelwise', 'ShipHub'],
    worksAt: [],
  },
  {
    id: 'w216',
    genre: 'call log',
    text: `Mtg w/ Leilani Kealoha + Ben Okoro (both Makai Resorts) re: booking engine. LK = decision maker. BO = IT. Next: SOW by 3/15.`,
    people: ['Leilani Kealoha', 'Ben Okoro'],
    companies: ['Makai Resorts'],
    worksAt: [
      ['Leilani Kealoha', 'Makai Resorts'],
      ['Ben Okoro', 'Makai Resorts'],
    ],
  },
  {
    id: 'w217',
    genre: 'meeting notes',
    text: `At the Nordic SaaS meetup in Oslo I ran into Astrid Nilsen; she's head of growth at Tindra now. She introduced me to her colleague Even Haugen, who runs partnerships there.`,
    people: ['Astrid Nilsen', 'Even Haugen'],
    companies: ['Tindra'],
    worksAt: [
      ['Astrid Nilsen', 'Tindra'],
      ['Even Haugen', 'Tindra'],
    ],
    links: [['introduced_by', 'Even Haugen', 'Astrid Nilsen']],
  },
  {
    id: 'w218',
    genre: 'meeting notes',
    text: `Panel on embedded finance, sponsored by Corbel Bank. Speakers: Hiroshi Tanaka (Kiyomi Pay), Fatou Diop (Sahel Microfinance) and moderator Greg Olsen.`,
    people: ['Hiroshi Tanaka', 'Fatou Diop', 'Greg Olsen'],
    companies: ['Corbel Bank', 'Kiyomi Pay', 'Sahel Microfinance'],
    worksAt: [
      ['Hiroshi Tanaka', 'Kiyomi Pay'],
      ['Fatou Diop', 'Sahel Microfinance'],
    ],
  },
  {
    id: 'w219',
    genre: 'meeting notes',
    text: `Board pack notes: Mariam Bakr joined the board as an independent director; she is CFO of Delta Cement. Our chair, Olav Strand, steps down in June.`,
    people: ['Mariam Bakr', 'Olav Strand'],
    companies: ['Delta Cement'],
    worksAt: [['Mariam Bakr', 'Delta Cement']],
  },
  {
    id: 'w220',
    genre: 'e-mail',
    text: `Portfolio update from Larchmont Capital: Hexfield closed its Series B, led by Ampleforth Partners. Founder Jana Horváth says the round funds two new offices.`,
    people: ['Jana Horváth'],
    companies: ['Larchmont Capital', 'Hexfield', 'Ampleforth Partners'],
    worksAt: [['Jana Horváth', 'Hexfield']],
  },
  {
    id: 'w221',
    genre: 'call log',
    text: `#4410 | Sable Credit Union | priority high
Opened by Marguerite Lalonde, branch ops. CSV export times out over 10k rows. Workaround sent by Pavel Novak (support).`,
    people: ['Marguerite Lalonde', 'Pavel Novak'],
    companies: ['Sable Credit Union'],
    worksAt: [['Marguerite Lalonde', 'Sable Credit Union']],
  },
  {
    id: 'w222',
    genre: 'chat',
    text: `[14:02] Ana: just got off with the Kudu Mining folks
[14:02] Ana: Thabo Nkosi (their CTO) + someone from procurement, Lindiwe Zulu
[14:03] Rob: did they mention the tender?`,
    people: ['Ana', 'Rob', 'Thabo Nkosi', 'Lindiwe Zulu'],
    companies: ['Kudu Mining'],
    worksAt: [
      ['Thabo Nkosi', 'Kudu Mining'],
      ['Lindiwe Zulu', 'Kudu Mining'],
    ],
  },
  {
    id: 'w223',
    genre: 'job change',
    text: `New joiners this week at Pebblestone Studios
• Kofi Mensah, Producer
• Ingrid Ekström, Concept Artist
• Luis Ortega, QA Lead (rejoining after two years at Brightforge)`,
    people: ['Kofi Mensah', 'Ingrid Ekström', 'Luis Ortega'],
    companies: ['Pebblestone Studios', 'Brightforge'],
    worksAt: [
      ['Kofi Mensah', 'Pebblestone Studios'],
      ['Ingrid Ekström', 'Pebblestone Studios'],
      ['Luis Ortega', 'Pebblestone Studios'],
    ],
    links: [['left_for', 'Luis Ortega', 'Pebblestone Studios']],
  },
  {
    id: 'w224',
    genre: 'e-mail',
    text: `Email from Carmen Ortiz: she read about Stonebridge Analytics in a newsletter and wants to know if we integrate with them. Reply by Friday.`,
    people: ['Carmen Ortiz'],
    companies: ['Stonebridge Analytics'],
    worksAt: [],
  },
  {
    id: 'w225',
    genre: 'call log',
    text: `Week 12 activity
- spoke w/ Rania Aziz (Oasis Water) - budget approved
- emailed Tomas Berg (Stavanger Subsea) - no reply
- demo for Grace Ong (Lionrock Realty) moved to Mon`,
    people: ['Rania Aziz', 'Tomas Berg', 'Grace Ong'],
    companies: ['Oasis Water', 'Stavanger Subsea', 'Lionrock Realty'],
    worksAt: [
      ['Rania Aziz', 'Oasis Water'],
      ['Tomas Berg', 'Stavanger Subsea'],
      ['Grace Ong', 'Lionrock Realty'],
    ],
  },
  {
    id: 'w226',
    genre: 'call log',
    text: `Call with Julia Nowak, founder of Pierogi Lab. Their biggest customer is Wawel Hotels; Wawel Hotels' head chef, Marek Lis, asked for gluten-free lines.`,
    people: ['Julia Nowak', 'Marek Lis'],
    companies: ['Pierogi Lab', 'Wawel Hotels'],
    worksAt: [
      ['Julia Nowak', 'Pierogi Lab'],
      ['Marek Lis', 'Wawel Hotels'],
    ],
  },
  {
    id: 'w227',
    genre: 'chat',
    text: `Kenji: is Amadou still at Baobab Telecom?
Rosa: nope, he went to Sahara Cloud in the fall
Kenji: ah ok. who replaced him?
Rosa: Fatima, I think she was his deputy`,
    people: ['Kenji', 'Amadou', 'Rosa', 'Fatima'],
    companies: ['Baobab Telecom', 'Sahara Cloud'],
    worksAt: [
      ['Amadou', 'Sahara Cloud'],
      ['Fatima', 'Baobab Telecom'],
    ],
    links: [['left_for', 'Amadou', 'Sahara Cloud']],
  },
  {
    id: 'w228',
    genre: 'e-mail',
    text: `Hi Oren,

Thanks for your interest in the Staff PM role at Gladeway. I see you're currently leading payments at Tamar Bank - would Tuesday work for a first chat?

Best,
Hila Cohen, Talent Partner, Gladeway`,
    people: ['Oren', 'Hila Cohen'],
    companies: ['Gladeway', 'Tamar Bank'],
    worksAt: [
      ['Oren', 'Tamar Bank'],
      ['Hila Cohen', 'Gladeway'],
    ],
  },
  {
    id: 'w229',
    genre: 'call log',
    text: `Reference check for Svetlana Ivanova: spoke to her former manager, Dmitri Volkov, at Ural Logistics. He said she was the strongest analyst he had.`,
    people: ['Svetlana Ivanova', 'Dmitri Volkov'],
    companies: ['Ural Logistics'],
    worksAt: [['Dmitri Volkov', 'Ural Logistics']],
  },
  {
    id: 'w230',
    genre: 'e-mail',
    text: `Q1 investor letter, Fernhill Robotics

Headcount is 48. We promoted Ngoc Anh Tran to CTO and hired Pablo Ruiz as controller. Our lead investor, Corinne Weiss of Alpenrose Capital, joins the monthly ops review.`,
    people: ['Ngoc Anh Tran', 'Pablo Ruiz', 'Corinne Weiss'],
    companies: ['Fernhill Robotics', 'Alpenrose Capital'],
    worksAt: [
      ['Ngoc Anh Tran', 'Fernhill Robotics'],
      ['Pablo Ruiz', 'Fernhill Robotics'],
      ['Corinne Weiss', 'Alpenrose Capital'],
    ],
  },
  {
    id: 'w231',
    genre: 'e-mail',
    text: `Subject: ESCALATION - Verdant Grocers outage

Kirsten, Verdant Grocers' store systems lead, Aidan Walsh, called twice this morning. Their CIO, Mbali Khumalo, wants a postmortem by Wednesday.

- Hugo (support desk)`,
    people: ['Kirsten', 'Aidan Walsh', 'Mbali Khumalo', 'Hugo'],
    companies: ['Verdant Grocers'],
    worksAt: [
      ['Aidan Walsh', 'Verdant Grocers'],
      ['Mbali Khumalo', 'Verdant Grocers'],
    ],
  },
  {
    id: 'w232',
    genre: 'call log',
    text: `Onboarding: Grace Mwangi set up Kibo Sheets for her bakery and wants help importing recipes. Kibo Sheets is made by Kibo Labs.`,
    people: ['Grace Mwangi'],
    companies: ['Kibo Labs'],
    worksAt: [],
  },
  {
    id: 'w233',
    genre: 'meeting notes',
    text: `Loomcraft org (as of Feb):
CEO - Hamza Yilmaz
VP Eng - Chiara Russo (reports to Hamza)
Design lead - Ola Brekke`,
    people: ['Hamza Yilmaz', 'Chiara Russo', 'Ola Brekke'],
    companies: ['Loomcraft'],
    worksAt: [
      ['Hamza Yilmaz', 'Loomcraft'],
      ['Chiara Russo', 'Loomcraft'],
      ['Ola Brekke', 'Loomcraft'],
    ],
    links: [['reports_to', 'Chiara Russo', 'Hamza Yilmaz']],
  },
  {
    id: 'w234',
    genre: 'e-mail',
    text: `Subject: Moving on

Dear colleagues, Friday is my last day at Copperleaf Energy. I'm joining Sunfield Power as head of trading. Kaveh Ahmadi will cover my accounts.

Warmly,
Ruth Abebe`,
    people: ['Ruth Abebe', 'Kaveh Ahmadi'],
    companies: ['Copperleaf Energy', 'Sunfield Power'],
    worksAt: [
      ['Ruth Abebe', 'Sunfield Power'],
      ['Kaveh Ahmadi', 'Copperleaf Energy'],
    ],
    links: [['left_for', 'Ruth Abebe', 'Sunfield Power']],
  },
  {
    id: 'w235',
    genre: 'call log',
    text: `Lost deal debrief: Ivana Marković at Zagreb Pharma chose Medisoft. Their reasons: price and local support. Medisoft's rep was Luka Babić.`,
    people: ['Ivana Marković', 'Luka Babić'],
    companies: ['Zagreb Pharma', 'Medisoft'],
    worksAt: [
      ['Ivana Marković', 'Zagreb Pharma'],
      ['Luka Babić', 'Medisoft'],
    ],
  },
  {
    id: 'w236',
    genre: 'meeting notes',
    text: `Offsite, day 1: met Jorge Salas at the Halden Manor bar; he is a freelance photographer and might shoot our launch.`,
    people: ['Jorge Salas'],
    companies: ['Halden Manor'],
    worksAt: [],
  },
  {
    id: 'w237',
    genre: 'call log',
    text: `Lead: Anjali Verma <anjali@tealbrook.io>
Company: Tealbrook
Source: webinar
Notes: also cc'd her manager Joost Smit (joost@tealbrook.io)`,
    people: ['Anjali Verma', 'Joost Smit'],
    companies: ['Tealbrook'],
    worksAt: [
      ['Anjali Verma', 'Tealbrook'],
      ['Joost Smit', 'Tealbrook'],
    ],
    links: [['reports_to', 'Anjali Verma', 'Joost Smit']],
  },
  {
    id: 'w238',
    genre: 'chat',
    text: `yara: fyi hugo from Pinecrest Legal pinged about the NDA
sam: which hugo
yara: Hugo Vidal, their paralegal`,
    people: ['Hugo Vidal'],
    companies: ['Pinecrest Legal'],
    worksAt: [['Hugo Vidal', 'Pinecrest Legal']],
  },
  {
    id: 'w239',
    genre: 'meeting notes',
    text: `Advisors: Prof. Wanjiru Kamau (University of Nairobi) advises us on agronomy; Sami Haddad, former CFO of Cedar Airlines, advises on finance.`,
    people: ['Wanjiru Kamau', 'Sami Haddad'],
    companies: ['University of Nairobi', 'Cedar Airlines'],
    worksAt: [['Wanjiru Kamau', 'University of Nairobi']],
  },
  {
    id: 'w240',
    genre: 'meeting notes',
    text: `Site visit, Ostrava plant
Present: Petr Dvořák (plant manager, Moravia Steelworks), Jana Krejčí (Moravia Steelworks), and Ahmed Saleh from our integrator, Volta Automation. The client's auditor, Hana Novotná of Kralovec & Partners, joined by phone.`,
    people: ['Petr Dvořák', 'Jana Krejčí', 'Ahmed Saleh', 'Hana Novotná'],
    companies: ['Moravia Steelworks', 'Volta Automation', 'Kralovec & Partners'],
    worksAt: [
      ['Petr Dvořák', 'Moravia Steelworks'],
      ['Jana Krejčí', 'Moravia Steelworks'],
      ['Ahmed Saleh', 'Volta Automation'],
      ['Hana Novotná', 'Kralovec & Partners'],
    ],
  },
]
