import type { CorpusText } from './types.js'

/**
 * Tuning texts t1261-t1300, written blind on 2026-11-28 for issue 27's pass N1 by a writer who had not
 * opened the reader, its rules, its decision record or any held-out text, and committed, texts and
 * expectations together, before the reader ran on any of them. Nearly every text puts near misses beside
 * real links: a customer's buyer beside the vendor's staff, an investor, board member, outside lawyer,
 * auditor, consultant, recruiter or candidate beside the company in play, a former employee now
 * elsewhere, event speakers, a venue, a supplier's rep, a journalist, a university, products named like
 * companies, a former employer named beside the new one; reporting words that are not reporting lines
 * ("reported that", "reports on", "report back to", "reported to me from 2019"), "introduced" a product,
 * "left" a city or a voicemail, plans and questions that have not happened ("might join", "could you
 * introduce me", a double opt-in asked). CORPUS_NOW is Thursday 2026-01-15.
 */
export const TUNING_NEAR_MISSES_FRESH: CorpusText[] = [
  {
    id: 't1261',
    genre: 'meeting notes',
    text: `Notes — quarterly review with Baobab Foods, 14 Jan
Attendees: Chidi Okafor (Head of Supply Chain, Baobab Foods), Amara Nwosu (procurement, Baobab Foods), Lucas Meyer and Ines Duarte from Kestrel Analytics

Chidi reported that spoilage is down 12% since the rollout. Amara is the buyer for the renewal and wants a three-year price. Ines reports on usage every month.

Actions
- Ines Duarte to send the December usage report by Friday
- Lucas Meyer to draft the renewal quote by next Tuesday`,
    people: ['Chidi Okafor', 'Amara Nwosu', 'Lucas Meyer', 'Ines Duarte'],
    companies: ['Baobab Foods', 'Kestrel Analytics'],
    worksAt: [
      ['Chidi Okafor', 'Baobab Foods'],
      ['Amara Nwosu', 'Baobab Foods'],
      ['Lucas Meyer', 'Kestrel Analytics'],
      ['Ines Duarte', 'Kestrel Analytics'],
    ],
    links: [],
    tasks: [
      { text: 'December usage report', due: '2026-01-16', assignee: 'Ines Duarte' },
      { text: 'renewal quote', due: '2026-01-20', assignee: 'Lucas Meyer' },
    ],
  },
  {
    id: 't1262',
    genre: 'e-mail',
    text: `From: Yerlan Abenov <yerlan@steppe-logistics.kz>
To: Dana Sultanova
Cc: Marta Kowalczyk

Dana,

Our external counsel, Marta Kowalczyk of Kowalczyk & Partners, has been through the master agreement and flagged two clauses on liability. Could your legal team look at them before Monday?

Best,
Yerlan Abenov
Operations Director, Steppe Logistics`,
    people: ['Yerlan Abenov', 'Dana Sultanova', 'Marta Kowalczyk'],
    companies: ['Steppe Logistics', 'Kowalczyk & Partners'],
    worksAt: [
      ['Yerlan Abenov', 'Steppe Logistics'],
      ['Marta Kowalczyk', 'Kowalczyk & Partners'],
    ],
    links: [],
  },
  {
    id: 't1263',
    genre: 'chat',
    text: `[10:02] Sione Taufa: heads up, a recruiter from Talentbridge, Rachel Osei, pinged me about a role at Coralwave
[10:03] Mereana Parata: same here lol. tempted?
[10:04] Sione Taufa: nah, happy at Tidepool Software. might take the call though
[10:05] Mereana Parata: Rachel placed Viliami Fifita at Coralwave last spring and he loves it there`,
    people: ['Sione Taufa', 'Mereana Parata', 'Rachel Osei', 'Viliami Fifita'],
    companies: ['Talentbridge', 'Coralwave', 'Tidepool Software'],
    worksAt: [
      ['Rachel Osei', 'Talentbridge'],
      ['Sione Taufa', 'Tidepool Software'],
      ['Viliami Fifita', 'Coralwave'],
    ],
    links: [],
  },
  {
    id: 't1264',
    genre: 'call log',
    text: `Call log — 2026-01-14, 15:30
Spoke with Pham Thi Lan, candidate for the senior data engineer role at Mekong Freight. She is a data engineer at Saigon Ports Authority today and has a two-month notice period. The hiring manager is Nguyen Van Duc, VP Engineering at Mekong Freight; Lan would report to him if she accepts an offer. Salary expectations are within the band.`,
    people: ['Pham Thi Lan', 'Nguyen Van Duc'],
    companies: ['Mekong Freight', 'Saigon Ports Authority'],
    worksAt: [
      ['Pham Thi Lan', 'Saigon Ports Authority'],
      ['Nguyen Van Duc', 'Mekong Freight'],
    ],
    links: [],
  },
  {
    id: 't1265',
    genre: 'job change',
    text: `Team update: Olusegun Bakare joined Harmattan Energy this week from Sahel Power, where he ran the utility accounts; earlier in his career he was at Accenture. He is our new Head of Grid Partnerships and reports to Ngozi Eze, our COO. Please say hello if you see him in the Abuja office!`,
    people: ['Olusegun Bakare', 'Ngozi Eze'],
    companies: ['Harmattan Energy', 'Sahel Power', 'Accenture'],
    worksAt: [
      ['Olusegun Bakare', 'Harmattan Energy'],
      ['Ngozi Eze', 'Harmattan Energy'],
    ],
    links: [
      ['left_for', 'Olusegun Bakare', 'Harmattan Energy'],
      ['reports_to', 'Olusegun Bakare', 'Ngozi Eze'],
    ],
  },
  {
    id: 't1266',
    genre: 'introduction',
    text: `Subject: Intro: Leila Haddad <> Jonas Virtanen

Hi Leila, hi Jonas,

Leila is a partner at Cedar Gate Capital and sits on the board of Nordlicht Robotics. Jonas Virtanen is the CEO of Kaamos Systems and is raising a seed round this spring. Jonas asked me for a warm intro, so here it is — I'll leave the rest to you.

Best,
Aino Korhonen
(advisor to Kaamos Systems)`,
    people: ['Leila Haddad', 'Jonas Virtanen', 'Aino Korhonen'],
    companies: ['Cedar Gate Capital', 'Nordlicht Robotics', 'Kaamos Systems'],
    worksAt: [
      ['Leila Haddad', 'Cedar Gate Capital'],
      ['Jonas Virtanen', 'Kaamos Systems'],
    ],
    links: [
      ['introduced_by', 'Leila Haddad', 'Aino Korhonen'],
      ['introduced_by', 'Jonas Virtanen', 'Aino Korhonen'],
    ],
  },
  {
    id: 't1267',
    genre: 'e-mail',
    text: `Hi Farida,

Quick year-end update: the auditors from Ellery Audit LLP, led by Thomas Lefèvre, start fieldwork on 19 January. Our controller, Rustam Nazarov, is their single point of contact, so please don't send them anything directly.

Thanks,
Gulnara Iskakova
CFO, Altyn Textiles`,
    people: ['Farida', 'Thomas Lefèvre', 'Rustam Nazarov', 'Gulnara Iskakova'],
    companies: ['Ellery Audit LLP', 'Altyn Textiles'],
    worksAt: [
      ['Thomas Lefèvre', 'Ellery Audit LLP'],
      ['Rustam Nazarov', 'Altyn Textiles'],
      ['Gulnara Iskakova', 'Altyn Textiles'],
    ],
    links: [],
  },
  {
    id: 't1268',
    genre: 'chat',
    text: `[14:20] Bongani Dlamini: FYI Thandiwe Mokoena from TechCentral called, she's writing a piece on Ubuntu Pay's new wallet
[14:21] Zanele Khumalo: isn't she the one who reported that Ubuntu Pay was closing its Durban office?
[14:22] Bongani Dlamini: yes. Ubuntu Pay's spokesperson, Sipho Ndlovu, already gave her a quote
[14:23] Zanele Khumalo: ok, then we stay out of it`,
    people: ['Bongani Dlamini', 'Thandiwe Mokoena', 'Zanele Khumalo', 'Sipho Ndlovu'],
    companies: ['TechCentral', 'Ubuntu Pay'],
    worksAt: [
      ['Thandiwe Mokoena', 'TechCentral'],
      ['Sipho Ndlovu', 'Ubuntu Pay'],
    ],
    links: [],
  },
  {
    id: 't1269',
    genre: 'attendee list',
    text: `Fintech Breakfast — Lisbon, 22 January, Hotel Tivoli Oriente
Host: Beatriz Carvalho, Head of Events at Lusopay
Speakers: Rui Almeida (Partner, Atlântico Ventures) on seed rounds in 2026; Kenji Watanabe, formerly of Rakuten, now CTO of Sakura Ledger
Moderator: Marta Sousa, journalist at Expresso Digital`,
    people: ['Beatriz Carvalho', 'Rui Almeida', 'Kenji Watanabe', 'Marta Sousa'],
    companies: [
      'Hotel Tivoli Oriente',
      'Lusopay',
      'Atlântico Ventures',
      'Rakuten',
      'Sakura Ledger',
      'Expresso Digital',
    ],
    worksAt: [
      ['Beatriz Carvalho', 'Lusopay'],
      ['Rui Almeida', 'Atlântico Ventures'],
      ['Kenji Watanabe', 'Sakura Ledger'],
      ['Marta Sousa', 'Expresso Digital'],
    ],
    links: [['left_for', 'Kenji Watanabe', 'Sakura Ledger']],
  },
  {
    id: 't1270',
    genre: 'call log',
    text: `CRM note — Ortakoy Textiles (account owner: Elif Yıldız)
14 Jan: call with Murat Demir, their purchasing manager. Murat says their dye supplier, Anadolu Kimya, raised prices 8%; Anadolu's rep, Serkan Aydın, visited them last week. Murat wants our quote for the spring fabric before he signs with anyone.
Next: Elif Yıldız to send the quote by Friday.`,
    people: ['Elif Yıldız', 'Murat Demir', 'Serkan Aydın'],
    companies: ['Ortakoy Textiles', 'Anadolu Kimya'],
    worksAt: [
      ['Murat Demir', 'Ortakoy Textiles'],
      ['Serkan Aydın', 'Anadolu Kimya'],
    ],
    links: [],
    tasks: [{ text: 'send the quote', due: '2026-01-16', assignee: 'Elif Yıldız' }],
  },
  {
    id: 't1271',
    genre: 'e-mail',
    text: `Hi Priya,

Thanks for the time on Tuesday. As discussed, the quote covers Lumen Insights (our analytics add-on) and Lumen Flow, the scheduling module; both are Brightwell Systems products, so one contract covers them.

Our solutions engineer, Tariq Mahmood, can run a sandbox session next week if your IT team wants one.

Regards,
Hannah Schultz
Account Executive, Brightwell Systems`,
    people: ['Priya', 'Tariq Mahmood', 'Hannah Schultz'],
    companies: ['Brightwell Systems'],
    worksAt: [
      ['Tariq Mahmood', 'Brightwell Systems'],
      ['Hannah Schultz', 'Brightwell Systems'],
    ],
    links: [],
  },
  {
    id: 't1272',
    genre: 'meeting notes',
    text: `Meeting notes — Taranaki Dairy Co-op / Pukeko Labs, 13 Jan
Present: Hemi Walker (Taranaki Dairy Co-op, ops manager), Kiri Tane (Taranaki Dairy Co-op, finance), Ana Folau (Pukeko Labs)

Ana introduced MilkTrack, Pukeko Labs' new yield dashboard, and walked through the pilot results. Hemi raised the board's questions about data ownership. Kiri reports to Hemi and will own the budget sign-off.

Actions: Ana Folau to send the data-processing agreement by Wednesday.`,
    people: ['Hemi Walker', 'Kiri Tane', 'Ana Folau'],
    companies: ['Taranaki Dairy Co-op', 'Pukeko Labs'],
    worksAt: [
      ['Hemi Walker', 'Taranaki Dairy Co-op'],
      ['Kiri Tane', 'Taranaki Dairy Co-op'],
      ['Ana Folau', 'Pukeko Labs'],
    ],
    links: [['reports_to', 'Kiri Tane', 'Hemi Walker']],
    tasks: [{ text: 'data-processing agreement', due: '2026-01-21', assignee: 'Ana Folau' }],
  },
  {
    id: 't1273',
    genre: 'e-mail',
    text: `Travel note for the team

Adebayo Ogunleye left Lagos this morning and lands in Nairobi tonight for the Safaricom workshop. He left the signed term sheet with Funmi Adeyemi, Kora Fintech's office manager, so ask her if you need a copy. Adebayo still leads partnerships at Kora Fintech and is back on Monday.

— Tolu`,
    people: ['Adebayo Ogunleye', 'Funmi Adeyemi', 'Tolu'],
    companies: ['Safaricom', 'Kora Fintech'],
    worksAt: [
      ['Funmi Adeyemi', 'Kora Fintech'],
      ['Adebayo Ogunleye', 'Kora Fintech'],
    ],
    links: [],
  },
  {
    id: 't1274',
    genre: 'chat',
    text: `[16:01] Gabriela Rocha: rumour is Diego Fernández might join Cobre Bank once his garden leave ends
[16:02] Mateus Lima: he's still at Pampa Seguros until March, no?
[16:03] Gabriela Rocha: yes, nothing signed. Lucía Benítez, Cobre Bank's CEO, has been courting him for months
[16:04] Mateus Lima: if he goes, Pampa will probably promote Valentina Ruiz`,
    people: ['Gabriela Rocha', 'Diego Fernández', 'Mateus Lima', 'Lucía Benítez', 'Valentina Ruiz'],
    companies: ['Cobre Bank', 'Pampa Seguros'],
    worksAt: [
      ['Diego Fernández', 'Pampa Seguros'],
      ['Lucía Benítez', 'Cobre Bank'],
    ],
    links: [],
  },
  {
    id: 't1275',
    genre: 'e-mail',
    text: `Hi Kwame,

Could you introduce me to Esi Mensah at Volta Cocoa? I saw she moved over from Ashanti Gold Traders last year and now runs sourcing there. No rush — whenever you next speak to her.

And thanks again for connecting me with Yaw Boateng last month; we signed with his firm, Accra Freight Partners, in December.

Best,
Abena Owusu
Head of Procurement, Sankofa Chocolate`,
    people: ['Kwame', 'Esi Mensah', 'Yaw Boateng', 'Abena Owusu'],
    companies: ['Volta Cocoa', 'Ashanti Gold Traders', 'Accra Freight Partners', 'Sankofa Chocolate'],
    worksAt: [
      ['Esi Mensah', 'Volta Cocoa'],
      ['Yaw Boateng', 'Accra Freight Partners'],
      ['Abena Owusu', 'Sankofa Chocolate'],
    ],
    links: [
      ['left_for', 'Esi Mensah', 'Volta Cocoa'],
      ['introduced_by', 'Yaw Boateng', 'Kwame'],
    ],
  },
  {
    id: 't1276',
    genre: 'e-mail',
    text: `Subject: Re: Loft Analytics contract

Hi Sebastian,

Just so you know, Ingrid Halvorsen no longer handles the Loft Analytics contract on our side — she left Fjellstad Bank in October and is now at Nordkapp Insurance. Your new contact is Erik Solberg, who took over her portfolio.

Kind regards,
Marit Berg
Procurement, Fjellstad Bank`,
    people: ['Sebastian', 'Ingrid Halvorsen', 'Erik Solberg', 'Marit Berg'],
    companies: ['Loft Analytics', 'Fjellstad Bank', 'Nordkapp Insurance'],
    worksAt: [
      ['Ingrid Halvorsen', 'Nordkapp Insurance'],
      ['Erik Solberg', 'Fjellstad Bank'],
      ['Marit Berg', 'Fjellstad Bank'],
    ],
    links: [['left_for', 'Ingrid Halvorsen', 'Nordkapp Insurance']],
  },
  {
    id: 't1277',
    genre: 'meeting notes',
    text: `Board meeting minutes — Qamar Solar Ltd, 12 January 2026
Present: Fatima Al-Mansouri (CEO), Omar Haddad (CFO), Layla Nasser (non-executive director; partner at Gulf Horizon Partners), Daniel Cohen (observer, Meridian Growth Fund)
In attendance: Sara Ibrahim (company secretary) and Paul Dubois of Dubois Avocats (outside counsel)

1. The CFO reported that Q4 revenue was ahead of plan.
2. Omar reports directly to Fatima; the board asked for a monthly cash note from him.`,
    people: ['Fatima Al-Mansouri', 'Omar Haddad', 'Layla Nasser', 'Daniel Cohen', 'Sara Ibrahim', 'Paul Dubois'],
    companies: ['Qamar Solar Ltd', 'Gulf Horizon Partners', 'Meridian Growth Fund', 'Dubois Avocats'],
    worksAt: [
      ['Fatima Al-Mansouri', 'Qamar Solar Ltd'],
      ['Omar Haddad', 'Qamar Solar Ltd'],
      ['Sara Ibrahim', 'Qamar Solar Ltd'],
      ['Layla Nasser', 'Gulf Horizon Partners'],
      ['Daniel Cohen', 'Meridian Growth Fund'],
      ['Paul Dubois', 'Dubois Avocats'],
    ],
    links: [['reports_to', 'Omar Haddad', 'Fatima Al-Mansouri']],
  },
  {
    id: 't1278',
    genre: 'meeting notes',
    text: `Kickoff — Vistula Rail ERP migration
From Vistula Rail: Agnieszka Nowak (IT director), Piotr Wiśniewski (finance systems)
From Deloitte: Jan de Boer (engagement lead). Deloitte advises Vistula Rail on the migration but does not implement it.
Implementation partner: Bałtyk Consulting, represented by Kasia Zielińska

Agnieszka asked Jan to report on risks every two weeks. Piotr reports to Agnieszka and owns the data cut-over.`,
    people: ['Agnieszka Nowak', 'Piotr Wiśniewski', 'Jan de Boer', 'Kasia Zielińska'],
    companies: ['Vistula Rail', 'Deloitte', 'Bałtyk Consulting'],
    worksAt: [
      ['Agnieszka Nowak', 'Vistula Rail'],
      ['Piotr Wiśniewski', 'Vistula Rail'],
      ['Jan de Boer', 'Deloitte'],
      ['Kasia Zielińska', 'Bałtyk Consulting'],
    ],
    links: [['reports_to', 'Piotr Wiśniewski', 'Agnieszka Nowak']],
  },
  {
    id: 't1279',
    genre: 'e-mail',
    text: `Hi Min-jun,

Great to meet you at the KAIST career fair. As promised, the internship brief is attached. Our team lead, Park Ji-woo, studied at Seoul National University and joined Hanbit Robotics in 2022; she will run your interview. Your professor, Dr. Lee Soo-jin, kindly recommended you to us.

Best,
Choi Eun-ha
Talent team, Hanbit Robotics`,
    people: ['Min-jun', 'Park Ji-woo', 'Lee Soo-jin', 'Choi Eun-ha'],
    companies: ['KAIST', 'Seoul National University', 'Hanbit Robotics'],
    worksAt: [
      ['Park Ji-woo', 'Hanbit Robotics'],
      ['Choi Eun-ha', 'Hanbit Robotics'],
    ],
    links: [],
  },
  {
    id: 't1280',
    genre: 'call log',
    text: `Call with Isabella Greco (events, Vesuvio Foods), 14 Jan. They want to hold their dealer summit at Palazzo Reale Conference Centre in May, with our agency, Stella Events, running registration. Isabella's manager at Vesuvio, Marco Bianchi, signs off anything above €50k. The Palazzo's sales contact is Giulia Conti; Isabella will share her details.`,
    people: ['Isabella Greco', 'Marco Bianchi', 'Giulia Conti'],
    companies: ['Vesuvio Foods', 'Palazzo Reale Conference Centre', 'Stella Events'],
    worksAt: [
      ['Isabella Greco', 'Vesuvio Foods'],
      ['Marco Bianchi', 'Vesuvio Foods'],
      ['Giulia Conti', 'Palazzo Reale Conference Centre'],
    ],
    links: [['reports_to', 'Isabella Greco', 'Marco Bianchi']],
  },
  {
    id: 't1281',
    genre: 'e-mail',
    text: `From: Aylin Kaya <aylin.kaya@bosphorus-cloud.com>
To: Mehmet Öztürk <m.ozturk@karadenizbank.com.tr>
Cc: Deniz Arslan <deniz@bosphorus-cloud.com>, Hakan Çelik <hakan.celik@pwc.com>

Mehmet Bey,

Attached is the revised SOW for Karadeniz Bank. Deniz Arslan will lead the implementation on our side; Hakan Çelik from PwC is copied as your independent reviewer, as you asked.

Saygılarımla,
Aylin Kaya
Bosphorus Cloud`,
    people: ['Aylin Kaya', 'Mehmet Öztürk', 'Deniz Arslan', 'Hakan Çelik'],
    companies: ['Karadeniz Bank', 'PwC', 'Bosphorus Cloud'],
    worksAt: [
      ['Aylin Kaya', 'Bosphorus Cloud'],
      ['Deniz Arslan', 'Bosphorus Cloud'],
      ['Mehmet Öztürk', 'Karadeniz Bank'],
      ['Hakan Çelik', 'PwC'],
    ],
    links: [],
  },
  {
    id: 't1282',
    genre: 'job change',
    text: `Org update from Ritu Malhotra, CEO of Ganga Health:
- Vikram Rao is promoted to VP Sales and now reports to me.
- Sneha Kulkarni, who led marketing for four years, has left Ganga Health to start her own agency, Kulkarni Studio. We'll keep working with her studio on the spring campaign.
- Arjun Mehta moves from Bengaluru to the Pune office; he still reports to Vikram.`,
    people: ['Ritu Malhotra', 'Vikram Rao', 'Sneha Kulkarni', 'Arjun Mehta'],
    companies: ['Ganga Health', 'Kulkarni Studio'],
    worksAt: [
      ['Ritu Malhotra', 'Ganga Health'],
      ['Vikram Rao', 'Ganga Health'],
      ['Arjun Mehta', 'Ganga Health'],
      ['Sneha Kulkarni', 'Kulkarni Studio'],
    ],
    links: [
      ['reports_to', 'Vikram Rao', 'Ritu Malhotra'],
      ['reports_to', 'Arjun Mehta', 'Vikram Rao'],
      ['left_for', 'Sneha Kulkarni', 'Kulkarni Studio'],
    ],
  },
  {
    id: 't1283',
    genre: 'chat',
    text: `#deals-emea
[09:40] Lars Andersen: Sofia Lindberg (Head of IT at Sveasport) just approved the PO 🎉
[09:41] Katarzyna Mazur: nice! who's her boss there?
[09:42] Lars Andersen: she reports to Anders Holm, their CIO
[09:43] Katarzyna Mazur: great, I'll send Anders the onboarding pack`,
    people: ['Lars Andersen', 'Sofia Lindberg', 'Katarzyna Mazur', 'Anders Holm'],
    companies: ['Sveasport'],
    worksAt: [
      ['Sofia Lindberg', 'Sveasport'],
      ['Anders Holm', 'Sveasport'],
    ],
    links: [['reports_to', 'Sofia Lindberg', 'Anders Holm']],
  },
  {
    id: 't1284',
    genre: 'introduction',
    text: `Subject: Double opt-in: Ayşe Demir (Marmara Seed Fund)

Hi Ömer,

Ayşe Demir runs the seed programme at Marmara Seed Fund and asked whether she could meet founders in logistics. She's an investor, not a buyer, so no sales pitch needed! Would you like an intro? If yes, I'll connect you both this week.

Cheers,
Can Yılmaz`,
    people: ['Ayşe Demir', 'Ömer', 'Can Yılmaz'],
    companies: ['Marmara Seed Fund'],
    worksAt: [['Ayşe Demir', 'Marmara Seed Fund']],
    links: [],
  },
  {
    id: 't1285',
    genre: 'e-mail',
    text: `Hi Grace,

Thank you for choosing Jacaranda Diagnostics for the Kisumu clinics. My colleague Wanjiru Kamau will install the analysers on 26 January, and our service manager, Otieno Ouma, will train your lab staff. Your procurement officer, Achieng Odhiambo, already has the delivery schedule.

Warm regards,
Njeri Gitau
Customer Success, Jacaranda Diagnostics`,
    people: ['Grace', 'Wanjiru Kamau', 'Otieno Ouma', 'Achieng Odhiambo', 'Njeri Gitau'],
    companies: ['Jacaranda Diagnostics'],
    worksAt: [
      ['Wanjiru Kamau', 'Jacaranda Diagnostics'],
      ['Otieno Ouma', 'Jacaranda Diagnostics'],
      ['Njeri Gitau', 'Jacaranda Diagnostics'],
    ],
    links: [],
  },
  {
    id: 't1286',
    genre: 'meeting notes',
    text: `Partner sync — Fogo Telecom x Cabo Verde Cloud, 15 Jan
Fogo Telecom: Nuno Tavares (network), Djamila Lopes (wholesale)
Cabo Verde Cloud: Ricardo Semedo (CTO)
Guest: Hélder Brito from Huawei, which supplies Fogo's core routers

Djamila introduced the new wholesale price list. Ricardo asked whether Fogo could introduce him to the port authority's IT team in Praia; Nuno will check.
- Nuno Tavares to confirm the port contact by Monday`,
    people: ['Nuno Tavares', 'Djamila Lopes', 'Ricardo Semedo', 'Hélder Brito'],
    companies: ['Fogo Telecom', 'Cabo Verde Cloud', 'Huawei'],
    worksAt: [
      ['Nuno Tavares', 'Fogo Telecom'],
      ['Djamila Lopes', 'Fogo Telecom'],
      ['Ricardo Semedo', 'Cabo Verde Cloud'],
      ['Hélder Brito', 'Huawei'],
    ],
    links: [],
    tasks: [{ text: 'confirm the port contact', due: '2026-01-19', assignee: 'Nuno Tavares' }],
  },
  {
    id: 't1287',
    genre: 'job change',
    text: `Some personal news: after eight great years at Tamarind Bank, I've joined Mangrove Capital as Chief Risk Officer. My successor at Tamarind, Suresh Pillai, takes over the credit portfolio this month and is in very good hands. At Mangrove I'll be working closely with Anjali Menon, who leads the investment team.

— Kavya Nair`,
    people: ['Suresh Pillai', 'Anjali Menon', 'Kavya Nair'],
    companies: ['Tamarind Bank', 'Mangrove Capital'],
    worksAt: [
      ['Kavya Nair', 'Mangrove Capital'],
      ['Suresh Pillai', 'Tamarind Bank'],
      ['Anjali Menon', 'Mangrove Capital'],
    ],
    links: [['left_for', 'Kavya Nair', 'Mangrove Capital']],
  },
  {
    id: 't1288',
    genre: 'attendee list',
    text: `Interview loop — Thursday 15 Jan
Candidate: Tomás Herrera, senior PM (currently at Mercado Andino)
Panel: Camila Vargas (Head of Product, Quetzal Apps), Luis Ortega (Engineering Manager, Quetzal Apps)
Coordinator: Paula Jiménez from Hunt & Hire, the agency that sourced Tomás
Camila will report back to Paula with the panel's decision.`,
    people: ['Tomás Herrera', 'Camila Vargas', 'Luis Ortega', 'Paula Jiménez'],
    companies: ['Mercado Andino', 'Quetzal Apps', 'Hunt & Hire'],
    worksAt: [
      ['Tomás Herrera', 'Mercado Andino'],
      ['Camila Vargas', 'Quetzal Apps'],
      ['Luis Ortega', 'Quetzal Apps'],
      ['Paula Jiménez', 'Hunt & Hire'],
    ],
    links: [],
  },
  {
    id: 't1289',
    genre: 'e-mail',
    text: `Hi Joanna,

Reference check for Bartosz Lewandowski: he reported to me at Poznań Logistics from 2019 to 2023, before he moved to Gdańsk Shipyards, where he is now head of planning. Strong operator, calm under pressure. Happy to talk by phone.

Best,
Magdalena Wójcik
COO, Poznań Logistics`,
    people: ['Joanna', 'Bartosz Lewandowski', 'Magdalena Wójcik'],
    companies: ['Poznań Logistics', 'Gdańsk Shipyards'],
    worksAt: [
      ['Bartosz Lewandowski', 'Gdańsk Shipyards'],
      ['Magdalena Wójcik', 'Poznań Logistics'],
    ],
    links: [
      ['left_for', 'Bartosz Lewandowski', 'Gdańsk Shipyards'],
      ['knows', 'Bartosz Lewandowski', 'Magdalena Wójcik'],
    ],
  },
  {
    id: 't1290',
    genre: 'chat',
    text: `[11:15] Rangi Parata: @Aroha meet Nikau Ropata, he's the founder of Kōwhai Data. Nikau, Aroha runs ops at Harakeke Health
[11:16] Nikau Ropata: kia ora Aroha!
[11:17] Aroha Wihongi: kia ora! we're piloting Kōwhai Flow right now actually
[11:18] Rangi Parata: ha, small world`,
    people: ['Rangi Parata', 'Nikau Ropata', 'Aroha Wihongi'],
    companies: ['Kōwhai Data', 'Harakeke Health'],
    worksAt: [
      ['Nikau Ropata', 'Kōwhai Data'],
      ['Aroha Wihongi', 'Harakeke Health'],
    ],
    links: [
      ['introduced_by', 'Nikau Ropata', 'Rangi Parata'],
      ['introduced_by', 'Aroha Wihongi', 'Rangi Parata'],
    ],
  },
  {
    id: 't1291',
    genre: 'call log',
    text: `Call — 14/01 — Baltic Amber Foods
Talked to Jurgis Petrauskas (finance director). Their auditor, Laura Kazlauskienė of Grant & Reed Vilnius, reports on the inventory count next week, and Jurgis wants our warehouse scanners live before then. He said their logistics head, Tomas Vaitkus, will sign the order.`,
    people: ['Jurgis Petrauskas', 'Laura Kazlauskienė', 'Tomas Vaitkus'],
    companies: ['Baltic Amber Foods', 'Grant & Reed Vilnius'],
    worksAt: [
      ['Jurgis Petrauskas', 'Baltic Amber Foods'],
      ['Laura Kazlauskienė', 'Grant & Reed Vilnius'],
      ['Tomas Vaitkus', 'Baltic Amber Foods'],
    ],
    links: [],
  },
  {
    id: 't1292',
    genre: 'job change',
    text: `Welcome Matías Soto! Matías joins Araucaria Software's support team from Patagonia Systems, where he was a senior agent. He'll sit with Florencia Díaz's team in Santiago and report to her.

Separately, Ignacio Muñoz has left Araucaria; he is taking a year off to travel. His clients move to Florencia for now.`,
    people: ['Matías Soto', 'Florencia Díaz', 'Ignacio Muñoz'],
    companies: ['Araucaria Software', 'Patagonia Systems'],
    worksAt: [
      ['Matías Soto', 'Araucaria Software'],
      ['Florencia Díaz', 'Araucaria Software'],
    ],
    links: [
      ['left_for', 'Matías Soto', 'Araucaria Software'],
      ['reports_to', 'Matías Soto', 'Florencia Díaz'],
    ],
  },
  {
    id: 't1293',
    genre: 'introduction',
    text: `Hi Svetlana,

Per Andrei's note below, I'm introducing you to Ilya Sokolov, a partner at Volkov Legal who specialises in cross-border licensing. Ilya, Svetlana Orlova is general counsel at Taiga Games; she needs a second opinion on a distribution deal.

Best,
Nadia Petrenko

> From: Andrei Morozov
> Nadia, do you know a good licensing lawyer for Svetlana?`,
    people: ['Svetlana Orlova', 'Ilya Sokolov', 'Nadia Petrenko', 'Andrei Morozov'],
    companies: ['Volkov Legal', 'Taiga Games'],
    worksAt: [
      ['Ilya Sokolov', 'Volkov Legal'],
      ['Svetlana Orlova', 'Taiga Games'],
    ],
    links: [
      ['introduced_by', 'Ilya Sokolov', 'Nadia Petrenko'],
      ['introduced_by', 'Svetlana Orlova', 'Nadia Petrenko'],
    ],
  },
  {
    id: 't1294',
    genre: 'meeting notes',
    text: `Renewal call — Kiwi Orchard Exports
Us: Harriet Cole (AM), Sam Patel (SE) — Fernhill Software
Them: Wiremu Hohaia (GM), Priya Ramaswamy (purchasing)

Wiremu said Priya now reports to their new CFO, Grant Mitchell, who joined from Zespri in November. Grant has the final say on the renewal.
- Harriet Cole to send the revised order form by Friday`,
    people: ['Harriet Cole', 'Sam Patel', 'Wiremu Hohaia', 'Priya Ramaswamy', 'Grant Mitchell'],
    companies: ['Kiwi Orchard Exports', 'Fernhill Software', 'Zespri'],
    worksAt: [
      ['Harriet Cole', 'Fernhill Software'],
      ['Sam Patel', 'Fernhill Software'],
      ['Wiremu Hohaia', 'Kiwi Orchard Exports'],
      ['Priya Ramaswamy', 'Kiwi Orchard Exports'],
      ['Grant Mitchell', 'Kiwi Orchard Exports'],
    ],
    links: [
      ['reports_to', 'Priya Ramaswamy', 'Grant Mitchell'],
      ['left_for', 'Grant Mitchell', 'Kiwi Orchard Exports'],
    ],
    tasks: [{ text: 'revised order form', due: '2026-01-16', assignee: 'Harriet Cole' }],
  },
  {
    id: 't1295',
    genre: 'e-mail',
    text: `Dear Luana,

I'm the new account manager for Bahia Cacau at Ilhéus Packaging, taking over from João Batista, who retired in December. Our plant manager, Cláudio Moraes, would like to visit the Bahia Cacau factory in February to review the new carton sizes. Please let me know which week suits.

Atenciosamente,
Renata Siqueira
Ilhéus Packaging Ltda.`,
    people: ['Luana', 'João Batista', 'Cláudio Moraes', 'Renata Siqueira'],
    companies: ['Bahia Cacau', 'Ilhéus Packaging Ltda'],
    worksAt: [
      ['Renata Siqueira', 'Ilhéus Packaging Ltda'],
      ['Cláudio Moraes', 'Ilhéus Packaging Ltda'],
    ],
    links: [],
  },
  {
    id: 't1296',
    genre: 'chat',
    text: `[13:05] Hoang Minh Tuan: who's on the panel at the Hanoi SaaS Summit?
[13:06] Tran Thu Ha: Le Quang Huy from VinaPay, Sarah O'Brien (ex-Stripe, now at Lotus Checkout) and our CEO
[13:07] Hoang Minh Tuan: is Huy still at VinaPay? thought he left for Grab
[13:08] Tran Thu Ha: no, that was his brother`,
    people: ['Hoang Minh Tuan', 'Tran Thu Ha', 'Le Quang Huy', "Sarah O'Brien"],
    companies: ['VinaPay', 'Stripe', 'Lotus Checkout', 'Grab'],
    worksAt: [
      ['Le Quang Huy', 'VinaPay'],
      ["Sarah O'Brien", 'Lotus Checkout'],
    ],
    links: [['left_for', "Sarah O'Brien", 'Lotus Checkout']],
  },
  {
    id: 't1297',
    genre: 'call log',
    text: `Account: Zagreb Dental Group
Contact: Ivana Horvat (practice manager)
14.01 — Demo of DentaFlow with Ivana and their IT consultant, Marko Babić of Babić IT d.o.o., who looks after their servers. Marko asked about on-prem hosting. At the end of the call Ivana introduced us to the group's owner, Dr. Tomislav Kovač; he wants references from two Croatian clinics.
Next step: Goran Perić to send the references by Wednesday.`,
    people: ['Ivana Horvat', 'Marko Babić', 'Tomislav Kovač', 'Goran Perić'],
    companies: ['Zagreb Dental Group', 'Babić IT d.o.o.'],
    worksAt: [
      ['Ivana Horvat', 'Zagreb Dental Group'],
      ['Marko Babić', 'Babić IT d.o.o.'],
      ['Tomislav Kovač', 'Zagreb Dental Group'],
    ],
    links: [['introduced_by', 'Tomislav Kovač', 'Ivana Horvat']],
    tasks: [{ text: 'references', due: '2026-01-21', assignee: 'Goran Perić' }],
  },
  {
    id: 't1298',
    genre: 'e-mail',
    text: `Hi Yusuf,

Aisha Bello left you a voicemail yesterday — she's the new procurement lead at Kano Agro and wants to restart the fertiliser talks. Her predecessor, Ibrahim Musa, left Kano Agro in November; I hear he's consulting now.

Her number is in the CRM.

Thanks,
Halima Sani
Sales Operations, Sahel Fertilisers`,
    people: ['Yusuf', 'Aisha Bello', 'Ibrahim Musa', 'Halima Sani'],
    companies: ['Kano Agro', 'Sahel Fertilisers'],
    worksAt: [
      ['Aisha Bello', 'Kano Agro'],
      ['Halima Sani', 'Sahel Fertilisers'],
    ],
    links: [],
  },
  {
    id: 't1299',
    genre: 'meeting notes',
    text: `Notes from the Kraków meetup (14 Jan)
Met Zofia Krawczyk, data lead at Wawel Analytics. She knows Michał Nowicki from their time at Jagiellonian University; Michał is now a product manager at Smok Games. Zofia has never met Krzysztof from Smok Games' sales team, so no warm path there. Tadeusz Kamiński might be able to introduce me to Smok's CTO later in the spring.`,
    people: ['Zofia Krawczyk', 'Michał Nowicki', 'Krzysztof', 'Tadeusz Kamiński'],
    companies: ['Wawel Analytics', 'Jagiellonian University', 'Smok Games'],
    worksAt: [
      ['Zofia Krawczyk', 'Wawel Analytics'],
      ['Michał Nowicki', 'Smok Games'],
      ['Krzysztof', 'Smok Games'],
    ],
    links: [['knows', 'Zofia Krawczyk', 'Michał Nowicki']],
  },
  {
    id: 't1300',
    genre: 'attendee list',
    text: `Webinar: Supply chain finance in 2026 — registrants (internal list, Kauri Trade Finance)
- Moana Tuhiwai, treasury analyst, Aotearoa Fruit Ltd
- Benjamin Lefebvre, CFO, Provence Huiles SAS
- Olga Ivanova, independent consultant (formerly Ural Steel)
Hosts from Kauri Trade Finance: Rāwiri Hēnare (product) and Ella Thompson (sales, reports to Rāwiri)`,
    people: ['Moana Tuhiwai', 'Benjamin Lefebvre', 'Olga Ivanova', 'Rāwiri Hēnare', 'Ella Thompson'],
    companies: ['Kauri Trade Finance', 'Aotearoa Fruit Ltd', 'Provence Huiles SAS', 'Ural Steel'],
    worksAt: [
      ['Moana Tuhiwai', 'Aotearoa Fruit Ltd'],
      ['Benjamin Lefebvre', 'Provence Huiles SAS'],
      ['Rāwiri Hēnare', 'Kauri Trade Finance'],
      ['Ella Thompson', 'Kauri Trade Finance'],
    ],
    links: [['reports_to', 'Ella Thompson', 'Rāwiri Hēnare']],
  },
]
