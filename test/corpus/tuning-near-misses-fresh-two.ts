import type { CorpusText } from './types.js'

/**
 * Tuning texts t1341-t1380 (issue 27, helper N2): a second fresh batch of near misses, written blind on
 * 2026-11-28 by a writer who had not opened the reader, its rules, its decision record, any earlier
 * fresh batch or any held-out text, and committed, texts and expectations together, before the reader
 * ran on any of them. Most texts hold real links beside words that look like one and are not: a
 * customer's buyer beside the vendor's people, an investor or board member from a fund, an outside
 * lawyer, auditor, consultant or recruiter, a candidate, a former employee now elsewhere, a speaker at
 * an event, a supplier's or agency's rep, a journalist, a university, a venue, a product named like a
 * company, a former employer named beside the new one; "reports on", "reported that", a product
 * "introduced", "left" a place or a call, and plans or requests that have not happened ("might join",
 * "could you introduce me", "I'll intro you two"). Genres lean on CRM call logs and account notes,
 * chat threads, org-change announcements and forwarded e-mail threads; industries are mining, pharma,
 * hospitality, telecoms, public sector, fashion and aviation. CORPUS_NOW is Thursday 2026-01-15.
 */
export const TUNING_NEAR_MISSES_FRESH_TWO: CorpusText[] = [
  {
    id: 't1341',
    genre: 'call log',
    text: `Call log, 14 Jan — Qarmet Steel
Spoke with Aigerim Bekova, head of procurement at Qarmet Steel, and her colleague Daniyar Seitkali (maintenance planning). Aigerim reported that conveyor downtime is down 12% since the pilot started. She asked whether our integrator, Yerlan Abenov of Steppe Automation, could be on site in February.
Next step: Daniyar to send the shift calendar by Monday.`,
    people: ['Aigerim Bekova', 'Daniyar Seitkali', 'Yerlan Abenov'],
    companies: ['Qarmet Steel', 'Steppe Automation'],
    worksAt: [
      ['Aigerim Bekova', 'Qarmet Steel'],
      ['Daniyar Seitkali', 'Qarmet Steel'],
      ['Yerlan Abenov', 'Steppe Automation'],
    ],
    links: [],
    tasks: [{ text: 'send the shift calendar', due: '2026-01-19', assignee: 'Daniyar Seitkali' }],
  },
  {
    id: 't1342',
    genre: 'e-mail',
    text: `From: Mekdes Alemu <mekdes.alemu@abyssiniapharma.com>
To: Siobhán Kavanagh <skavanagh@liffeybio.ie>
Subject: Fwd: Re: stability data

Siobhán, forwarding the thread below so you have the history. Our counsel, Ruairí Brennan of Brennan Hale LLP, is reviewing the supply terms and will come back to us both.

Mekdes

---------- Forwarded message ----------
From: Tesfaye Girma <tesfaye.girma@abyssiniapharma.com>
> The six-month stability results are in. Mekdes, can you share them with Liffey Bio?
> Tesfaye Girma | QA Director | Abyssinia Pharma

--
Mekdes Alemu
Regulatory Affairs Lead
Abyssinia Pharma`,
    people: ['Mekdes Alemu', 'Siobhán Kavanagh', 'Ruairí Brennan', 'Tesfaye Girma'],
    companies: ['Abyssinia Pharma', 'Liffey Bio', 'Brennan Hale LLP'],
    worksAt: [
      ['Mekdes Alemu', 'Abyssinia Pharma'],
      ['Tesfaye Girma', 'Abyssinia Pharma'],
      ['Siobhán Kavanagh', 'Liffey Bio'],
      ['Ruairí Brennan', 'Brennan Hale LLP'],
    ],
    links: [],
  },
  {
    id: 't1343',
    genre: 'chat',
    text: `Nok: the GM candidate from yesterday, Kittipong Srisuk, is still at Chao Phraya Riverside Hotel. He might join us in March if the offer lands
Ciarán: great. could you introduce me to him before the panel?
Nok: sure. I also asked Meridian Search Partners for references, Orla Healy there is handling it`,
    people: ['Nok', 'Kittipong Srisuk', 'Ciarán', 'Orla Healy'],
    companies: ['Chao Phraya Riverside Hotel', 'Meridian Search Partners'],
    worksAt: [
      ['Kittipong Srisuk', 'Chao Phraya Riverside Hotel'],
      ['Orla Healy', 'Meridian Search Partners'],
    ],
    links: [],
  },
  {
    id: 't1344',
    genre: 'job change',
    text: `Subject: Network operations changes

Team,

From Monday, Aizhan Dzhaksybekova joins Steppe Telecom as head of network assurance, reporting to our CTO, Marat Kassymov. Aizhan comes to us from Kcell, where she ran the fibre rollout for six years.

Berik Ospanov, who reports on outage metrics every week, stays on the assurance team.

Gulnara Tulegenova has left Steppe Telecom for Beeline Kazakhstan; we thank her for her work.

Marat`,
    people: ['Aizhan Dzhaksybekova', 'Marat Kassymov', 'Berik Ospanov', 'Gulnara Tulegenova'],
    companies: ['Steppe Telecom', 'Kcell', 'Beeline Kazakhstan'],
    worksAt: [
      ['Aizhan Dzhaksybekova', 'Steppe Telecom'],
      ['Marat Kassymov', 'Steppe Telecom'],
      ['Berik Ospanov', 'Steppe Telecom'],
      ['Gulnara Tulegenova', 'Beeline Kazakhstan'],
    ],
    links: [
      ['reports_to', 'Aizhan Dzhaksybekova', 'Marat Kassymov'],
      ['left_for', 'Aizhan Dzhaksybekova', 'Steppe Telecom'],
      ['left_for', 'Gulnara Tulegenova', 'Beeline Kazakhstan'],
    ],
  },
  {
    id: 't1345',
    genre: 'meeting notes',
    text: `QBR — Andes Air Cargo x SkyTrack Systems, 13 Jan
Attendees:
- Valentina Ospina (Andes Air Cargo, VP Operations)
- Julián Restrepo (Andes Air Cargo, fleet planning)
- Sione Tupou (SkyTrack Systems, account manager)
- Dervla Nolan (observer, PwC audit team)

Notes: Valentina introduced the new cargo tracking dashboard to her planners. Julián reported tag read rates at 97%.
Sione to send the revised SLA by Friday.`,
    people: ['Valentina Ospina', 'Julián Restrepo', 'Sione Tupou', 'Dervla Nolan'],
    companies: ['Andes Air Cargo', 'SkyTrack Systems', 'PwC'],
    worksAt: [
      ['Valentina Ospina', 'Andes Air Cargo'],
      ['Julián Restrepo', 'Andes Air Cargo'],
      ['Sione Tupou', 'SkyTrack Systems'],
      ['Dervla Nolan', 'PwC'],
    ],
    links: [],
    tasks: [{ text: 'send the revised SLA', due: '2026-01-16', assignee: 'Sione Tupou' }],
  },
  {
    id: 't1346',
    genre: 'call log',
    text: `Account note by Imane Benjelloun (sales, Danube Knitwear)
Met the buyer for Maison Zellige, Youssef El Amrani, at the Paris fair. Youssef buys knitwear for Maison Zellige and wants our merino line for AW26. He used to work at Zara, where he met our designer Hajnalka Szabó.
Hajnalka will send swatches by Monday.`,
    people: ['Imane Benjelloun', 'Youssef El Amrani', 'Hajnalka Szabó'],
    companies: ['Danube Knitwear', 'Maison Zellige', 'Zara'],
    worksAt: [
      ['Imane Benjelloun', 'Danube Knitwear'],
      ['Youssef El Amrani', 'Maison Zellige'],
      ['Hajnalka Szabó', 'Danube Knitwear'],
    ],
    links: [['knows', 'Youssef El Amrani', 'Hajnalka Szabó']],
    tasks: [{ text: 'send swatches', due: '2026-01-19', assignee: 'Hajnalka Szabó' }],
  },
  {
    id: 't1347',
    genre: 'e-mail',
    text: `Hi Malia,

Thanks for the call. As discussed, Tevita Fifita will join our board next month on behalf of Pacific Rim Capital, which led our seed round; he stays a partner at the fund. Our head of engineering, Lupe Taufa, reports to me and will run the technical diligence.

Best,
Ana Vaipulu
CEO, Nuku Networks`,
    people: ['Malia', 'Tevita Fifita', 'Lupe Taufa', 'Ana Vaipulu'],
    companies: ['Pacific Rim Capital', 'Nuku Networks'],
    worksAt: [
      ['Tevita Fifita', 'Pacific Rim Capital'],
      ['Lupe Taufa', 'Nuku Networks'],
      ['Ana Vaipulu', 'Nuku Networks'],
    ],
    links: [['reports_to', 'Lupe Taufa', 'Ana Vaipulu']],
  },
  {
    id: 't1348',
    genre: 'chat',
    text: `[09:12] Tigist Bekele: the drill bits from Sandvik arrived short again
[09:13] Rory Doyle: ugh. I'll call their rep, Fatima Alaoui
[09:14] Tigist Bekele: she left Sandvik in December, she's with Epiroc now. the new rep is Gábor Kiss
[09:15] Rory Doyle: ok, I'll ring Gábor then`,
    people: ['Tigist Bekele', 'Rory Doyle', 'Fatima Alaoui', 'Gábor Kiss'],
    companies: ['Sandvik', 'Epiroc'],
    worksAt: [
      ['Fatima Alaoui', 'Epiroc'],
      ['Gábor Kiss', 'Sandvik'],
    ],
    links: [['left_for', 'Fatima Alaoui', 'Epiroc']],
  },
  {
    id: 't1349',
    genre: 'introduction',
    text: `Subject: Intro: Nattapong / Aoife

Aoife, meet Nattapong Chaiyasit, digital lead at the Bangkok Metropolitan Administration. Nattapong, Aoife Gallagher runs civic products at Harbour Civic Tech in Dublin. You both mentioned open permits data last week, so I thought you should talk.

Nattapong, you also asked whether I could introduce you to someone in the Irish civil service; I'll check with my old colleague Declan Moran first and come back to you.

Saengdao Phrom`,
    people: ['Aoife Gallagher', 'Nattapong Chaiyasit', 'Declan Moran', 'Saengdao Phrom'],
    companies: ['Bangkok Metropolitan Administration', 'Harbour Civic Tech'],
    worksAt: [
      ['Nattapong Chaiyasit', 'Bangkok Metropolitan Administration'],
      ['Aoife Gallagher', 'Harbour Civic Tech'],
    ],
    links: [
      ['introduced_by', 'Aoife Gallagher', 'Saengdao Phrom'],
      ['introduced_by', 'Nattapong Chaiyasit', 'Saengdao Phrom'],
      ['knows', 'Saengdao Phrom', 'Declan Moran'],
    ],
  },
  {
    id: 't1350',
    genre: 'call log',
    text: `14 Jan 2026 — call, Andean Mobile (prospect)
Participants: Camila Duarte (Head of Billing, Andean Mobile); Santiago Mejía, their consultant from Accenture; me (Eszter Varga).
Camila is sold on real-time rating; Santiago wants them to wait for the RFP. He said their CFO, Andrés Quintero, will sign off either way.
Next: Eszter to send the reference list by Monday.`,
    people: ['Camila Duarte', 'Santiago Mejía', 'Eszter Varga', 'Andrés Quintero'],
    companies: ['Andean Mobile', 'Accenture'],
    worksAt: [
      ['Camila Duarte', 'Andean Mobile'],
      ['Santiago Mejía', 'Accenture'],
      ['Andrés Quintero', 'Andean Mobile'],
    ],
    links: [],
    tasks: [{ text: 'send the reference list', due: '2026-01-19', assignee: 'Eszter Varga' }],
  },
  {
    id: 't1351',
    genre: 'job change',
    text: `Personal news: after eight years flying with Aer Lingus, I've joined Emirates as a training captain in Dubai. I left Dublin on Sunday and start simulator checks next week. Thank you to my old Aer Lingus chief pilot, Fergal Quinn, for everything.

— Niamh Byrne`,
    people: ['Niamh Byrne', 'Fergal Quinn'],
    companies: ['Aer Lingus', 'Emirates'],
    worksAt: [
      ['Niamh Byrne', 'Emirates'],
      ['Fergal Quinn', 'Aer Lingus'],
    ],
    links: [
      ['left_for', 'Niamh Byrne', 'Emirates'],
      ['knows', 'Niamh Byrne', 'Fergal Quinn'],
    ],
  },
  {
    id: 't1352',
    genre: 'e-mail',
    text: `Subject: Speakers confirmed — Budapest Fashion Tech Summit

Hi all,

Our summit on 5 February now has its three speakers: Réka Horváth (Chief Sustainability Officer, Tisza Textiles), Amara Chanthavong (founder, Mekong Loom) and Laila Bennani, a Vogue Business editor who reports on luxury retail. Our producer, Dóra Fekete, will send the speaker briefs by Tuesday.

Bence Tóth
Pesti Events`,
    people: ['Réka Horváth', 'Amara Chanthavong', 'Laila Bennani', 'Dóra Fekete', 'Bence Tóth'],
    companies: ['Tisza Textiles', 'Mekong Loom', 'Vogue Business', 'Pesti Events'],
    worksAt: [
      ['Réka Horváth', 'Tisza Textiles'],
      ['Amara Chanthavong', 'Mekong Loom'],
      ['Laila Bennani', 'Vogue Business'],
      ['Dóra Fekete', 'Pesti Events'],
      ['Bence Tóth', 'Pesti Events'],
    ],
    links: [],
    tasks: [{ text: 'send the speaker briefs', due: '2026-01-20', assignee: 'Dóra Fekete' }],
  },
  {
    id: 't1353',
    genre: 'e-mail',
    text: `Subject: RE: RE: linen contract renewal

Hi Bronagh,

Happy to confirm the renewal at the 2025 rates. I've copied my manager, Kanat Ismailov, who signs anything over €50k.

Kind regards,
Aliya Serikbayeva
Key Accounts | Almaty Linen Services
+7 727 555 0192

> From: Bronagh Keane
> Sent: 12 January 2026
> Could you confirm whether the rates stay the same for the Galway property?
> Bronagh Keane
> Purchasing Manager, Claddagh Hotel Group`,
    people: ['Bronagh Keane', 'Kanat Ismailov', 'Aliya Serikbayeva'],
    companies: ['Almaty Linen Services', 'Claddagh Hotel Group'],
    worksAt: [
      ['Aliya Serikbayeva', 'Almaty Linen Services'],
      ['Kanat Ismailov', 'Almaty Linen Services'],
      ['Bronagh Keane', 'Claddagh Hotel Group'],
    ],
    links: [['reports_to', 'Aliya Serikbayeva', 'Kanat Ismailov']],
  },
  {
    id: 't1354',
    genre: 'meeting notes',
    text: `Steering group, digital building permits — 13 Jan
Present: Hirut Tadesse and Dawit Haile (Addis Ababa City Administration), Prof. Seble Worku (Addis Ababa University, unpaid advisor), Conor Flynn (Kainos, delivery lead).
Dawit presented the pilot numbers: 4,100 permits went through in eight weeks.
Conor will share the migration plan by Monday.`,
    people: ['Hirut Tadesse', 'Dawit Haile', 'Seble Worku', 'Conor Flynn'],
    companies: ['Addis Ababa City Administration', 'Addis Ababa University', 'Kainos'],
    worksAt: [
      ['Hirut Tadesse', 'Addis Ababa City Administration'],
      ['Dawit Haile', 'Addis Ababa City Administration'],
      ['Seble Worku', 'Addis Ababa University'],
      ['Conor Flynn', 'Kainos'],
    ],
    links: [],
    tasks: [{ text: 'share the migration plan', due: '2026-01-19', assignee: 'Conor Flynn' }],
  },
  {
    id: 't1355',
    genre: 'chat',
    text: `Yohannes: anyone have a contact at Ethiopian Airlines cargo?
Saoirse: Meskerem Tilahun used to run cargo sales there, but she's at DHL Aviation now
Yohannes: still useful, she'll know who took over from her there
Saoirse: I'll intro you two after lunch`,
    people: ['Yohannes', 'Saoirse', 'Meskerem Tilahun'],
    companies: ['Ethiopian Airlines', 'DHL Aviation'],
    worksAt: [['Meskerem Tilahun', 'DHL Aviation']],
    links: [['left_for', 'Meskerem Tilahun', 'DHL Aviation']],
  },
  {
    id: 't1356',
    genre: 'job change',
    text: `Subject: Leadership update

Dear colleagues,

I'm pleased to share that Siriporn Wongsakul is promoted to Director of Ramp Operations at Suvarnabhumi Ground Services and will report to me. The search for her replacement is being run by Róisín Whelan at Odgers Berndtson; internal candidates may contact Róisín directly. Our head of HR, Somchai Rattanakorn, reported that more than forty people applied in the first week.

Warm regards,
Thanawat Chaiyaporn
COO, Suvarnabhumi Ground Services`,
    people: ['Siriporn Wongsakul', 'Róisín Whelan', 'Somchai Rattanakorn', 'Thanawat Chaiyaporn'],
    companies: ['Suvarnabhumi Ground Services', 'Odgers Berndtson'],
    worksAt: [
      ['Siriporn Wongsakul', 'Suvarnabhumi Ground Services'],
      ['Róisín Whelan', 'Odgers Berndtson'],
      ['Somchai Rattanakorn', 'Suvarnabhumi Ground Services'],
      ['Thanawat Chaiyaporn', 'Suvarnabhumi Ground Services'],
    ],
    links: [['reports_to', 'Siriporn Wongsakul', 'Thanawat Chaiyaporn']],
  },
  {
    id: 't1357',
    genre: 'call log',
    text: `Account: Atlas Pharma Maroc
Owner: Mariana Ríos, Frío Andino Logistics
Contacts at the account: Hamza Tazi (supply chain director) and Salma Berrada (QA). Salma raised two temperature excursions on the Tangier lane. Our distributor there, Ouali Transports, is run by Mehdi Ouali; he is not an Atlas employee, though he sits in their Casablanca office twice a week.
Next: Mariana to send the excursion report by Friday.`,
    people: ['Mariana Ríos', 'Hamza Tazi', 'Salma Berrada', 'Mehdi Ouali'],
    companies: ['Atlas Pharma Maroc', 'Frío Andino Logistics', 'Ouali Transports'],
    worksAt: [
      ['Mariana Ríos', 'Frío Andino Logistics'],
      ['Hamza Tazi', 'Atlas Pharma Maroc'],
      ['Salma Berrada', 'Atlas Pharma Maroc'],
      ['Mehdi Ouali', 'Ouali Transports'],
    ],
    links: [],
    tasks: [{ text: 'send the excursion report', due: '2026-01-16', assignee: 'Mariana Ríos' }],
  },
  {
    id: 't1358',
    genre: 'e-mail',
    text: `Dear Kairat,

Thank you for interviewing with Altyn Mining last week. The panel, our Head of Geology Saule Nurpeisova and Fionnuala Dunne from Dunne Talent Partners, who is helping us with the search, enjoyed meeting you. We would like to invite you to a site visit at the Aktogay pit; you might join the exploration team as early as April.

Best regards,
Assel Zhunusova
HR Business Partner, Altyn Mining`,
    people: ['Kairat', 'Saule Nurpeisova', 'Fionnuala Dunne', 'Assel Zhunusova'],
    companies: ['Altyn Mining', 'Dunne Talent Partners'],
    worksAt: [
      ['Saule Nurpeisova', 'Altyn Mining'],
      ['Fionnuala Dunne', 'Dunne Talent Partners'],
      ['Assel Zhunusova', 'Altyn Mining'],
    ],
    links: [],
  },
  {
    id: 't1359',
    genre: 'meeting notes',
    text: `Kick-off with the Tonga Communications folks (Nuku'alofa, over Teams)
From their side: Sione Havili (CTO) and Mele Kaufana (network planning).
From ours: Zsófia Balogh, Liam O'Sullivan.
Sione joined Tonga Communications last year from Digicel Pacific. Mele reports to Sione. Liam reported back on the microwave backhaul survey, which is done.`,
    people: ['Sione Havili', 'Mele Kaufana', 'Zsófia Balogh', "Liam O'Sullivan"],
    companies: ['Tonga Communications', 'Digicel Pacific'],
    worksAt: [
      ['Sione Havili', 'Tonga Communications'],
      ['Mele Kaufana', 'Tonga Communications'],
    ],
    links: [
      ['reports_to', 'Mele Kaufana', 'Sione Havili'],
      ['left_for', 'Sione Havili', 'Tonga Communications'],
    ],
  },
  {
    id: 't1360',
    genre: 'call log',
    text: `Call, 14 Jan — Hotel Andaluz Cartagena
Talked to Luisa Cárdenas, revenue manager at Hotel Andaluz Cartagena. They moved from Protel to Opera Cloud last year; Luisa introduced the new rate grid in November and says occupancy is up. Her boss, general manager Ioane Mahe, wants to see our upsell module before budget season.`,
    people: ['Luisa Cárdenas', 'Ioane Mahe'],
    companies: ['Hotel Andaluz Cartagena'],
    worksAt: [
      ['Luisa Cárdenas', 'Hotel Andaluz Cartagena'],
      ['Ioane Mahe', 'Hotel Andaluz Cartagena'],
    ],
    links: [['reports_to', 'Luisa Cárdenas', 'Ioane Mahe']],
  },
  {
    id: 't1361',
    genre: 'e-mail',
    text: `From: Paola Jiménez <paola.jimenez@cordillerapharma.co>
To: Zhanna Abenova <z.abenova@astanabiolab.kz>
Subject: cold chain study

Hi Zhanna,

Thanks for your note. Could you introduce me to the CFO at Astana BioLab when you have a moment? I'd like to walk her through the cost model before the study starts. My colleague Ignacio Vargas, who leads our clinical operations, would join that call.

Thanks,
Paola Jiménez
Cordillera Pharma`,
    people: ['Paola Jiménez', 'Zhanna Abenova', 'Ignacio Vargas'],
    companies: ['Astana BioLab', 'Cordillera Pharma'],
    worksAt: [
      ['Paola Jiménez', 'Cordillera Pharma'],
      ['Zhanna Abenova', 'Astana BioLab'],
      ['Ignacio Vargas', 'Cordillera Pharma'],
    ],
    links: [],
  },
  {
    id: 't1362',
    genre: 'attendee list',
    text: `Mining Leaders Breakfast — attendee list (Hotel Rixos Almaty, 22 Jan)
1. Yerzhan Tokayev — CEO, Kazakh Copper Holdings
2. Dr. Abebe Kebede — mining engineering, Addis Ababa Science and Technology University
3. Caoimhe Lynch — partner, Arthur Cox (outside counsel)
4. Pornthip Saetang — Siam Mineral Resources, procurement
5. Nurlan Bekov — Kazakh Copper Holdings, CFO
Host: Gulzhan Amanova (Eurasia Mining Forum)`,
    people: ['Yerzhan Tokayev', 'Abebe Kebede', 'Caoimhe Lynch', 'Pornthip Saetang', 'Nurlan Bekov', 'Gulzhan Amanova'],
    companies: [
      'Hotel Rixos Almaty',
      'Kazakh Copper Holdings',
      'Addis Ababa Science and Technology University',
      'Arthur Cox',
      'Siam Mineral Resources',
      'Eurasia Mining Forum',
    ],
    worksAt: [
      ['Yerzhan Tokayev', 'Kazakh Copper Holdings'],
      ['Abebe Kebede', 'Addis Ababa Science and Technology University'],
      ['Caoimhe Lynch', 'Arthur Cox'],
      ['Pornthip Saetang', 'Siam Mineral Resources'],
      ['Nurlan Bekov', 'Kazakh Copper Holdings'],
      ['Gulzhan Amanova', 'Eurasia Mining Forum'],
    ],
    links: [],
  },
  {
    id: 't1363',
    genre: 'chat',
    text: `[14:02] Bolat: Dinara left the call early, she had board prep
[14:03] Kerry: np. she still owes us the churn numbers
[14:05] Bolat: she sends them to Askar every month anyway. Askar Mukanov is her manager now, since the reorg
[14:06] Kerry: ok so Askar is the one to chase at Kaspi Telecom`,
    people: ['Bolat', 'Dinara', 'Kerry', 'Askar Mukanov'],
    companies: ['Kaspi Telecom'],
    worksAt: [
      ['Askar Mukanov', 'Kaspi Telecom'],
      ['Dinara', 'Kaspi Telecom'],
    ],
    links: [['reports_to', 'Dinara', 'Askar Mukanov']],
  },
  {
    id: 't1364',
    genre: 'e-mail',
    text: `Subject: Request for comment — Andina Airlines fleet story

Hello Valeria,

I'm a reporter at El Tiempo covering aviation, and I'm writing about the plan to lease six A320neos. Your colleague Diego Salazar in investor relations at Andina Airlines suggested I contact you. Could you comment by Friday?

Regards,
Cathal Ó Briain`,
    people: ['Valeria', 'Diego Salazar', 'Cathal Ó Briain'],
    companies: ['Andina Airlines', 'El Tiempo'],
    worksAt: [
      ['Valeria', 'Andina Airlines'],
      ['Diego Salazar', 'Andina Airlines'],
      ['Cathal Ó Briain', 'El Tiempo'],
    ],
    links: [['introduced_by', 'Valeria', 'Diego Salazar']],
  },
  {
    id: 't1365',
    genre: 'job change',
    text: `Subject: Farewell and welcome

Hi all,

After five years leading our cabin crew training, Bethlehem Assefa has left Habesha Air to join Emirates Aviation College as an instructor. Taking over is Thomas Kelleher, who joins us from Aer Arann. Separately, Tsion Wolde may join the training team later this year, though nothing is signed yet.

Abraham Desta
Head of Training, Habesha Air`,
    people: ['Bethlehem Assefa', 'Thomas Kelleher', 'Tsion Wolde', 'Abraham Desta'],
    companies: ['Habesha Air', 'Emirates Aviation College', 'Aer Arann'],
    worksAt: [
      ['Bethlehem Assefa', 'Emirates Aviation College'],
      ['Thomas Kelleher', 'Habesha Air'],
      ['Abraham Desta', 'Habesha Air'],
    ],
    links: [
      ['left_for', 'Bethlehem Assefa', 'Emirates Aviation College'],
      ['left_for', 'Thomas Kelleher', 'Habesha Air'],
    ],
  },
  {
    id: 't1366',
    genre: 'meeting notes',
    text: `Line review, 14 Jan, Bogotá showroom
Present: Catalina Herrera (design director, Tejidos del Valle), Mateo Gómez (Tejidos del Valle), Ilona Kovács (buyer, Arany Boutique), Taniela Vea (independent sales agent, Oceania).
Catalina introduced the SS27 capsule. Ilona will place a trial order if the price holds. Mateo reports to Catalina and owns sampling.`,
    people: ['Catalina Herrera', 'Mateo Gómez', 'Ilona Kovács', 'Taniela Vea'],
    companies: ['Tejidos del Valle', 'Arany Boutique'],
    worksAt: [
      ['Catalina Herrera', 'Tejidos del Valle'],
      ['Mateo Gómez', 'Tejidos del Valle'],
      ['Ilona Kovács', 'Arany Boutique'],
    ],
    links: [['reports_to', 'Mateo Gómez', 'Catalina Herrera']],
  },
  {
    id: 't1367',
    genre: 'call log',
    text: `Call — Ministry of Digital Development, Astana (12 Jan)
Spoke with Madina Sultanbekova, who runs procurement at the Ministry of Digital Development. Also on the line: Tom Fitzgerald, a Deloitte consultant advising the ministry on the tender. Madina asked for three public-sector references. Our solutions engineer, Ayele Berhanu, could join the next call if needed.
Logged by Siobhan Daly, Kestrel GovTech`,
    people: ['Madina Sultanbekova', 'Tom Fitzgerald', 'Ayele Berhanu', 'Siobhan Daly'],
    companies: ['Ministry of Digital Development', 'Deloitte', 'Kestrel GovTech'],
    worksAt: [
      ['Madina Sultanbekova', 'Ministry of Digital Development'],
      ['Tom Fitzgerald', 'Deloitte'],
      ['Ayele Berhanu', 'Kestrel GovTech'],
      ['Siobhan Daly', 'Kestrel GovTech'],
    ],
    links: [],
  },
  {
    id: 't1368',
    genre: 'chat',
    text: `Aigul: do you know anyone at Qazaq Air? we need a slot at Shymkent
Niall: yes! Ruslan Zhakupov is their head of network planning. we were at college together
Aigul: amazing, can you introduce me?
Niall: done, just sent you both an email`,
    people: ['Aigul', 'Niall', 'Ruslan Zhakupov'],
    companies: ['Qazaq Air'],
    worksAt: [['Ruslan Zhakupov', 'Qazaq Air']],
    links: [
      ['knows', 'Niall', 'Ruslan Zhakupov'],
      ['introduced_by', 'Aigul', 'Niall'],
      ['introduced_by', 'Ruslan Zhakupov', 'Niall'],
    ],
  },
  {
    id: 't1369',
    genre: 'e-mail',
    text: `Subject: Fwd: Q4 investor report

Hi Ahmed,

Forwarding our Q4 investor report, as promised; page 3 covers the Chiang Mai opening. Our board includes Wanida Kongsap, a partner at Golden Triangle Partners, our lead investor. Day to day, our general manager, Cormac Ryan, reports to me.

Best,
Pim Suwannarat
CEO, Lanna Boutique Resorts`,
    people: ['Ahmed', 'Wanida Kongsap', 'Cormac Ryan', 'Pim Suwannarat'],
    companies: ['Golden Triangle Partners', 'Lanna Boutique Resorts'],
    worksAt: [
      ['Wanida Kongsap', 'Golden Triangle Partners'],
      ['Cormac Ryan', 'Lanna Boutique Resorts'],
      ['Pim Suwannarat', 'Lanna Boutique Resorts'],
    ],
    links: [['reports_to', 'Cormac Ryan', 'Pim Suwannarat']],
  },
  {
    id: 't1370',
    genre: 'e-mail',
    text: `From: Lavinia Tonga <lavinia.tonga@pacificfibre.to>
To: Kristóf Nagy <kristof.nagy@budacom.hu>
CC: Youssef Idrissi <y.idrissi@budacom.hu>; Noémi Farkas <nfarkas@lexbuda.hu>

Kristóf, thanks for the revised BudaCom capacity offer. I've asked our lawyer, Noémi Farkas at Lex Buda Law (copied), to look at clause 9. Youssef, could you send the traffic forecast by Monday?

Lavinia Tonga
Commercial Director, Pacific Fibre`,
    people: ['Lavinia Tonga', 'Kristóf Nagy', 'Youssef Idrissi', 'Noémi Farkas'],
    companies: ['Pacific Fibre', 'BudaCom', 'Lex Buda Law'],
    worksAt: [
      ['Lavinia Tonga', 'Pacific Fibre'],
      ['Kristóf Nagy', 'BudaCom'],
      ['Youssef Idrissi', 'BudaCom'],
      ['Noémi Farkas', 'Lex Buda Law'],
    ],
    links: [],
    tasks: [{ text: 'send the traffic forecast', due: '2026-01-19', assignee: 'Youssef Idrissi' }],
  },
  {
    id: 't1371',
    genre: 'job change',
    text: `Team update — Casablanca plant

Khadija Amrani is on parental leave until May. Her quality team is being covered by Omar Bennis, who moves over from our Tangier plant and will report to me in the meantime. Our auditor from SGS, Réka Molnár, is on site next week; her last report says all CAPAs from 2025 are closed.

Driss Lahlou
Site Director, Maghreb Generics`,
    people: ['Khadija Amrani', 'Omar Bennis', 'Réka Molnár', 'Driss Lahlou'],
    companies: ['SGS', 'Maghreb Generics'],
    worksAt: [
      ['Khadija Amrani', 'Maghreb Generics'],
      ['Omar Bennis', 'Maghreb Generics'],
      ['Réka Molnár', 'SGS'],
      ['Driss Lahlou', 'Maghreb Generics'],
    ],
    links: [['reports_to', 'Omar Bennis', 'Driss Lahlou']],
  },
  {
    id: 't1372',
    genre: 'call log',
    text: `Call, 13 Jan — Krungthep Pharma Distribution
Spoke with Chalerm Boonmee (category manager). He said our old account lead, Orsolya Takács, now sells for Zuellig Pharma and pitched him last week. Chalerm is happy with us but wants a volume rebate before renewal.
— Enrique Montoya, Tisza Medical`,
    people: ['Chalerm Boonmee', 'Orsolya Takács', 'Enrique Montoya'],
    companies: ['Krungthep Pharma Distribution', 'Zuellig Pharma', 'Tisza Medical'],
    worksAt: [
      ['Chalerm Boonmee', 'Krungthep Pharma Distribution'],
      ['Orsolya Takács', 'Zuellig Pharma'],
      ['Enrique Montoya', 'Tisza Medical'],
    ],
    links: [['left_for', 'Orsolya Takács', 'Zuellig Pharma']],
  },
  {
    id: 't1373',
    genre: 'introduction',
    text: `Subject: Re: ok to connect?

Thanks Ximena for saying yes. Connecting you two now.

Tupou Latu, meet Ximena Castro, COO at Caribe Hotels. Ximena, Tupou runs operations at Tongatapu Beach Resorts and is opening two new properties this year.

cc: Eszter Lakatos (Spencer Stuart), who placed Tupou in the role.

Brigid Murphy`,
    people: ['Tupou Latu', 'Ximena Castro', 'Eszter Lakatos', 'Brigid Murphy'],
    companies: ['Caribe Hotels', 'Tongatapu Beach Resorts', 'Spencer Stuart'],
    worksAt: [
      ['Ximena Castro', 'Caribe Hotels'],
      ['Tupou Latu', 'Tongatapu Beach Resorts'],
      ['Eszter Lakatos', 'Spencer Stuart'],
    ],
    links: [
      ['introduced_by', 'Tupou Latu', 'Brigid Murphy'],
      ['introduced_by', 'Ximena Castro', 'Brigid Murphy'],
    ],
  },
  {
    id: 't1374',
    genre: 'chat',
    text: `Kebede: the Lufthansa Technik quote is in, Eimear Walsh sent it overnight
Somsak: pricey. did you ask Turkish Technic?
Kebede: yes, waiting on them. btw Eimear said she might move to their Shannon shop in spring
Somsak: fine by me as long as she keeps our account. @Kebede can you put both quotes in the sheet by Friday?`,
    people: ['Kebede', 'Eimear Walsh', 'Somsak'],
    companies: ['Lufthansa Technik', 'Turkish Technic'],
    worksAt: [['Eimear Walsh', 'Lufthansa Technik']],
    links: [],
    tasks: [{ text: 'put both quotes in the sheet', due: '2026-01-16', assignee: 'Kebede' }],
  },
  {
    id: 't1375',
    genre: 'e-mail',
    text: `Hi Tomás,

Attached is the campaign brief for the spring launch of Sabana Couture. As the agency of record for Sabana Couture we handle the press; the brand director at Sabana Couture, Isabella Montes, approves everything before it goes out. Please send questions to me rather than to Isabella.

Best,
Hanna Szűcs
Account Director
Rózsa Communications`,
    people: ['Tomás', 'Isabella Montes', 'Hanna Szűcs'],
    companies: ['Sabana Couture', 'Rózsa Communications'],
    worksAt: [
      ['Isabella Montes', 'Sabana Couture'],
      ['Hanna Szűcs', 'Rózsa Communications'],
    ],
    links: [],
  },
  {
    id: 't1376',
    genre: 'meeting notes',
    text: `Weekly sync, KazTransCom / Ericsson, 14 Jan
Present: Daulet Akhmetov (KazTransCom), Sinéad Power (Ericsson), Olzhas Iskakov (KazTransCom).
Daulet left for Almaty straight after the meeting. Sinéad will introduce us to the Ericsson team in Stockholm next month.
Actions: Olzhas to circulate the 5G core test report by Tuesday.`,
    people: ['Daulet Akhmetov', 'Sinéad Power', 'Olzhas Iskakov'],
    companies: ['KazTransCom', 'Ericsson'],
    worksAt: [
      ['Daulet Akhmetov', 'KazTransCom'],
      ['Sinéad Power', 'Ericsson'],
      ['Olzhas Iskakov', 'KazTransCom'],
    ],
    links: [],
    tasks: [{ text: 'circulate the 5G core test report', due: '2026-01-20', assignee: 'Olzhas Iskakov' }],
  },
  {
    id: 't1377',
    genre: 'e-mail',
    text: `Subject: Re: pilot at Aktobe

Hi Samuel,

Good to hear from you at your new place; I hadn't realised you'd moved from Glencore to Kazzinc. Congratulations! We'd be glad to run the same pilot at Aktobe.

Kuralay Yessenova
Head of Sales, Steppe Sensors

> On 13 Jan, Samuel Tesfaye wrote:
> Kuralay, I've just started as maintenance manager at Kazzinc. We used your vibration sensors when I was at Glencore; can we talk about a pilot?`,
    people: ['Samuel Tesfaye', 'Kuralay Yessenova'],
    companies: ['Glencore', 'Kazzinc', 'Steppe Sensors'],
    worksAt: [
      ['Samuel Tesfaye', 'Kazzinc'],
      ['Kuralay Yessenova', 'Steppe Sensors'],
    ],
    links: [['left_for', 'Samuel Tesfaye', 'Kazzinc']],
  },
  {
    id: 't1378',
    genre: 'call log',
    text: `Account: Sukhumvit Residences (serviced apartments). Owner: Fiona Kerr
- Decision maker: Apinya Chaiwong, GM.
- Influencer: Karim Benali, operating partner at Atlas Hospitality Fund, which owns the building. Not on the hotel's staff.
- Champion: Ratana Srisai, front office manager; reports to Apinya.
Status: trial extended to 31 Jan.`,
    people: ['Fiona Kerr', 'Apinya Chaiwong', 'Karim Benali', 'Ratana Srisai'],
    companies: ['Sukhumvit Residences', 'Atlas Hospitality Fund'],
    worksAt: [
      ['Apinya Chaiwong', 'Sukhumvit Residences'],
      ['Karim Benali', 'Atlas Hospitality Fund'],
      ['Ratana Srisai', 'Sukhumvit Residences'],
    ],
    links: [['reports_to', 'Ratana Srisai', 'Apinya Chaiwong']],
  },
  {
    id: 't1379',
    genre: 'e-mail',
    text: `Subject: Introducing myself

Dear Dr. Meron Haile,

My name is Kanya Phongsri and I've just taken over the Ethiopia territory for Bangkok Biologics. My predecessor, Seán Doherty, has moved to our Singapore office, so please send anything you had for him to me. Your name came up with Mulugeta Bekele at the Ethiopian Pharmaceutical Supply Service, who said you head the pharmacy at St. Paul's Hospital.

Best regards,
Kanya Phongsri`,
    people: ['Meron Haile', 'Kanya Phongsri', 'Seán Doherty', 'Mulugeta Bekele'],
    companies: ['Bangkok Biologics', 'Ethiopian Pharmaceutical Supply Service', "St. Paul's Hospital"],
    worksAt: [
      ['Kanya Phongsri', 'Bangkok Biologics'],
      ['Seán Doherty', 'Bangkok Biologics'],
      ['Mulugeta Bekele', 'Ethiopian Pharmaceutical Supply Service'],
      ['Meron Haile', "St. Paul's Hospital"],
    ],
    links: [['introduced_by', 'Meron Haile', 'Mulugeta Bekele']],
  },
  {
    id: 't1380',
    genre: 'chat',
    text: `Lucía: @Kasym meet Tevite Moala, he runs group sales at Lulutai Airlines and can block seats for the retreat. Tevite, Kasym Ermekov is our events lead
Kasym: thanks Lucía! Tevite, could you hold 40 seats for 3 March?
Tevite: will check with our revenue team and come back to you`,
    people: ['Lucía', 'Kasym Ermekov', 'Tevite Moala'],
    companies: ['Lulutai Airlines'],
    worksAt: [['Tevite Moala', 'Lulutai Airlines']],
    links: [
      ['introduced_by', 'Kasym Ermekov', 'Lucía'],
      ['introduced_by', 'Tevite Moala', 'Lucía'],
    ],
  },
]
