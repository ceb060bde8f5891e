import type { CorpusText } from './types.js'

/**
 * Tuning texts t126-t164, written for issue 27's second pass on the other links: the families the
 * held-out part misses most by count (knows, reports to, introductions signed with a first name,
 * moves) and works-at across lines; t148-t156 for knowing and reporting phrased other ways, and
 * pronouns as objects; t157-t160 for two people a sentence names, then "they" or "the two of
 * them"; t161-t164 for former employers named other ways ("former Stripe exec", "a Deloitte
 * alum"). Each text's expectations were written and committed before the reader was run on it.
 */
export const TUNING_LINKS: CorpusText[] = [
  {
    id: 't126',
    genre: 'meeting notes',
    text: `Pipeline review, 14 Jan.
- Ayesha Siddiqui (Head of Partnerships, Indus Robotics) has known Kenji Watanabe for years; she offered to set up a call with him.
- Kenji Watanabe is VP Engineering at Sakura Motors.`,
    people: ['Ayesha Siddiqui', 'Kenji Watanabe'],
    companies: ['Indus Robotics', 'Sakura Motors'],
    worksAt: [
      ['Ayesha Siddiqui', 'Indus Robotics'],
      ['Kenji Watanabe', 'Sakura Motors'],
    ],
    links: [['knows', 'Ayesha Siddiqui', 'Kenji Watanabe']],
  },
  {
    id: 't127',
    genre: 'call log',
    text: `Call with Tomasz Wiśniewski, CFO at Baltic Grain. He is good friends with Ingrid Halvorsen, who runs procurement at Nordhavn Shipping, and offered to make an introduction.`,
    people: ['Tomasz Wiśniewski', 'Ingrid Halvorsen'],
    companies: ['Baltic Grain', 'Nordhavn Shipping'],
    worksAt: [
      ['Tomasz Wiśniewski', 'Baltic Grain'],
      ['Ingrid Halvorsen', 'Nordhavn Shipping'],
    ],
    links: [['knows', 'Tomasz Wiśniewski', 'Ingrid Halvorsen']],
  },
  {
    id: 't128',
    genre: 'chat',
    text: `[09:14] Lerato Dlamini: anyone have a way into Karoo Solar?
[09:15] Mateo Fernández: yes, Chidi Okafor is their COO and an old friend of mine
[09:16] Lerato Dlamini: amazing, can you ping him?`,
    people: ['Lerato Dlamini', 'Mateo Fernández', 'Chidi Okafor'],
    companies: ['Karoo Solar'],
    worksAt: [['Chidi Okafor', 'Karoo Solar']],
    links: [['knows', 'Mateo Fernández', 'Chidi Okafor']],
  },
  {
    id: 't129',
    genre: 'meeting notes',
    text: `Attendees: Hana Novak (Orbis Legal), Rahul Mehta (Orbis Legal), Femi Adeyemi (Kestrel Bank)
Notes: Hana and Femi studied law together in Leeds, which helped. Rahul reports to Hana and will own the redlines.`,
    people: ['Hana Novak', 'Rahul Mehta', 'Femi Adeyemi'],
    companies: ['Orbis Legal', 'Kestrel Bank'],
    worksAt: [
      ['Hana Novak', 'Orbis Legal'],
      ['Rahul Mehta', 'Orbis Legal'],
      ['Femi Adeyemi', 'Kestrel Bank'],
    ],
    links: [
      ['knows', 'Hana Novak', 'Femi Adeyemi'],
      ['reports_to', 'Rahul Mehta', 'Hana Novak'],
    ],
  },
  {
    id: 't130',
    genre: 'call log',
    text: `Logged call: Sofía Ramírez, procurement lead at Andes Copper. Her boss is Martín Castillo, the COO, who signs anything over $50k. She will get us on his calendar next week.`,
    people: ['Sofía Ramírez', 'Martín Castillo'],
    companies: ['Andes Copper'],
    worksAt: [
      ['Sofía Ramírez', 'Andes Copper'],
      ['Martín Castillo', 'Andes Copper'],
    ],
    links: [['reports_to', 'Sofía Ramírez', 'Martín Castillo']],
  },
  {
    id: 't131',
    genre: 'call log',
    text: `Call notes — Anh Tran (Mekong Logistics). Anh runs the warehouse team and reports up to Duc Pham, their Head of Operations. Duc has final say on the rollout.`,
    people: ['Anh Tran', 'Duc Pham'],
    companies: ['Mekong Logistics'],
    worksAt: [
      ['Anh Tran', 'Mekong Logistics'],
      ['Duc Pham', 'Mekong Logistics'],
    ],
    links: [['reports_to', 'Anh Tran', 'Duc Pham']],
  },
  {
    id: 't132',
    genre: 'chat',
    text: `[14:02] Yuki Sato: who does Arjun Nair answer to at Monsoon Pay?
[14:03] Olga Petrenko: Priscilla Owusu. She's been his manager since the reorg.`,
    people: ['Yuki Sato', 'Arjun Nair', 'Olga Petrenko', 'Priscilla Owusu'],
    companies: ['Monsoon Pay'],
    worksAt: [
      ['Arjun Nair', 'Monsoon Pay'],
      ['Priscilla Owusu', 'Monsoon Pay'],
    ],
    links: [['reports_to', 'Arjun Nair', 'Priscilla Owusu']],
  },
  {
    id: 't133',
    genre: 'meeting notes',
    text: `Org notes from the Keystone Freight kickoff: Dara Flynn and Noah Brennan both report to Siobhan Kelly, the VP of Sales. Siobhan reports to the CEO, Liam Gallagher.`,
    people: ['Dara Flynn', 'Noah Brennan', 'Siobhan Kelly', 'Liam Gallagher'],
    companies: ['Keystone Freight'],
    worksAt: [
      ['Dara Flynn', 'Keystone Freight'],
      ['Noah Brennan', 'Keystone Freight'],
      ['Siobhan Kelly', 'Keystone Freight'],
      ['Liam Gallagher', 'Keystone Freight'],
    ],
    links: [
      ['reports_to', 'Dara Flynn', 'Siobhan Kelly'],
      ['reports_to', 'Noah Brennan', 'Siobhan Kelly'],
      ['reports_to', 'Siobhan Kelly', 'Liam Gallagher'],
    ],
  },
  {
    id: 't134',
    genre: 'e-mail',
    text: `Hi Marta,

Quick org update for Fenwick Health: Abdul Rahman now leads data engineering. His direct reports are Mei Lin and Carlos Souza.

Best,
Joanna Pike`,
    people: ['Marta', 'Abdul Rahman', 'Mei Lin', 'Carlos Souza', 'Joanna Pike'],
    companies: ['Fenwick Health'],
    worksAt: [
      ['Abdul Rahman', 'Fenwick Health'],
      ['Mei Lin', 'Fenwick Health'],
      ['Carlos Souza', 'Fenwick Health'],
    ],
    links: [
      ['reports_to', 'Mei Lin', 'Abdul Rahman'],
      ['reports_to', 'Carlos Souza', 'Abdul Rahman'],
    ],
  },
  {
    id: 't135',
    genre: 'introduction',
    text: `Subject: connecting you two

Hi Kwame, meet Lucía Herrera — she heads growth at Pampa Labs and is looking at West African markets. Lucía, Kwame Asante runs Accra Ventures and knows everyone in fintech there.

I'll let you two take it from here.
Tunde`,
    people: ['Kwame Asante', 'Lucía Herrera', 'Tunde'],
    companies: ['Pampa Labs', 'Accra Ventures'],
    worksAt: [
      ['Lucía Herrera', 'Pampa Labs'],
      ['Kwame Asante', 'Accra Ventures'],
    ],
    links: [
      ['introduced_by', 'Lucía Herrera', 'Tunde'],
      ['introduced_by', 'Kwame Asante', 'Tunde'],
    ],
  },
  {
    id: 't136',
    genre: 'introduction',
    text: `Hello both,

As promised, introducing Sara Lindgren (Fika Payments) and Davi Oliveira (Rio Ledger). Sara, Davi built the reconciliation engine I mentioned; Davi, Sara is hiring for exactly that.

Cheers,
Priyanka`,
    people: ['Sara Lindgren', 'Davi Oliveira', 'Priyanka'],
    companies: ['Fika Payments', 'Rio Ledger'],
    worksAt: [
      ['Sara Lindgren', 'Fika Payments'],
      ['Davi Oliveira', 'Rio Ledger'],
    ],
    links: [
      ['introduced_by', 'Sara Lindgren', 'Priyanka'],
      ['introduced_by', 'Davi Oliveira', 'Priyanka'],
    ],
  },
  {
    id: 't137',
    genre: 'introduction',
    text: `Thanks for the intro, Rania! Great to e-mail you, Jonas Weber. I lead partnerships at Cedar Health and would love 20 minutes next week.

Best,
Amira Haddad`,
    people: ['Rania', 'Jonas Weber', 'Amira Haddad'],
    companies: ['Cedar Health'],
    worksAt: [['Amira Haddad', 'Cedar Health']],
    links: [['introduced_by', 'Jonas Weber', 'Rania']],
  },
  {
    id: 't138',
    genre: 'job change',
    text: `Personnel news: after six years at Helix Pharma, Valentina Russo is leaving to join Corvo Therapeutics as Chief Medical Officer. Her deputy, Emeka Nwosu, takes over at Helix.`,
    people: ['Valentina Russo', 'Emeka Nwosu'],
    companies: ['Helix Pharma', 'Corvo Therapeutics'],
    worksAt: [
      ['Valentina Russo', 'Corvo Therapeutics'],
      ['Emeka Nwosu', 'Helix Pharma'],
    ],
    links: [['left_for', 'Valentina Russo', 'Corvo Therapeutics']],
  },
  {
    id: 't139',
    genre: 'job change',
    text: `Heads up: Kofi Mensah has moved on from Ashanti Gold. He starts at Volta Minerals on Monday as head of exploration.`,
    people: ['Kofi Mensah'],
    companies: ['Ashanti Gold', 'Volta Minerals'],
    worksAt: [['Kofi Mensah', 'Volta Minerals']],
    links: [['left_for', 'Kofi Mensah', 'Volta Minerals']],
  },
  {
    id: 't140',
    genre: 'e-mail',
    text: `Hi team,

Small news: Björn Larsson quit Spotify last month and is now at Klarna, running their payments data team. Worth a call.

Erik`,
    people: ['Björn Larsson', 'Erik'],
    companies: ['Spotify', 'Klarna'],
    worksAt: [['Björn Larsson', 'Klarna']],
    links: [['left_for', 'Björn Larsson', 'Klarna']],
  },
  {
    id: 't141',
    genre: 'meeting notes',
    text: `Debrief: Lina Haddad from Zenith Insurance used to work with Marco Bianchi back in Milan, so she'll reach out to him directly. Marco is now CTO of Fulcrum Re.`,
    people: ['Lina Haddad', 'Marco Bianchi'],
    companies: ['Zenith Insurance', 'Fulcrum Re'],
    worksAt: [
      ['Lina Haddad', 'Zenith Insurance'],
      ['Marco Bianchi', 'Fulcrum Re'],
    ],
    links: [['knows', 'Lina Haddad', 'Marco Bianchi']],
  },
  {
    id: 't142',
    genre: 'call log',
    text: `CRM note: spoke to Hiroshi Tanaka at Fuji Materials. Hiroshi is close with Grace Kim, the buyer at Han River Foods, and thinks she'd take a meeting. Follow up after the holidays.`,
    people: ['Hiroshi Tanaka', 'Grace Kim'],
    companies: ['Fuji Materials', 'Han River Foods'],
    worksAt: [
      ['Hiroshi Tanaka', 'Fuji Materials'],
      ['Grace Kim', 'Han River Foods'],
    ],
    links: [['knows', 'Hiroshi Tanaka', 'Grace Kim']],
  },
  {
    id: 't143',
    genre: 'meeting notes',
    text: `Notes, Thursday: Nadia Benali (Atlas Ports) mentioned that she and Ewan Fraser were colleagues years ago. Ewan is now managing director of Firth Energy.`,
    people: ['Nadia Benali', 'Ewan Fraser'],
    companies: ['Atlas Ports', 'Firth Energy'],
    worksAt: [
      ['Nadia Benali', 'Atlas Ports'],
      ['Ewan Fraser', 'Firth Energy'],
    ],
    links: [['knows', 'Nadia Benali', 'Ewan Fraser']],
  },
  {
    id: 't144',
    genre: 'chat',
    text: `[10:20] Ines Duarte: Rafael Costa works under Beatriz Lima in the Lisbon office of Tejo Energia
[10:21] Ines Duarte: so Beatriz is the one to convince`,
    people: ['Ines Duarte', 'Rafael Costa', 'Beatriz Lima'],
    companies: ['Tejo Energia'],
    worksAt: [
      ['Rafael Costa', 'Tejo Energia'],
      ['Beatriz Lima', 'Tejo Energia'],
    ],
    links: [['reports_to', 'Rafael Costa', 'Beatriz Lima']],
  },
  {
    id: 't145',
    genre: 'call log',
    text: `Call w/ Olumide Bakare (Lagos Freight). Decision sits with Olumide's manager, Ngozi Eze, Director of Logistics. Olumide will loop her in by Wednesday.`,
    people: ['Olumide Bakare', 'Ngozi Eze'],
    companies: ['Lagos Freight'],
    worksAt: [
      ['Olumide Bakare', 'Lagos Freight'],
      ['Ngozi Eze', 'Lagos Freight'],
    ],
    links: [['reports_to', 'Olumide Bakare', 'Ngozi Eze']],
  },
  {
    id: 't146',
    genre: 'meeting notes',
    text: `Quarterly review with Pinecrest Capital
Present: Gabriel Moreau, Aiko Yamamoto, and from our side Jess Carter.
Gabriel walked through the fund's numbers; Aiko asked about the data room.`,
    people: ['Gabriel Moreau', 'Aiko Yamamoto', 'Jess Carter'],
    companies: ['Pinecrest Capital'],
    worksAt: [
      ['Gabriel Moreau', 'Pinecrest Capital'],
      ['Aiko Yamamoto', 'Pinecrest Capital'],
    ],
  },
  {
    id: 't147',
    genre: 'e-mail',
    text: `Hi Oren,

Following up on our chat. I've copied my colleague Tamar Levi, who handles onboarding.

Regards,
Yael Cohen
yael.cohen@shekelpay.com | Shekel Pay`,
    people: ['Oren', 'Tamar Levi', 'Yael Cohen'],
    companies: ['Shekel Pay'],
    worksAt: [
      ['Yael Cohen', 'Shekel Pay'],
      ['Tamar Levi', 'Shekel Pay'],
    ],
  },
  {
    id: 't148',
    genre: 'meeting notes',
    text: `Intro call with Camille Rousseau (Lyon Biotech). Camille worked with Stefan Keller for five years and still talks to him weekly; Stefan is now head of R&D at Basel Genomics.`,
    people: ['Camille Rousseau', 'Stefan Keller'],
    companies: ['Lyon Biotech', 'Basel Genomics'],
    worksAt: [
      ['Camille Rousseau', 'Lyon Biotech'],
      ['Stefan Keller', 'Basel Genomics'],
    ],
    links: [['knows', 'Camille Rousseau', 'Stefan Keller']],
  },
  {
    id: 't149',
    genre: 'call log',
    text: `Spoke with Ravi Iyer, COO of Chennai Freight. He met Julia Brandt at a logistics summit last year and they have stayed in touch.`,
    people: ['Ravi Iyer', 'Julia Brandt'],
    companies: ['Chennai Freight'],
    worksAt: [['Ravi Iyer', 'Chennai Freight']],
    links: [['knows', 'Ravi Iyer', 'Julia Brandt']],
  },
  {
    id: 't150',
    genre: 'meeting notes',
    text: `Board prep: Tomás Silva sits on a board with Anneke de Jong, so he can sound her out before the vote.`,
    people: ['Tomás Silva', 'Anneke de Jong'],
    companies: [],
    worksAt: [],
    links: [['knows', 'Tomás Silva', 'Anneke de Jong']],
  },
  {
    id: 't151',
    genre: 'chat',
    text: `[16:40] Aroha Ngata: does anyone know Mikael Virtanen at Sisu Games?
[16:41] Jonah Friedman: I do, we worked together at Supercell years ago`,
    people: ['Aroha Ngata', 'Mikael Virtanen', 'Jonah Friedman'],
    companies: ['Sisu Games', 'Supercell'],
    worksAt: [['Mikael Virtanen', 'Sisu Games']],
    links: [['knows', 'Jonah Friedman', 'Mikael Virtanen']],
  },
  {
    id: 't152',
    genre: 'call log',
    text: `Call w/ Leila Nasser at Cedar Analytics. Her former manager, Omar Khalil, now runs sales at Byblos Bank, and she is on good terms with him.`,
    people: ['Leila Nasser', 'Omar Khalil'],
    companies: ['Cedar Analytics', 'Byblos Bank'],
    worksAt: [
      ['Leila Nasser', 'Cedar Analytics'],
      ['Omar Khalil', 'Byblos Bank'],
    ],
    links: [['knows', 'Leila Nasser', 'Omar Khalil']],
  },
  {
    id: 't153',
    genre: 'meeting notes',
    text: `Notes from the Tessera Labs sync: Ama Owusu (Head of Data) and Kenji Ito (CTO). Ama has worked with Kenji for a decade and reports to him.`,
    people: ['Ama Owusu', 'Kenji Ito'],
    companies: ['Tessera Labs'],
    worksAt: [
      ['Ama Owusu', 'Tessera Labs'],
      ['Kenji Ito', 'Tessera Labs'],
    ],
    links: [
      ['knows', 'Ama Owusu', 'Kenji Ito'],
      ['reports_to', 'Ama Owusu', 'Kenji Ito'],
    ],
  },
  {
    id: 't154',
    genre: 'e-mail',
    text: `Hi Sofia,

Good news: Piotr Zieliński, who I mentioned, overlapped with your CFO, Hannah Berg, at McKinsey. He's happy to reach out to her.

Best,
Daniel Roth`,
    people: ['Sofia', 'Piotr Zieliński', 'Hannah Berg', 'Daniel Roth'],
    companies: ['McKinsey'],
    worksAt: [],
    links: [['knows', 'Piotr Zieliński', 'Hannah Berg']],
  },
  {
    id: 't155',
    genre: 'call log',
    text: `Logged: call with Nomvula Khumalo (Ubuntu Health). She manages the clinic rollout; Sipho Ndlovu on her team will do the data migration.`,
    people: ['Nomvula Khumalo', 'Sipho Ndlovu'],
    companies: ['Ubuntu Health'],
    worksAt: [
      ['Nomvula Khumalo', 'Ubuntu Health'],
      ['Sipho Ndlovu', 'Ubuntu Health'],
    ],
    links: [['reports_to', 'Sipho Ndlovu', 'Nomvula Khumalo']],
  },
  {
    id: 't156',
    genre: 'meeting notes',
    text: `Ops sync with Baltic Freight: Jurgis Kalnins heads operations there, with Ieva Ozola and Marta Berzina reporting to him.`,
    people: ['Jurgis Kalnins', 'Ieva Ozola', 'Marta Berzina'],
    companies: ['Baltic Freight'],
    worksAt: [
      ['Jurgis Kalnins', 'Baltic Freight'],
      ['Ieva Ozola', 'Baltic Freight'],
      ['Marta Berzina', 'Baltic Freight'],
    ],
    links: [
      ['reports_to', 'Ieva Ozola', 'Jurgis Kalnins'],
      ['reports_to', 'Marta Berzina', 'Jurgis Kalnins'],
    ],
  },
  {
    id: 't157',
    genre: 'meeting notes',
    text: `Lunch with Farah Aziz (Indigo Bank) and Mateus Rocha (Tropic Pay). They went to business school together and still trade deal flow.`,
    people: ['Farah Aziz', 'Mateus Rocha'],
    companies: ['Indigo Bank', 'Tropic Pay'],
    worksAt: [
      ['Farah Aziz', 'Indigo Bank'],
      ['Mateus Rocha', 'Tropic Pay'],
    ],
    links: [['knows', 'Farah Aziz', 'Mateus Rocha']],
  },
  {
    id: 't158',
    genre: 'call log',
    text: `Call with Priya Menon at Ganges Textiles; she mentioned Tom Fischer of Rhein Logistics. The two of them have known each other since university.`,
    people: ['Priya Menon', 'Tom Fischer'],
    companies: ['Ganges Textiles', 'Rhein Logistics'],
    worksAt: [
      ['Priya Menon', 'Ganges Textiles'],
      ['Tom Fischer', 'Rhein Logistics'],
    ],
    links: [['knows', 'Priya Menon', 'Tom Fischer']],
  },
  {
    id: 't159',
    genre: 'meeting notes',
    text: `Met Yaw Boateng and Kirsten Dahl at the Oslo summit. Both are ex-colleagues, so they know each other well. Yaw now runs Kumasi Energy.`,
    people: ['Yaw Boateng', 'Kirsten Dahl'],
    companies: ['Kumasi Energy'],
    worksAt: [['Yaw Boateng', 'Kumasi Energy']],
    links: [['knows', 'Yaw Boateng', 'Kirsten Dahl']],
  },
  {
    id: 't160',
    genre: 'chat',
    text: `[11:05] Bruno Alves: Keiko Mori and Sam Osei are joining the Acre Robotics call
[11:06] Bruno Alves: they were roommates in college btw`,
    people: ['Bruno Alves', 'Keiko Mori', 'Sam Osei'],
    companies: ['Acre Robotics'],
    worksAt: [],
    links: [['knows', 'Keiko Mori', 'Sam Osei']],
  },
  {
    id: 't161',
    genre: 'job change',
    text: `Big news: former Stripe exec Camila Duarte is the new CFO at Lumen Pay.`,
    people: ['Camila Duarte'],
    companies: ['Stripe', 'Lumen Pay'],
    worksAt: [['Camila Duarte', 'Lumen Pay']],
    links: [['left_for', 'Camila Duarte', 'Lumen Pay']],
  },
  {
    id: 't162',
    genre: 'job change',
    text: `Hamid Rezaei, a Deloitte alum, has taken over as COO of Persis Foods.`,
    people: ['Hamid Rezaei'],
    companies: ['Deloitte', 'Persis Foods'],
    worksAt: [['Hamid Rezaei', 'Persis Foods']],
    links: [['left_for', 'Hamid Rezaei', 'Persis Foods']],
  },
  {
    id: 't163',
    genre: 'e-mail',
    text: `Quick update: Nina Kowalczyk said goodbye to Vistula Bank on Friday and is heading up risk at Amber Credit from Monday.

Marek`,
    people: ['Nina Kowalczyk', 'Marek'],
    companies: ['Vistula Bank', 'Amber Credit'],
    worksAt: [['Nina Kowalczyk', 'Amber Credit']],
    links: [['left_for', 'Nina Kowalczyk', 'Amber Credit']],
  },
  {
    id: 't164',
    genre: 'job change',
    text: `Olu Bello traded Lagos Mobile for Naija Cloud in March; he leads partnerships there now.`,
    people: ['Olu Bello'],
    companies: ['Lagos Mobile', 'Naija Cloud'],
    worksAt: [['Olu Bello', 'Naija Cloud']],
    links: [['left_for', 'Olu Bello', 'Naija Cloud']],
  },
]
