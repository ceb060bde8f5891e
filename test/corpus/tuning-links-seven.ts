import type { CorpusText } from './types.js'

/**
 * Tuning texts t421-t548, written for issue 27's seventh link pass: knowing someone put the ways
 * everyday business writing puts it and the earlier tuning texts do not ("a good friend of", "were
 * flatmates", "studied together", "mentored", "sit on a board together", "was best man at", "is on
 * first-name terms with", "vouched for", "a cousin of", "worked under", "used to manage"), reporting
 * ("is managed by", "her supervisor", "team lead", "sits in P's org"), introductions ("pointed us to",
 * "a warm intro from", "suggested I reach out to", "recommended we speak to") and moves ("swapped A
 * for B", "quit A to join B", "is off to B after years at A", "departed A for B"), with a few texts
 * that name people side by side with no link between them (t421-t456), then a second batch
 * (t457-t480), a third (t481-t504), a fourth (t505-t528) and a fifth (t529-t548, CRM fields and
 * quoted replies) of shapes the ones before left out.
 * Each batch's expectations were written and committed before the reader was run on it.
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
  // t457-t480: a second batch, written the same way before the reader ran on it, for shapes the first
  // one left out: friends named by when they met ("her childhood friend"), marriage, getting to know
  // someone, co-authors, siblings, "the same school", reporting lines, and moves told as a jump or a
  // notice handed in.
  {
    id: 't457',
    genre: 'meeting notes',
    text: `Prep for Nairobi: Wanjiru Kamau's childhood friend Otieno Odhiambo is now CFO of Rift Valley Tea. Wanjiru can set up a coffee.`,
    people: ['Wanjiru Kamau', 'Otieno Odhiambo'],
    companies: ['Rift Valley Tea'],
    worksAt: [['Otieno Odhiambo', 'Rift Valley Tea']],
    links: [['knows', 'Wanjiru Kamau', 'Otieno Odhiambo']],
  },
  {
    id: 't458',
    genre: 'call log',
    text: `Call with Agnieszka Wiśniewska (Baltic Amber). She is married to Tomasz Zieliński, who runs IT at Gdańsk Port.`,
    people: ['Agnieszka Wiśniewska', 'Tomasz Zieliński'],
    companies: ['Baltic Amber', 'Gdańsk Port'],
    worksAt: [
      ['Agnieszka Wiśniewska', 'Baltic Amber'],
      ['Tomasz Zieliński', 'Gdańsk Port'],
    ],
    links: [['knows', 'Agnieszka Wiśniewska', 'Tomasz Zieliński']],
  },
  {
    id: 't459',
    genre: 'e-mail',
    text: `Hi Ahmed,

Yasmin Saleh got to know Karim Mansour at INSEAD, and Karim now heads procurement at Delta Cotton. Worth asking her for an intro.

Best,
Laila Hassan`,
    people: ['Ahmed', 'Yasmin Saleh', 'Karim Mansour', 'Laila Hassan'],
    companies: ['Delta Cotton'],
    worksAt: [['Karim Mansour', 'Delta Cotton']],
    links: [['knows', 'Yasmin Saleh', 'Karim Mansour']],
  },
  {
    id: 't460',
    genre: 'meeting notes',
    text: `Background on Sakura Analytics: their chief scientist, Haruto Sato, co-authored two papers with Mei Tanaka from our research team.`,
    people: ['Haruto Sato', 'Mei Tanaka'],
    companies: ['Sakura Analytics'],
    worksAt: [['Haruto Sato', 'Sakura Analytics']],
    links: [['knows', 'Haruto Sato', 'Mei Tanaka']],
  },
  {
    id: 't461',
    genre: 'chat',
    text: `[08:55] Carlos Mendes: fun fact, Rui Barbosa and João Barbosa are brothers
[08:56] Carlos Mendes: João is the buyer at Algarve Citrus`,
    people: ['Carlos Mendes', 'Rui Barbosa', 'João Barbosa'],
    companies: ['Algarve Citrus'],
    worksAt: [['João Barbosa', 'Algarve Citrus']],
    links: [['knows', 'Rui Barbosa', 'João Barbosa']],
  },
  {
    id: 't462',
    genre: 'call log',
    text: `Spoke with Marek Kowalczyk of Vistula Steel. He and Ewa Nowak went to the same university, and Ewa now runs sourcing at Kraków Motors.`,
    people: ['Marek Kowalczyk', 'Ewa Nowak'],
    companies: ['Vistula Steel', 'Kraków Motors'],
    worksAt: [
      ['Marek Kowalczyk', 'Vistula Steel'],
      ['Ewa Nowak', 'Kraków Motors'],
    ],
    links: [['knows', 'Marek Kowalczyk', 'Ewa Nowak']],
  },
  {
    id: 't463',
    genre: 'meeting notes',
    text: `Relationship notes: Fernanda Lima is well acquainted with Ricardo Souza, the COO of Paraná Grains, from industry panels.`,
    people: ['Fernanda Lima', 'Ricardo Souza'],
    companies: ['Paraná Grains'],
    worksAt: [['Ricardo Souza', 'Paraná Grains']],
    links: [['knows', 'Fernanda Lima', 'Ricardo Souza']],
  },
  {
    id: 't464',
    genre: 'e-mail',
    text: `Team,

Useful link for the Aurora Health deal: Sven Lindqvist overlapped with their CMO, Karin Berg, at AstraZeneca.

Regards,
Johan Ek`,
    people: ['Sven Lindqvist', 'Karin Berg', 'Johan Ek'],
    companies: ['Aurora Health', 'AstraZeneca'],
    worksAt: [['Karin Berg', 'Aurora Health']],
    links: [['knows', 'Sven Lindqvist', 'Karin Berg']],
  },
  {
    id: 't465',
    genre: 'meeting notes',
    text: `Kavya Reddy's college friend, Aditya Rao, was just named CTO of Godavari Power.`,
    people: ['Kavya Reddy', 'Aditya Rao'],
    companies: ['Godavari Power'],
    worksAt: [['Aditya Rao', 'Godavari Power']],
    links: [['knows', 'Kavya Reddy', 'Aditya Rao']],
  },
  {
    id: 't466',
    genre: 'call log',
    text: `Lerato Mokoena (Karoo Wind) grew up next door to Sipho Ndlovu, who is now the MD of Limpopo Minerals.`,
    people: ['Lerato Mokoena', 'Sipho Ndlovu'],
    companies: ['Karoo Wind', 'Limpopo Minerals'],
    worksAt: [
      ['Lerato Mokoena', 'Karoo Wind'],
      ['Sipho Ndlovu', 'Limpopo Minerals'],
    ],
    links: [['knows', 'Lerato Mokoena', 'Sipho Ndlovu']],
  },
  {
    id: 't467',
    genre: 'chat',
    text: `[17:20] Isabel Torres: can anyone get us a meeting at Cádiz Solar?
[17:22] Javier Moreno: their CEO Lucía Ramos used to be my boss, I'll message her`,
    people: ['Isabel Torres', 'Javier Moreno', 'Lucía Ramos'],
    companies: ['Cádiz Solar'],
    worksAt: [['Lucía Ramos', 'Cádiz Solar']],
    links: [['knows', 'Javier Moreno', 'Lucía Ramos']],
  },
  {
    id: 't468',
    genre: 'meeting notes',
    text: `Pipeline: Halima Bello and Musa Abubakar co-organise the Abuja fintech meetup. Musa is Head of Product at Kano Pay.`,
    people: ['Halima Bello', 'Musa Abubakar'],
    companies: ['Kano Pay'],
    worksAt: [['Musa Abubakar', 'Kano Pay']],
    links: [['knows', 'Halima Bello', 'Musa Abubakar']],
  },
  {
    id: 't469',
    genre: 'e-mail',
    text: `Hi Lucy,

One to note: Jack Taylor is on a first-name basis with the CEO of Mersey Logistics, Paul Walker.

Thanks,
Sophie Green`,
    people: ['Lucy', 'Jack Taylor', 'Paul Walker', 'Sophie Green'],
    companies: ['Mersey Logistics'],
    worksAt: [['Paul Walker', 'Mersey Logistics']],
    links: [['knows', 'Jack Taylor', 'Paul Walker']],
  },
  {
    id: 't470',
    genre: 'meeting notes',
    text: `Sync notes: Hoang Minh is Le Thu's godfather, and Le Thu joined Saigon Logistics as COO in June.`,
    people: ['Hoang Minh', 'Le Thu'],
    companies: ['Saigon Logistics'],
    worksAt: [['Le Thu', 'Saigon Logistics']],
    links: [['knows', 'Hoang Minh', 'Le Thu']],
  },
  // Reporting.
  {
    id: 't471',
    genre: 'meeting notes',
    text: `Org chart for Oresund Shipping: Nils Andersen rolls up to Mette Larsen, the VP Fleet.`,
    people: ['Nils Andersen', 'Mette Larsen'],
    companies: ['Oresund Shipping'],
    worksAt: [
      ['Nils Andersen', 'Oresund Shipping'],
      ['Mette Larsen', 'Oresund Shipping'],
    ],
    links: [['reports_to', 'Nils Andersen', 'Mette Larsen']],
  },
  {
    id: 't472',
    genre: 'call log',
    text: `Call with Gabriel Silva (Bahia Foods). He is accountable to Juliana Costa, their finance director, for the budget.`,
    people: ['Gabriel Silva', 'Juliana Costa'],
    companies: ['Bahia Foods'],
    worksAt: [
      ['Gabriel Silva', 'Bahia Foods'],
      ['Juliana Costa', 'Bahia Foods'],
    ],
    links: [['reports_to', 'Gabriel Silva', 'Juliana Costa']],
  },
  {
    id: 't473',
    genre: 'e-mail',
    text: `Hi Ruth,

At Galilee Water, Noa Katz oversees Eitan Shapiro and the rest of the billing team.

Best,
Dana Levi`,
    people: ['Ruth', 'Noa Katz', 'Eitan Shapiro', 'Dana Levi'],
    companies: ['Galilee Water'],
    worksAt: [
      ['Noa Katz', 'Galilee Water'],
      ['Eitan Shapiro', 'Galilee Water'],
    ],
    links: [['reports_to', 'Eitan Shapiro', 'Noa Katz']],
  },
  {
    id: 't474',
    genre: 'meeting notes',
    text: `Kemal Aydın's reporting line is to Selin Çelik, the CFO of Anatolia Mills.`,
    people: ['Kemal Aydın', 'Selin Çelik'],
    companies: ['Anatolia Mills'],
    worksAt: [['Selin Çelik', 'Anatolia Mills']],
    links: [['reports_to', 'Kemal Aydın', 'Selin Çelik']],
  },
  // Introductions.
  {
    id: 't475',
    genre: 'call log',
    text: `Inbound: Aiyana Morningstar from Prairie Grain reached out because Dale Whitehorse told her about us.`,
    people: ['Aiyana Morningstar', 'Dale Whitehorse'],
    companies: ['Prairie Grain'],
    worksAt: [['Aiyana Morningstar', 'Prairie Grain']],
    links: [['introduced_by', 'Aiyana Morningstar', 'Dale Whitehorse']],
  },
  {
    id: 't476',
    genre: 'meeting notes',
    text: `We were put in touch with Stefan Ionescu, the plant director at Danube Cement, by Mihai Popa.`,
    people: ['Stefan Ionescu', 'Mihai Popa'],
    companies: ['Danube Cement'],
    worksAt: [['Stefan Ionescu', 'Danube Cement']],
    links: [['introduced_by', 'Stefan Ionescu', 'Mihai Popa']],
  },
  {
    id: 't477',
    genre: 'e-mail',
    text: `Hi all,

Quick thanks to Rahul Mehta, who sent Anjali Desai our way. Anjali is VP Engineering at Konkan Cloud.

Cheers,
Vivek Shah`,
    people: ['Rahul Mehta', 'Anjali Desai', 'Vivek Shah'],
    companies: ['Konkan Cloud'],
    worksAt: [['Anjali Desai', 'Konkan Cloud']],
    links: [['introduced_by', 'Anjali Desai', 'Rahul Mehta']],
  },
  // Moves.
  {
    id: 't478',
    genre: 'job change',
    text: `Moana Tuhiwai made the jump from Aotea Bank to Tamaki Ventures this spring.`,
    people: ['Moana Tuhiwai'],
    companies: ['Aotea Bank', 'Tamaki Ventures'],
    worksAt: [['Moana Tuhiwai', 'Tamaki Ventures']],
    links: [['left_for', 'Moana Tuhiwai', 'Tamaki Ventures']],
  },
  {
    id: 't479',
    genre: 'call log',
    text: `Heard that Freya Wilson has handed in her notice at Tyne Energy and starts at Wear Power in June.`,
    people: ['Freya Wilson'],
    companies: ['Tyne Energy', 'Wear Power'],
    worksAt: [['Freya Wilson', 'Wear Power']],
    links: [['left_for', 'Freya Wilson', 'Wear Power']],
  },
  {
    id: 't480',
    genre: 'job change',
    text: `After nine years at Mistral Foods, Élodie Martin is leaving; her next role is Chief Operating Officer at Rhône Dairy.`,
    people: ['Élodie Martin'],
    companies: ['Mistral Foods', 'Rhône Dairy'],
    worksAt: [['Élodie Martin', 'Rhône Dairy']],
    links: [['left_for', 'Élodie Martin', 'Rhône Dairy']],
  },
  // t481-t504: a third batch, written the same way before the reader ran on it: favours owed, first
  // jobs given, references, buddies, history, dinners; bosses "of", direction taken; recommendations
  // and introductions by passive or "thanks to"; moves as a lure, a return, a headhunt or an offer.
  {
    id: 't481',
    genre: 'meeting notes',
    text: `Angle for Ebro Foods: Pilar Sánchez owes Alberto Gil a favour, and Alberto is their new Head of Procurement.`,
    people: ['Pilar Sánchez', 'Alberto Gil'],
    companies: ['Ebro Foods'],
    worksAt: [['Alberto Gil', 'Ebro Foods']],
    links: [['knows', 'Pilar Sánchez', 'Alberto Gil']],
  },
  {
    id: 't482',
    genre: 'call log',
    text: `Call with Tunde Adeyemi (Ogun Cement). Funmi Bakare gave him his first job in sales, so she is worth a call.`,
    people: ['Tunde Adeyemi', 'Funmi Bakare'],
    companies: ['Ogun Cement'],
    worksAt: [['Tunde Adeyemi', 'Ogun Cement']],
    links: [['knows', 'Funmi Bakare', 'Tunde Adeyemi']],
  },
  {
    id: 't483',
    genre: 'e-mail',
    text: `Hi Greta,

Background on the Alpine Dairy buyer: Florian Huber is a reference for Markus Steiner from their time on the same project, so Florian can vouch for us too.

Best,
Lena Brunner`,
    people: ['Greta', 'Florian Huber', 'Markus Steiner', 'Lena Brunner'],
    companies: ['Alpine Dairy'],
    worksAt: [],
    links: [['knows', 'Florian Huber', 'Markus Steiner']],
  },
  {
    id: 't484',
    genre: 'chat',
    text: `[12:40] Mateo Rossi: Davide Conti is my running buddy, he just became COO at Lago Energia`,
    people: ['Mateo Rossi', 'Davide Conti'],
    companies: ['Lago Energia'],
    worksAt: [['Davide Conti', 'Lago Energia']],
    links: [['knows', 'Mateo Rossi', 'Davide Conti']],
  },
  {
    id: 't485',
    genre: 'meeting notes',
    text: `Careful with Fraser Timber: Hamish Ross and Isla Murray have history from a failed joint venture. Isla is now their MD.`,
    people: ['Hamish Ross', 'Isla Murray'],
    companies: ['Fraser Timber'],
    worksAt: [['Isla Murray', 'Fraser Timber']],
    links: [['knows', 'Hamish Ross', 'Isla Murray']],
  },
  {
    id: 't486',
    genre: 'call log',
    text: `Shreya Kulkarni had dinner with Vikram Nair, the CTO of Malabar Cloud, last week and says he is open to a pilot.`,
    people: ['Shreya Kulkarni', 'Vikram Nair'],
    companies: ['Malabar Cloud'],
    worksAt: [['Vikram Nair', 'Malabar Cloud']],
    links: [['knows', 'Shreya Kulkarni', 'Vikram Nair']],
  },
  {
    id: 't487',
    genre: 'e-mail',
    text: `Hi Tom,

Small world: Aisling Walsh was a bridesmaid at Niamh Byrne's wedding, and Niamh runs finance at Galway Bay Foods.

Best,
Ciara Nolan`,
    people: ['Tom', 'Aisling Walsh', 'Niamh Byrne', 'Ciara Nolan'],
    companies: ['Galway Bay Foods'],
    worksAt: [['Niamh Byrne', 'Galway Bay Foods']],
    links: [['knows', 'Aisling Walsh', 'Niamh Byrne']],
  },
  {
    id: 't488',
    genre: 'meeting notes',
    text: `Kenji Mori caught up with Aya Fujita at the Osaka expo; Aya now leads partnerships at Naniwa Rail.`,
    people: ['Kenji Mori', 'Aya Fujita'],
    companies: ['Naniwa Rail'],
    worksAt: [['Aya Fujita', 'Naniwa Rail']],
    links: [['knows', 'Kenji Mori', 'Aya Fujita']],
  },
  {
    id: 't489',
    genre: 'chat',
    text: `[10:15] Nadia Rahman: Imran Qureshi sends his regards to Sara Malik, they were at LUMS together
[10:16] Nadia Rahman: Sara is the new CFO at Indus Textiles`,
    people: ['Nadia Rahman', 'Imran Qureshi', 'Sara Malik'],
    companies: ['Indus Textiles'],
    worksAt: [['Sara Malik', 'Indus Textiles']],
    links: [['knows', 'Imran Qureshi', 'Sara Malik']],
  },
  {
    id: 't490',
    genre: 'call log',
    text: `Olumide Bello (Lekki Ports) used to babysit for Kemi Adebayo's family, and Kemi is now procurement lead at Ikoyi Steel.`,
    people: ['Olumide Bello', 'Kemi Adebayo'],
    companies: ['Lekki Ports', 'Ikoyi Steel'],
    worksAt: [
      ['Olumide Bello', 'Lekki Ports'],
      ['Kemi Adebayo', 'Ikoyi Steel'],
    ],
    links: [['knows', 'Olumide Bello', 'Kemi Adebayo']],
  },
  {
    id: 't491',
    genre: 'meeting notes',
    text: `Sebastián Vargas and Camila Herrera are old sparring partners from the Bogotá trade council; Camila chairs Andes Coffee.`,
    people: ['Sebastián Vargas', 'Camila Herrera'],
    companies: ['Andes Coffee'],
    worksAt: [['Camila Herrera', 'Andes Coffee']],
    links: [['knows', 'Sebastián Vargas', 'Camila Herrera']],
  },
  {
    id: 't492',
    genre: 'e-mail',
    text: `Team,

Sunil Perera hired Dilani Fernando at Colombo Tea back in 2015 and they are still close. Dilani is now CEO of Kandy Spices.

Regards,
Ruwan Silva`,
    people: ['Sunil Perera', 'Dilani Fernando', 'Ruwan Silva'],
    companies: ['Colombo Tea', 'Kandy Spices'],
    worksAt: [['Dilani Fernando', 'Kandy Spices']],
    links: [['knows', 'Sunil Perera', 'Dilani Fernando']],
  },
  // Reporting.
  {
    id: 't493',
    genre: 'meeting notes',
    text: `At Tasman Freight, Grace Liu is the boss of Henry Wong and signs off his purchase orders.`,
    people: ['Grace Liu', 'Henry Wong'],
    companies: ['Tasman Freight'],
    worksAt: [
      ['Grace Liu', 'Tasman Freight'],
      ['Henry Wong', 'Tasman Freight'],
    ],
    links: [['reports_to', 'Henry Wong', 'Grace Liu']],
  },
  {
    id: 't494',
    genre: 'call log',
    text: `Spoke with Ali Hassan, IT manager at Gulf Cables. He takes direction from Mariam Al Sayed, their CIO.`,
    people: ['Ali Hassan', 'Mariam Al Sayed'],
    companies: ['Gulf Cables'],
    worksAt: [
      ['Ali Hassan', 'Gulf Cables'],
      ['Mariam Al Sayed', 'Gulf Cables'],
    ],
    links: [['reports_to', 'Ali Hassan', 'Mariam Al Sayed']],
  },
  {
    id: 't495',
    genre: 'chat',
    text: `[14:02] Lucy Evans: who is Owen Price's boss at Cambrian Water?
[14:03] Rhys Morgan: Owen reports up through Megan Davies`,
    people: ['Lucy Evans', 'Owen Price', 'Rhys Morgan', 'Megan Davies'],
    companies: ['Cambrian Water'],
    worksAt: [['Owen Price', 'Cambrian Water']],
    links: [['reports_to', 'Owen Price', 'Megan Davies']],
  },
  {
    id: 't496',
    genre: 'meeting notes',
    text: `New org at Baltic Grain: Jonas Petrauskas joined as Rūta Kazlauskienė's deputy in March.`,
    people: ['Jonas Petrauskas', 'Rūta Kazlauskienė'],
    companies: ['Baltic Grain'],
    worksAt: [
      ['Jonas Petrauskas', 'Baltic Grain'],
      ['Rūta Kazlauskienė', 'Baltic Grain'],
    ],
    links: [['reports_to', 'Jonas Petrauskas', 'Rūta Kazlauskienė']],
  },
  // Introductions.
  {
    id: 't497',
    genre: 'call log',
    text: `Inbound: Camille Dubois, CFO at Loire Packaging. She came highly recommended by Antoine Girard.`,
    people: ['Camille Dubois', 'Antoine Girard'],
    companies: ['Loire Packaging'],
    worksAt: [['Camille Dubois', 'Loire Packaging']],
    links: [['introduced_by', 'Camille Dubois', 'Antoine Girard']],
  },
  {
    id: 't498',
    genre: 'meeting notes',
    text: `Sipho Dube from Zambezi Power found us thanks to Thandiwe Moyo, who met our team at the Harare fair.`,
    people: ['Sipho Dube', 'Thandiwe Moyo'],
    companies: ['Zambezi Power'],
    worksAt: [['Sipho Dube', 'Zambezi Power']],
    links: [['introduced_by', 'Sipho Dube', 'Thandiwe Moyo']],
  },
  {
    id: 't499',
    genre: 'e-mail',
    text: `Hi Nora,

Ahmet Yıldız was sent to us by Zeynep Arslan; he runs IT at Ege Tekstil and needs 200 seats.

Best,
Can Öztürk`,
    people: ['Nora', 'Ahmet Yıldız', 'Zeynep Arslan', 'Can Öztürk'],
    companies: ['Ege Tekstil'],
    worksAt: [['Ahmet Yıldız', 'Ege Tekstil']],
    links: [['introduced_by', 'Ahmet Yıldız', 'Zeynep Arslan']],
  },
  {
    id: 't500',
    genre: 'meeting notes',
    text: `Giorgos Nikolaou arranged a call between us and Katerina Dimitriou, the COO of Piraeus Marine.`,
    people: ['Giorgos Nikolaou', 'Katerina Dimitriou'],
    companies: ['Piraeus Marine'],
    worksAt: [['Katerina Dimitriou', 'Piraeus Marine']],
    links: [['introduced_by', 'Katerina Dimitriou', 'Giorgos Nikolaou']],
  },
  // Moves.
  {
    id: 't501',
    genre: 'job change',
    text: `Mehdi Benali has been lured to Sahara Solar from Atlas Telecom to run their grid business.`,
    people: ['Mehdi Benali'],
    companies: ['Sahara Solar', 'Atlas Telecom'],
    worksAt: [['Mehdi Benali', 'Sahara Solar']],
    links: [['left_for', 'Mehdi Benali', 'Sahara Solar']],
  },
  {
    id: 't502',
    genre: 'call log',
    text: `Heard that Ingrid Olsen returns to Bergen Shipping after a two-year stint at Stavanger Energy.`,
    people: ['Ingrid Olsen'],
    companies: ['Bergen Shipping', 'Stavanger Energy'],
    worksAt: [['Ingrid Olsen', 'Bergen Shipping']],
    links: [['left_for', 'Ingrid Olsen', 'Bergen Shipping']],
  },
  {
    id: 't503',
    genre: 'job change',
    text: `Pedro Alves was headhunted by Lusitania Bank from Porto Insurance and starts as CRO next month.`,
    people: ['Pedro Alves'],
    companies: ['Lusitania Bank', 'Porto Insurance'],
    worksAt: [['Pedro Alves', 'Lusitania Bank']],
    links: [['left_for', 'Pedro Alves', 'Lusitania Bank']],
  },
  {
    id: 't504',
    genre: 'e-mail',
    text: `Hi Sam,

FYI Hannah Fischer is leaving Rhein Logistics; she has accepted an offer from Main Capital.

Best,
Paul Wagner`,
    people: ['Sam', 'Hannah Fischer', 'Paul Wagner'],
    companies: ['Rhein Logistics', 'Main Capital'],
    worksAt: [['Hannah Fischer', 'Main Capital']],
    links: [['left_for', 'Hannah Fischer', 'Main Capital']],
  },
  // t505-t528: a fourth batch, written the same way before the reader ran on it: chat answers that
  // say how the speaker knows someone without a name or "I", reporting put as a number two, a
  // parenthesis or a chain, introductions put as a suggestion or a forward, and moves put after the
  // fact ("having left", "after leaving", "her replacement at B").
  {
    id: 't505',
    genre: 'chat',
    text: `[09:30] Amelia Clarke: anyone know Rosa Delgado at Sevilla Foods?
[09:31] Diego Navarro: yes! she's a friend, happy to intro`,
    people: ['Amelia Clarke', 'Rosa Delgado', 'Diego Navarro'],
    companies: ['Sevilla Foods'],
    worksAt: [['Rosa Delgado', 'Sevilla Foods']],
    links: [['knows', 'Diego Navarro', 'Rosa Delgado']],
  },
  {
    id: 't506',
    genre: 'chat',
    text: `[11:12] Ben Carter: does anyone have a contact at Nordlys Energy?
[11:14] Kari Hansen: Their COO, Erik Dahl, was my flatmate in Oslo`,
    people: ['Ben Carter', 'Kari Hansen', 'Erik Dahl'],
    companies: ['Nordlys Energy'],
    worksAt: [['Erik Dahl', 'Nordlys Energy']],
    links: [['knows', 'Kari Hansen', 'Erik Dahl']],
  },
  {
    id: 't507',
    genre: 'chat',
    text: `[15:40] Laura Kim: who has a relationship with Daniel Oduya?
[15:41] Peter Mwangi: known him for years, we sat on a panel together in Nairobi`,
    people: ['Laura Kim', 'Daniel Oduya', 'Peter Mwangi'],
    companies: [],
    worksAt: [],
    links: [['knows', 'Peter Mwangi', 'Daniel Oduya']],
  },
  {
    id: 't508',
    genre: 'chat',
    text: `[08:20] Tariq Hussain: Farah Siddiqui just joined Lahore Cement as CFO
[08:22] Zainab Ali: oh nice, we were in the same MBA cohort`,
    people: ['Tariq Hussain', 'Farah Siddiqui', 'Zainab Ali'],
    companies: ['Lahore Cement'],
    worksAt: [['Farah Siddiqui', 'Lahore Cement']],
    links: [['knows', 'Zainab Ali', 'Farah Siddiqui']],
  },
  {
    id: 't509',
    genre: 'meeting notes',
    text: `Account review: Yuto Kobayashi and Rina Shimizu move in the same circles in Kyoto; Rina is the buyer at Kamo Ceramics.`,
    people: ['Yuto Kobayashi', 'Rina Shimizu'],
    companies: ['Kamo Ceramics'],
    worksAt: [['Rina Shimizu', 'Kamo Ceramics']],
    links: [['knows', 'Yuto Kobayashi', 'Rina Shimizu']],
  },
  {
    id: 't510',
    genre: 'call log',
    text: `Call with Olga Ivanova of Volga Chemicals. She was on the phone with Anton Sokolov, their plant director, while we talked, and they are clearly close.`,
    people: ['Olga Ivanova', 'Anton Sokolov'],
    companies: ['Volga Chemicals'],
    worksAt: [
      ['Olga Ivanova', 'Volga Chemicals'],
      ['Anton Sokolov', 'Volga Chemicals'],
    ],
    links: [['knows', 'Olga Ivanova', 'Anton Sokolov']],
  },
  {
    id: 't511',
    genre: 'e-mail',
    text: `Hi Marta,

Small world: Nikola Petrović and Ana Jovanović sat next to each other at Belgrade Bank for five years. Ana now runs treasury at Sava Energy.

Best,
Luka Marković`,
    people: ['Marta', 'Nikola Petrović', 'Ana Jovanović', 'Luka Marković'],
    companies: ['Belgrade Bank', 'Sava Energy'],
    worksAt: [['Ana Jovanović', 'Sava Energy']],
    links: [['knows', 'Nikola Petrović', 'Ana Jovanović']],
  },
  {
    id: 't512',
    genre: 'meeting notes',
    text: `Fatoumata Diallo recruited Ousmane Sy to Dakar Telecom in 2019; they have stayed friends since he left for Senegal Pay.`,
    people: ['Fatoumata Diallo', 'Ousmane Sy'],
    companies: ['Dakar Telecom', 'Senegal Pay'],
    worksAt: [['Ousmane Sy', 'Senegal Pay']],
    links: [
      ['knows', 'Fatoumata Diallo', 'Ousmane Sy'],
      ['left_for', 'Ousmane Sy', 'Senegal Pay'],
    ],
  },
  // Reporting.
  {
    id: 't513',
    genre: 'meeting notes',
    text: `Who's who at Harbour Logistics: Sean Murphy (COO), and his number two, Aoife Kelly, who runs the depots.`,
    people: ['Sean Murphy', 'Aoife Kelly'],
    companies: ['Harbour Logistics'],
    worksAt: [
      ['Sean Murphy', 'Harbour Logistics'],
      ['Aoife Kelly', 'Harbour Logistics'],
    ],
    links: [['reports_to', 'Aoife Kelly', 'Sean Murphy']],
  },
  {
    id: 't514',
    genre: 'attendee list',
    text: `Attendees from Pinecrest Bank:
- Rachel Green, Head of Payments
- Omar Sharif, Payments Analyst (reports to Rachel)
- Lena Fischer, Risk`,
    people: ['Rachel Green', 'Omar Sharif', 'Lena Fischer'],
    companies: ['Pinecrest Bank'],
    worksAt: [
      ['Rachel Green', 'Pinecrest Bank'],
      ['Omar Sharif', 'Pinecrest Bank'],
      ['Lena Fischer', 'Pinecrest Bank'],
    ],
    links: [['reports_to', 'Omar Sharif', 'Rachel Green']],
  },
  {
    id: 't515',
    genre: 'call log',
    text: `Spoke with Marco Bruni at Etna Solar. Anything over budget goes from Marco to his manager, Silvia Greco, and then to the board.`,
    people: ['Marco Bruni', 'Silvia Greco'],
    companies: ['Etna Solar'],
    worksAt: [
      ['Marco Bruni', 'Etna Solar'],
      ['Silvia Greco', 'Etna Solar'],
    ],
    links: [['reports_to', 'Marco Bruni', 'Silvia Greco']],
  },
  {
    id: 't516',
    genre: 'e-mail',
    text: `Hi Joel,

At Outback Rail, Mia Thompson now manages Jack Wilson directly after the reshuffle.

Cheers,
Chloe Evans`,
    people: ['Joel', 'Mia Thompson', 'Jack Wilson', 'Chloe Evans'],
    companies: ['Outback Rail'],
    worksAt: [
      ['Mia Thompson', 'Outback Rail'],
      ['Jack Wilson', 'Outback Rail'],
    ],
    links: [['reports_to', 'Jack Wilson', 'Mia Thompson']],
  },
  {
    id: 't517',
    genre: 'chat',
    text: `[10:05] Sophie Martin: who does Lucas Bernard work for at Garonne Wines?
[10:06] Hugo Petit: for Claire Dubois, the export director`,
    people: ['Sophie Martin', 'Lucas Bernard', 'Hugo Petit', 'Claire Dubois'],
    companies: ['Garonne Wines'],
    worksAt: [
      ['Lucas Bernard', 'Garonne Wines'],
      ['Claire Dubois', 'Garonne Wines'],
    ],
    links: [['reports_to', 'Lucas Bernard', 'Claire Dubois']],
  },
  // Introductions.
  {
    id: 't518',
    genre: 'e-mail',
    text: `Hi Kwabena,

Akua Mensah forwarded me your note and thought we should talk about the Kumasi depot.

Best,
Yaw Asante`,
    people: ['Kwabena', 'Akua Mensah', 'Yaw Asante'],
    companies: [],
    worksAt: [],
    links: [['introduced_by', 'Kwabena', 'Akua Mensah']],
  },
  {
    id: 't519',
    genre: 'call log',
    text: `First call with Bilal Ahmed (Indus Logistics), set up by Sana Javed after the Karachi summit.`,
    people: ['Bilal Ahmed', 'Sana Javed'],
    companies: ['Indus Logistics'],
    worksAt: [['Bilal Ahmed', 'Indus Logistics']],
    links: [['introduced_by', 'Bilal Ahmed', 'Sana Javed']],
  },
  {
    id: 't520',
    genre: 'meeting notes',
    text: `Lead source: Jorge Castro, ops lead at Atacama Mining, was a referral from Paula Soto.`,
    people: ['Jorge Castro', 'Paula Soto'],
    companies: ['Atacama Mining'],
    worksAt: [['Jorge Castro', 'Atacama Mining']],
    links: [['introduced_by', 'Jorge Castro', 'Paula Soto']],
  },
  {
    id: 't521',
    genre: 'chat',
    text: `[13:50] Nina Berg: how did we get to Viktor Lind?
[13:51] Oskar Holm: Ebba Strand made the connection last spring`,
    people: ['Nina Berg', 'Viktor Lind', 'Oskar Holm', 'Ebba Strand'],
    companies: [],
    worksAt: [],
    links: [['introduced_by', 'Viktor Lind', 'Ebba Strand']],
  },
  {
    id: 't522',
    genre: 'e-mail',
    text: `Hi Priya,

Thanks to Arun Kumar for the introduction. Arun mentioned you are leading the ERP project at Chennai Motors.

Regards,
Deepak Iyer`,
    people: ['Priya', 'Arun Kumar', 'Deepak Iyer'],
    companies: ['Chennai Motors'],
    worksAt: [['Priya', 'Chennai Motors']],
    links: [['introduced_by', 'Priya', 'Arun Kumar']],
  },
  // Moves.
  {
    id: 't523',
    genre: 'job change',
    text: `Having left Baltic Freight in May, Marius Jonaitis is now Head of Sales at Vilnius Cargo.`,
    people: ['Marius Jonaitis'],
    companies: ['Baltic Freight', 'Vilnius Cargo'],
    worksAt: [['Marius Jonaitis', 'Vilnius Cargo']],
    links: [['left_for', 'Marius Jonaitis', 'Vilnius Cargo']],
  },
  {
    id: 't524',
    genre: 'call log',
    text: `Grace Owusu has gone to Accra Fintech; her replacement at Cape Coast Bank is still open.`,
    people: ['Grace Owusu'],
    companies: ['Accra Fintech', 'Cape Coast Bank'],
    worksAt: [['Grace Owusu', 'Accra Fintech']],
    links: [['left_for', 'Grace Owusu', 'Accra Fintech']],
  },
  {
    id: 't525',
    genre: 'job change',
    text: `After leaving Tatra Motors, Jakub Novák spent a year at Danube Robotics and has now settled at Morava Steel as COO.`,
    people: ['Jakub Novák'],
    companies: ['Tatra Motors', 'Danube Robotics', 'Morava Steel'],
    worksAt: [['Jakub Novák', 'Morava Steel']],
    links: [['left_for', 'Jakub Novák', 'Morava Steel']],
  },
  {
    id: 't526',
    genre: 'e-mail',
    text: `Hi all,

Please update the CRM: Isabela Rocha is no longer with Amazonas Bank. She has taken up a post at Belém Capital.

Thanks,
Rafael Lima`,
    people: ['Isabela Rocha', 'Rafael Lima'],
    companies: ['Amazonas Bank', 'Belém Capital'],
    worksAt: [['Isabela Rocha', 'Belém Capital']],
    links: [['left_for', 'Isabela Rocha', 'Belém Capital']],
  },
  {
    id: 't527',
    genre: 'chat',
    text: `[16:10] Omar Khalid: is Layla Nasser still at Gulf Air Cargo?
[16:11] Huda Saleh: no, she moved across to Desert Logistics in March`,
    people: ['Omar Khalid', 'Layla Nasser', 'Huda Saleh'],
    companies: ['Gulf Air Cargo', 'Desert Logistics'],
    worksAt: [['Layla Nasser', 'Desert Logistics']],
    links: [['left_for', 'Layla Nasser', 'Desert Logistics']],
  },
  // Side by side, no link.
  {
    id: 't528',
    genre: 'meeting notes',
    text: `Panel line-up: Chidi Okeke (Niger Bank) and Ama Boateng (Volta Energy). Neither knows the other yet.`,
    people: ['Chidi Okeke', 'Ama Boateng'],
    companies: ['Niger Bank', 'Volta Energy'],
    worksAt: [
      ['Chidi Okeke', 'Niger Bank'],
      ['Ama Boateng', 'Volta Energy'],
    ],
    links: [],
  },
  // t529-t548: a fifth batch, written the same way before the reader ran on it: links put as the fields
  // of a CRM record or a contact card ("Reports to:", "Referred by:", "Previous company:", "Knows:"),
  // in bullet notes ("- Anna: reports to Tom") and in quoted replies, with fields that are no link
  // ("Owner:", "Account manager:").
  {
    id: 't529',
    genre: 'call log',
    text: `Contact: Helga Brandt
Title: Procurement Manager
Company: Weser Steel
Reports to: Dieter Vogel
Notes: wants a quote for 40 licences`,
    people: ['Helga Brandt', 'Dieter Vogel'],
    companies: ['Weser Steel'],
    worksAt: [['Helga Brandt', 'Weser Steel']],
    links: [['reports_to', 'Helga Brandt', 'Dieter Vogel']],
  },
  {
    id: 't530',
    genre: 'call log',
    text: `Lead: Kofi Annan-Mensah, CTO at Tema Digital
Referred by: Abena Owusu
Status: discovery call booked`,
    people: ['Kofi Annan-Mensah', 'Abena Owusu'],
    companies: ['Tema Digital'],
    worksAt: [['Kofi Annan-Mensah', 'Tema Digital']],
    links: [['introduced_by', 'Kofi Annan-Mensah', 'Abena Owusu']],
  },
  {
    id: 't531',
    genre: 'call log',
    text: `Name: Lucía Paredes
Company: Cusco Textiles
Role: Head of Supply
Previous company: Lima Apparel
Owner: Tom Becker`,
    people: ['Lucía Paredes', 'Tom Becker'],
    companies: ['Cusco Textiles', 'Lima Apparel'],
    worksAt: [['Lucía Paredes', 'Cusco Textiles']],
    links: [['left_for', 'Lucía Paredes', 'Cusco Textiles']],
  },
  {
    id: 't532',
    genre: 'call log',
    text: `Contact: Arash Karimi (Caspian Foods)
Manager: Shirin Tehrani
Account manager: Paul Dupont`,
    people: ['Arash Karimi', 'Shirin Tehrani', 'Paul Dupont'],
    companies: ['Caspian Foods'],
    worksAt: [['Arash Karimi', 'Caspian Foods']],
    links: [['reports_to', 'Arash Karimi', 'Shirin Tehrani']],
  },
  {
    id: 't533',
    genre: 'meeting notes',
    text: `People at Nordic Timber:
- Erik Lund: Head of Sales
- Maja Holm: reports to Erik
- Jonas Berg: knows our CEO from school`,
    people: ['Erik Lund', 'Maja Holm', 'Jonas Berg'],
    companies: ['Nordic Timber'],
    worksAt: [
      ['Erik Lund', 'Nordic Timber'],
      ['Maja Holm', 'Nordic Timber'],
      ['Jonas Berg', 'Nordic Timber'],
    ],
    links: [['reports_to', 'Maja Holm', 'Erik Lund']],
  },
  {
    id: 't534',
    genre: 'call log',
    text: `Contact: Valentina Russo, Marketing Director, Adriatic Ferries
Source: intro from Matteo Galli
Next step: send case studies`,
    people: ['Valentina Russo', 'Matteo Galli'],
    companies: ['Adriatic Ferries'],
    worksAt: [['Valentina Russo', 'Adriatic Ferries']],
    links: [['introduced_by', 'Valentina Russo', 'Matteo Galli']],
  },
  {
    id: 't535',
    genre: 'e-mail',
    text: `Thanks Anna, that helps.

> Tomasz Wójcik is the new buyer at Silesia Glass.
> He reports to Ewa Mazur, their COO.

Best,
Jan Kowalski`,
    people: ['Anna', 'Tomasz Wójcik', 'Ewa Mazur', 'Jan Kowalski'],
    companies: ['Silesia Glass'],
    worksAt: [
      ['Tomasz Wójcik', 'Silesia Glass'],
      ['Ewa Mazur', 'Silesia Glass'],
    ],
    links: [['reports_to', 'Tomasz Wójcik', 'Ewa Mazur']],
  },
  {
    id: 't536',
    genre: 'call log',
    text: `Contact: Nnamdi Okafor
Company: Enugu Power
Relationship: knows Chioma Eze from Lagos Business School`,
    people: ['Nnamdi Okafor', 'Chioma Eze'],
    companies: ['Enugu Power'],
    worksAt: [['Nnamdi Okafor', 'Enugu Power']],
    links: [['knows', 'Nnamdi Okafor', 'Chioma Eze']],
  },
  {
    id: 't537',
    genre: 'meeting notes',
    text: `Org notes, Pacific Salmon:
- CEO: Hemi Walker
- COO: Aroha Smith (reports to Hemi)
- Ops lead: Tama Brown, under Aroha`,
    people: ['Hemi Walker', 'Aroha Smith', 'Tama Brown'],
    companies: ['Pacific Salmon'],
    worksAt: [
      ['Hemi Walker', 'Pacific Salmon'],
      ['Aroha Smith', 'Pacific Salmon'],
      ['Tama Brown', 'Pacific Salmon'],
    ],
    links: [
      ['reports_to', 'Aroha Smith', 'Hemi Walker'],
      ['reports_to', 'Tama Brown', 'Aroha Smith'],
    ],
  },
  {
    id: 't538',
    genre: 'call log',
    text: `Contact: Björn Nilsson
Company: Göteborg Marine
Previously: Stockholm Shipping (until 2024)
Introduced by: Karin Ek`,
    people: ['Björn Nilsson', 'Karin Ek'],
    companies: ['Göteborg Marine', 'Stockholm Shipping'],
    worksAt: [['Björn Nilsson', 'Göteborg Marine']],
    links: [
      ['left_for', 'Björn Nilsson', 'Göteborg Marine'],
      ['introduced_by', 'Björn Nilsson', 'Karin Ek'],
    ],
  },
  {
    id: 't539',
    genre: 'e-mail',
    text: `Hi Sara,

> Who should we talk to at Ionian Bank?
Dimitris Papas. He is an old friend of mine from Athens.

Regards,
Nikos Alexiou`,
    people: ['Sara', 'Dimitris Papas', 'Nikos Alexiou'],
    companies: ['Ionian Bank'],
    worksAt: [['Dimitris Papas', 'Ionian Bank']],
    links: [['knows', 'Nikos Alexiou', 'Dimitris Papas']],
  },
  {
    id: 't540',
    genre: 'meeting notes',
    text: `Stakeholders, Kalahari Mining:
- Thabo Molefe (CFO), line manager: Naledi Sithole
- Naledi Sithole (CEO)`,
    people: ['Thabo Molefe', 'Naledi Sithole'],
    companies: ['Kalahari Mining'],
    worksAt: [
      ['Thabo Molefe', 'Kalahari Mining'],
      ['Naledi Sithole', 'Kalahari Mining'],
    ],
    links: [['reports_to', 'Thabo Molefe', 'Naledi Sithole']],
  },
  {
    id: 't541',
    genre: 'call log',
    text: `Contact: Mariana Costa | Head of Legal | Tejo Insurance
Boss: Rui Fernandes
Met via: Catarina Lopes`,
    people: ['Mariana Costa', 'Rui Fernandes', 'Catarina Lopes'],
    companies: ['Tejo Insurance'],
    worksAt: [['Mariana Costa', 'Tejo Insurance']],
    links: [
      ['reports_to', 'Mariana Costa', 'Rui Fernandes'],
      ['introduced_by', 'Mariana Costa', 'Catarina Lopes'],
    ],
  },
  {
    id: 't542',
    genre: 'job change',
    text: `CRM change log:
- Hiroko Ueda: company changed from Sapporo Foods to Hokkaido Dairy
- title changed to VP Sales`,
    people: ['Hiroko Ueda'],
    companies: ['Sapporo Foods', 'Hokkaido Dairy'],
    worksAt: [['Hiroko Ueda', 'Hokkaido Dairy']],
    links: [['left_for', 'Hiroko Ueda', 'Hokkaido Dairy']],
  },
  {
    id: 't543',
    genre: 'call log',
    text: `Contact: Samir Haddad
Company: Beirut Pay
Owner: Lina Khoury
Next step: Lina to send pricing`,
    people: ['Samir Haddad', 'Lina Khoury'],
    companies: ['Beirut Pay'],
    worksAt: [['Samir Haddad', 'Beirut Pay']],
    links: [],
  },
  {
    id: 't544',
    genre: 'meeting notes',
    text: `Attendees:
- Ioana Marin (Carpathia Bank), knows Radu Stan well
- Radu Stan (Danube Pay)`,
    people: ['Ioana Marin', 'Radu Stan'],
    companies: ['Carpathia Bank', 'Danube Pay'],
    worksAt: [
      ['Ioana Marin', 'Carpathia Bank'],
      ['Radu Stan', 'Danube Pay'],
    ],
    links: [['knows', 'Ioana Marin', 'Radu Stan']],
  },
  {
    id: 't545',
    genre: 'e-mail',
    text: `Hi Omar,

Replying inline:

> Is Yusuf Demir still the right contact?
No, Yusuf left Bosporus Logistics for Anatolia Freight in May. His successor is Elif Kaya.

Best,
Can Yılmaz`,
    people: ['Omar', 'Yusuf Demir', 'Elif Kaya', 'Can Yılmaz'],
    companies: ['Bosporus Logistics', 'Anatolia Freight'],
    worksAt: [
      ['Yusuf Demir', 'Anatolia Freight'],
      ['Elif Kaya', 'Bosporus Logistics'],
    ],
    links: [['left_for', 'Yusuf Demir', 'Anatolia Freight']],
  },
  {
    id: 't546',
    genre: 'call log',
    text: `Lead: Wanjiku Mwangi (Nairobi Agritech)
Lead source: referral - Kamau Njoroge`,
    people: ['Wanjiku Mwangi', 'Kamau Njoroge'],
    companies: ['Nairobi Agritech'],
    worksAt: [['Wanjiku Mwangi', 'Nairobi Agritech']],
    links: [['introduced_by', 'Wanjiku Mwangi', 'Kamau Njoroge']],
  },
  {
    id: 't547',
    genre: 'meeting notes',
    text: `Team map for Baltic Data:
Liis Tamm -> reports to Kristjan Saar
Kristjan Saar -> reports to the CEO, Mari Kask`,
    people: ['Liis Tamm', 'Kristjan Saar', 'Mari Kask'],
    companies: ['Baltic Data'],
    worksAt: [
      ['Liis Tamm', 'Baltic Data'],
      ['Kristjan Saar', 'Baltic Data'],
      ['Mari Kask', 'Baltic Data'],
    ],
    links: [
      ['reports_to', 'Liis Tamm', 'Kristjan Saar'],
      ['reports_to', 'Kristjan Saar', 'Mari Kask'],
    ],
  },
  {
    id: 't548',
    genre: 'call log',
    text: `Contact: Ahmed Farouk
Company: Delta Shipping
Former employer: Suez Ports
Knows: Mona Said (our advisor)`,
    people: ['Ahmed Farouk', 'Mona Said'],
    companies: ['Delta Shipping', 'Suez Ports'],
    worksAt: [['Ahmed Farouk', 'Delta Shipping']],
    links: [
      ['left_for', 'Ahmed Farouk', 'Delta Shipping'],
      ['knows', 'Ahmed Farouk', 'Mona Said'],
    ],
  },
]
