import type { CorpusText } from './types.js'

/**
 * Tuning texts t1461-t1500 (issue 27): an eighth fresh writer's batch, written blind on 2026-11-28 to
 * the brief the fourth held-out part's writer had, by a writer who had not seen the reader, its rules,
 * the extraction page or any held-out text, and committed, texts and expectations together, before
 * the reader ran on any of them. Set in shipping, architecture, education technology, mining,
 * hospitality, insurance and public radio; weighted toward links between people (forwarded, double
 * opt-in and looping-in introductions, a chat "@X meet Y", org-change announcements with new reporting
 * lines, departures, backfills and interim covers, chat threads where the speakers' own ties come out
 * in passing), with about a quarter near misses (an intro asked but not made, a move inside one
 * company, an offer turned down, "left for the airport", reports that are documents, a product
 * introduced, someone introducing herself, people who say they do not know each other). CORPUS_NOW is
 * Thursday 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE_EIGHT: CorpusText[] = [
  {
    id: 't1461',
    genre: 'introduction',
    text: `Ewa, meet Folake Adebayo of Tideway Freight — she's the one I mentioned on Monday. Folake, Ewa Kowalczyk runs our customs desk here at Baltic Quay Logistics and knows the Gdańsk brokers better than anyone. I'll leave you two to it.

Marek

---------- Forwarded message ----------
From: Folake Adebayo <folake@tidewayfreight.com>
To: Marek Wiśniewski
Date: Tue, 13 Jan 2026

Marek, I'd love an introduction to whoever handles customs brokerage on your side. We're moving a lot more reefer volume through Gdańsk this spring and our current broker can't keep up.

Folake Adebayo
Head of Ocean Procurement, Tideway Freight`,
    people: ['Ewa Kowalczyk', 'Folake Adebayo', 'Marek Wiśniewski'],
    companies: ['Tideway Freight', 'Baltic Quay Logistics'],
    worksAt: [
      ['Folake Adebayo', 'Tideway Freight'],
      ['Ewa Kowalczyk', 'Baltic Quay Logistics'],
      ['Marek Wiśniewski', 'Baltic Quay Logistics'],
    ],
    links: [
      ['introduced_by', 'Ewa Kowalczyk', 'Marek Wiśniewski'],
      ['introduced_by', 'Folake Adebayo', 'Marek Wiśniewski'],
    ],
  },
  {
    id: 't1462',
    genre: 'job change',
    text: `Subject: Studio leadership update

All,

From Monday, Ha-eun Park takes over as design director for the Seoul studio. Jae-won Choi and Priya Ramasamy will now report to Ha-eun, and Ha-eun herself reports to me.

Some of you will already have heard that Minseo Kang left us last Friday. She has joined Hanbit Urban Design, where she leads their masterplanning group. We wish her every success, and the Yeouido competition entry stays with Jae-won.

Tomasz Nowak
Managing Partner, Gyeol Architects`,
    people: ['Ha-eun Park', 'Jae-won Choi', 'Priya Ramasamy', 'Minseo Kang', 'Tomasz Nowak'],
    companies: ['Hanbit Urban Design', 'Gyeol Architects'],
    worksAt: [
      ['Ha-eun Park', 'Gyeol Architects'],
      ['Jae-won Choi', 'Gyeol Architects'],
      ['Priya Ramasamy', 'Gyeol Architects'],
      ['Tomasz Nowak', 'Gyeol Architects'],
      ['Minseo Kang', 'Hanbit Urban Design'],
    ],
    links: [
      ['reports_to', 'Jae-won Choi', 'Ha-eun Park'],
      ['reports_to', 'Priya Ramasamy', 'Ha-eun Park'],
      ['reports_to', 'Ha-eun Park', 'Tomasz Nowak'],
      ['left_for', 'Minseo Kang', 'Hanbit Urban Design'],
    ],
  },
  {
    id: 't1463',
    genre: 'chat',
    text: `#partnerships
Aigerim: anyone know someone at Chalkline Learning? they just posted a district pilot RFP
Dauren: yeah, Rashid Akhmetov is their head of sales. we did our master's together, I can ping him
Aigerim: amazing. @Dauren can you ask him for the scoring rubric by Friday?
Dauren: on it
Sofia: fwiw their CTO is Rodrigo Quispe — he was my manager at Yachay Labs before I came here. good guy, very hands-on`,
    people: ['Aigerim', 'Dauren', 'Rashid Akhmetov', 'Sofia', 'Rodrigo Quispe'],
    companies: ['Chalkline Learning', 'Yachay Labs'],
    worksAt: [
      ['Rashid Akhmetov', 'Chalkline Learning'],
      ['Rodrigo Quispe', 'Chalkline Learning'],
    ],
    links: [
      ['knows', 'Dauren', 'Rashid Akhmetov'],
      ['knows', 'Sofia', 'Rodrigo Quispe'],
    ],
    tasks: [{ text: 'scoring rubric', due: '2026-01-16', assignee: 'Dauren' }],
  },
  {
    id: 't1464',
    genre: 'meeting notes',
    text: `Site visit debrief — Kupang Copper / Tamarack Drilling Services
14 Jan 2026, Level 3 office

Attendees: Arman Seitkali (Kupang Copper, mine manager), Janelle Dizon (Kupang Copper, HSE lead), Wiremu Tane (Tamarack Drilling Services, operations director), Lucía Mamani (Tamarack, drill supervisor)

- Rig 7 was down for nine days in December; root cause was a hydraulic hose failure on the rod handler.
- Janelle flagged two near-miss reports from the night shift that are not yet closed out.
- Lucía proposed moving hose inspections from monthly to fortnightly; agreed in principle.

Actions
- Wiremu to send the revised maintenance schedule by Monday.
- Janelle will circulate the incident summaries next Wednesday.`,
    people: ['Arman Seitkali', 'Janelle Dizon', 'Wiremu Tane', 'Lucía Mamani'],
    companies: ['Kupang Copper', 'Tamarack Drilling Services'],
    worksAt: [
      ['Arman Seitkali', 'Kupang Copper'],
      ['Janelle Dizon', 'Kupang Copper'],
      ['Wiremu Tane', 'Tamarack Drilling Services'],
      ['Lucía Mamani', 'Tamarack Drilling Services'],
    ],
    links: [],
    tasks: [
      { text: 'revised maintenance schedule', due: '2026-01-19', assignee: 'Wiremu Tane' },
      { text: 'incident summaries', due: '2026-01-21', assignee: 'Janelle Dizon' },
    ],
  },
  {
    id: 't1465',
    genre: 'e-mail',
    text: `Hi Tui,

Quick one before I head out. Hemi left for Queenstown this morning for the lodge handover, so he's offline till Monday.

Our new self check-in kiosks will be introduced at the Rotorua property first, then Taupō in March. Also, the weekly occupancy reports come to me now rather than to Kiri while she's on leave — send any corrections my way.

Ngā mihi,
Aroha Ngata
Revenue Manager | Kōwhai Hotels & Resorts`,
    people: ['Tui', 'Hemi', 'Kiri', 'Aroha Ngata'],
    companies: ['Kōwhai Hotels & Resorts'],
    worksAt: [['Aroha Ngata', 'Kōwhai Hotels & Resorts']],
    links: [],
  },
  {
    id: 't1466',
    genre: 'introduction',
    text: `Subject: Intro: Ngozi <> Bartosz (both said yes)

Ngozi, Bartosz — you both told me last week you'd be glad to talk, so here we go.

Ngozi Okafor leads claims automation at Lakeshore Mutual. Bartosz Zając is the founder of Polisa Labs, which does exactly the kind of document parsing Ngozi described at the underwriting summit in November.

I think there's a real fit. Over to you both.

Carmela Reyes`,
    people: ['Ngozi Okafor', 'Bartosz Zając', 'Carmela Reyes'],
    companies: ['Lakeshore Mutual', 'Polisa Labs'],
    worksAt: [
      ['Ngozi Okafor', 'Lakeshore Mutual'],
      ['Bartosz Zając', 'Polisa Labs'],
    ],
    links: [
      ['introduced_by', 'Ngozi Okafor', 'Carmela Reyes'],
      ['introduced_by', 'Bartosz Zając', 'Carmela Reyes'],
    ],
  },
  {
    id: 't1467',
    genre: 'call log',
    text: `Call log — Thu 15 Jan 2026, 10:40
Caller: Paolo Villanueva, marketing director at Bayanihan Credit Union
Logged by: Inês Carvalho (underwriting, KWPR Public Radio)

Paolo wants to renew the morning-drive underwriting spots for Q2. Their new CEO, Rosario Dela Cruz, would also like the credit union's name on the Sunday jazz hour. Since the restructure Paolo reports to Rosario directly, so sign-off should be quicker this time.

Follow-up: Inês to send the Q2 rate card by Tuesday.`,
    people: ['Paolo Villanueva', 'Inês Carvalho', 'Rosario Dela Cruz'],
    companies: ['Bayanihan Credit Union', 'KWPR Public Radio'],
    worksAt: [
      ['Paolo Villanueva', 'Bayanihan Credit Union'],
      ['Rosario Dela Cruz', 'Bayanihan Credit Union'],
      ['Inês Carvalho', 'KWPR Public Radio'],
    ],
    links: [['reports_to', 'Paolo Villanueva', 'Rosario Dela Cruz']],
    tasks: [{ text: 'Q2 rate card', due: '2026-01-20', assignee: 'Inês Carvalho' }],
  },
  {
    id: 't1468',
    genre: 'job change',
    text: `Some personal news: after eleven years at Meridian Bulk Carriers, last week I started at Kaimoana Shipping as head of chartering, based in Auckland.

Meridian taught me the trade, from my first days as a junior broker on the Handysize desk to running the Pacific book. I'll miss the team enormously.

At Kaimoana I report to Mereana Walker, our COO, and I'll be building out the dry-bulk chartering team over the next year — if you're a broker who wants to work in Tāmaki Makaurau, get in touch.

Rawiri Parata`,
    people: ['Rawiri Parata', 'Mereana Walker'],
    companies: ['Meridian Bulk Carriers', 'Kaimoana Shipping'],
    worksAt: [
      ['Rawiri Parata', 'Kaimoana Shipping'],
      ['Mereana Walker', 'Kaimoana Shipping'],
    ],
    links: [
      ['left_for', 'Rawiri Parata', 'Kaimoana Shipping'],
      ['reports_to', 'Rawiri Parata', 'Mereana Walker'],
    ],
  },
  {
    id: 't1469',
    genre: 'chat',
    text: `Baurzhan: does anyone here know someone at Altyn Ore Processing? need a contact for the tailings study
Gulnara: not me, sorry. never dealt with them
Kamila: I met their geologist once at a conference but honestly couldn't tell you her name
Baurzhan: ok. @Gulnara can you ask Tomás Huamán? he consulted for them last year
Gulnara: will do, though Tomás is in Lima till Tuesday`,
    people: ['Baurzhan', 'Gulnara', 'Kamila', 'Tomás Huamán'],
    companies: ['Altyn Ore Processing'],
    worksAt: [],
    links: [],
    tasks: [{ text: 'ask Tomás', assignee: 'Gulnara' }],
  },
  {
    id: 't1470',
    genre: 'no names',
    text: `Reminder for all brokers: from 1 February, marine cargo submissions to Solace Re must use the new schedule template. Submissions that still arrive on the old form will be returned unread.

The claims team has introduced a 48-hour acknowledgement target, and the Manila branch now reports its loss ratios monthly rather than quarterly. Questions go to the underwriting mailbox, not to individual underwriters.`,
    people: [],
    companies: ['Solace Re'],
    worksAt: [],
    links: [],
  },
  {
    id: 't1471',
    genre: 'attendee list',
    text: `Kick-off: Ōtāhuhu Community Hub — design team
Thursday 15 January, 9:00, meeting room Pōhutukawa

Client (Auckland Community Trust):
- Kiri Te Awa, project sponsor
- Dong-hyun Lim, facilities manager

Design team:
- Ana Paula Ferreira — lead architect, Ferreira Moana Architects
- Karthik Subramaniam — structures, Helix Engineering Ltd
- Joanna Pietrzak — cost consultant (Pietrzak & Partners)

Apologies: none.`,
    people: ['Kiri Te Awa', 'Dong-hyun Lim', 'Ana Paula Ferreira', 'Karthik Subramaniam', 'Joanna Pietrzak'],
    companies: [
      'Auckland Community Trust',
      'Ferreira Moana Architects',
      'Helix Engineering Ltd',
      'Pietrzak & Partners',
    ],
    worksAt: [
      ['Kiri Te Awa', 'Auckland Community Trust'],
      ['Dong-hyun Lim', 'Auckland Community Trust'],
      ['Ana Paula Ferreira', 'Ferreira Moana Architects'],
      ['Karthik Subramaniam', 'Helix Engineering Ltd'],
      ['Joanna Pietrzak', 'Pietrzak & Partners'],
    ],
    links: [],
  },
  {
    id: 't1472',
    genre: 'e-mail',
    text: `From: Hyun-woo Bae <hw.bae@kestrelinsure.com>
To: Adaora Nnamdi
Cc: Marta Lewandowska <marta.lewandowska@kestrelinsure.com>
Subject: Ikeja warehouse account

Adaora,

Thanks for the broker call yesterday. Marta is taking over the Ikeja account from me as of this week — she runs our West Africa property book, and I've moved across to the reinsurance side. Please copy her on everything from here on.

Best,
Hyun-woo Bae
Kestrel Insurance Group`,
    people: ['Hyun-woo Bae', 'Adaora Nnamdi', 'Marta Lewandowska'],
    companies: ['Kestrel Insurance Group'],
    worksAt: [
      ['Hyun-woo Bae', 'Kestrel Insurance Group'],
      ['Marta Lewandowska', 'Kestrel Insurance Group'],
    ],
    links: [],
  },
  {
    id: 't1473',
    genre: 'introduction',
    text: `Hi Chioma,

Looping in my colleague Joaquín Salazar, who owns district partnerships here at Brightpath Tutoring. Joaquín — Chioma Eze is the curriculum lead at Oakridge Academy Trust; she's keen to pilot the maths programme with two Year 8 classes this term.

I'll let Joaquín take it from here, but shout if you need anything from me.

Best,
Kanat Dzhaksybekov
Customer Success, Brightpath Tutoring`,
    people: ['Chioma Eze', 'Joaquín Salazar', 'Kanat Dzhaksybekov'],
    companies: ['Brightpath Tutoring', 'Oakridge Academy Trust'],
    worksAt: [
      ['Joaquín Salazar', 'Brightpath Tutoring'],
      ['Kanat Dzhaksybekov', 'Brightpath Tutoring'],
      ['Chioma Eze', 'Oakridge Academy Trust'],
    ],
    links: [
      ['introduced_by', 'Joaquín Salazar', 'Kanat Dzhaksybekov'],
      ['introduced_by', 'Chioma Eze', 'Kanat Dzhaksybekov'],
    ],
  },
  {
    id: 't1474',
    genre: 'chat',
    text: `#ops-general
Jomar: @Nneka meet Soo-ah Han! she joined us this week from Haneul Hotels to run F&B for Tala Resorts in Cebu 🎉
Nneka: welcome Soo-ah! I'm on the revenue side, ping me anytime
Soo-ah: thank you both 🙏 Jomar and I actually overlapped at Haneul years ago, small world
Jomar: ha yes, she was my shift lead back then`,
    people: ['Jomar', 'Nneka', 'Soo-ah Han'],
    companies: ['Haneul Hotels', 'Tala Resorts'],
    worksAt: [
      ['Soo-ah Han', 'Tala Resorts'],
      ['Jomar', 'Tala Resorts'],
      ['Nneka', 'Tala Resorts'],
    ],
    links: [
      ['introduced_by', 'Nneka', 'Jomar'],
      ['introduced_by', 'Soo-ah Han', 'Jomar'],
      ['knows', 'Jomar', 'Soo-ah Han'],
      ['left_for', 'Soo-ah Han', 'Tala Resorts'],
    ],
  },
  {
    id: 't1475',
    genre: 'e-mail',
    text: `Subject: Changes in the Pilbara planning team

Team,

Two housekeeping items. First, Oluwaseun Bakare is moving from the Perth office to the Newman site office next month — same role, same team, just closer to the pit. Second, the weekly production reports will now be compiled by the dispatch group rather than by planning.

Nothing else changes: planning still sits under technical services.

Regards,
Magdalena Krawczyk
Planning Superintendent, Red Gum Iron Pty Ltd`,
    people: ['Oluwaseun Bakare', 'Magdalena Krawczyk'],
    companies: ['Red Gum Iron Pty Ltd'],
    worksAt: [
      ['Oluwaseun Bakare', 'Red Gum Iron Pty Ltd'],
      ['Magdalena Krawczyk', 'Red Gum Iron Pty Ltd'],
    ],
    links: [],
  },
  {
    id: 't1476',
    genre: 'meeting notes',
    text: `Pledge drive planning — 14 Jan

Present: Lakshmi Venkatesan (station manager) and Eun-ji Song (development) from Harbour City Public Radio; Rui Pacheco and Milagros Ccori from Pacheco Media Group, our phone-bank vendor.

- Spring drive runs 9-22 March; goal unchanged from last year.
- Eun-ji now reports to Lakshmi directly; the development director post stays open until spring.
- Milagros, who works under Rui, will run the Saturday phone bank.

Actions
- Rui to confirm phone-bank headcount by Friday.
- Eun-ji: draft the thank-you gift list, due Jan 22.`,
    people: ['Lakshmi Venkatesan', 'Eun-ji Song', 'Rui Pacheco', 'Milagros Ccori'],
    companies: ['Harbour City Public Radio', 'Pacheco Media Group'],
    worksAt: [
      ['Lakshmi Venkatesan', 'Harbour City Public Radio'],
      ['Eun-ji Song', 'Harbour City Public Radio'],
      ['Rui Pacheco', 'Pacheco Media Group'],
      ['Milagros Ccori', 'Pacheco Media Group'],
    ],
    links: [
      ['reports_to', 'Eun-ji Song', 'Lakshmi Venkatesan'],
      ['reports_to', 'Milagros Ccori', 'Rui Pacheco'],
    ],
    tasks: [
      { text: 'headcount', due: '2026-01-16', assignee: 'Rui Pacheco' },
      { text: 'thank-you gift list', due: '2026-01-22', assignee: 'Eun-ji Song' },
    ],
  },
  {
    id: 't1477',
    genre: 'job change',
    text: `Subject: Claims leadership — interim arrangements

Hi all,

As announced before the holidays, Babajide Ogunbanjo has left Corvina Assurance to become chief claims officer at Tessera Re. We're grateful for his six years here.

While we recruit a permanent backfill, Angelica Bautista will cover as interim head of claims. The three regional claims managers — Wojciech Mazur, Sun-hee Ahn and Felipe Condori — report to Angelica in the meantime.

Thanks,
Senthil Kumar
Chief Operating Officer, Corvina Assurance`,
    people: [
      'Babajide Ogunbanjo',
      'Angelica Bautista',
      'Wojciech Mazur',
      'Sun-hee Ahn',
      'Felipe Condori',
      'Senthil Kumar',
    ],
    companies: ['Corvina Assurance', 'Tessera Re'],
    worksAt: [
      ['Babajide Ogunbanjo', 'Tessera Re'],
      ['Angelica Bautista', 'Corvina Assurance'],
      ['Wojciech Mazur', 'Corvina Assurance'],
      ['Sun-hee Ahn', 'Corvina Assurance'],
      ['Felipe Condori', 'Corvina Assurance'],
      ['Senthil Kumar', 'Corvina Assurance'],
    ],
    links: [
      ['left_for', 'Babajide Ogunbanjo', 'Tessera Re'],
      ['reports_to', 'Wojciech Mazur', 'Angelica Bautista'],
      ['reports_to', 'Sun-hee Ahn', 'Angelica Bautista'],
      ['reports_to', 'Felipe Condori', 'Angelica Bautista'],
    ],
  },
  {
    id: 't1478',
    genre: 'e-mail',
    text: `Hi Mateus,

Yes — I know Aroha Tipene well; we've known each other since architecture school. She's now a principal at Tipene Whare Design and would be a great fit for the community centre brief.

Want me to send her a note?

Min-jun Seo
Kauri Lane Studio

> On 14 Jan 2026, Mateus Oliveira wrote:
> Do you know anyone who does culturally grounded community design in Auckland? Our client wants a local lead for the competition.
> Mateus Oliveira | Oliveira Santos Arquitetura`,
    people: ['Mateus Oliveira', 'Aroha Tipene', 'Min-jun Seo'],
    companies: ['Tipene Whare Design', 'Kauri Lane Studio', 'Oliveira Santos Arquitetura'],
    worksAt: [
      ['Aroha Tipene', 'Tipene Whare Design'],
      ['Min-jun Seo', 'Kauri Lane Studio'],
      ['Mateus Oliveira', 'Oliveira Santos Arquitetura'],
    ],
    links: [['knows', 'Min-jun Seo', 'Aroha Tipene']],
  },
  {
    id: 't1479',
    genre: 'call log',
    text: `CRM — call note
Account: Andean Fruit Exporters S.A.C.
Contact: Rosa Huamaní (logistics manager)
Owner: Dae-jung Kwon, Coral Gate Shipping

Rosa called about the Callao–Busan reefer service we introduced in December. She wants two 40' slots a week from March. She is comparing us with Sealink Pacific; their rep, Oluwadamilare Ige, quoted lower but with a longer transit time.

Next step: Dae-jung to send a two-slot quote by Monday.`,
    people: ['Rosa Huamaní', 'Dae-jung Kwon', 'Oluwadamilare Ige'],
    companies: ['Andean Fruit Exporters S.A.C.', 'Coral Gate Shipping', 'Sealink Pacific'],
    worksAt: [
      ['Rosa Huamaní', 'Andean Fruit Exporters S.A.C.'],
      ['Dae-jung Kwon', 'Coral Gate Shipping'],
      ['Oluwadamilare Ige', 'Sealink Pacific'],
    ],
    links: [],
    tasks: [{ text: 'two-slot quote', due: '2026-01-19', assignee: 'Dae-jung Kwon' }],
  },
  {
    id: 't1480',
    genre: 'e-mail',
    text: `Subject: Kemi Afolabi suggested I write

Dear Aizhan Sarsenova,

Kemi Afolabi suggested I get in touch with you — she mentioned you're leading the new teacher-training platform at Steppe EdTech. I head research partnerships at Kapwa Learning Inc. in Manila, and we've spent two years studying how rural teachers use offline video lessons.

Would you have 30 minutes in the coming weeks? I'd be glad to share our findings.

Warm regards,
Luzviminda Santos
Kapwa Learning Inc.`,
    people: ['Aizhan Sarsenova', 'Kemi Afolabi', 'Luzviminda Santos'],
    companies: ['Steppe EdTech', 'Kapwa Learning Inc.'],
    worksAt: [
      ['Aizhan Sarsenova', 'Steppe EdTech'],
      ['Luzviminda Santos', 'Kapwa Learning Inc.'],
    ],
    links: [['introduced_by', 'Aizhan Sarsenova', 'Kemi Afolabi']],
  },
  {
    id: 't1481',
    genre: 'chat',
    text: `Piotr: who's on the Mabuhay Re renewal call at 3?
Rhea: me + Dominik. their side is Ernesto Lim and his boss, Cristina Aquino
Piotr: Cristina! she was my manager at Vistula Underwriters back in 2019, say hi from me
Rhea: ha, will do
Dominik: fyi Ernesto mentioned he's interviewing at Pacific Cedar Insurance, so keep that to yourselves`,
    people: ['Piotr', 'Rhea', 'Dominik', 'Ernesto Lim', 'Cristina Aquino'],
    companies: ['Mabuhay Re', 'Vistula Underwriters', 'Pacific Cedar Insurance'],
    worksAt: [
      ['Ernesto Lim', 'Mabuhay Re'],
      ['Cristina Aquino', 'Mabuhay Re'],
    ],
    links: [
      ['reports_to', 'Ernesto Lim', 'Cristina Aquino'],
      ['knows', 'Piotr', 'Cristina Aquino'],
    ],
  },
  {
    id: 't1482',
    genre: 'job change',
    text: `Subject: Promotions at Tanaw Learning

Everyone,

Please join me in congratulating Maricel Ocampo, who becomes our VP Product today. Maricel has led the reading app since launch and she'll report to me, as before.

From today Yerlan Abenov, Thiru Natarajan and Paulina Dudek, our three product managers, are in Maricel's team, with Maricel as their line manager. Their roadmaps don't change.

Gabriel Soares
CEO, Tanaw Learning`,
    people: ['Maricel Ocampo', 'Yerlan Abenov', 'Thiru Natarajan', 'Paulina Dudek', 'Gabriel Soares'],
    companies: ['Tanaw Learning'],
    worksAt: [
      ['Maricel Ocampo', 'Tanaw Learning'],
      ['Yerlan Abenov', 'Tanaw Learning'],
      ['Thiru Natarajan', 'Tanaw Learning'],
      ['Paulina Dudek', 'Tanaw Learning'],
      ['Gabriel Soares', 'Tanaw Learning'],
    ],
    links: [
      ['reports_to', 'Maricel Ocampo', 'Gabriel Soares'],
      ['reports_to', 'Yerlan Abenov', 'Maricel Ocampo'],
      ['reports_to', 'Thiru Natarajan', 'Maricel Ocampo'],
      ['reports_to', 'Paulina Dudek', 'Maricel Ocampo'],
    ],
  },
  {
    id: 't1483',
    genre: 'e-mail',
    text: `Hi Temitope,

Do you by any chance know anyone at Qorikancha Minerals? We're bidding on their haul-road contract and I'd love an introduction to their procurement lead, if you have a route in. No worries if not — I've never met any of them myself.

Thanks,
Yessenia Apaza
Business Development | Puna Earthworks S.A.`,
    people: ['Temitope', 'Yessenia Apaza'],
    companies: ['Qorikancha Minerals', 'Puna Earthworks S.A.'],
    worksAt: [['Yessenia Apaza', 'Puna Earthworks S.A.']],
    links: [],
  },
  {
    id: 't1484',
    genre: 'attendee list',
    text: `Dinner — Busan Port Week, Wed 14 Jan, table 4
- Jeong-hoon Lee, Hanbada Terminals
- Adewumi Ojo, Gulf of Guinea Lines
- Karolina Sikora, Amber Coast Forwarding sp. z o.o.
- Meenakshi Sundaram, Coromandel Shipping Ltd

Seating note: Adewumi and Jeong-hoon go back years — they did their cadetship together, so keep them side by side. Karolina is new to most of the table; Meenakshi offered to introduce her to the Hanbada commercial team next week.`,
    people: ['Jeong-hoon Lee', 'Adewumi Ojo', 'Karolina Sikora', 'Meenakshi Sundaram'],
    companies: [
      'Hanbada Terminals',
      'Gulf of Guinea Lines',
      'Amber Coast Forwarding sp. z o.o.',
      'Coromandel Shipping Ltd',
    ],
    worksAt: [
      ['Jeong-hoon Lee', 'Hanbada Terminals'],
      ['Adewumi Ojo', 'Gulf of Guinea Lines'],
      ['Karolina Sikora', 'Amber Coast Forwarding sp. z o.o.'],
      ['Meenakshi Sundaram', 'Coromandel Shipping Ltd'],
    ],
    links: [['knows', 'Adewumi Ojo', 'Jeong-hoon Lee']],
  },
  {
    id: 't1485',
    genre: 'meeting notes',
    text: `Hotelbeam / Andes Boutique Hotels — weekly sync, 15 Jan

Ours (Hotelbeam): Isabela Rocha, Tae-yang Kim
Theirs: Nayeli Quispe (GM), Ruslan Ospanov (revenue)

- Nayeli confirmed the channel manager migration for the Cusco property goes live on 2 Feb.
- Ruslan asked for rate-parity alerts when an OTA undercuts the direct price.
- Open question on who owns the Booking extranet login; parked.

Next steps
- Tae-yang to scope the rate-parity alerts by Wednesday.
- Isabela will send the revised SOW on Friday.`,
    people: ['Isabela Rocha', 'Tae-yang Kim', 'Nayeli Quispe', 'Ruslan Ospanov'],
    companies: ['Hotelbeam', 'Andes Boutique Hotels'],
    worksAt: [
      ['Isabela Rocha', 'Hotelbeam'],
      ['Tae-yang Kim', 'Hotelbeam'],
      ['Nayeli Quispe', 'Andes Boutique Hotels'],
      ['Ruslan Ospanov', 'Andes Boutique Hotels'],
    ],
    links: [],
    tasks: [
      { text: 'rate-parity alerts', due: '2026-01-21', assignee: 'Tae-yang Kim' },
      { text: 'revised SOW', due: '2026-01-16', assignee: 'Isabela Rocha' },
    ],
  },
  {
    id: 't1486',
    genre: 'introduction',
    text: `Subject: Re: Intro — Funmilayo / Ngaio

Thanks Hemi (to bcc)!

Funmilayo, lovely to meet you. I produce the science hour at Wai FM Community Radio and would love to have you on to talk about the coastal erosion study. Could we find 20 minutes next week for a pre-interview?

Ngaio Rangihuna
Senior Producer, Wai FM Community Radio

> From: Hemi Walker
> Ngaio, meet Dr Funmilayo Oyelaran, who leads the coastal geomorphology group at Tauranga Marine Institute. Funmilayo, Ngaio is the producer I told you about. I'll step back now.`,
    people: ['Hemi Walker', 'Funmilayo Oyelaran', 'Ngaio Rangihuna'],
    companies: ['Wai FM Community Radio', 'Tauranga Marine Institute'],
    worksAt: [
      ['Ngaio Rangihuna', 'Wai FM Community Radio'],
      ['Funmilayo Oyelaran', 'Tauranga Marine Institute'],
    ],
    links: [
      ['introduced_by', 'Ngaio Rangihuna', 'Hemi Walker'],
      ['introduced_by', 'Funmilayo Oyelaran', 'Hemi Walker'],
    ],
  },
  {
    id: 't1487',
    genre: 'chat',
    text: `#site-ops
Olek: @Bolat meet at the crusher at 3? the vibration sensor is acting up again
Bolat: can't, I left for the airport already. Tamati can cover
Tamati: I'll go. which dashboard does that sensor report to, the new historian or the old SCADA one?
Olek: the SCADA one. Rapid Conveyor Systems installed it and their tech Dae-ho is on call this week`,
    people: ['Olek', 'Bolat', 'Tamati', 'Dae-ho'],
    companies: ['Rapid Conveyor Systems'],
    worksAt: [['Dae-ho', 'Rapid Conveyor Systems']],
    links: [],
  },
  {
    id: 't1488',
    genre: 'job change',
    text: `FOR IMMEDIATE RELEASE

Lisbon, 15 January 2026 — Atelier Azulejo, the Lisbon practice behind the Alcântara ferry terminal, today named Joana Mendes-Kowalski as its new design partner.

Mendes-Kowalski joins from Nordhavn Arkitekter in Copenhagen, where she led the harbour baths programme. She will report to founding partner Duarte Almeida and take charge of the practice's waterfront work.

"Joana brings a rare sense of water and public space," said Almeida.

Press contact: Kavitha Raman, kavitha.raman@atelierazulejo.pt`,
    people: ['Joana Mendes-Kowalski', 'Duarte Almeida', 'Kavitha Raman'],
    companies: ['Atelier Azulejo', 'Nordhavn Arkitekter'],
    worksAt: [
      ['Joana Mendes-Kowalski', 'Atelier Azulejo'],
      ['Duarte Almeida', 'Atelier Azulejo'],
      ['Kavitha Raman', 'Atelier Azulejo'],
    ],
    links: [
      ['left_for', 'Joana Mendes-Kowalski', 'Atelier Azulejo'],
      ['reports_to', 'Joana Mendes-Kowalski', 'Duarte Almeida'],
    ],
  },
  {
    id: 't1489',
    genre: 'e-mail',
    text: `Hi Gaukhar,

Quick update on the geology team. Since Chukwuemeka Obi left for Ironbark Resources in December his seat has been empty, but I'm pleased to say we've hired the backfill: Renata Flores started with us on Monday. Renata will report to you, as Chukwuemeka did, and will pick up the core logging backlog first.

Her laptop and site induction are booked; let me know if anything is missing.

Tomasz Grabowski
HR Business Partner, Karaganda Copper JSC`,
    people: ['Gaukhar', 'Chukwuemeka Obi', 'Renata Flores', 'Tomasz Grabowski'],
    companies: ['Ironbark Resources', 'Karaganda Copper JSC'],
    worksAt: [
      ['Chukwuemeka Obi', 'Ironbark Resources'],
      ['Renata Flores', 'Karaganda Copper JSC'],
      ['Gaukhar', 'Karaganda Copper JSC'],
      ['Tomasz Grabowski', 'Karaganda Copper JSC'],
    ],
    links: [
      ['left_for', 'Chukwuemeka Obi', 'Ironbark Resources'],
      ['reports_to', 'Renata Flores', 'Gaukhar'],
    ],
  },
  {
    id: 't1490',
    genre: 'e-mail',
    text: `Subject: Introducing myself — your new account manager

Dear Tunde,

Let me introduce myself: I'm Hye-jin Oh, and from this month I'm your account manager at Silverfern Insurance Brokers, taking over from Carlos Paredes, who retired at Christmas.

We've also introduced an online claims portal; I'll send your login details separately. I'd welcome a short call to go through your fleet policy before the March renewal.

Kind regards,
Hye-jin Oh`,
    people: ['Tunde', 'Hye-jin Oh', 'Carlos Paredes'],
    companies: ['Silverfern Insurance Brokers'],
    worksAt: [['Hye-jin Oh', 'Silverfern Insurance Brokers']],
    links: [],
  },
  {
    id: 't1491',
    genre: 'chat',
    text: `#surveyors
Kofoworola: @Jin-sol meet Tomasz Kaczmarek, who joined our Gdańsk office at Anchorline Marine Surveys on Monday 👋 Tomasz, Jin-sol Bae runs the hull team in Busan; you two will be paired on the bulk carrier inspections
Tomasz: thanks! Jin-sol, I think we met at the Hamburg class workshop in 2024?
Jin-sol: we did! good to see you again`,
    people: ['Kofoworola', 'Tomasz Kaczmarek', 'Jin-sol Bae'],
    companies: ['Anchorline Marine Surveys'],
    worksAt: [
      ['Kofoworola', 'Anchorline Marine Surveys'],
      ['Tomasz Kaczmarek', 'Anchorline Marine Surveys'],
      ['Jin-sol Bae', 'Anchorline Marine Surveys'],
    ],
    links: [
      ['introduced_by', 'Jin-sol Bae', 'Kofoworola'],
      ['introduced_by', 'Tomasz Kaczmarek', 'Kofoworola'],
      ['knows', 'Tomasz Kaczmarek', 'Jin-sol Bae'],
    ],
  },
  {
    id: 't1492',
    genre: 'meeting notes',
    text: `Renewal review: Huarango Hotels property programme

Attendees: Valeria Chávez (Huarango Hotels, CFO), Diego Ramos (Huarango Hotels, risk), Vignesh Rajendran (Moana Re Brokers, account executive), Agnieszka Wójcik (Moana Re Brokers, property specialist)

- Valeria joined Huarango in November from Andina Seguros; Diego now reports to her.
- Market is hardening; expect +8-12% on property, more on the coastal sites.
- Huarango wants flood sub-limits reviewed for the Paracas hotel.

Actions
- Agnieszka to get three quotes by Jan 30.`,
    people: ['Valeria Chávez', 'Diego Ramos', 'Vignesh Rajendran', 'Agnieszka Wójcik'],
    companies: ['Huarango Hotels', 'Moana Re Brokers', 'Andina Seguros'],
    worksAt: [
      ['Valeria Chávez', 'Huarango Hotels'],
      ['Diego Ramos', 'Huarango Hotels'],
      ['Vignesh Rajendran', 'Moana Re Brokers'],
      ['Agnieszka Wójcik', 'Moana Re Brokers'],
    ],
    links: [
      ['left_for', 'Valeria Chávez', 'Huarango Hotels'],
      ['reports_to', 'Diego Ramos', 'Valeria Chávez'],
    ],
    tasks: [{ text: 'three quotes', due: '2026-01-30', assignee: 'Agnieszka Wójcik' }],
  },
  {
    id: 't1493',
    genre: 'call log',
    text: `Lead: Kaimai Honey Co.
Contact: Rewi Tamihana, owner
Lead source: introduced by Soo-yeon Jang (a longtime listener-donor)
Owner: Marcin Dąbrowski, Corporate Support, Tūī Public Radio

Notes: Rewi wants a six-month underwriting package on the weekend garden show, ideally starting in April. Soo-yeon buys their honey at the Saturday market and told Rewi about us.

Next step: Marcin to mail a proposal by 23 January.`,
    people: ['Rewi Tamihana', 'Soo-yeon Jang', 'Marcin Dąbrowski'],
    companies: ['Kaimai Honey Co.', 'Tūī Public Radio'],
    worksAt: [
      ['Rewi Tamihana', 'Kaimai Honey Co.'],
      ['Marcin Dąbrowski', 'Tūī Public Radio'],
    ],
    links: [['introduced_by', 'Rewi Tamihana', 'Soo-yeon Jang']],
    tasks: [{ text: 'proposal', due: '2026-01-23', assignee: 'Marcin Dąbrowski' }],
  },
  {
    id: 't1494',
    genre: 'job change',
    text: `Subject: Re: rumours

To clear up the chatter from the Christmas party: no, Ramon Mercado is not leaving us for Oceanic Freight Partners. He was approached, he said no, and he remains our head of chartering at Sampaguita Shipping.

The one real change is that Yuna Hwang moves from the Manila office to Singapore at the end of the month; she keeps her role and her team.

Lorna Villafuerte
COO`,
    people: ['Ramon Mercado', 'Yuna Hwang', 'Lorna Villafuerte'],
    companies: ['Oceanic Freight Partners', 'Sampaguita Shipping'],
    worksAt: [
      ['Ramon Mercado', 'Sampaguita Shipping'],
      ['Yuna Hwang', 'Sampaguita Shipping'],
      ['Lorna Villafuerte', 'Sampaguita Shipping'],
    ],
    links: [],
  },
  {
    id: 't1495',
    genre: 'e-mail',
    text: `To: Dinara Suleimenova
Cc: Oyebanji Akande
Subject: Lessonloop quote for 8,000 seats

Hi Dinara,

Following up on Tuesday's demo for the Qazaq Online School folks. I've copied Oyebanji Akande, who I report to, since pricing above 5,000 seats needs his sign-off.

Attached are the seat-based quote and the LMS integration notes you asked for.

Best,
Chae-won Yoo
Account Executive
Lessonloop Ltd | chaewon.yoo@lessonloop.io`,
    people: ['Dinara Suleimenova', 'Oyebanji Akande', 'Chae-won Yoo'],
    companies: ['Qazaq Online School', 'Lessonloop Ltd'],
    worksAt: [
      ['Dinara Suleimenova', 'Qazaq Online School'],
      ['Chae-won Yoo', 'Lessonloop Ltd'],
      ['Oyebanji Akande', 'Lessonloop Ltd'],
    ],
    links: [['reports_to', 'Chae-won Yoo', 'Oyebanji Akande']],
  },
  {
    id: 't1496',
    genre: 'chat',
    text: `#deals
Marisol: is Paulo Nascimento still at Cobre Andino? want to loop him into the tailings deal
Nurlan: no idea tbh, I don't know him
Ha-neul: he was there in October at least. I've only seen his name on emails, never met him
Marisol: ok, I'll just write to their general inbox`,
    people: ['Marisol', 'Paulo Nascimento', 'Nurlan', 'Ha-neul'],
    companies: ['Cobre Andino'],
    worksAt: [],
    links: [],
  },
  {
    id: 't1497',
    genre: 'meeting notes',
    text: `Board prep — Sikat Stays, 15 Jan

Present: Amihan Reyes (CEO), Jun-ho Shin (CFO), Ngāire Potae (investor, Tawhiti Ventures), Obafemi Adeleke (advisor)

- Jun-ho walked through the runway: 14 months at the current burn.
- Ngāire asked for a cohort view of repeat bookings before the board meets.
- Obafemi knows the GM of Lagos Harbour Suites personally and offered to make an introduction.

Actions
- Jun-ho to circulate the cohort view by Tuesday.`,
    people: ['Amihan Reyes', 'Jun-ho Shin', 'Ngāire Potae', 'Obafemi Adeleke'],
    companies: ['Sikat Stays', 'Tawhiti Ventures', 'Lagos Harbour Suites'],
    worksAt: [
      ['Amihan Reyes', 'Sikat Stays'],
      ['Jun-ho Shin', 'Sikat Stays'],
      ['Ngāire Potae', 'Tawhiti Ventures'],
    ],
    links: [],
    tasks: [{ text: 'cohort view', due: '2026-01-20', assignee: 'Jun-ho Shin' }],
  },
  {
    id: 't1498',
    genre: 'job change',
    text: `Station news

Two departures and one arrival this month.

Tama Hēnare, our evening host for a decade, has signed off for the last time: he has joined Radio Kahurangi to launch their drive show. Zofia Lis, who ran our newsroom, accepted the news director post at Pacific Wave Media and started there on 5 January.

And we welcome Adebola Coker as our new digital editor. She comes to us after six years at the Lagos Daily Ledger and reports to our station manager, Yerkebulan Tulegenov.

— The team at Harakeke Public Radio`,
    people: ['Tama Hēnare', 'Zofia Lis', 'Adebola Coker', 'Yerkebulan Tulegenov'],
    companies: ['Radio Kahurangi', 'Pacific Wave Media', 'Lagos Daily Ledger', 'Harakeke Public Radio'],
    worksAt: [
      ['Tama Hēnare', 'Radio Kahurangi'],
      ['Zofia Lis', 'Pacific Wave Media'],
      ['Adebola Coker', 'Harakeke Public Radio'],
      ['Yerkebulan Tulegenov', 'Harakeke Public Radio'],
    ],
    links: [
      ['left_for', 'Tama Hēnare', 'Radio Kahurangi'],
      ['left_for', 'Zofia Lis', 'Pacific Wave Media'],
      ['left_for', 'Adebola Coker', 'Harakeke Public Radio'],
      ['reports_to', 'Adebola Coker', 'Yerkebulan Tulegenov'],
    ],
  },
  {
    id: 't1499',
    genre: 'e-mail',
    text: `Subject: Re: Reference check — Kiri Paewai

Hi Seong-ho,

Happy to help. I've known Kiri Paewai for about eight years; she worked in my team at Tahi Geoscience until she left for Waikato Minerals Ltd last spring. She's careful, quick, and the best core logger I've worked with.

Feel free to call me on the number below.

Natalia Ruiz
Principal Geologist, Tahi Geoscience
+64 7 555 0142

> Seong-ho Jung, Talent Partner, Jadeite Search wrote:
> We're considering Kiri for a senior role with one of our clients. Would you be willing to share a few words?`,
    people: ['Kiri Paewai', 'Natalia Ruiz', 'Seong-ho Jung'],
    companies: ['Tahi Geoscience', 'Waikato Minerals Ltd', 'Jadeite Search'],
    worksAt: [
      ['Kiri Paewai', 'Waikato Minerals Ltd'],
      ['Natalia Ruiz', 'Tahi Geoscience'],
      ['Seong-ho Jung', 'Jadeite Search'],
    ],
    links: [
      ['knows', 'Natalia Ruiz', 'Kiri Paewai'],
      ['left_for', 'Kiri Paewai', 'Waikato Minerals Ltd'],
    ],
  },
  {
    id: 't1500',
    genre: 'introduction',
    text: `Subject: Re: Double opt-in — Bayani / Oluwakemi

Great, thanks for the quick yes, Bayani.

Oluwakemi, meet Bayani Manalo, co-founder of Basa Tayo Learning, whose Filipino-language readers are in 300 schools. Bayani, Oluwakemi Balogun heads learning design at Kora Schools Network and is looking for a literacy partner for their Manila pilot.

I'll leave the rest to you two.

Saule Mukanova

> Bayani Manalo wrote:
> Absolutely, please connect us.
>
> Saule Mukanova wrote:
> Would you be up for an intro to someone at Kora Schools Network? They're planning a pilot in Manila.`,
    people: ['Bayani Manalo', 'Oluwakemi Balogun', 'Saule Mukanova'],
    companies: ['Basa Tayo Learning', 'Kora Schools Network'],
    worksAt: [
      ['Bayani Manalo', 'Basa Tayo Learning'],
      ['Oluwakemi Balogun', 'Kora Schools Network'],
    ],
    links: [
      ['introduced_by', 'Bayani Manalo', 'Saule Mukanova'],
      ['introduced_by', 'Oluwakemi Balogun', 'Saule Mukanova'],
    ],
  },
]
