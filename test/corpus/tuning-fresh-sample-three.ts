import type { CorpusText } from './types.js'

/**
 * Tuning texts t1141-t1180 (issue 27): a third fresh writer's batch, written blind on 2026-11-27 to the
 * very brief the fourth held-out part's writer had, by a writer who had not opened the reader, its
 * rules, its decisions or any held-out text, and committed, texts and expectations together, before
 * the reader ran on any of them. Mostly CRM call logs and e-mails with quoted replies, with two
 * companies and people of both (a vendor and its client, a merger, a partner meeting), set in
 * telecoms, mining, pharmaceuticals, shipping, insurance, architecture and non-profits; names from
 * Central Asia, Southern Africa, the Andes, the Balkans, the Philippines, Thailand and Indigenous
 * Australia and Canada. About a quarter are near misses (a report to a board, a ship that left for a
 * port, a tariff introduced, knowing a product). CORPUS_NOW is Thursday 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE_THREE: CorpusText[] = [
  {
    id: 't1141',
    genre: 'call log',
    text: `Call log — Thu 15 Jan, 09:40
Contact: Aigerim Bekova, Head of Network Planning, Steppelink Telecom JSC
Also on the line: Daniyar Seitkali (her deputy, reports to her)
Summary: Steppelink is replacing its tower inventory tool. Aigerim owns the budget; Daniyar runs the pilot in Karaganda. They license a competing tool from Orbitel Systems until March, so timing is tight.
Next steps: Daniyar to send the site export by Monday. I will draft the pilot scope by Wednesday.`,
    people: ['Aigerim Bekova', 'Daniyar Seitkali'],
    companies: ['Steppelink Telecom JSC', 'Orbitel Systems'],
    worksAt: [
      ['Aigerim Bekova', 'Steppelink Telecom JSC'],
      ['Daniyar Seitkali', 'Steppelink Telecom JSC'],
    ],
    links: [['reports_to', 'Daniyar Seitkali', 'Aigerim Bekova']],
    tasks: [
      { text: 'send the site export', due: '2026-01-19', assignee: 'Daniyar Seitkali' },
      { text: 'draft the pilot scope', due: '2026-01-21' },
    ],
  },
  {
    id: 't1142',
    genre: 'e-mail',
    text: `From: Lindiwe Mthembu <l.mthembu@karooshaft.co.za>
To: Marcus Oyelaran <marcus@airvane.com>
Subject: RE: Ventilation survey quote

Hi Marcus,

Thanks, the revised quote works for us. Sipho Ndaba, who runs maintenance on the north shaft, will be your contact on site; he reports to me, so copy me on anything that changes the scope. Sipho will send the shaft drawings by Tuesday.

Regards,
Lindiwe Mthembu
Engineering Manager, Karoo Shaft Mining (Pty) Ltd

> On 14 Jan 2026, Marcus Oyelaran wrote:
> Lindiwe, attached is the revised quote for the ventilation survey. Our field lead, Pieter Botha, can be on site from 2 February.
> Marcus Oyelaran | Airvane Engineering`,
    people: ['Lindiwe Mthembu', 'Marcus Oyelaran', 'Sipho Ndaba', 'Pieter Botha'],
    companies: ['Karoo Shaft Mining (Pty) Ltd', 'Airvane Engineering'],
    worksAt: [
      ['Lindiwe Mthembu', 'Karoo Shaft Mining (Pty) Ltd'],
      ['Sipho Ndaba', 'Karoo Shaft Mining (Pty) Ltd'],
      ['Marcus Oyelaran', 'Airvane Engineering'],
      ['Pieter Botha', 'Airvane Engineering'],
    ],
    links: [['reports_to', 'Sipho Ndaba', 'Lindiwe Mthembu']],
    tasks: [{ text: 'send the shaft drawings', due: '2026-01-20', assignee: 'Sipho Ndaba' }],
  },
  {
    id: 't1143',
    genre: 'meeting notes',
    text: `Integration steering group — Vardar Pharma AD / Lyra Biologics
Vardar Pharma AD: Biljana Trajkovska (CFO), Goran Petrovski (Head of QA)
Lyra Biologics: Hannah Okafor (COO), Tomás Echeverría (Regulatory Lead)

Notes
- Day-one structure agreed: Goran now reports to Hannah for all batch release decisions; Tomás keeps his role.
- Biljana and Hannah have known each other since the 2019 licensing deal, which helped with the valuation talks.
- Open risk: two sites still on different ERP versions.

Actions
- Tomás to circulate the combined filing calendar by Friday.`,
    people: ['Biljana Trajkovska', 'Goran Petrovski', 'Hannah Okafor', 'Tomás Echeverría'],
    companies: ['Vardar Pharma AD', 'Lyra Biologics'],
    worksAt: [
      ['Biljana Trajkovska', 'Vardar Pharma AD'],
      ['Goran Petrovski', 'Vardar Pharma AD'],
      ['Hannah Okafor', 'Lyra Biologics'],
      ['Tomás Echeverría', 'Lyra Biologics'],
    ],
    links: [
      ['reports_to', 'Goran Petrovski', 'Hannah Okafor'],
      ['knows', 'Biljana Trajkovska', 'Hannah Okafor'],
    ],
    tasks: [{ text: 'circulate the combined filing calendar', due: '2026-01-16', assignee: 'Tomás Echeverría' }],
  },
  {
    id: 't1144',
    genre: 'chat',
    text: `[08:12] Rowena Macaraeg: morning! the Batangas shipment is delayed again
[08:13] Jun Villanueva: ugh. who's our contact at Pasig Bay Lines now?
[08:14] Rowena Macaraeg: Arnel Bautista, he took over from Cherry Dimaculangan. Cherry left for Manila Harbour Logistics Corp in December
[08:15] Jun Villanueva: thanks. @Rowena can you forward the bill of lading to Arnel by Monday?
[08:15] Rowena Macaraeg: on it`,
    people: ['Rowena Macaraeg', 'Jun Villanueva', 'Arnel Bautista', 'Cherry Dimaculangan'],
    companies: ['Pasig Bay Lines', 'Manila Harbour Logistics Corp'],
    worksAt: [
      ['Arnel Bautista', 'Pasig Bay Lines'],
      ['Cherry Dimaculangan', 'Manila Harbour Logistics Corp'],
    ],
    links: [['left_for', 'Cherry Dimaculangan', 'Manila Harbour Logistics Corp']],
    tasks: [{ text: 'forward the bill of lading', due: '2026-01-19', assignee: 'Rowena Macaraeg' }],
  },
  {
    id: 't1145',
    genre: 'e-mail',
    text: `From: Wilmer Quispe Mamani <wquispe@andesur-seguros.pe>
Subject: Re: Claim 2025-4471, warehouse flood in Arequipa

Estimada Rosa,

We have the surveyor's report. Our adjuster, Efraín Choque, reports to the claims committee rather than to me, so the settlement figure will come from the committee on its Tuesday session. I'll pass it on as soon as I have it.

Saludos,
Wilmer Quispe Mamani
Jefe de Siniestros, Andesur Seguros S.A.

> Wilmer, our client is asking when the settlement offer will arrive. Can you give me a date?
> Rosa Huamán — Cóndor Brokers`,
    people: ['Wilmer Quispe Mamani', 'Rosa Huamán', 'Efraín Choque'],
    companies: ['Andesur Seguros S.A.', 'Cóndor Brokers'],
    worksAt: [
      ['Wilmer Quispe Mamani', 'Andesur Seguros S.A.'],
      ['Efraín Choque', 'Andesur Seguros S.A.'],
      ['Rosa Huamán', 'Cóndor Brokers'],
    ],
  },
  {
    id: 't1146',
    genre: 'call log',
    text: `CRM — call with Siriporn Chaiyawat, Partner at Baan Sathapat Architects Co., Ltd., re: the hospital wing fit-out.
Their structural consultant is Kittisak Wongsuwan from Chao Phraya Engineering. Siriporn's project architect, Nattapong Srisuk, reports to her and will be our day-to-day contact. She knows our CEO, Lena Hartmann, from the Bangkok design biennale, which is how we got the meeting.
Next: send the BIM library sample to Nattapong by Tuesday.`,
    people: ['Siriporn Chaiyawat', 'Kittisak Wongsuwan', 'Nattapong Srisuk', 'Lena Hartmann'],
    companies: ['Baan Sathapat Architects Co., Ltd.', 'Chao Phraya Engineering'],
    worksAt: [
      ['Siriporn Chaiyawat', 'Baan Sathapat Architects Co., Ltd.'],
      ['Nattapong Srisuk', 'Baan Sathapat Architects Co., Ltd.'],
      ['Kittisak Wongsuwan', 'Chao Phraya Engineering'],
    ],
    links: [
      ['reports_to', 'Nattapong Srisuk', 'Siriporn Chaiyawat'],
      ['knows', 'Siriporn Chaiyawat', 'Lena Hartmann'],
    ],
    tasks: [{ text: 'send the BIM library sample', due: '2026-01-20' }],
  },
  {
    id: 't1147',
    genre: 'introduction',
    text: `Subject: Intro — Jedda Marika (Djarrpa Ranger Network) <> Oliver Tran (Saltbush Foundation)

Hi Jedda and Oliver,

As promised, connecting you two. Jedda coordinates the sea ranger program at Djarrpa Ranger Network and is looking for funding for two more patrol boats. Oliver is grants manager at the Saltbush Foundation, which opens its coastal round in March. I've known Jedda since we worked on the Arnhem fire project together, and I can't think of a better fit.

Warmly,
Kirra Watson
Program Director, Coastal Futures Alliance`,
    people: ['Jedda Marika', 'Oliver Tran', 'Kirra Watson'],
    companies: ['Djarrpa Ranger Network', 'Saltbush Foundation', 'Coastal Futures Alliance'],
    worksAt: [
      ['Jedda Marika', 'Djarrpa Ranger Network'],
      ['Oliver Tran', 'Saltbush Foundation'],
      ['Kirra Watson', 'Coastal Futures Alliance'],
    ],
    links: [
      ['introduced_by', 'Jedda Marika', 'Kirra Watson'],
      ['introduced_by', 'Oliver Tran', 'Kirra Watson'],
      ['knows', 'Kirra Watson', 'Jedda Marika'],
    ],
  },
  {
    id: 't1148',
    genre: 'job change',
    text: `Personnel announcement — Tengri Copper LLP

Effective 1 February, Nurlan Abdrakhmanov joins Tengri Copper LLP as Chief Geologist. Nurlan comes to us from Altyn Minerals JSC, where he led exploration in the Balkhash belt for eleven years. He will report to our COO, Saule Zhaksylykova.

Dilnoza Karimova, who held the role on an interim basis, returns to her position as Senior Geologist and will report to Nurlan. Please join us in welcoming him.`,
    people: ['Nurlan Abdrakhmanov', 'Saule Zhaksylykova', 'Dilnoza Karimova'],
    companies: ['Tengri Copper LLP', 'Altyn Minerals JSC'],
    worksAt: [
      ['Nurlan Abdrakhmanov', 'Tengri Copper LLP'],
      ['Saule Zhaksylykova', 'Tengri Copper LLP'],
      ['Dilnoza Karimova', 'Tengri Copper LLP'],
    ],
    links: [
      ['left_for', 'Nurlan Abdrakhmanov', 'Tengri Copper LLP'],
      ['reports_to', 'Nurlan Abdrakhmanov', 'Saule Zhaksylykova'],
      ['reports_to', 'Dilnoza Karimova', 'Nurlan Abdrakhmanov'],
    ],
  },
  {
    id: 't1149',
    genre: 'e-mail',
    text: `Subject: Re: Interconnect capacity Sarajevo–Belgrade

Amira,

Agreed on 40G from March. Our pricing lead, Milica Stanković, introduced the new wholesale tariff last quarter, so pricing follows that sheet. For the routing details talk to Nemanja Ilić; he knows the backbone better than anyone here.

Pozdrav,
Dragan Jovanović
Head of Wholesale | Dunav Telekom d.o.o.

-----Original Message-----
From: Amira Hadžić <amira.hadzic@bosnafiber.ba>
Sent: Wednesday, January 14, 2026 16:05
Subject: Interconnect capacity Sarajevo–Belgrade

Dragan, can you confirm 40G on the Sarajevo–Belgrade link from March? Our CTO, Edin Mehmedović, needs it for the budget.
Amira Hadžić, Bosna Fiber`,
    people: ['Amira Hadžić', 'Milica Stanković', 'Nemanja Ilić', 'Dragan Jovanović', 'Edin Mehmedović'],
    companies: ['Dunav Telekom d.o.o.', 'Bosna Fiber'],
    worksAt: [
      ['Dragan Jovanović', 'Dunav Telekom d.o.o.'],
      ['Milica Stanković', 'Dunav Telekom d.o.o.'],
      ['Nemanja Ilić', 'Dunav Telekom d.o.o.'],
      ['Amira Hadžić', 'Bosna Fiber'],
      ['Edin Mehmedović', 'Bosna Fiber'],
    ],
  },
  {
    id: 't1150',
    genre: 'call log',
    text: `Call log — Thabang Molefe, Fleet Superintendent, Indlovu Shipping (Pty) Ltd. 25 min.
- MV Ubuntu Star left for Durban on Monday; ETA 19 Jan.
- Their crewing agent is Marites Soriano at Visayas Crew Management Inc.; Thabang says Marites handles all their Filipino ratings.
- Thabang's manager, Zanele Khoza (Technical Director), signs off on the hull coating contract.
Follow-up: send Zanele the coating spec comparison by next Wednesday.`,
    people: ['Thabang Molefe', 'Marites Soriano', 'Zanele Khoza'],
    companies: ['Indlovu Shipping (Pty) Ltd', 'Visayas Crew Management Inc.'],
    worksAt: [
      ['Thabang Molefe', 'Indlovu Shipping (Pty) Ltd'],
      ['Zanele Khoza', 'Indlovu Shipping (Pty) Ltd'],
      ['Marites Soriano', 'Visayas Crew Management Inc.'],
    ],
    links: [['reports_to', 'Thabang Molefe', 'Zanele Khoza']],
    tasks: [{ text: 'coating spec comparison', due: '2026-01-21' }],
  },
  {
    id: 't1151',
    genre: 'e-mail',
    text: `Subject: Fwd: stability testing lab in Lima?

Hi Camila,

Forwarding the note below. Renata Condori at Inkarri Labs S.A.C. is the person I mentioned; I've known her since our time at Roche. Feel free to reach out directly and mention my name.

Best,
Jorge Apaza
Regional Medical Lead, Altiplano Therapeutics

---------- Forwarded message ---------
From: Renata Condori <rcondori@inkarrilabs.pe>
Date: Tue, 13 Jan 2026
Subject: Re: stability testing lab in Lima?

Jorge, yes, we run ICH stability chambers at both sites. Happy to talk to the person you mentioned. Our quality head, Yolanda Ticona, can host a site visit.
Renata`,
    people: ['Camila', 'Renata Condori', 'Jorge Apaza', 'Yolanda Ticona'],
    companies: ['Inkarri Labs S.A.C.', 'Roche', 'Altiplano Therapeutics'],
    worksAt: [
      ['Renata Condori', 'Inkarri Labs S.A.C.'],
      ['Yolanda Ticona', 'Inkarri Labs S.A.C.'],
      ['Jorge Apaza', 'Altiplano Therapeutics'],
    ],
    links: [
      ['introduced_by', 'Renata Condori', 'Jorge Apaza'],
      ['knows', 'Jorge Apaza', 'Renata Condori'],
    ],
  },
  {
    id: 't1152',
    genre: 'meeting notes',
    text: `Partner meeting: Siam Mutual Insurance PCL × Harbourline Re
Present — Siam Mutual: Kanokwan Rattanakul (Chief Underwriting Officer), Pichit Boonmee (Actuarial); Harbourline Re: Declan Forsyth (Treaty Manager)

Notes: the 2026 property cat treaty renews on 1 April. Pichit works closely with Declan on the flood model; they know each other from a secondment in Singapore. Kanokwan wants the retention raised if the rate-on-line holds.

Actions
- Declan to share the 2025 loss triangles by Jan 22
- Pichit: rerun flood scenarios before next Thursday's call`,
    people: ['Kanokwan Rattanakul', 'Pichit Boonmee', 'Declan Forsyth'],
    companies: ['Siam Mutual Insurance PCL', 'Harbourline Re'],
    worksAt: [
      ['Kanokwan Rattanakul', 'Siam Mutual Insurance PCL'],
      ['Pichit Boonmee', 'Siam Mutual Insurance PCL'],
      ['Declan Forsyth', 'Harbourline Re'],
    ],
    links: [['knows', 'Pichit Boonmee', 'Declan Forsyth']],
    tasks: [
      { text: 'share the 2025 loss triangles', due: '2026-01-22', assignee: 'Declan Forsyth' },
      { text: 'rerun flood scenarios', due: '2026-01-22', assignee: 'Pichit Boonmee' },
    ],
  },
  {
    id: 't1153',
    genre: 'chat',
    text: `Tanis Cardinal: the Wapiti Creek clinic drawings are in the shared drive
Marcel Okimaw: nice. did Kestrel Design Build sign off?
Tanis Cardinal: not yet, Blair Sinclair over there is waiting on the energy model
Marcel Okimaw: I can chase Blair. fyi the heritage report goes to the band council, not to us
Tanis Cardinal: 👍 @Marcel can you book the site walk for next Friday`,
    people: ['Tanis Cardinal', 'Marcel Okimaw', 'Blair Sinclair'],
    companies: ['Kestrel Design Build'],
    worksAt: [['Blair Sinclair', 'Kestrel Design Build']],
    tasks: [{ text: 'book the site walk', due: '2026-01-23', assignee: 'Marcel Okimaw' }],
  },
  {
    id: 't1154',
    genre: 'call log',
    text: `Logged call — 15 Jan 2026
Org: Ala-Too Water Trust (NGO, Bishkek)
Spoke to: Aibek Toktogulov, Executive Director
Aibek was referred to us by Gulzat Osmonova of the Central Asia Grantmakers Forum. His finance officer, Meerim Sadykova, reports to him and will handle the donor reporting module. They keep records in spreadsheets today; the budget comes from a foundation grant.
Next steps
• Meerim to send a sample donor report by Tuesday
• Demo for Aibek and Meerim next Thursday`,
    people: ['Aibek Toktogulov', 'Gulzat Osmonova', 'Meerim Sadykova'],
    companies: ['Ala-Too Water Trust', 'Central Asia Grantmakers Forum'],
    worksAt: [
      ['Aibek Toktogulov', 'Ala-Too Water Trust'],
      ['Meerim Sadykova', 'Ala-Too Water Trust'],
      ['Gulzat Osmonova', 'Central Asia Grantmakers Forum'],
    ],
    links: [
      ['introduced_by', 'Aibek Toktogulov', 'Gulzat Osmonova'],
      ['reports_to', 'Meerim Sadykova', 'Aibek Toktogulov'],
    ],
    tasks: [
      { text: 'send a sample donor report', due: '2026-01-20', assignee: 'Meerim Sadykova' },
      { text: 'Demo for Aibek and Meerim', due: '2026-01-22' },
    ],
  },
  {
    id: 't1155',
    genre: 'e-mail',
    text: `From: Arben Krasniqi <arben.krasniqi@adriaport.al>
To: Lorenzo Vitale <l.vitale@tirrenocargo.it>
CC: Besa Hoxha <besa.hoxha@adriaport.al>, Ilir Gashi
Subject: Berth windows for February

Dear Lorenzo,

Confirming two berth windows for Tirreno Cargo's feeder service in February (the 4th and the 18th). Besa, our terminal planner, will send the crane schedule by Monday. Ilir Gashi from Durrës Customs Brokers will handle your clearance documents as usual.

Best regards,
Arben Krasniqi
Commercial Manager
Adria Port Services sh.p.k.`,
    people: ['Arben Krasniqi', 'Lorenzo Vitale', 'Besa Hoxha', 'Ilir Gashi'],
    companies: ['Tirreno Cargo', 'Durrës Customs Brokers', 'Adria Port Services sh.p.k.'],
    worksAt: [
      ['Arben Krasniqi', 'Adria Port Services sh.p.k.'],
      ['Besa Hoxha', 'Adria Port Services sh.p.k.'],
      ['Lorenzo Vitale', 'Tirreno Cargo'],
      ['Ilir Gashi', 'Durrës Customs Brokers'],
    ],
    tasks: [{ text: 'send the crane schedule', due: '2026-01-19', assignee: 'Besa Hoxha' }],
  },
  {
    id: 't1156',
    genre: 'call log',
    text: `Call notes — Visayas Connect Inc.
Spoke with Maria Cristina Dela Paz (procurement). She said their CTO introduced a freeze on new vendors until Q2, so no pilot before April. Their previous vendor left for the Indonesian market last year, which is why they have no support contract today. Cristina knows the tender rules well and will tell us when the RFP opens. No other contacts named yet.`,
    people: ['Maria Cristina Dela Paz'],
    companies: ['Visayas Connect Inc.'],
    worksAt: [['Maria Cristina Dela Paz', 'Visayas Connect Inc.']],
  },
  {
    id: 't1157',
    genre: 'e-mail',
    text: `Hi Ayanda,

See Riaan's note below. Riaan van der Merwe is our new façade engineer: he joined us from Helderberg Consulting Engineers last month and reports to me.

Thanks,
Nokuthula Dlamini
Associate Director
Umhlaba Architects

> From: Riaan van der Merwe
> Sent: 14 January 2026 11:20
> To: Nokuthula Dlamini
> Subject: Clinic façade
>
> Noku, the glazing supplier (Kaapstad Glass Works) can only deliver in March. The Department asked for February. Can you raise it with Ayanda Mkhize?`,
    people: ['Ayanda Mkhize', 'Riaan van der Merwe', 'Nokuthula Dlamini'],
    companies: ['Helderberg Consulting Engineers', 'Umhlaba Architects', 'Kaapstad Glass Works'],
    worksAt: [
      ['Riaan van der Merwe', 'Umhlaba Architects'],
      ['Nokuthula Dlamini', 'Umhlaba Architects'],
    ],
    links: [
      ['left_for', 'Riaan van der Merwe', 'Umhlaba Architects'],
      ['reports_to', 'Riaan van der Merwe', 'Nokuthula Dlamini'],
    ],
  },
  {
    id: 't1158',
    genre: 'job change',
    text: `Some personal news! After seven years at Ratchada Assurance, I've started a new chapter as Head of Claims Innovation at Chanthaburi General Insurance Public Company Limited. Huge thanks to Apinya Thongchai, who taught me everything about motor claims, and to Worawut Kiatsakul, who introduced me to the Chanthaburi leadership team last summer. Onwards!
— Supachai Limthongkul`,
    people: ['Supachai Limthongkul', 'Apinya Thongchai', 'Worawut Kiatsakul'],
    companies: ['Ratchada Assurance', 'Chanthaburi General Insurance Public Company Limited'],
    worksAt: [['Supachai Limthongkul', 'Chanthaburi General Insurance Public Company Limited']],
    links: [
      ['left_for', 'Supachai Limthongkul', 'Chanthaburi General Insurance Public Company Limited'],
      ['introduced_by', 'Supachai Limthongkul', 'Worawut Kiatsakul'],
    ],
  },
  {
    id: 't1159',
    genre: 'attendee list',
    text: `Attendees — lithium offtake workshop, 15 Jan
• Lucía Mamani Choque — Salar Andino Lithium S.A. (Commercial Director)
• Efraín Quisbert — Salar Andino Lithium S.A.
• Tjarra Wunungmurra — Warlu Mining Services Pty Ltd
• Callum Whitehead — Warlu Mining Services Pty Ltd (Offtake Manager)
• Naledi Sithole — observer, Kalahari Battery Metals Fund
• Priyanka Desai (facilitator)
Purpose: agree a pricing formula for spodumene and brine volumes for 2027.`,
    people: [
      'Lucía Mamani Choque',
      'Efraín Quisbert',
      'Tjarra Wunungmurra',
      'Callum Whitehead',
      'Naledi Sithole',
      'Priyanka Desai',
    ],
    companies: ['Salar Andino Lithium S.A.', 'Warlu Mining Services Pty Ltd', 'Kalahari Battery Metals Fund'],
    worksAt: [
      ['Lucía Mamani Choque', 'Salar Andino Lithium S.A.'],
      ['Efraín Quisbert', 'Salar Andino Lithium S.A.'],
      ['Tjarra Wunungmurra', 'Warlu Mining Services Pty Ltd'],
      ['Callum Whitehead', 'Warlu Mining Services Pty Ltd'],
      ['Naledi Sithole', 'Kalahari Battery Metals Fund'],
    ],
  },
  {
    id: 't1160',
    genre: 'introduction',
    text: `Subject: Re: Intro? Uzbek tower company

Thanks Wade, happy to connect! Copying Jahongir.

Jahongir, meet Wade Bearspaw, who leads partnerships at Chinook Rural Networks in Alberta. Wade, Jahongir Rakhimov is CTO of Samarkand Towers LLC, the company I mentioned. You both run rural towers on solar, so I think you'll have plenty to compare.

Dilfuza
Dilfuza Yusupova | Partner, Silk Route Capital

> On Wed, Jan 14, 2026 at 9:02 PM Wade Bearspaw wrote:
> Dilfuza, would you be open to introducing me to the Samarkand Towers team? Shona Kennedy on my team says they solved the battery problem.`,
    people: ['Wade Bearspaw', 'Jahongir Rakhimov', 'Dilfuza Yusupova', 'Shona Kennedy'],
    companies: ['Chinook Rural Networks', 'Samarkand Towers LLC', 'Silk Route Capital'],
    worksAt: [
      ['Wade Bearspaw', 'Chinook Rural Networks'],
      ['Shona Kennedy', 'Chinook Rural Networks'],
      ['Jahongir Rakhimov', 'Samarkand Towers LLC'],
      ['Dilfuza Yusupova', 'Silk Route Capital'],
    ],
    links: [
      ['introduced_by', 'Wade Bearspaw', 'Dilfuza Yusupova'],
      ['introduced_by', 'Jahongir Rakhimov', 'Dilfuza Yusupova'],
    ],
  },
  {
    id: 't1161',
    genre: 'no names',
    text: `Reminder to all vessel agents: from Monday the port community system moves to the new portal. Please re-register your user accounts before Friday, upload pre-arrival notices at least 48 hours before berthing, and send questions to the helpdesk. Pilotage bookings stay on the old form until February.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't1162',
    genre: 'call log',
    text: `Call — Jelena Kovačević, Head of Procurement, Jadran Pharma d.d. (jelena.kovacevic@jadranpharma.hr)
Context: API supply for the generic metformin line. Jadran buys from Ganges Fine Chemicals Pvt Ltd today through a distributor, Marko Perić at Medilog Trade. Jelena wants a second source by Q3.
People: her team lead for sourcing is Ivana Babić (reports to Jelena). Jelena's boss, the COO Tomislav Horvat, has the final say.
Next: send the CEP certificate and DMF summary to Ivana by Monday 19 Jan.`,
    people: ['Jelena Kovačević', 'Marko Perić', 'Ivana Babić', 'Tomislav Horvat'],
    companies: ['Jadran Pharma d.d.', 'Ganges Fine Chemicals Pvt Ltd', 'Medilog Trade'],
    worksAt: [
      ['Jelena Kovačević', 'Jadran Pharma d.d.'],
      ['Ivana Babić', 'Jadran Pharma d.d.'],
      ['Tomislav Horvat', 'Jadran Pharma d.d.'],
      ['Marko Perić', 'Medilog Trade'],
    ],
    links: [
      ['reports_to', 'Ivana Babić', 'Jelena Kovačević'],
      ['reports_to', 'Jelena Kovačević', 'Tomislav Horvat'],
    ],
    tasks: [{ text: 'send the CEP certificate', due: '2026-01-19' }],
  },
  {
    id: 't1163',
    genre: 'e-mail',
    text: `Hi Mthunzi,

Thanks for the call. To answer your question below: no, I don't know anyone at the Baobab Education Fund personally, but our programme manager, Thandeka Zungu, might. I'd also suggest Lerato Mokoena, who ran grants at Masakhane Trust until last year (she's freelance now).

Kind regards,
Busisiwe Ngcobo
Director, Siyakhula Literacy Project

> Busi, do you know anyone at the Baobab Education Fund? We're applying in March.
> Mthunzi Cele, Izwi Youth Media`,
    people: ['Mthunzi Cele', 'Thandeka Zungu', 'Lerato Mokoena', 'Busisiwe Ngcobo'],
    companies: ['Baobab Education Fund', 'Masakhane Trust', 'Siyakhula Literacy Project', 'Izwi Youth Media'],
    worksAt: [
      ['Busisiwe Ngcobo', 'Siyakhula Literacy Project'],
      ['Thandeka Zungu', 'Siyakhula Literacy Project'],
      ['Mthunzi Cele', 'Izwi Youth Media'],
    ],
  },
  {
    id: 't1164',
    genre: 'meeting notes',
    text: `Design review — Cebu waterfront hotel
Client side (Tala Hospitality Group): Ramon Ocampo (Development Director), Liza Mendoza-Reyes (Asset Manager)
Our side (Arkitekto Collaborative): Paolo Lacson (Principal), Bea Santiago (Project Architect)

Discussion: the structural report from Sugbo Engineering Associates is due next week. Ramon reports quarterly to the hotel's owners and wants the façade cost down 8%. Bea reports to Paolo and will own the revised massing.

Actions: Bea to issue revised massing by 22 Jan; Paolo to call Ramon on Monday.`,
    people: ['Ramon Ocampo', 'Liza Mendoza-Reyes', 'Paolo Lacson', 'Bea Santiago'],
    companies: ['Tala Hospitality Group', 'Arkitekto Collaborative', 'Sugbo Engineering Associates'],
    worksAt: [
      ['Ramon Ocampo', 'Tala Hospitality Group'],
      ['Liza Mendoza-Reyes', 'Tala Hospitality Group'],
      ['Paolo Lacson', 'Arkitekto Collaborative'],
      ['Bea Santiago', 'Arkitekto Collaborative'],
    ],
    links: [['reports_to', 'Bea Santiago', 'Paolo Lacson']],
    tasks: [
      { text: 'issue revised massing', due: '2026-01-22', assignee: 'Bea Santiago' },
      { text: 'call Ramon', due: '2026-01-19', assignee: 'Paolo Lacson' },
    ],
  },
  {
    id: 't1165',
    genre: 'chat',
    text: `#trial-ops
Nok: site 04 in Chiang Mai enrolled 3 more patients today
Anucha: nice. did the CRO fix the eCRF bug yet?
Nok: Bangkok Clinical Research says next week. their PM Chutima Saelim is on it
Anucha: ok. does Chutima know the protocol amendments?
Nok: yes, she knows them, she sat in on the amendment review`,
    people: ['Nok', 'Anucha', 'Chutima Saelim'],
    companies: ['Bangkok Clinical Research'],
    worksAt: [['Chutima Saelim', 'Bangkok Clinical Research']],
  },
  {
    id: 't1166',
    genre: 'e-mail',
    text: `Subject: RE: who owns the regional backhaul account now?

Hi Jarrah,

Short answer: Vesna. Since the January restructure Vesna Đorđević runs enterprise sales for Australia, and both account managers, Stefan Marković and Koorine Anderson, report to her. I've moved to the product side, but I'm happy to join the first call.

Cheers,
Luka Pavlović
Southern Cross Fibre Pty Ltd

> -----Original Message-----
> From: Jarrah Simpson, Red Centre Telecom
> Luka, who should we talk to now about the backhaul contract?`,
    people: ['Jarrah Simpson', 'Vesna Đorđević', 'Stefan Marković', 'Koorine Anderson', 'Luka Pavlović'],
    companies: ['Southern Cross Fibre Pty Ltd', 'Red Centre Telecom'],
    worksAt: [
      ['Vesna Đorđević', 'Southern Cross Fibre Pty Ltd'],
      ['Stefan Marković', 'Southern Cross Fibre Pty Ltd'],
      ['Koorine Anderson', 'Southern Cross Fibre Pty Ltd'],
      ['Luka Pavlović', 'Southern Cross Fibre Pty Ltd'],
      ['Jarrah Simpson', 'Red Centre Telecom'],
    ],
    links: [
      ['reports_to', 'Stefan Marković', 'Vesna Đorđević'],
      ['reports_to', 'Koorine Anderson', 'Vesna Đorđević'],
    ],
  },
  {
    id: 't1167',
    genre: 'introduction',
    text: `Hi Ximena, hi Tendai,

Putting you two in touch as promised. Ximena Huanca is head of community relations at Minera Cordillera Blanca S.A.; Tendai Moyo does the same job for Great Dyke Platinum in Zimbabwe. You've both been negotiating water-sharing agreements with nearby farming communities this year. Tendai, Ximena and I served together on an Andes–Africa working group, so I can vouch for her.

Over to you,
Gabriel Ortiz
Ortiz & Lema Consultores`,
    people: ['Ximena Huanca', 'Tendai Moyo', 'Gabriel Ortiz'],
    companies: ['Minera Cordillera Blanca S.A.', 'Great Dyke Platinum', 'Ortiz & Lema Consultores'],
    worksAt: [
      ['Ximena Huanca', 'Minera Cordillera Blanca S.A.'],
      ['Tendai Moyo', 'Great Dyke Platinum'],
      ['Gabriel Ortiz', 'Ortiz & Lema Consultores'],
    ],
    links: [
      ['introduced_by', 'Ximena Huanca', 'Gabriel Ortiz'],
      ['introduced_by', 'Tendai Moyo', 'Gabriel Ortiz'],
      ['knows', 'Ximena Huanca', 'Gabriel Ortiz'],
    ],
  },
  {
    id: 't1168',
    genre: 'call log',
    text: `Call log
Date: 15/01/2026  Type: outbound  Duration: 18 min
Contact: Kanen Deer, Claims Director, Tsi Tkaronto Mutual Insurance
Notes: Kanen confirmed the pilot for hail claims triage. Their IT lead, Bolat Kassymov, left for a conference in Calgary and is back on the 26th; nothing moves on integration until then. Kanen will get sign-off from their CFO, Marie-Ève Gauthier.
Next steps: send Kanen the draft SOW by Friday; book the integration workshop with Bolat on 26 January.`,
    people: ['Kanen Deer', 'Bolat Kassymov', 'Marie-Ève Gauthier'],
    companies: ['Tsi Tkaronto Mutual Insurance'],
    worksAt: [
      ['Kanen Deer', 'Tsi Tkaronto Mutual Insurance'],
      ['Bolat Kassymov', 'Tsi Tkaronto Mutual Insurance'],
      ['Marie-Ève Gauthier', 'Tsi Tkaronto Mutual Insurance'],
    ],
    tasks: [
      { text: 'draft SOW', due: '2026-01-16' },
      { text: 'book the integration workshop', due: '2026-01-26' },
    ],
  },
  {
    id: 't1169',
    genre: 'e-mail',
    text: `Subject: Re: reefer monitoring trial — Laem Chabang

Khun Pornthip,

Great news that Siam Reefer Lines wants to extend the trial to ten vessels. I've asked our field engineer, Bojan Todorov, to plan the sensor installs; he reports to our operations head, Elena Dimitrova, who will sign the change order.

Best,
Kaloyan Georgiev
Account Director, Balkan Marine Telematics AD

> From: Pornthip Sangthong <pornthip.s@siamreefer.co.th>
> Date: 14 Jan 2026
> Kaloyan, we would like to go to ten vessels from February. Our fleet manager, Thanakorn Phromma, will coordinate the port calls.
> Pornthip Sangthong
> Procurement Manager, Siam Reefer Lines Co., Ltd.`,
    people: ['Pornthip Sangthong', 'Bojan Todorov', 'Elena Dimitrova', 'Kaloyan Georgiev', 'Thanakorn Phromma'],
    companies: ['Siam Reefer Lines Co., Ltd.', 'Balkan Marine Telematics AD'],
    worksAt: [
      ['Bojan Todorov', 'Balkan Marine Telematics AD'],
      ['Elena Dimitrova', 'Balkan Marine Telematics AD'],
      ['Kaloyan Georgiev', 'Balkan Marine Telematics AD'],
      ['Pornthip Sangthong', 'Siam Reefer Lines Co., Ltd.'],
      ['Thanakorn Phromma', 'Siam Reefer Lines Co., Ltd.'],
    ],
    links: [['reports_to', 'Bojan Todorov', 'Elena Dimitrova']],
  },
  {
    id: 't1170',
    genre: 'job change',
    text: `Studio update from Bayanihan Design Studio

We're delighted to welcome Corazon Villareal back to Manila as Design Director. Cora spent the last four years at Kerrigan & Mulla Architects in Brisbane and has now rejoined us. Jarli Dixon joined us from Kerrigan & Mulla at the same time. Our two senior architects, Emmanuel Tolentino and Jarli, will report to Cora from 1 February.

— Ramil Aquino, Managing Partner`,
    people: ['Corazon Villareal', 'Jarli Dixon', 'Emmanuel Tolentino', 'Ramil Aquino'],
    companies: ['Bayanihan Design Studio', 'Kerrigan & Mulla Architects'],
    worksAt: [
      ['Corazon Villareal', 'Bayanihan Design Studio'],
      ['Jarli Dixon', 'Bayanihan Design Studio'],
      ['Emmanuel Tolentino', 'Bayanihan Design Studio'],
      ['Ramil Aquino', 'Bayanihan Design Studio'],
    ],
    links: [
      ['left_for', 'Corazon Villareal', 'Bayanihan Design Studio'],
      ['left_for', 'Jarli Dixon', 'Bayanihan Design Studio'],
      ['reports_to', 'Emmanuel Tolentino', 'Corazon Villareal'],
      ['reports_to', 'Jarli Dixon', 'Corazon Villareal'],
    ],
  },
  {
    id: 't1171',
    genre: 'call log',
    text: `Call with Lejla Begić, fundraising lead at Most Mira Foundation, 15 Jan.
- Their biggest donor is a Sarajevo businessman; he is not on staff and does not want to be contacted directly.
- Lejla reports to the foundation's director, Admir Softić.
- They use Givewise today (contract ends in June).
Action items: Lejla to share last year's donor export by next Tuesday. We send the migration plan by the 23rd.`,
    people: ['Lejla Begić', 'Admir Softić'],
    companies: ['Most Mira Foundation', 'Givewise'],
    worksAt: [
      ['Lejla Begić', 'Most Mira Foundation'],
      ['Admir Softić', 'Most Mira Foundation'],
    ],
    links: [['reports_to', 'Lejla Begić', 'Admir Softić']],
    tasks: [
      { text: "share last year's donor export", due: '2026-01-20', assignee: 'Lejla Begić' },
      { text: 'send the migration plan', due: '2026-01-23' },
    ],
  },
  {
    id: 't1172',
    genre: 'e-mail',
    text: `Subject: Re: cold chain for vaccines, Dushanbe

Dear Farrukh,

Thank you for your reply below. Dr. Rosalinda Pangilinan at Pacific Cold Chain Solutions put me in touch with you; she said you had worked together on the Mindanao rollout. I'm the regional supply lead at Meridian Vaccines Foundation and we need a partner in Tajikistan for March.

Best regards,
Shirin Nazarova

> Shirin, happy to help. Pamir Medical Logistics has two bonded cold stores in Dushanbe. My colleague Zarina Rahimova runs them.
> Farrukh Saidov, General Manager, Pamir Medical Logistics`,
    people: ['Farrukh Saidov', 'Rosalinda Pangilinan', 'Shirin Nazarova', 'Zarina Rahimova'],
    companies: ['Pacific Cold Chain Solutions', 'Meridian Vaccines Foundation', 'Pamir Medical Logistics'],
    worksAt: [
      ['Rosalinda Pangilinan', 'Pacific Cold Chain Solutions'],
      ['Shirin Nazarova', 'Meridian Vaccines Foundation'],
      ['Farrukh Saidov', 'Pamir Medical Logistics'],
      ['Zarina Rahimova', 'Pamir Medical Logistics'],
    ],
    links: [
      ['introduced_by', 'Farrukh Saidov', 'Rosalinda Pangilinan'],
      ['knows', 'Rosalinda Pangilinan', 'Farrukh Saidov'],
    ],
  },
  {
    id: 't1173',
    genre: 'attendee list',
    text: `Attendee list — spectrum sharing roundtable, 15 Jan 2026
Present:
- Wanchai Phongsakorn, Chief Regulatory Officer, Isan Mobile PCL
- Duangjai Kaewmanee, Isan Mobile PCL
- Mpho Radebe, Head of Spectrum, Highveld Wireless
- Ethan Brooks (independent consultant)
Apologies: Sizwe Nkosi (Highveld Wireless)
Chair: Ana Lima, Open Spectrum Initiative`,
    people: ['Wanchai Phongsakorn', 'Duangjai Kaewmanee', 'Mpho Radebe', 'Ethan Brooks', 'Sizwe Nkosi', 'Ana Lima'],
    companies: ['Isan Mobile PCL', 'Highveld Wireless', 'Open Spectrum Initiative'],
    worksAt: [
      ['Wanchai Phongsakorn', 'Isan Mobile PCL'],
      ['Duangjai Kaewmanee', 'Isan Mobile PCL'],
      ['Mpho Radebe', 'Highveld Wireless'],
      ['Sizwe Nkosi', 'Highveld Wireless'],
      ['Ana Lima', 'Open Spectrum Initiative'],
    ],
  },
  {
    id: 't1174',
    genre: 'e-mail',
    text: `Subject: RE: broker contact for the Guayaquil port cover

Hi Daniela,

Unfortunately Mateo Guamán is no longer with us. He left Pacífico Corredores de Seguros in December and is now head of marine underwriting at Aseguradora Chimborazo S.A. Your new contact here is Vjosa Berisha (vjosa.berisha@pacificocorredores.ec), who took over his accounts and reports to me.

Regards,
Alicia Yupanqui
Gerente Comercial, Pacífico Corredores de Seguros

> Alicia, could you put me back in touch with Mateo about the port cover renewal?
> Daniela Ferraz, Porto Atlântico Terminais`,
    people: ['Daniela Ferraz', 'Mateo Guamán', 'Vjosa Berisha', 'Alicia Yupanqui'],
    companies: ['Pacífico Corredores de Seguros', 'Aseguradora Chimborazo S.A.', 'Porto Atlântico Terminais'],
    worksAt: [
      ['Mateo Guamán', 'Aseguradora Chimborazo S.A.'],
      ['Vjosa Berisha', 'Pacífico Corredores de Seguros'],
      ['Alicia Yupanqui', 'Pacífico Corredores de Seguros'],
      ['Daniela Ferraz', 'Porto Atlântico Terminais'],
    ],
    links: [
      ['left_for', 'Mateo Guamán', 'Aseguradora Chimborazo S.A.'],
      ['reports_to', 'Vjosa Berisha', 'Alicia Yupanqui'],
    ],
  },
  {
    id: 't1175',
    genre: 'call log',
    text: `Discovery call — Yindi Resources Ltd
With: Marlee Hayes (HSE Manager)
- Marlee knows our platform from a trial at her previous employer, but nobody at Yindi has used it.
- Their drilling contractor, Goldfields Drill Co., runs its own safety app; Marlee doesn't control that.
- The decision sits with the GM Operations; Marlee wouldn't give a name yet.
No next steps agreed; revisit after their February board meeting.`,
    people: ['Marlee Hayes'],
    companies: ['Yindi Resources Ltd', 'Goldfields Drill Co.'],
    worksAt: [['Marlee Hayes', 'Yindi Resources Ltd']],
  },
  {
    id: 't1176',
    genre: 'meeting notes',
    text: `Partnership meeting — Northern Lights Literacy Society & Aurora Telecom
Attendees: Pauline Sutherland (Executive Director, Northern Lights Literacy Society), Joseph Nanook (community elder), Kamala Srisawat (Community Investment Manager, Aurora Telecom), Derek Fontaine (Aurora Telecom, Nunavut region)
- Kamala was introduced to Pauline by Joseph, who used to work at Aurora Telecom.
- Aurora will fund tablets for 12 community learning centres; Derek handles logistics and reports to Kamala for this programme.
- Next: Pauline to send the site list by 23 January; Kamala to confirm the budget by Friday 30 January.`,
    people: ['Pauline Sutherland', 'Joseph Nanook', 'Kamala Srisawat', 'Derek Fontaine'],
    companies: ['Northern Lights Literacy Society', 'Aurora Telecom'],
    worksAt: [
      ['Pauline Sutherland', 'Northern Lights Literacy Society'],
      ['Kamala Srisawat', 'Aurora Telecom'],
      ['Derek Fontaine', 'Aurora Telecom'],
    ],
    links: [
      ['introduced_by', 'Kamala Srisawat', 'Joseph Nanook'],
      ['reports_to', 'Derek Fontaine', 'Kamala Srisawat'],
    ],
    tasks: [
      { text: 'send the site list', due: '2026-01-23', assignee: 'Pauline Sutherland' },
      { text: 'confirm the budget', due: '2026-01-30', assignee: 'Kamala Srisawat' },
    ],
  },
  {
    id: 't1177',
    genre: 'e-mail',
    text: `Subject: Re: competition brief

Hi Aleksandar,

Thanks, we'll enter. For the record, Serdar Annayev from Ashgabat is joining our team as a freelance visualiser for this entry only; he isn't staff. Our lead will be Gulshat Orazova (gulshat@kopetdag-studio.tm).

Best,
Merdan Atayev
Founder, Kopetdag Studio

> Aleksandar Stojanovski wrote:
> The Ohrid Lakefront competition was introduced last week by the municipality. Entries close 28 February. Our office (Vardar Urban Lab) is organising the briefings.`,
    people: ['Aleksandar Stojanovski', 'Serdar Annayev', 'Gulshat Orazova', 'Merdan Atayev'],
    companies: ['Kopetdag Studio', 'Vardar Urban Lab'],
    worksAt: [
      ['Gulshat Orazova', 'Kopetdag Studio'],
      ['Merdan Atayev', 'Kopetdag Studio'],
      ['Aleksandar Stojanovski', 'Vardar Urban Lab'],
    ],
  },
  {
    id: 't1178',
    genre: 'call log',
    text: `Call log 15.01 — Kgosi Mothibi, Logistics Director, Okavango Freight Forwarders
Kgosi moves copper concentrate from the Copperbelt to Walvis Bay. He knows Ignacio Quispe at Puerto Norte Shipping SpA from an industry panel and suggested we speak to him about the Chile lane. Kgosi's deputy, Boitumelo Kgari, runs customs and reports to him.
To do: email Ignacio by Monday referencing Kgosi; Boitumelo to send the lane volumes by 21 Jan.`,
    people: ['Kgosi Mothibi', 'Ignacio Quispe', 'Boitumelo Kgari'],
    companies: ['Okavango Freight Forwarders', 'Puerto Norte Shipping SpA'],
    worksAt: [
      ['Kgosi Mothibi', 'Okavango Freight Forwarders'],
      ['Boitumelo Kgari', 'Okavango Freight Forwarders'],
      ['Ignacio Quispe', 'Puerto Norte Shipping SpA'],
    ],
    links: [
      ['knows', 'Kgosi Mothibi', 'Ignacio Quispe'],
      ['introduced_by', 'Ignacio Quispe', 'Kgosi Mothibi'],
      ['reports_to', 'Boitumelo Kgari', 'Kgosi Mothibi'],
    ],
    tasks: [
      { text: 'email Ignacio', due: '2026-01-19' },
      { text: 'send the lane volumes', due: '2026-01-21', assignee: 'Boitumelo Kgari' },
    ],
  },
  {
    id: 't1179',
    genre: 'chat',
    text: `[10:02] Joy Manalo: heads up, Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners
[10:03] Dennis Aguilar: oh wow. who covers our treaty at Bangkok Re now?
[10:03] Joy Manalo: Ploy Suwannarat. she reports to Narin Sukprasert
[10:05] Dennis Aguilar: @Joy can you set up a call with Ploy by Tuesday?`,
    people: ['Joy Manalo', 'Dennis Aguilar', 'Kittipong Chaisiri', 'Ploy Suwannarat', 'Narin Sukprasert'],
    companies: ['Bangkok Re', 'Luzon Risk Partners'],
    worksAt: [
      ['Kittipong Chaisiri', 'Luzon Risk Partners'],
      ['Ploy Suwannarat', 'Bangkok Re'],
      ['Narin Sukprasert', 'Bangkok Re'],
    ],
    links: [
      ['left_for', 'Kittipong Chaisiri', 'Luzon Risk Partners'],
      ['reports_to', 'Ploy Suwannarat', 'Narin Sukprasert'],
    ],
    tasks: [{ text: 'set up a call with Ploy', due: '2026-01-20', assignee: 'Joy Manalo' }],
  },
  {
    id: 't1180',
    genre: 'meeting notes',
    text: `Merger workstream sync — Kazakh Mobile Networks / Altai Fibre, 15 Jan
Present (Kazakh Mobile Networks): Yerbol Sultanbekov, Madina Ospanova, Ognjen Radić
- Yerbol reported on the regulator's questions; the filing is due 30 January.
- Madina introduced the draft integration plan; nobody objected.
- Ognjen left for Almaty right after to meet the Altai Fibre board.
- Nobody has changed reporting lines yet; that waits for closing.
Next meeting Tuesday.`,
    people: ['Yerbol Sultanbekov', 'Madina Ospanova', 'Ognjen Radić'],
    companies: ['Kazakh Mobile Networks', 'Altai Fibre'],
    worksAt: [
      ['Yerbol Sultanbekov', 'Kazakh Mobile Networks'],
      ['Madina Ospanova', 'Kazakh Mobile Networks'],
      ['Ognjen Radić', 'Kazakh Mobile Networks'],
    ],
  },
]
