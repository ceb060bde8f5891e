import type { CorpusText } from './types.js'

/**
 * Tuning texts t421-t456, written for issue 27's seventh link pass: knowing someone put the ways
 * everyday business writing puts it and the earlier tuning texts do not ("a good friend of", "were
 * flatmates", "studied together", "mentored", "sit on a board together", "was best man at", "is on
 * first-name terms with", "vouched for", "a cousin of", "worked under", "used to manage"), reporting
 * ("is managed by", "her supervisor", "team lead", "sits in P's org"), introductions ("pointed us to",
 * "a warm intro from", "suggested I reach out to", "recommended we speak to") and moves ("swapped A
 * for B", "quit A to join B", "is off to B after years at A", "departed A for B"), with a few texts
 * that name people side by side with no link between them. Each text's expectations were written
 * and committed before the reader was run on it.
 */
export const TUNING_LINKS_SEVEN: CorpusText[] = [
  {
    id: 't421',
    genre: 'meeting notes',
    text: `Account plan: Kwame Mensah is a good friend of Efua Owusu, who runs procurement at Tema Cement. Kwame will ask her for an intro to the CFO.`,
    people: ['Kwame Mensah', 'Efua Owusu'],
    companies: ['Tema Cement'],
    worksAt: [['Efua Owusu', 'Tema Cement']],
    links: [['knows', 'Kwame Mensah', 'Efua Owusu']],
  },
  {
    id: 't422',
    genre: 'e-mail',
    text: `Hi Sam,

Quick background before Tuesday: Ingrid Solberg, the new CTO at Fjell Energy, and I were flatmates in Trondheim. Happy to make the first approach.

Best,
Henrik Dahl`,
    people: ['Sam', 'Ingrid Solberg', 'Henrik Dahl'],
    companies: ['Fjell Energy'],
    worksAt: [['Ingrid Solberg', 'Fjell Energy']],
    links: [['knows', 'Henrik Dahl', 'Ingrid Solberg']],
  },
  {
    id: 't423',
    genre: 'call log',
    text: `Call with Rania Khalil (Head of Finance, Cedar Pay). She and Tarek Nassar studied together at AUB; Tarek is now COO of Beirut Logistics.`,
    people: ['Rania Khalil', 'Tarek Nassar'],
    companies: ['Cedar Pay', 'Beirut Logistics'],
    worksAt: [
      ['Rania Khalil', 'Cedar Pay'],
      ['Tarek Nassar', 'Beirut Logistics'],
    ],
    links: [['knows', 'Rania Khalil', 'Tarek Nassar']],
  },
  {
    id: 't424',
    genre: 'meeting notes',
    text: `Chiara Conti mentored Luca Ferri when he started out in banking. Luca is now Head of Treasury at Banca Lombarda and still calls her for advice.`,
    people: ['Chiara Conti', 'Luca Ferri'],
    companies: ['Banca Lombarda'],
    worksAt: [['Luca Ferri', 'Banca Lombarda']],
    links: [['knows', 'Chiara Conti', 'Luca Ferri']],
  },
  {
    id: 't425',
    genre: 'call log',
    text: `Nuno Costa (CEO, Douro Wines) and Inês Duarte sit on the board of a Porto charity together, so he can raise our proposal with her informally.`,
    people: ['Nuno Costa', 'Inês Duarte'],
    companies: ['Douro Wines'],
    worksAt: [['Nuno Costa', 'Douro Wines']],
    links: [['knows', 'Nuno Costa', 'Inês Duarte']],
  },
  {
    id: 't426',
    genre: 'chat',
    text: `[10:02] Priya Menon: anyone have a way into Kaveri Mills?
[10:04] Arjun Pillai: their MD is Suresh Iyer. I was best man at his wedding, so yes`,
    people: ['Priya Menon', 'Arjun Pillai', 'Suresh Iyer'],
    companies: ['Kaveri Mills'],
    worksAt: [['Suresh Iyer', 'Kaveri Mills']],
    links: [['knows', 'Arjun Pillai', 'Suresh Iyer']],
  },
  {
    id: 't427',
    genre: 'e-mail',
    text: `Team,

Good news on Pampas Agro: Martina Gómez is on first-name terms with their CEO, Federico Ruiz, and will raise the renewal at the Rosario fair.

Thanks,
Julián Ortega`,
    people: ['Martina Gómez', 'Federico Ruiz', 'Julián Ortega'],
    companies: ['Pampas Agro'],
    worksAt: [['Federico Ruiz', 'Pampas Agro']],
    links: [['knows', 'Martina Gómez', 'Federico Ruiz']],
  },
  {
    id: 't428',
    genre: 'meeting notes',
    text: `Hiring debrief: Ruth Cohen vouched for Avi Levi, who was her deputy at Negev Water for three years. Avi starts as our ops lead in May.`,
    people: ['Ruth Cohen', 'Avi Levi'],
    companies: ['Negev Water'],
    worksAt: [],
    links: [['knows', 'Ruth Cohen', 'Avi Levi']],
  },
  {
    id: 't429',
    genre: 'call log',
    text: `Spoke to Aroha Ngata at Kauri Timber. Her cousin, Wiremu Parata, is the buyer at Waikato Dairy and she offered to mention us.`,
    people: ['Aroha Ngata', 'Wiremu Parata'],
    companies: ['Kauri Timber', 'Waikato Dairy'],
    worksAt: [
      ['Aroha Ngata', 'Kauri Timber'],
      ['Wiremu Parata', 'Waikato Dairy'],
    ],
    links: [['knows', 'Aroha Ngata', 'Wiremu Parata']],
  },
  {
    id: 't430',
    genre: 'meeting notes',
    text: `Siobhan Kelly worked under Declan Byrne at Liffey Insurance for six years before she moved to consulting. Declan is still their COO.`,
    people: ['Siobhan Kelly', 'Declan Byrne'],
    companies: ['Liffey Insurance'],
    worksAt: [['Declan Byrne', 'Liffey Insurance']],
    links: [['knows', 'Siobhan Kelly', 'Declan Byrne']],
  },
  {
    id: 't431',
    genre: 'chat',
    text: `[15:20] Dmitri Volkov: do we have anyone close to Olga Petrova at Neva Steel?
[15:22] Sergei Orlov: I used to manage her, she's great`,
    people: ['Dmitri Volkov', 'Olga Petrova', 'Sergei Orlov'],
    companies: ['Neva Steel'],
    worksAt: [['Olga Petrova', 'Neva Steel']],
    links: [['knows', 'Sergei Orlov', 'Olga Petrova']],
  },
  {
    id: 't432',
    genre: 'e-mail',
    text: `Hi Mei,

Zhang Wei, the procurement head at Pearl River Textiles, and Lin Yu were teammates at Huawei for years, so Lin is the right person to reach out.

Regards,
Chen Jing`,
    people: ['Mei', 'Zhang Wei', 'Lin Yu', 'Chen Jing'],
    companies: ['Pearl River Textiles', 'Huawei'],
    worksAt: [['Zhang Wei', 'Pearl River Textiles']],
    links: [['knows', 'Zhang Wei', 'Lin Yu']],
  },
  {
    id: 't433',
    genre: 'meeting notes',
    text: `Note: Emeka Obi has known Chiamaka Eze since their days at Lagos Business School; she now chairs Onitsha Traders.`,
    people: ['Emeka Obi', 'Chiamaka Eze'],
    companies: ['Onitsha Traders'],
    worksAt: [['Chiamaka Eze', 'Onitsha Traders']],
    links: [['knows', 'Emeka Obi', 'Chiamaka Eze']],
  },
  {
    id: 't434',
    genre: 'call log',
    text: `Call with Sofía Navarro (Iberia Foods). She and Pablo Herrera were at Deloitte together; Pablo heads strategy at Cantabria Bank now.`,
    people: ['Sofía Navarro', 'Pablo Herrera'],
    companies: ['Iberia Foods', 'Deloitte', 'Cantabria Bank'],
    worksAt: [
      ['Sofía Navarro', 'Iberia Foods'],
      ['Pablo Herrera', 'Cantabria Bank'],
    ],
    links: [['knows', 'Sofía Navarro', 'Pablo Herrera']],
  },
  {
    id: 't435',
    genre: 'e-mail',
    text: `Hi all,

Elif Yılmaz's former colleague Burak Demir has just become CFO of Bosphorus Retail. Elif will drop him a note this week.

Best,
Deniz Kaya`,
    people: ['Elif Yılmaz', 'Burak Demir', 'Deniz Kaya'],
    companies: ['Bosphorus Retail'],
    worksAt: [['Burak Demir', 'Bosphorus Retail']],
    links: [['knows', 'Elif Yılmaz', 'Burak Demir']],
  },
  {
    id: 't436',
    genre: 'chat',
    text: `[11:30] Hana Suzuki: who knows Takeshi Mori at Kobe Steelworks?
[11:31] Ren Ito: me, we did our MBA together`,
    people: ['Hana Suzuki', 'Takeshi Mori', 'Ren Ito'],
    companies: ['Kobe Steelworks'],
    worksAt: [['Takeshi Mori', 'Kobe Steelworks']],
    links: [['knows', 'Ren Ito', 'Takeshi Mori']],
  },
  {
    id: 't437',
    genre: 'meeting notes',
    text: `Relationship map for Savanna Telecom: Amina Yusuf was the one who hired Ibrahim Musa there in 2018, and they still have lunch monthly. Ibrahim is now their CTO.`,
    people: ['Amina Yusuf', 'Ibrahim Musa'],
    companies: ['Savanna Telecom'],
    worksAt: [['Ibrahim Musa', 'Savanna Telecom']],
    links: [['knows', 'Amina Yusuf', 'Ibrahim Musa']],
  },
  {
    id: 't438',
    genre: 'call log',
    text: `Lars Berg (Nordic Paper) and Sigrid Holm are old friends from the Stockholm rowing club. Sigrid runs purchasing at Göta Packaging.`,
    people: ['Lars Berg', 'Sigrid Holm'],
    companies: ['Nordic Paper', 'Göta Packaging'],
    worksAt: [
      ['Lars Berg', 'Nordic Paper'],
      ['Sigrid Holm', 'Göta Packaging'],
    ],
    links: [['knows', 'Lars Berg', 'Sigrid Holm']],
  },
  {
    id: 't439',
    genre: 'meeting notes',
    text: `Kofi Boateng and Abena Asante shared an office at KPMG in Accra early in their careers. Abena is now Finance Director of Volta Cocoa.`,
    people: ['Kofi Boateng', 'Abena Asante'],
    companies: ['KPMG', 'Volta Cocoa'],
    worksAt: [['Abena Asante', 'Volta Cocoa']],
    links: [['knows', 'Kofi Boateng', 'Abena Asante']],
  },
  {
    id: 't440',
    genre: 'e-mail',
    text: `Hi Noah,

Thanks for the list. One more name: Leilani Kahale, VP Operations at Maui Freight. Her brother-in-law, Keanu Akana, is a longtime customer of ours.

Best,
Grace Park`,
    people: ['Noah', 'Leilani Kahale', 'Keanu Akana', 'Grace Park'],
    companies: ['Maui Freight'],
    worksAt: [['Leilani Kahale', 'Maui Freight']],
    links: [['knows', 'Leilani Kahale', 'Keanu Akana']],
  },
  // Reporting.
  {
    id: 't441',
    genre: 'meeting notes',
    text: `Org notes for Danube Logistics: Katarina Horvat is managed by Marko Novak, the VP Supply Chain. Katarina owns the carrier contracts.`,
    people: ['Katarina Horvat', 'Marko Novak'],
    companies: ['Danube Logistics'],
    worksAt: [
      ['Katarina Horvat', 'Danube Logistics'],
      ['Marko Novak', 'Danube Logistics'],
    ],
    links: [['reports_to', 'Katarina Horvat', 'Marko Novak']],
  },
  {
    id: 't442',
    genre: 'call log',
    text: `Call with Thabo Nkosi, analyst at Highveld Mining. His supervisor, Naledi Dlamini, has to approve anything over 10k.`,
    people: ['Thabo Nkosi', 'Naledi Dlamini'],
    companies: ['Highveld Mining'],
    worksAt: [
      ['Thabo Nkosi', 'Highveld Mining'],
      ['Naledi Dlamini', 'Highveld Mining'],
    ],
    links: [['reports_to', 'Thabo Nkosi', 'Naledi Dlamini']],
  },
  {
    id: 't443',
    genre: 'chat',
    text: `[13:10] Jasmine Tan: who signs off for Merlion Health?
[13:12] Wei Ling Goh: Darren Lim is the engineer we talk to, his team lead is Priscilla Ong`,
    people: ['Jasmine Tan', 'Wei Ling Goh', 'Darren Lim', 'Priscilla Ong'],
    companies: ['Merlion Health'],
    worksAt: [
      ['Darren Lim', 'Merlion Health'],
      ['Priscilla Ong', 'Merlion Health'],
    ],
    links: [['reports_to', 'Darren Lim', 'Priscilla Ong']],
  },
  {
    id: 't444',
    genre: 'meeting notes',
    text: `Sync with Andes Copper. Valentina Rojas sits in Tomás Fuentes's org, so pricing goes through him.`,
    people: ['Valentina Rojas', 'Tomás Fuentes'],
    companies: ['Andes Copper'],
    worksAt: [
      ['Valentina Rojas', 'Andes Copper'],
      ['Tomás Fuentes', 'Andes Copper'],
    ],
    links: [['reports_to', 'Valentina Rojas', 'Tomás Fuentes']],
  },
  {
    id: 't445',
    genre: 'e-mail',
    text: `Hi Olivia,

At Thames Water Tech, Ravi Patel now works under Helen Clarke, who took over the data team in March.

Thanks,
Ben Hughes`,
    people: ['Olivia', 'Ravi Patel', 'Helen Clarke', 'Ben Hughes'],
    companies: ['Thames Water Tech'],
    worksAt: [
      ['Ravi Patel', 'Thames Water Tech'],
      ['Helen Clarke', 'Thames Water Tech'],
    ],
    links: [['reports_to', 'Ravi Patel', 'Helen Clarke']],
  },
  {
    id: 't446',
    genre: 'call log',
    text: `Nguyen Van An (Mekong Seafood) said his boss, Tran Thi Mai, wants a second quote before Tet.`,
    people: ['Nguyen Van An', 'Tran Thi Mai'],
    companies: ['Mekong Seafood'],
    worksAt: [
      ['Nguyen Van An', 'Mekong Seafood'],
      ['Tran Thi Mai', 'Mekong Seafood'],
    ],
    links: [['reports_to', 'Nguyen Van An', 'Tran Thi Mai']],
  },
  // Introductions.
  {
    id: 't447',
    genre: 'e-mail',
    text: `Hi Fatima,

Youssef Amrani pointed us to you as the person who runs logistics at Atlas Dates. Could we have 20 minutes next week?

Best,
Camille Laurent`,
    people: ['Fatima', 'Youssef Amrani', 'Camille Laurent'],
    companies: ['Atlas Dates'],
    worksAt: [['Fatima', 'Atlas Dates']],
    links: [['introduced_by', 'Fatima', 'Youssef Amrani']],
  },
  {
    id: 't448',
    genre: 'call log',
    text: `Inbound from Bjørn Eriksen, Head of IT at Fjord Salmon. Came in through a warm intro from Astrid Lund.`,
    people: ['Bjørn Eriksen', 'Astrid Lund'],
    companies: ['Fjord Salmon'],
    worksAt: [['Bjørn Eriksen', 'Fjord Salmon']],
    links: [['introduced_by', 'Bjørn Eriksen', 'Astrid Lund']],
  },
  {
    id: 't449',
    genre: 'meeting notes',
    text: `Giulia Marino suggested I reach out to Paolo Greco, the plant manager at Tirreno Glass. First call booked for Monday.`,
    people: ['Giulia Marino', 'Paolo Greco'],
    companies: ['Tirreno Glass'],
    worksAt: [['Paolo Greco', 'Tirreno Glass']],
    links: [['introduced_by', 'Paolo Greco', 'Giulia Marino']],
  },
  {
    id: 't450',
    genre: 'chat',
    text: `[16:45] Anil Kapoor: Rohit Verma recommended we speak to Sunita Rao, she's CTO at Deccan Grid
[16:46] Meera Joshi: great, I'll set it up`,
    people: ['Anil Kapoor', 'Rohit Verma', 'Sunita Rao', 'Meera Joshi'],
    companies: ['Deccan Grid'],
    worksAt: [['Sunita Rao', 'Deccan Grid']],
    links: [['introduced_by', 'Sunita Rao', 'Rohit Verma']],
  },
  {
    id: 't451',
    genre: 'introduction',
    text: `Hi both, as promised I'm connecting Jana Dvořák (COO, Vltava Robotics) and Petr Svoboda (Head of Automation, Brno Motors). I'll let you take it from here.

Tereza Novotná`,
    people: ['Jana Dvořák', 'Petr Svoboda', 'Tereza Novotná'],
    companies: ['Vltava Robotics', 'Brno Motors'],
    worksAt: [
      ['Jana Dvořák', 'Vltava Robotics'],
      ['Petr Svoboda', 'Brno Motors'],
    ],
    links: [
      ['introduced_by', 'Jana Dvořák', 'Tereza Novotná'],
      ['introduced_by', 'Petr Svoboda', 'Tereza Novotná'],
    ],
  },
  // Moves.
  {
    id: 't452',
    genre: 'job change',
    text: `CRM update: Amara Nwosu has swapped Zenith Pharma for Delta Biotech, where she is now Head of Regulatory.`,
    people: ['Amara Nwosu'],
    companies: ['Zenith Pharma', 'Delta Biotech'],
    worksAt: [['Amara Nwosu', 'Delta Biotech']],
    links: [['left_for', 'Amara Nwosu', 'Delta Biotech']],
  },
  {
    id: 't453',
    genre: 'call log',
    text: `Heard from Diego Castillo that Lucía Morales quit Pacific Fisheries to join Humboldt Marine as COO.`,
    people: ['Diego Castillo', 'Lucía Morales'],
    companies: ['Pacific Fisheries', 'Humboldt Marine'],
    worksAt: [['Lucía Morales', 'Humboldt Marine']],
    links: [['left_for', 'Lucía Morales', 'Humboldt Marine']],
  },
  {
    id: 't454',
    genre: 'e-mail',
    text: `Hi team,

Heads up that Oliver Brooks is off to Severn Capital after eight years at Cotswold Bank. His replacement has not been named.

Thanks,
Emma Wright`,
    people: ['Oliver Brooks', 'Emma Wright'],
    companies: ['Severn Capital', 'Cotswold Bank'],
    worksAt: [['Oliver Brooks', 'Severn Capital']],
    links: [['left_for', 'Oliver Brooks', 'Severn Capital']],
  },
  {
    id: 't455',
    genre: 'job change',
    text: `Reza Tehrani departed Caspian Energy for Zagros Power last month and is building their trading desk.`,
    people: ['Reza Tehrani'],
    companies: ['Caspian Energy', 'Zagros Power'],
    worksAt: [['Reza Tehrani', 'Zagros Power']],
    links: [['left_for', 'Reza Tehrani', 'Zagros Power']],
  },
  // Side by side, no link.
  {
    id: 't456',
    genre: 'meeting notes',
    text: `Shortlist for the advisory panel: Yasmin Haddad (Levant Capital) and Omar Farouk (Nile Ventures). They have never met.`,
    people: ['Yasmin Haddad', 'Omar Farouk'],
    companies: ['Levant Capital', 'Nile Ventures'],
    worksAt: [
      ['Yasmin Haddad', 'Levant Capital'],
      ['Omar Farouk', 'Nile Ventures'],
    ],
    links: [],
  },
]
