import type { CorpusText } from './types.js'

/**
 * Tuning texts t1061-t1100 (issue 27, helper W10): a fresh writer's batch written blind on
 * 2026-11-27 to the very brief the fourth held-out part's writer had, by a writer who had not seen
 * the reader, its rules or any held-out text, and committed, texts and expectations together, before
 * the reader ran on any of them. Mostly meeting notes with attendee lists, CRM call logs and e-mails
 * with signatures, CC lines and quoted replies, set in logistics, healthcare, construction, retail,
 * agriculture, energy and suppliers to the public sector; a few chats, introductions, job changes,
 * attendee lists and one text with no names. About a quarter are near misses (a city after "from", a
 * promotion inside one company, an intro asked and not made, a rumoured move, "reports" as a noun, a
 * former employer, a consultant). Names from West Africa, South and Southeast Asia, Eastern Europe,
 * Latin America and the Pacific; companies of many shapes and legal forms (Ltd, Pvt Ltd, SARL, S.A.
 * de C.V., Sp. z o.o., s.r.o., Sdn Bhd, PT, UAB, Pte Ltd, LLP, KK, S.A.C.). CORPUS_NOW is Thursday
 * 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE: CorpusText[] = [
  {
    id: 't1061',
    genre: 'meeting notes',
    text: `Weekly ops review — Harbourline Freight / Kofi Mensah Haulage Ltd
Present: Ama Owusu (Harbourline Freight, dispatch lead), Yaw Boateng (Kofi Mensah Haulage Ltd, fleet manager), Priscilla Adjei (Harbourline Freight, finance)
Apologies: Kwabena Asante

- Tema port congestion added two days to the Kumasi run last week.
- Yaw says three trucks are back from the workshop; he can take the overflow from Monday.
- Priscilla flagged that the December invoices still carry the old fuel surcharge.

Actions
- Yaw to confirm driver rota for the overflow by Friday
- Priscilla to reissue December invoices by next Tuesday`,
    people: ['Ama Owusu', 'Yaw Boateng', 'Priscilla Adjei', 'Kwabena Asante'],
    companies: ['Harbourline Freight', 'Kofi Mensah Haulage Ltd'],
    worksAt: [
      ['Ama Owusu', 'Harbourline Freight'],
      ['Yaw Boateng', 'Kofi Mensah Haulage Ltd'],
      ['Priscilla Adjei', 'Harbourline Freight'],
    ],
    links: [],
    tasks: [
      { text: 'confirm driver rota', due: '2026-01-16', assignee: 'Yaw Boateng' },
      { text: 'reissue december invoices', due: '2026-01-20', assignee: 'Priscilla Adjei' },
    ],
  },
  {
    id: 't1062',
    genre: 'call log',
    text: `Call log — Thu 15 Jan, 14:30
Account: Saint Luke Diagnostics Ltd
Spoke with: Dr. Nkechi Eze (lab director) and her deputy, Chidi Okafor
Our side: Tunde Bakare
Summary: they run two analysers from Meridian Instruments and are unhappy with the reagent lead times. Nkechi asked for a trial of our cold-chain boxes at the Enugu site. Chidi reports to Nkechi and will be the day-to-day contact.
Next steps: Tunde sends the trial agreement on Monday.`,
    people: ['Nkechi Eze', 'Chidi Okafor', 'Tunde Bakare'],
    companies: ['Saint Luke Diagnostics Ltd', 'Meridian Instruments'],
    worksAt: [
      ['Nkechi Eze', 'Saint Luke Diagnostics Ltd'],
      ['Chidi Okafor', 'Saint Luke Diagnostics Ltd'],
    ],
    links: [['reports_to', 'Chidi Okafor', 'Nkechi Eze']],
    tasks: [{ text: 'trial agreement', due: '2026-01-19', assignee: 'Tunde Bakare' }],
  },
  {
    id: 't1063',
    genre: 'e-mail',
    text: `From: Ivana Kovačević <ivana.kovacevic@dunavgradnja.rs>
To: Marek Nowak <m.nowak@wislasteel.pl>
Cc: Stefan Ilić <stefan.ilic@dunavgradnja.rs>
Subject: Rebar delivery for Block C

Dear Marek,

The second rebar delivery arrived short by 4 tonnes. Stefan, our site engineer, has the weighbridge tickets and will send them to you today. Could Wisla Steel confirm when the balance will ship?

Regards,
Ivana Kovačević
Procurement Manager
Dunav Gradnja d.o.o.`,
    people: ['Ivana Kovačević', 'Marek Nowak', 'Stefan Ilić'],
    companies: ['Dunav Gradnja d.o.o.', 'Wisla Steel'],
    worksAt: [
      ['Ivana Kovačević', 'Dunav Gradnja d.o.o.'],
      ['Stefan Ilić', 'Dunav Gradnja d.o.o.'],
      ['Marek Nowak', 'Wisla Steel'],
    ],
    links: [],
  },
  {
    id: 't1064',
    genre: 'chat',
    text: `#store-ops
Malia: morning all, the Suva store POS went down again at opening
Sione: same in Lautoka. vendor says it's the update from last night
Malia: @Sione can you log a ticket with Coral Systems and ask for their rollback ETA by tomorrow
Sione: on it. fyi their support lead is Tevita Fifita, he's been helpful before
Losana: I'll tell the floor teams to use the card terminals' offline mode till then`,
    people: ['Malia', 'Sione', 'Losana', 'Tevita Fifita'],
    companies: ['Coral Systems'],
    worksAt: [['Tevita Fifita', 'Coral Systems']],
    links: [],
    tasks: [{ text: 'log a ticket', due: '2026-01-16', assignee: 'Sione' }],
  },
  {
    id: 't1065',
    genre: 'introduction',
    text: `Subject: Intro: Rahul Deshpande (Sahyadri Agro Inputs) ↔ Lerato Mokoena

Rahul, Lerato — both of you said yes, so here goes.

Lerato Mokoena buys seed and fertiliser for Highveld Growers Co-op, about 300 member farms. Rahul Deshpande is head of exports at Sahyadri Agro Inputs Pvt Ltd and has been looking for a southern African partner for their drip kits.

I think there's a real fit. I'll step back now.

Warm regards,
Anjali Kulkarni`,
    people: ['Rahul Deshpande', 'Lerato Mokoena', 'Anjali Kulkarni'],
    companies: ['Sahyadri Agro Inputs Pvt Ltd', 'Highveld Growers Co-op'],
    worksAt: [
      ['Rahul Deshpande', 'Sahyadri Agro Inputs Pvt Ltd'],
      ['Lerato Mokoena', 'Highveld Growers Co-op'],
    ],
    links: [
      ['introduced_by', 'Rahul Deshpande', 'Anjali Kulkarni'],
      ['introduced_by', 'Lerato Mokoena', 'Anjali Kulkarni'],
    ],
  },
  {
    id: 't1066',
    genre: 'job change',
    text: `Team announcement

I'm pleased to share that Dr. Wiremu Tane has been appointed Head of Grid Integration at Kōwhai Energy, effective 2 February. Wiremu joins us from Tasman Lines Ltd, where he spent eight years running network planning.

In his new role Wiremu will report to Hemi Parata, our Chief Operating Officer. His team of twelve engineers, including Kiri Rangihau and Sefo Tuilagi, will report to him.

Please join me in welcoming him.

Mereana Walker
Chief Executive, Kōwhai Energy`,
    people: ['Wiremu Tane', 'Hemi Parata', 'Kiri Rangihau', 'Sefo Tuilagi', 'Mereana Walker'],
    companies: ['Kōwhai Energy', 'Tasman Lines Ltd'],
    worksAt: [
      ['Wiremu Tane', 'Kōwhai Energy'],
      ['Hemi Parata', 'Kōwhai Energy'],
      ['Kiri Rangihau', 'Kōwhai Energy'],
      ['Sefo Tuilagi', 'Kōwhai Energy'],
      ['Mereana Walker', 'Kōwhai Energy'],
    ],
    links: [
      ['left_for', 'Wiremu Tane', 'Kōwhai Energy'],
      ['reports_to', 'Wiremu Tane', 'Hemi Parata'],
      ['reports_to', 'Kiri Rangihau', 'Wiremu Tane'],
      ['reports_to', 'Sefo Tuilagi', 'Wiremu Tane'],
    ],
  },
  {
    id: 't1067',
    genre: 'e-mail',
    text: `Hi Nomvula,

Quick update before the weekend. Our regional manager, Bilal Chaudhry, left for Karachi this morning and will be at the Port Qasim depot until the 23rd, so please send the customs paperwork to me directly.

We're also introducing a new consolidated invoice from February; Bilal will walk your accounts team through it when he's back.

Best,
Zainab Hussain
Customer Service | Indus Cargo Links
+92 21 3456 7890`,
    people: ['Nomvula', 'Bilal Chaudhry', 'Zainab Hussain'],
    companies: ['Indus Cargo Links'],
    worksAt: [
      ['Bilal Chaudhry', 'Indus Cargo Links'],
      ['Zainab Hussain', 'Indus Cargo Links'],
    ],
    links: [],
  },
  {
    id: 't1068',
    genre: 'call log',
    text: `CRM — activity log
Opportunity: school meals tender, Western Region (lot 3)
Contact: Efua Quaye, bids coordinator, Golden Harvest Catering Ltd
Call 12 min.
Efua says the ministry pushed the submission deadline to 6 February. They're partnering with Agrovia SA for the produce lots; Agrovia's commercial lead, Mamadou Diallo, will join our next call. Efua used to be at Savanna Foods but has been with Golden Harvest for two years.
Follow-ups:
- send Efua the revised allergen matrix by Wednesday
- book the three-way call with Mamadou for next Tuesday`,
    people: ['Efua Quaye', 'Mamadou Diallo'],
    companies: ['Golden Harvest Catering Ltd', 'Agrovia SA', 'Savanna Foods'],
    worksAt: [
      ['Efua Quaye', 'Golden Harvest Catering Ltd'],
      ['Mamadou Diallo', 'Agrovia SA'],
    ],
    links: [['left_for', 'Efua Quaye', 'Golden Harvest Catering Ltd']],
    tasks: [
      { text: 'revised allergen matrix', due: '2026-01-21' },
      { text: 'three-way call', due: '2026-01-20' },
    ],
  },
  {
    id: 't1069',
    genre: 'meeting notes',
    text: `Site coordination meeting — Riverside Clinic extension
Date: 14 Jan 2026

From Baraka Builders: Juma Otieno (project manager), Wanjiru Kamau (QS)
From the Mwangaza Electrical team: Peter Njoroge
Client: Riverside Clinic — Dr. Halima Abdi (medical director)

Discussion
Juma reported the slab for level 2 is poured; curing until the 20th. The Mwangaza folks need the ceiling grid fixed before they can run cable trays. Dr. Abdi asked that theatre works stay out of hours.

Actions
Wanjiru — valuation 4 to the client by Monday
Peter — cable tray drawings to Juma by Friday`,
    people: ['Juma Otieno', 'Wanjiru Kamau', 'Peter Njoroge', 'Halima Abdi'],
    companies: ['Baraka Builders', 'Mwangaza Electrical', 'Riverside Clinic'],
    worksAt: [
      ['Juma Otieno', 'Baraka Builders'],
      ['Wanjiru Kamau', 'Baraka Builders'],
      ['Peter Njoroge', 'Mwangaza Electrical'],
      ['Halima Abdi', 'Riverside Clinic'],
    ],
    links: [],
    tasks: [
      { text: 'valuation 4', due: '2026-01-19', assignee: 'Wanjiru Kamau' },
      { text: 'cable tray drawings', due: '2026-01-16', assignee: 'Peter Njoroge' },
    ],
  },
  {
    id: 't1070',
    genre: 'e-mail',
    text: `Subject: RE: Spring range samples

Hi Thảo,

Great, we'll hold the 14 February slot. I've copied my colleague Lucas Pereira, who manages our Ho Chi Minh City sourcing office and will meet you at the factory.

Best regards,
Isabela Rocha
Senior Buyer, Casa Verde Retail S.A.

-----Original Message-----
From: Nguyễn Thị Thảo <thao.nguyen@saigontextile.vn>
Sent: 13 January 2026 09:12
Subject: Spring range samples

Dear Isabela, samples for the spring range are ready. Could your team visit mid-February? Our QC manager, Trần Văn Minh, will walk you through the line.

Thảo
Saigon Textile JSC`,
    people: ['Nguyễn Thị Thảo', 'Lucas Pereira', 'Isabela Rocha', 'Trần Văn Minh'],
    companies: ['Casa Verde Retail S.A.', 'Saigon Textile JSC'],
    worksAt: [
      ['Isabela Rocha', 'Casa Verde Retail S.A.'],
      ['Lucas Pereira', 'Casa Verde Retail S.A.'],
      ['Nguyễn Thị Thảo', 'Saigon Textile JSC'],
      ['Trần Văn Minh', 'Saigon Textile JSC'],
    ],
    links: [],
  },
  {
    id: 't1071',
    genre: 'chat',
    text: `[10:02] Oksana Melnyk: does anyone know the buyer at Karpaty Fresh? they've gone quiet since December
[10:04] Dmytro Bondar: not personally. I think it's still Natalia Hrytsenko but could be wrong
[10:05] Oksana Melnyk: ok. Viktor, didn't you meet her at the Lviv fair?
[10:07] Viktor Shevchuk: briefly, at the stand, don't think she'd remember me
[10:08] Oksana Melnyk: fair enough, I'll just email the general inbox`,
    people: ['Oksana Melnyk', 'Dmytro Bondar', 'Natalia Hrytsenko', 'Viktor Shevchuk'],
    companies: ['Karpaty Fresh'],
    worksAt: [],
    links: [],
  },
  {
    id: 't1072',
    genre: 'attendee list',
    text: `Invite: Solar mini-grid O&M contract — kickoff
When: Tue 20 Jan 2026, 10:00-11:30 WAT
Where: Abuja office, room 3 / Teams

Attendees:
Chiamaka Nwosu <c.nwosu@sunbeltpower.ng> (organiser)
Emeka Obiora <emeka.obiora@sunbeltpower.ng>
Fatima Bello <fatima@arewagrid.com>
Ibrahim Sani <i.sani@arewagrid.com>
Optional: Grace Adebayo <grace.adebayo@gmail.com>

Sunbelt Power and Arewa Grid Services to agree the handover checklist and the spares list.`,
    people: ['Chiamaka Nwosu', 'Emeka Obiora', 'Fatima Bello', 'Ibrahim Sani', 'Grace Adebayo'],
    companies: ['Sunbelt Power', 'Arewa Grid Services'],
    worksAt: [
      ['Chiamaka Nwosu', 'Sunbelt Power'],
      ['Emeka Obiora', 'Sunbelt Power'],
      ['Fatima Bello', 'Arewa Grid Services'],
      ['Ibrahim Sani', 'Arewa Grid Services'],
    ],
    links: [],
  },
  {
    id: 't1073',
    genre: 'call log',
    text: `Call — Siti Rahmawati, 15 Jan
Siti is a pharmacist who left Apotek Sehat Group in November and is now consulting independently. She was referred to us by Budi Santoso, who runs procurement at RS Harapan Kita.
She's not buying anything herself, but she advises three clinics around Bandung on cold storage.
Next step: send her the case study from the Surabaya hospital.`,
    people: ['Siti Rahmawati', 'Budi Santoso'],
    companies: ['Apotek Sehat Group', 'RS Harapan Kita'],
    worksAt: [['Budi Santoso', 'RS Harapan Kita']],
    links: [['introduced_by', 'Siti Rahmawati', 'Budi Santoso']],
    tasks: [{ text: 'case study' }],
  },
  {
    id: 't1074',
    genre: 'e-mail',
    text: `Subject: Harvest logistics contact for 2026

Hola Javier,

From next week I'm handing the Valle del Cauca account over to Camila Restrepo, who joined our field team in December. Camila reports to me, so I'll stay in the loop for anything contractual, but please send day-to-day questions on pickups and crate returns to her.

Her mobile is +57 312 555 0198.

Un abrazo,
Andrés Felipe Gómez
Regional Manager — Southwest
AgroAndina Exportadora S.A.S.`,
    people: ['Javier', 'Camila Restrepo', 'Andrés Felipe Gómez'],
    companies: ['AgroAndina Exportadora S.A.S.'],
    worksAt: [
      ['Camila Restrepo', 'AgroAndina Exportadora S.A.S.'],
      ['Andrés Felipe Gómez', 'AgroAndina Exportadora S.A.S.'],
    ],
    links: [['reports_to', 'Camila Restrepo', 'Andrés Felipe Gómez']],
  },
  {
    id: 't1075',
    genre: 'meeting notes',
    text: `Notes — bid review, municipal lighting tender
Attendees: Katarzyna Wójcik, Piotr Zieliński, Agnieszka Dąbrowska (all Lumena Sp. z o.o.); Tomáš Novák (Elektro Brno s.r.o., subcontractor)

1. Technical volume is complete. Piotr is checking photometric calcs against the spec.
2. Tomáš confirmed the Elektro Brno team can cover installation in the two eastern districts.
3. Pricing: Agnieszka wants another pass on the maintenance rates; the city scored last year's winner heavily on lifecycle cost.

Owners
Piotr: photometric check, Monday
Agnieszka: revised maintenance rates, Wednesday
Katarzyna: final sign-off before upload`,
    people: ['Katarzyna Wójcik', 'Piotr Zieliński', 'Agnieszka Dąbrowska', 'Tomáš Novák'],
    companies: ['Lumena Sp. z o.o.', 'Elektro Brno s.r.o.'],
    worksAt: [
      ['Katarzyna Wójcik', 'Lumena Sp. z o.o.'],
      ['Piotr Zieliński', 'Lumena Sp. z o.o.'],
      ['Agnieszka Dąbrowska', 'Lumena Sp. z o.o.'],
      ['Tomáš Novák', 'Elektro Brno s.r.o.'],
    ],
    links: [],
    tasks: [
      { text: 'photometric check', due: '2026-01-19', assignee: 'Piotr Zieliński' },
      { text: 'revised maintenance rates', due: '2026-01-21', assignee: 'Agnieszka Dąbrowska' },
      { text: 'final sign-off', assignee: 'Katarzyna Wójcik' },
    ],
  },
  {
    id: 't1076',
    genre: 'no names',
    text: `Reminder for all depot staff: from Monday 19 January the loading bay at the north gate will close at 18:00 instead of 20:00 while the resurfacing works are carried out. Late collections should be booked through the portal at least 24 hours in advance. Drivers arriving after closing will be redirected to the south yard. Thank you for your patience.`,
    people: [],
    companies: [],
    worksAt: [],
    links: [],
  },
  {
    id: 't1077',
    genre: 'introduction',
    text: `Fwd: intro — telehealth for the outer islands

Losa, see below from Dr. Farida Rahman. I've said you'd be in touch this week.
— Ioane

---------- Forwarded message ----------
From: Farida Rahman <farida@medbridge.org.fj>
To: Ioane Taufa
Subject: intro — telehealth for the outer islands

Ioane, as promised: Losa Vainikolo at Tonga Health Connect runs the teleconsult pilot across Ha'apai and Vava'u. You two should compare notes on bandwidth — your Vanuatu rollout hit exactly the problems she's seeing.

Farida Rahman
Programme Lead, MedBridge Pacific`,
    people: ['Losa Vainikolo', 'Farida Rahman', 'Ioane Taufa'],
    companies: ['Tonga Health Connect', 'MedBridge Pacific'],
    worksAt: [
      ['Losa Vainikolo', 'Tonga Health Connect'],
      ['Farida Rahman', 'MedBridge Pacific'],
    ],
    links: [['introduced_by', 'Losa Vainikolo', 'Farida Rahman']],
  },
  {
    id: 't1078',
    genre: 'job change',
    text: `Internal memo — Warehouse leadership changes

Effective Monday, Suresh Pillai moves from inbound supervisor to operations manager for the Chennai fulfilment centre. Suresh has been with Kaveri Logistics for six years. Divya Menon and Arjun Reddy, the two shift leads, will now report to Suresh.

Lakshmi Iyer stays on as site director; Suresh reports to her.

Questions to HR, hr@kaverilogistics.in.`,
    people: ['Suresh Pillai', 'Divya Menon', 'Arjun Reddy', 'Lakshmi Iyer'],
    companies: ['Kaveri Logistics'],
    worksAt: [
      ['Suresh Pillai', 'Kaveri Logistics'],
      ['Divya Menon', 'Kaveri Logistics'],
      ['Arjun Reddy', 'Kaveri Logistics'],
      ['Lakshmi Iyer', 'Kaveri Logistics'],
    ],
    links: [
      ['reports_to', 'Divya Menon', 'Suresh Pillai'],
      ['reports_to', 'Arjun Reddy', 'Suresh Pillai'],
      ['reports_to', 'Suresh Pillai', 'Lakshmi Iyer'],
    ],
  },
  {
    id: 't1079',
    genre: 'e-mail',
    text: `To: Olumide Adeyemi
Cc: Bisi Ogunleye; Samuel Ekpo
Subject: Generator service visit — Ikeja plant

Dear Mr. Adeyemi,

Following your call on Tuesday, our engineer Samuel Ekpo will attend the Ikeja plant on Monday 19 January to service the two 500 kVA sets. Bisi Ogunleye from our accounts team will send the quotation for the replacement alternator separately.

Kindly ensure site access from 8am.

Yours faithfully,
Chukwuemeka Obi
Service Coordinator
KDM Power Solutions Ltd`,
    people: ['Olumide Adeyemi', 'Bisi Ogunleye', 'Samuel Ekpo', 'Chukwuemeka Obi'],
    companies: ['KDM Power Solutions Ltd'],
    worksAt: [
      ['Samuel Ekpo', 'KDM Power Solutions Ltd'],
      ['Bisi Ogunleye', 'KDM Power Solutions Ltd'],
      ['Chukwuemeka Obi', 'KDM Power Solutions Ltd'],
    ],
    links: [],
  },
  {
    id: 't1080',
    genre: 'call log',
    text: `Discovery call — Mai Linh Pharmacy Chain
Contact: Phạm Quốc Huy, IT manager
Duration: 40 min

Huy wants one stock system across 14 branches. Budget sits with the CFO, Đỗ Thu Hà, who wasn't on the call. Huy and I were at university together in Hanoi, so he was candid: their current vendor, MedSoft Asia, missed two go-live dates.

Next: Huy to send the branch list by Friday.

— logged by Jasmine Tan`,
    people: ['Phạm Quốc Huy', 'Đỗ Thu Hà', 'Jasmine Tan'],
    companies: ['Mai Linh Pharmacy Chain', 'MedSoft Asia'],
    worksAt: [
      ['Phạm Quốc Huy', 'Mai Linh Pharmacy Chain'],
      ['Đỗ Thu Hà', 'Mai Linh Pharmacy Chain'],
    ],
    links: [['knows', 'Jasmine Tan', 'Phạm Quốc Huy']],
    tasks: [{ text: 'branch list', due: '2026-01-16', assignee: 'Phạm Quốc Huy' }],
  },
  {
    id: 't1081',
    genre: 'meeting notes',
    text: `Quarterly business review — Mercado Sol / Pacífico Distribuidora
Attendees
Mercado Sol: Valentina Ríos (category manager), Diego Fernández (supply planning)
Pacífico Distribuidora S.A. de C.V.: Rosa Méndez (key account director)
Also present: Hernán Castillo (partner at Fondo Andino, Mercado Sol's lead investor)

Fill rate in Q4 was 91% against a 96% target; the Pacífico folks traced most shortfalls to the Monterrey DC. Valentina wants weekly fill-rate reporting from February. Rosa agreed and will propose a penalty/bonus scheme.

Next QBR in April.`,
    people: ['Valentina Ríos', 'Diego Fernández', 'Rosa Méndez', 'Hernán Castillo'],
    companies: ['Mercado Sol', 'Pacífico Distribuidora S.A. de C.V.', 'Fondo Andino'],
    worksAt: [
      ['Valentina Ríos', 'Mercado Sol'],
      ['Diego Fernández', 'Mercado Sol'],
      ['Rosa Méndez', 'Pacífico Distribuidora S.A. de C.V.'],
      ['Hernán Castillo', 'Fondo Andino'],
    ],
    links: [],
  },
  {
    id: 't1082',
    genre: 'chat',
    text: `Radu: heads up, Andrei Popescu has left Carpatia Construct
Radu: he started at Transilvania Beton on Monday as their head of estimating
Ioana: wow, after 11 years. who takes over his tenders?
Radu: Carpatia has Mihaela Stan covering them until they hire
Ioana: ok I'll ping Mihaela about the Cluj school bid`,
    people: ['Radu', 'Andrei Popescu', 'Ioana', 'Mihaela Stan'],
    companies: ['Carpatia Construct', 'Transilvania Beton'],
    worksAt: [
      ['Andrei Popescu', 'Transilvania Beton'],
      ['Mihaela Stan', 'Carpatia Construct'],
    ],
    links: [['left_for', 'Andrei Popescu', 'Transilvania Beton']],
  },
  {
    id: 't1083',
    genre: 'e-mail',
    text: `Subject: Monthly cold-chain reports

Hi Aigerim,

Attached are the December temperature reports for all six Almaty stores. Two excursions were logged at the Dostyk store; both were under 20 minutes and the stock was not affected.

We'll introduce the new sensor firmware in February, which should reduce false alarms. Nurlan Abenov on our side reports any excursion over 30 minutes to your quality team directly.

Kind regards,
Daniyar Seitkali
Account Manager
FrostLine Monitoring LLP`,
    people: ['Aigerim', 'Nurlan Abenov', 'Daniyar Seitkali'],
    companies: ['FrostLine Monitoring LLP'],
    worksAt: [
      ['Nurlan Abenov', 'FrostLine Monitoring LLP'],
      ['Daniyar Seitkali', 'FrostLine Monitoring LLP'],
    ],
    links: [],
  },
  {
    id: 't1084',
    genre: 'call log',
    text: `Call log
Date: 15/01/2026
Company: Sahel Grain Traders SARL
Who: Aminata Traoré (warehouse manager, Ségou)
Topic: moisture meters

Aminata is keen but can't sign above 2 million CFA; her boss, Ousmane Keïta, approves anything larger and is in Bamako until Monday. She'll forward our quote to him today.
Also mentioned: the co-op down the road, Fasoba Coopérative, bought meters from a competitor last year and had calibration trouble.

To do: call Ousmane on Tuesday.`,
    people: ['Aminata Traoré', 'Ousmane Keïta'],
    companies: ['Sahel Grain Traders SARL', 'Fasoba Coopérative'],
    worksAt: [
      ['Aminata Traoré', 'Sahel Grain Traders SARL'],
      ['Ousmane Keïta', 'Sahel Grain Traders SARL'],
    ],
    links: [['reports_to', 'Aminata Traoré', 'Ousmane Keïta']],
    tasks: [{ text: 'call ousmane', due: '2026-01-20' }],
  },
  {
    id: 't1085',
    genre: 'attendee list',
    text: `Training day — forklift safety refresher
Venue: Port Moresby depot, 21 January

Confirmed attendees
1. Kila Morea — Coral Sea Freight
2. Tau Kaupa — Coral Sea Freight
3. Lucy Waigani — Highlands Transport Pty Ltd
4. John Siaguru — Highlands Transport Pty Ltd
5. Nancy Kerenga — trainer, SafeLift Training

Please bring PPE and your current licence.`,
    people: ['Kila Morea', 'Tau Kaupa', 'Lucy Waigani', 'John Siaguru', 'Nancy Kerenga'],
    companies: ['Coral Sea Freight', 'Highlands Transport Pty Ltd', 'SafeLift Training'],
    worksAt: [
      ['Kila Morea', 'Coral Sea Freight'],
      ['Tau Kaupa', 'Coral Sea Freight'],
      ['Lucy Waigani', 'Highlands Transport Pty Ltd'],
      ['John Siaguru', 'Highlands Transport Pty Ltd'],
      ['Nancy Kerenga', 'SafeLift Training'],
    ],
    links: [],
  },
  {
    id: 't1086',
    genre: 'e-mail',
    text: `Hi Sunita,

Hope the Pune launch went well! Quick ask: you mentioned your cousin Vikram Joshi is on the supply chain side at Himalaya Fresh Foods. Would he be open to a short chat about our returnable crate scheme? No pressure at all — if it's easier, just tell me the best way to reach him and I'll take it from there.

Thanks so much,
Neha Agarwal
Founder, CrateCycle`,
    people: ['Sunita', 'Vikram Joshi', 'Neha Agarwal'],
    companies: ['Himalaya Fresh Foods', 'CrateCycle'],
    worksAt: [
      ['Vikram Joshi', 'Himalaya Fresh Foods'],
      ['Neha Agarwal', 'CrateCycle'],
    ],
    links: [['knows', 'Sunita', 'Vikram Joshi']],
  },
  {
    id: 't1087',
    genre: 'meeting notes',
    text: `Meeting: Hospital pharmacy automation — site survey debrief
Attendees: Nur Aisyah binti Rahman (Chief Pharmacist, Pantai Medik Sdn Bhd), Lim Wei Jie (biomedical engineer, reports to Nur Aisyah), Rizal Hakim and Goh Mei Ling from RoboDispense Asia

Summary
- Dispensing robot fits in the basement pharmacy if the cold room door is moved.
- Lim Wei Jie will check the floor loading with their facilities contractor.
- RoboDispense to send a revised layout.

Next steps
- Rizal: revised layout by 23 Jan
- Wei Jie: floor loading answer by Wednesday`,
    people: ['Nur Aisyah binti Rahman', 'Lim Wei Jie', 'Rizal Hakim', 'Goh Mei Ling'],
    companies: ['Pantai Medik Sdn Bhd', 'RoboDispense Asia'],
    worksAt: [
      ['Nur Aisyah binti Rahman', 'Pantai Medik Sdn Bhd'],
      ['Lim Wei Jie', 'Pantai Medik Sdn Bhd'],
      ['Rizal Hakim', 'RoboDispense Asia'],
      ['Goh Mei Ling', 'RoboDispense Asia'],
    ],
    links: [['reports_to', 'Lim Wei Jie', 'Nur Aisyah binti Rahman']],
    tasks: [
      { text: 'revised layout', due: '2026-01-23', assignee: 'Rizal Hakim' },
      { text: 'floor loading answer', due: '2026-01-21', assignee: 'Lim Wei Jie' },
    ],
  },
  {
    id: 't1088',
    genre: 'job change',
    text: `Quick industry note for the sales team

There's talk that Goran Petrović may leave Adriatic Cement for a role at Balkan Aggregates, but nothing is confirmed and Goran himself told me on Monday he's staying put for now. Please don't mention it to customers.

What is confirmed: Jelena Marić started this week as purchasing manager at Balkan Aggregates, replacing Zoran Kostić, who has retired.

— Milan`,
    people: ['Goran Petrović', 'Jelena Marić', 'Zoran Kostić', 'Milan'],
    companies: ['Adriatic Cement', 'Balkan Aggregates'],
    worksAt: [
      ['Goran Petrović', 'Adriatic Cement'],
      ['Jelena Marić', 'Balkan Aggregates'],
    ],
    links: [],
  },
  {
    id: 't1089',
    genre: 'e-mail',
    text: `Subject: Re: Cross-dock space in Callao

Martín,

Yes, we can hold 400 pallet positions from February. I'll ask Lucía Vargas, our warehouse supervisor, to prepare the rate card.

By the way, Carmen Quispe at Andes Aduanas says hello — she mentioned you worked together at the port authority years ago.

Saludos,
Gabriel Torres
Gerente Comercial | LogiPerú S.A.C.
gtorres@logiperu.pe

> On 14 Jan 2026, Martín Silva <msilva@pacificroutes.cl> wrote:
> Gabriel, do you have space for about 400 pallets in Callao from February? Pacific Routes is moving its Lima consolidation.`,
    people: ['Martín Silva', 'Lucía Vargas', 'Carmen Quispe', 'Gabriel Torres'],
    companies: ['LogiPerú S.A.C.', 'Andes Aduanas', 'Pacific Routes'],
    worksAt: [
      ['Gabriel Torres', 'LogiPerú S.A.C.'],
      ['Lucía Vargas', 'LogiPerú S.A.C.'],
      ['Carmen Quispe', 'Andes Aduanas'],
      ['Martín Silva', 'Pacific Routes'],
    ],
    links: [['knows', 'Martín Silva', 'Carmen Quispe']],
  },
  {
    id: 't1090',
    genre: 'call log',
    text: `Activity: outbound call
Account: Samoa Sun Energy Ltd
Contact: Faleolo Tuimavave (operations)
Outcome: connected, 15 min

Faleolo confirmed they're replacing the inverters at the Apia site this year. They've had a quote from Pacific Inverter Co through Mark Lealaiauloto, who sells for them out of Auckland. Faleolo's manager, Salote Fonoti, holds the budget and wants three quotes by end of February.

Next action: send Faleolo our inverter spec sheet tomorrow`,
    people: ['Faleolo Tuimavave', 'Mark Lealaiauloto', 'Salote Fonoti'],
    companies: ['Samoa Sun Energy Ltd', 'Pacific Inverter Co'],
    worksAt: [
      ['Faleolo Tuimavave', 'Samoa Sun Energy Ltd'],
      ['Salote Fonoti', 'Samoa Sun Energy Ltd'],
      ['Mark Lealaiauloto', 'Pacific Inverter Co'],
    ],
    links: [['reports_to', 'Faleolo Tuimavave', 'Salote Fonoti']],
    tasks: [{ text: 'inverter spec sheet', due: '2026-01-16' }],
  },
  {
    id: 't1091',
    genre: 'meeting notes',
    text: `Internal prep — water meter framework bid
Attendees: Ewa Kowalczyk, Bartosz Lis, Hanna Mazur
Guest: Dr. Aleksander Wróbel (independent bid consultant, formerly with Veolia Polska)

Aleksander walked us through how the utility scored the last framework. Key point: social value is now 10%, and last time Aquametr won largely on that.
Bartosz will draft the social value section; Hanna owns pricing.
We still need a reference from the Gdańsk pilot — Ewa to ask their head of metering, Krzysztof Duda, by Friday.`,
    people: ['Ewa Kowalczyk', 'Bartosz Lis', 'Hanna Mazur', 'Aleksander Wróbel', 'Krzysztof Duda'],
    companies: ['Veolia Polska', 'Aquametr'],
    worksAt: [],
    links: [],
    tasks: [
      { text: 'social value section', assignee: 'Bartosz Lis' },
      { text: 'head of metering', due: '2026-01-16', assignee: 'Ewa Kowalczyk' },
    ],
  },
  {
    id: 't1092',
    genre: 'chat',
    text: `#clinic-ops-cebu
Maricel Santos: @Jomar Dela Cruz the lab courier from MedExpress PH didn't show at 7
Jomar Dela Cruz: calling their dispatcher now
Maricel Santos: thanks. also fyi Ria Villanueva starts Monday as our new nurse supervisor, she'll report to Dr. Ramon Aquino
Jomar Dela Cruz: noted 👍 @Ria Villanueva welcome in advance!
Maricel Santos: @Jomar Dela Cruz pls also send me the courier incident log by Friday`,
    people: ['Maricel Santos', 'Jomar Dela Cruz', 'Ria Villanueva', 'Ramon Aquino'],
    companies: ['MedExpress PH'],
    worksAt: [],
    links: [['reports_to', 'Ria Villanueva', 'Ramon Aquino']],
    tasks: [{ text: 'courier incident log', due: '2026-01-16', assignee: 'Jomar Dela Cruz' }],
  },
  {
    id: 't1093',
    genre: 'introduction',
    text: `Subject: Kwame <> Oluwaseun — grain storage

Kwame, Oluwaseun — putting you in touch as promised (both cc'd).

Oluwaseun Adebayo runs Ogun Silo Services, which builds hermetic storage for maize co-ops. Kwame Asamoah is procurement lead at Ashanti Grains Ltd and is planning 20 new stores before the main season.

I'll let you find a time.

Best,
Efosa Igbinedion
Partner, Benin Agri Advisory`,
    people: ['Oluwaseun Adebayo', 'Kwame Asamoah', 'Efosa Igbinedion'],
    companies: ['Ogun Silo Services', 'Ashanti Grains Ltd', 'Benin Agri Advisory'],
    worksAt: [
      ['Oluwaseun Adebayo', 'Ogun Silo Services'],
      ['Kwame Asamoah', 'Ashanti Grains Ltd'],
      ['Efosa Igbinedion', 'Benin Agri Advisory'],
    ],
    links: [
      ['introduced_by', 'Oluwaseun Adebayo', 'Efosa Igbinedion'],
      ['introduced_by', 'Kwame Asamoah', 'Efosa Igbinedion'],
    ],
  },
  {
    id: 't1094',
    genre: 'meeting notes',
    text: `Vendor meeting — 3PL shortlist, Jakarta DC
Present (our side): Tran Anh Tuan, Kittipong Srisuk
PT Nusantara Logistik: Dewi Lestari (sales director), Agus Prasetyo (solutions)
Notes
- Nusantara can take over the Cikarang DC from April; they already run a site for Sinar Mart next door.
- Dewi said Agus designed the Sinar Mart layout and reports to her.
- Pricing per pallet is 8% above Kargo Cepat's bid but includes WMS.
Actions
- Kittipong: reference call with Sinar Mart
- Tuan: compare SLAs with Kargo Cepat by Tuesday`,
    people: ['Tran Anh Tuan', 'Kittipong Srisuk', 'Dewi Lestari', 'Agus Prasetyo'],
    companies: ['PT Nusantara Logistik', 'Sinar Mart', 'Kargo Cepat'],
    worksAt: [
      ['Dewi Lestari', 'PT Nusantara Logistik'],
      ['Agus Prasetyo', 'PT Nusantara Logistik'],
    ],
    links: [['reports_to', 'Agus Prasetyo', 'Dewi Lestari']],
    tasks: [
      { text: 'reference call with sinar mart', assignee: 'Kittipong Srisuk' },
      { text: 'compare slas', due: '2026-01-20', assignee: 'Tran Anh Tuan' },
    ],
  },
  {
    id: 't1095',
    genre: 'call log',
    text: `Call notes — 15 Jan
Lead: Ravindu Perera, from Kandy, site manager for Lanka Build Partners on the new hospital wing
Source: inbound web form

Ravindu wants scaffolding hire for 14 weeks starting March. He's comparing us with Colombo Scaff Hire. Decision sits with their contracts manager, Dilani Fernando.
I sent our rate card during the call.

Next: follow up with Dilani on Monday about the access plan.`,
    people: ['Ravindu Perera', 'Dilani Fernando'],
    companies: ['Lanka Build Partners', 'Colombo Scaff Hire'],
    worksAt: [
      ['Ravindu Perera', 'Lanka Build Partners'],
      ['Dilani Fernando', 'Lanka Build Partners'],
    ],
    links: [],
    tasks: [{ text: 'access plan', due: '2026-01-19' }],
  },
  {
    id: 't1096',
    genre: 'e-mail',
    text: `From: Tanvir Ahmed <tanvir@dhakaweave.com.bd>
To: sourcing@nordicbasics.se
Cc: Farzana Islam <farzana@dhakaweave.com.bd>, Rezaul Karim <rezaul@dhakaweave.com.bd>
Subject: AW26 knitwear — capacity

Dear Nordic Basics sourcing team,

We can confirm capacity for 60,000 pieces in July. Farzana will share the costed tech packs by Wednesday, and Rezaul, our compliance head, can arrange the audit visit you asked about.

Best regards,
Tanvir Ahmed
Merchandising Director | Dhaka Weave Ltd.`,
    people: ['Tanvir Ahmed', 'Farzana Islam', 'Rezaul Karim'],
    companies: ['Nordic Basics', 'Dhaka Weave Ltd.'],
    worksAt: [
      ['Tanvir Ahmed', 'Dhaka Weave Ltd.'],
      ['Farzana Islam', 'Dhaka Weave Ltd.'],
      ['Rezaul Karim', 'Dhaka Weave Ltd.'],
    ],
    links: [],
    tasks: [{ text: 'costed tech packs', due: '2026-01-21', assignee: 'Farzana Islam' }],
  },
  {
    id: 't1097',
    genre: 'meeting notes',
    text: `Notes — coffee buyers' breakfast, Santos
Attendees: Thiago Almeida (Cooperativa Serra Verde), Fernanda Souza (Moinho Paulista Ltda.), Kenji Watanabe (Aroma Import KK), me

- Thiago and Fernanda turned out to be old friends from agronomy school in Lavras.
- Kenji asked for traceability data down to farm level; Serra Verde can do it for about half its members.
- Fernanda introduced me to Rodrigo Lima, who handles export finance at Banco Rural do Sul; he joined for coffee at the end.

Follow-up: send Kenji the traceability sample by Friday.`,
    people: ['Thiago Almeida', 'Fernanda Souza', 'Kenji Watanabe', 'Rodrigo Lima'],
    companies: ['Cooperativa Serra Verde', 'Moinho Paulista Ltda.', 'Aroma Import KK', 'Banco Rural do Sul'],
    worksAt: [
      ['Thiago Almeida', 'Cooperativa Serra Verde'],
      ['Fernanda Souza', 'Moinho Paulista Ltda.'],
      ['Kenji Watanabe', 'Aroma Import KK'],
      ['Rodrigo Lima', 'Banco Rural do Sul'],
    ],
    links: [
      ['knows', 'Thiago Almeida', 'Fernanda Souza'],
      ['introduced_by', 'Rodrigo Lima', 'Fernanda Souza'],
    ],
    tasks: [{ text: 'traceability sample', due: '2026-01-16' }],
  },
  {
    id: 't1098',
    genre: 'job change',
    text: `Personal news: after six great years at Volta Baltic, I've joined Gridwise Solutions UAB as Head of Asset Management. I'll be part of Rūta Kazlauskienė's battery storage team in Vilnius, reporting to our CTO, Mindaugas Petrauskas.

Huge thanks to everyone at Volta Baltic for the support along the way.

— Laura Jankauskaitė`,
    people: ['Laura Jankauskaitė', 'Rūta Kazlauskienė', 'Mindaugas Petrauskas'],
    companies: ['Volta Baltic', 'Gridwise Solutions UAB'],
    worksAt: [
      ['Laura Jankauskaitė', 'Gridwise Solutions UAB'],
      ['Rūta Kazlauskienė', 'Gridwise Solutions UAB'],
      ['Mindaugas Petrauskas', 'Gridwise Solutions UAB'],
    ],
    links: [
      ['left_for', 'Laura Jankauskaitė', 'Gridwise Solutions UAB'],
      ['reports_to', 'Laura Jankauskaitė', 'Mindaugas Petrauskas'],
    ],
  },
  {
    id: 't1099',
    genre: 'call log',
    text: `Call log — Koval Transport s.r.o.
Date: 15 Jan 2026, 11:10
Contact: Lukáš Horák, transport planner

Lukáš rang about the missing POD scans for the Ostrava loads. I told him our ops lead Jana Dvořáková would check the driver app. He asked whether we know anyone at Silesia Rail; I said we don't, but Jana might.
He'll be off from Monday; his colleague Petra Svobodová covers the desk until the 26th.

Actions: Jana to send the POD scans to Petra by Monday.`,
    people: ['Lukáš Horák', 'Jana Dvořáková', 'Petra Svobodová'],
    companies: ['Koval Transport s.r.o.', 'Silesia Rail'],
    worksAt: [
      ['Lukáš Horák', 'Koval Transport s.r.o.'],
      ['Petra Svobodová', 'Koval Transport s.r.o.'],
    ],
    links: [],
    tasks: [{ text: 'pod scans', due: '2026-01-19', assignee: 'Jana Dvořáková' }],
  },
  {
    id: 't1100',
    genre: 'meeting notes',
    text: `Steering group — regional ambulance telematics rollout
Attendees:
  Sione Latu — programme manager, Moana Fleet Systems
  Dr. Aditi Bhatt — clinical lead (Moana Fleet Systems)
  Chen Jia Hui, Marcus Tan — Lion City Comms Pte Ltd
  Olga Nemeth — observer

1. Lion City Comms has replaced the SIM supplier; the new one, Telenet Pacific, is live on 40 of 62 vehicles.
2. Dr. Bhatt noted that Peni Havili, who ran clinical testing, has moved to Kiwa Health as of January; Aditi now covers testing herself.
3. Olga asked for the data-protection impact assessment before the next phase.

Actions
Marcus: remaining 22 vehicles by 30 Jan
Sione: DPIA draft to Olga by 22 Jan`,
    people: ['Sione Latu', 'Aditi Bhatt', 'Chen Jia Hui', 'Marcus Tan', 'Olga Nemeth', 'Peni Havili'],
    companies: ['Moana Fleet Systems', 'Lion City Comms Pte Ltd', 'Telenet Pacific', 'Kiwa Health'],
    worksAt: [
      ['Sione Latu', 'Moana Fleet Systems'],
      ['Aditi Bhatt', 'Moana Fleet Systems'],
      ['Chen Jia Hui', 'Lion City Comms Pte Ltd'],
      ['Marcus Tan', 'Lion City Comms Pte Ltd'],
      ['Peni Havili', 'Kiwa Health'],
    ],
    links: [['left_for', 'Peni Havili', 'Kiwa Health']],
    tasks: [
      { text: 'remaining 22 vehicles', due: '2026-01-30', assignee: 'Marcus Tan' },
      { text: 'dpia draft', due: '2026-01-22', assignee: 'Sione Latu' },
    ],
  },
]
