import type { CorpusText } from './types.js'

/**
 * Tuning texts t981-t1020, written blind for issue 27 (helper W8): a fresh writer's batch weighted
 * to the links between people and the ends they need. Org-change announcements ("joining X's team",
 * "will lead ... under"), introductions (double opt-in, forwarded, "connecting", "looping in",
 * a chat's "meet"), moves told in an aside, a signature change or a CRM note, and who knows whom
 * (old colleagues, classmates, a former manager). About a quarter are near misses: an intro not made
 * yet, a rumoured move, a reporting line that ended, a boss's boss, people merely in one meeting.
 * Names of many cultures (Vietnamese and Korean family-first names, particles, hyphens, nicknames,
 * titles, chat mononyms). The expectations were written and committed before the reader was run on
 * them, without reading the reader's code.
 */
export const TUNING_FRESH_PEOPLE_LINKS: CorpusText[] = [
  {
    id: 't981',
    genre: 'job change',
    text: `Subject: Org update — Customer Success

Team,

Starting 1 February, Ngozi Okonkwo-Balogun will lead Customer Success EMEA under Pieter van den Berg, our Chief Customer Officer. Ngozi joined Halden & Moss in 2022 from Saffron Telecom Ltd and has run the Lagos office since. Chidi Eze and Marta Kowalczyk will join Ngozi's team.

Please join me in congratulating her.

Aurelia Mendes
COO, Halden & Moss`,
    people: ['Ngozi Okonkwo-Balogun', 'Pieter van den Berg', 'Chidi Eze', 'Marta Kowalczyk', 'Aurelia Mendes'],
    companies: ['Halden & Moss', 'Saffron Telecom Ltd'],
    worksAt: [
      ['Ngozi Okonkwo-Balogun', 'Halden & Moss'],
      ['Pieter van den Berg', 'Halden & Moss'],
      ['Chidi Eze', 'Halden & Moss'],
      ['Marta Kowalczyk', 'Halden & Moss'],
      ['Aurelia Mendes', 'Halden & Moss'],
    ],
    links: [
      ['reports_to', 'Ngozi Okonkwo-Balogun', 'Pieter van den Berg'],
      ['reports_to', 'Chidi Eze', 'Ngozi Okonkwo-Balogun'],
      ['reports_to', 'Marta Kowalczyk', 'Ngozi Okonkwo-Balogun'],
      ['left_for', 'Ngozi Okonkwo-Balogun', 'Halden & Moss'],
    ],
  },
  {
    id: 't982',
    genre: 'introduction',
    text: `Subject: Intro: Thanh Huong Nguyen (Lotusway Logistics) <> Kemal Aydın

Hi Thanh Huong, hi Kemal,

Both of you said yes to this one, so here goes. Thanh Huong heads procurement at Lotusway Logistics in Ho Chi Minh City and is looking at cold-chain sensors. Kemal is the founder of Sıcaklık Teknoloji A.Ş., which built exactly that for a dairy co-op I used to advise.

I'll step back and let you two find a time.

Warm regards,
Oluwadamilare Adebayo
Partner, Ikeja Growth Partners`,
    people: ['Thanh Huong Nguyen', 'Kemal Aydın', 'Oluwadamilare Adebayo'],
    companies: ['Lotusway Logistics', 'Sıcaklık Teknoloji A.Ş.', 'Ikeja Growth Partners'],
    worksAt: [
      ['Thanh Huong Nguyen', 'Lotusway Logistics'],
      ['Kemal Aydın', 'Sıcaklık Teknoloji A.Ş.'],
      ['Oluwadamilare Adebayo', 'Ikeja Growth Partners'],
    ],
    links: [
      ['introduced_by', 'Thanh Huong Nguyen', 'Oluwadamilare Adebayo'],
      ['introduced_by', 'Kemal Aydın', 'Oluwadamilare Adebayo'],
    ],
  },
  {
    id: 't983',
    genre: 'chat',
    text: `[10:02] Joon-ho: @Leilani meet Tama, he's the new ops lead at Kōwhai Freight, Aroha's old team
[10:03] Leilani Kahale: hey Tama! welcome
[10:03] Tama Ngata: kia ora Leilani, Joon-ho said you're the person for rate cards
[10:05] Joon-ho: Tama can you send Leilani your lane volumes by Friday?
[10:05] Tama Ngata: on it`,
    people: ['Joon-ho', 'Leilani Kahale', 'Tama Ngata', 'Aroha'],
    companies: ['Kōwhai Freight'],
    worksAt: [['Tama Ngata', 'Kōwhai Freight']],
    links: [
      ['introduced_by', 'Leilani Kahale', 'Joon-ho'],
      ['introduced_by', 'Tama Ngata', 'Joon-ho'],
    ],
    tasks: [{ text: 'lane volumes', due: '2026-01-16', assignee: 'Tama Ngata' }],
  },
  {
    id: 't984',
    genre: 'call log',
    text: `CRM — call note, 14 Jan 2026
Account: Vistula Paper Sp. z o.o.
Contact: Agnieszka Wróblewska-Nowak, head of purchasing
Summary: Agnieszka confirmed the Q1 order. She mentioned that our old champion there, Bartosz Zieliński, is now at Baltyk Packaging S.A. and might be worth a call; she still speaks to him most weeks. Her new manager is the CFO, Grzegorz Lis.
Next:
- Send Agnieszka the revised price list by Monday
- Ask Bartosz who runs operations there`,
    people: ['Agnieszka Wróblewska-Nowak', 'Bartosz Zieliński', 'Grzegorz Lis'],
    companies: ['Vistula Paper Sp. z o.o.', 'Baltyk Packaging S.A.'],
    worksAt: [
      ['Agnieszka Wróblewska-Nowak', 'Vistula Paper Sp. z o.o.'],
      ['Grzegorz Lis', 'Vistula Paper Sp. z o.o.'],
      ['Bartosz Zieliński', 'Baltyk Packaging S.A.'],
    ],
    links: [
      ['left_for', 'Bartosz Zieliński', 'Baltyk Packaging S.A.'],
      ['knows', 'Agnieszka Wróblewska-Nowak', 'Bartosz Zieliński'],
      ['reports_to', 'Agnieszka Wróblewska-Nowak', 'Grzegorz Lis'],
    ],
    tasks: [{ text: 'revised price list', due: '2026-01-19' }, { text: 'who runs operations' }],
  },
  {
    id: 't985',
    genre: 'e-mail',
    text: `Hi Rangi,

Quick note to say I've moved over to Tūī Energy as of this week — same mobile, new address below. My old role at Harbourview Utilities is being covered by Sina Faleolo; she's great and already has the file.

Happy to keep our Thursday calls going.

Ngā mihi,
Mere Tuhiwai
Commercial Manager | Tūī Energy Ltd
mere.tuhiwai@tuienergy.co.nz

> From: Rangi Parata
> Sent: Monday
> Mere, any news on the metering contract?`,
    people: ['Rangi Parata', 'Mere Tuhiwai', 'Sina Faleolo'],
    companies: ['Tūī Energy Ltd', 'Harbourview Utilities'],
    worksAt: [
      ['Mere Tuhiwai', 'Tūī Energy Ltd'],
      ['Sina Faleolo', 'Harbourview Utilities'],
    ],
    links: [['left_for', 'Mere Tuhiwai', 'Tūī Energy Ltd']],
  },
  {
    id: 't986',
    genre: 'meeting notes',
    text: `Weekly sync — Kaskela Oy / Brightwater Analytics
Date: 13 Jan 2026
Attendees: Aino Virtanen, Jussi Mäkelä (Kaskela Oy); Deepa Raghunathan, Tomás O'Connell (Brightwater Analytics)
- Data export fixed; Jussi confirmed the CSVs load.
- Deepa and Aino agreed the SLA wording.
- Tomás asked whether Kaskela wants the German locale.
Action item: Jussi to share the staging credentials next Tuesday.`,
    people: ['Aino Virtanen', 'Jussi Mäkelä', 'Deepa Raghunathan', "Tomás O'Connell"],
    companies: ['Kaskela Oy', 'Brightwater Analytics'],
    worksAt: [
      ['Aino Virtanen', 'Kaskela Oy'],
      ['Jussi Mäkelä', 'Kaskela Oy'],
      ['Deepa Raghunathan', 'Brightwater Analytics'],
      ["Tomás O'Connell", 'Brightwater Analytics'],
    ],
    tasks: [{ text: 'staging credentials', due: '2026-01-20', assignee: 'Jussi Mäkelä' }],
  },
  {
    id: 't987',
    genre: 'chat',
    text: `#sales-apac
Hiroshi Tanaka: quick q — who at Sakura Pharma signs POs above ¥5m?
Mina Kato: that'd be Ms. Yamamoto (Yuki Yamamoto), she's my boss's boss lol
Hiroshi Tanaka: wait you're at Sakura Pharma now??
Mina Kato: since November! left Daiwa Consulting for it
Hiroshi Tanaka: congrats!! say hi to Kenji for me, we were at Keio together`,
    people: ['Hiroshi Tanaka', 'Mina Kato', 'Yuki Yamamoto', 'Kenji'],
    companies: ['Sakura Pharma', 'Daiwa Consulting'],
    worksAt: [
      ['Yuki Yamamoto', 'Sakura Pharma'],
      ['Mina Kato', 'Sakura Pharma'],
    ],
    links: [
      ['left_for', 'Mina Kato', 'Sakura Pharma'],
      ['knows', 'Hiroshi Tanaka', 'Kenji'],
    ],
  },
  {
    id: 't988',
    genre: 'introduction',
    text: `Adding Efua — see below.

Efua, Kwesi Appiah runs the treasury desk at Volta Commodities Ltd and wants to talk hedging software. I worked with him at Ecobank for six years; he's very sharp. Kwesi, Efua Mensah-Bonsu is our product lead for FX tools.

Kofi Darko
Head of Partnerships, Tema Fintech

---------- Forwarded message ---------
From: Kwesi Appiah <k.appiah@voltacommodities.com.gh>
To: Kofi Darko
Subject: Intro request

Kofi, do you know anyone at Tema Fintech who could walk me through your hedging module?`,
    people: ['Efua Mensah-Bonsu', 'Kwesi Appiah', 'Kofi Darko'],
    companies: ['Volta Commodities Ltd', 'Ecobank', 'Tema Fintech'],
    worksAt: [
      ['Kwesi Appiah', 'Volta Commodities Ltd'],
      ['Efua Mensah-Bonsu', 'Tema Fintech'],
      ['Kofi Darko', 'Tema Fintech'],
    ],
    links: [
      ['introduced_by', 'Efua Mensah-Bonsu', 'Kofi Darko'],
      ['introduced_by', 'Kwesi Appiah', 'Kofi Darko'],
      ['knows', 'Kofi Darko', 'Kwesi Appiah'],
    ],
  },
  {
    id: 't989',
    genre: 'e-mail',
    text: `Hi Sunita,

Good to catch up at the Pune offsite. On your question: yes, I know Arvind Krishnamurthy at Deccan Steel Works reasonably well — we sat on the same industry panel last year. I'm happy to ask whether he'd take a call, but I haven't reached out yet; let me check with him first before I connect you two.

Separately, Rohan from my team will send over the case study by Friday.

Best,
Meera Iyer
Director, Konkan Advisory LLP`,
    people: ['Sunita', 'Arvind Krishnamurthy', 'Meera Iyer', 'Rohan'],
    companies: ['Deccan Steel Works', 'Konkan Advisory LLP'],
    worksAt: [
      ['Arvind Krishnamurthy', 'Deccan Steel Works'],
      ['Meera Iyer', 'Konkan Advisory LLP'],
      ['Rohan', 'Konkan Advisory LLP'],
    ],
    links: [
      ['knows', 'Meera Iyer', 'Arvind Krishnamurthy'],
      ['reports_to', 'Rohan', 'Meera Iyer'],
    ],
    tasks: [{ text: 'case study', due: '2026-01-16', assignee: 'Rohan' }],
  },
  {
    id: 't990',
    genre: 'call log',
    text: `Account note — Anatolia Textiles A.Ş. (updated 12 Jan)
Primary contact: Zeynep Çelik, Sourcing Director.
Zeynep used to report to Murat Öztürk, but Murat retired in December and the sourcing team now reports directly to the CEO, Selin Aksoy. Zeynep still consults Murat informally — they are close friends.
Budget owner: Selin.
Risk: new CEO may re-tender all software contracts.`,
    people: ['Zeynep Çelik', 'Murat Öztürk', 'Selin Aksoy'],
    companies: ['Anatolia Textiles A.Ş.'],
    worksAt: [
      ['Zeynep Çelik', 'Anatolia Textiles A.Ş.'],
      ['Selin Aksoy', 'Anatolia Textiles A.Ş.'],
    ],
    links: [
      ['reports_to', 'Zeynep Çelik', 'Selin Aksoy'],
      ['knows', 'Zeynep Çelik', 'Murat Öztürk'],
    ],
  },
  {
    id: 't991',
    genre: 'job change',
    text: `All,

A few team changes from Monday:

• Olumide Fashola is joining Ifeoma's team as a senior data engineer. Olumide comes to us from Paystack, where he built their reconciliation pipeline.
• Ifeoma Chukwu now leads Data Platform and reports to me.
• Przemysław 'Przemek' Nowicki moves from Data Platform to Alessandra Ferri's analytics group.

Thanks,
Dayo Ogunleye
CTO, Kuda Ledger Ltd`,
    people: ['Olumide Fashola', 'Ifeoma Chukwu', 'Przemysław Nowicki', 'Alessandra Ferri', 'Dayo Ogunleye'],
    companies: ['Paystack', 'Kuda Ledger Ltd'],
    worksAt: [
      ['Olumide Fashola', 'Kuda Ledger Ltd'],
      ['Ifeoma Chukwu', 'Kuda Ledger Ltd'],
      ['Przemysław Nowicki', 'Kuda Ledger Ltd'],
      ['Alessandra Ferri', 'Kuda Ledger Ltd'],
      ['Dayo Ogunleye', 'Kuda Ledger Ltd'],
    ],
    links: [
      ['reports_to', 'Olumide Fashola', 'Ifeoma Chukwu'],
      ['reports_to', 'Ifeoma Chukwu', 'Dayo Ogunleye'],
      ['reports_to', 'Przemysław Nowicki', 'Alessandra Ferri'],
      ['left_for', 'Olumide Fashola', 'Kuda Ledger Ltd'],
    ],
  },
  {
    id: 't992',
    genre: 'attendee list',
    text: `Attendees — Q1 planning, Lindqvist & Haapala Oy, 14 Jan

Lindqvist & Haapala Oy
  Eero Haapala — Managing Director
  Satu Korhonen — Head of Finance (reports to Eero)
  Ville-Pekka Laine — Controller, Satu's team
Outside
  Dr. Amara Okafor — Board advisor, formerly CFO at Nordea
  Hanna Sjöberg — auditor, KPMG Oy`,
    people: ['Eero Haapala', 'Satu Korhonen', 'Ville-Pekka Laine', 'Amara Okafor', 'Hanna Sjöberg'],
    companies: ['Lindqvist & Haapala Oy', 'Nordea', 'KPMG Oy'],
    worksAt: [
      ['Eero Haapala', 'Lindqvist & Haapala Oy'],
      ['Satu Korhonen', 'Lindqvist & Haapala Oy'],
      ['Ville-Pekka Laine', 'Lindqvist & Haapala Oy'],
      ['Hanna Sjöberg', 'KPMG Oy'],
    ],
    links: [
      ['reports_to', 'Satu Korhonen', 'Eero Haapala'],
      ['reports_to', 'Ville-Pekka Laine', 'Satu Korhonen'],
    ],
  },
  {
    id: 't993',
    genre: 'chat',
    text: `Slack #partnerships
Camila Rocha: looping in @Thiago who can help with the Pix integration questions
Thiago Barbosa: hi! happy to help. Camila, is this for Aurora Pagamentos?
Camila Rocha: yes — their CTO Luiz Fernando Albuquerque asked. Thiago worked with him at Nubank back in the day
Thiago Barbosa: ha, small world. Luiz is great. I'll DM him today`,
    people: ['Camila Rocha', 'Thiago Barbosa', 'Luiz Fernando Albuquerque'],
    companies: ['Aurora Pagamentos', 'Nubank'],
    worksAt: [['Luiz Fernando Albuquerque', 'Aurora Pagamentos']],
    links: [['knows', 'Thiago Barbosa', 'Luiz Fernando Albuquerque']],
  },
  {
    id: 't994',
    genre: 'e-mail',
    text: `Subject: Re: Warehouse slotting pilot

Hi Mr. Okeke,

Thanks for the call this morning. I'm looping in my colleague Sung-min Choi, who ran our slotting pilot at Hanbit Retail and can answer the WMS questions in detail. Sung-min, Chinedu Okeke is COO at Onitsha Distribution Co. and is evaluating us against two other vendors.

Sung-min will send a short deck by Wednesday.

Regards,
Lucy Achterberg
Account Director
Gridline Robotics B.V.
cc: Sung-min Choi`,
    people: ['Chinedu Okeke', 'Sung-min Choi', 'Lucy Achterberg'],
    companies: ['Hanbit Retail', 'Onitsha Distribution Co.', 'Gridline Robotics B.V.'],
    worksAt: [
      ['Chinedu Okeke', 'Onitsha Distribution Co.'],
      ['Sung-min Choi', 'Gridline Robotics B.V.'],
      ['Lucy Achterberg', 'Gridline Robotics B.V.'],
    ],
    links: [
      ['introduced_by', 'Sung-min Choi', 'Lucy Achterberg'],
      ['introduced_by', 'Chinedu Okeke', 'Lucy Achterberg'],
    ],
    tasks: [{ text: 'short deck', due: '2026-01-21', assignee: 'Sung-min Choi' }],
  },
  {
    id: 't995',
    genre: 'job change',
    text: `Team news from Marisol Vidal, Head of Talent:

Some of you have heard already: Dimitrios Papadakis has been poached by Helix Biologics. His last day with us at Corallo Therapeutics S.r.l. was 9 January. Dimitrios built our clinical data team from two people to eleven, and Chiara Esposito, who was his deputy, has taken over as interim lead.

Until a permanent head is named, Chiara reports to our CMO, Dr. Benedikt Hoffmann-Weiss.`,
    people: ['Marisol Vidal', 'Dimitrios Papadakis', 'Chiara Esposito', 'Benedikt Hoffmann-Weiss'],
    companies: ['Helix Biologics', 'Corallo Therapeutics S.r.l.'],
    worksAt: [
      ['Marisol Vidal', 'Corallo Therapeutics S.r.l.'],
      ['Chiara Esposito', 'Corallo Therapeutics S.r.l.'],
      ['Benedikt Hoffmann-Weiss', 'Corallo Therapeutics S.r.l.'],
      ['Dimitrios Papadakis', 'Helix Biologics'],
    ],
    links: [
      ['left_for', 'Dimitrios Papadakis', 'Helix Biologics'],
      ['reports_to', 'Chiara Esposito', 'Benedikt Hoffmann-Weiss'],
    ],
  },
  {
    id: 't996',
    genre: 'meeting notes',
    text: `1:1 prep — Kemi / Noa, 15 Jan

Noa Ben-David, who joined Cobalt Ridge as VP Sales last week, wants a warm path into Marigold Insurance. Kemi Adeyemi, our COO here at Cobalt Ridge, says she worked with their Chief Digital Officer, Fatima Al-Mansouri, at Accenture for four years and they still have dinner when Fatima is in London. Kemi will ask Fatima for 30 minutes with Noa next week.

Also: Noa's reporting line is confirmed — she reports to Kemi until the CRO starts in March.`,
    people: ['Noa Ben-David', 'Kemi Adeyemi', 'Fatima Al-Mansouri'],
    companies: ['Cobalt Ridge', 'Marigold Insurance', 'Accenture'],
    worksAt: [
      ['Noa Ben-David', 'Cobalt Ridge'],
      ['Kemi Adeyemi', 'Cobalt Ridge'],
      ['Fatima Al-Mansouri', 'Marigold Insurance'],
    ],
    links: [
      ['knows', 'Kemi Adeyemi', 'Fatima Al-Mansouri'],
      ['reports_to', 'Noa Ben-David', 'Kemi Adeyemi'],
    ],
  },
  {
    id: 't997',
    genre: 'no names',
    text: `Reminder: from 1 February the support desk moves under the operations group, and the two regional leads will report to the new head of operations once that hire is made. Until then nothing changes in how you log tickets. Questions go to the usual HR inbox.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't998',
    genre: 'call log',
    text: `Call log — 14 Jan, 11:30
Who: Siosaia Taufa, IT manager, Pacific Reef Resorts
Length: 25 min
- Renewal looks safe for this year.
- Siosaia heard a rumour that his GM, Leota Tuilagi, might be moving to Coral Bay Hotels, but nothing is confirmed and he asked us to keep it quiet.
- Wants the Fijian-language templates.
To do: send template samples to Siosaia by Tuesday.`,
    people: ['Siosaia Taufa', 'Leota Tuilagi'],
    companies: ['Pacific Reef Resorts', 'Coral Bay Hotels'],
    worksAt: [
      ['Siosaia Taufa', 'Pacific Reef Resorts'],
      ['Leota Tuilagi', 'Pacific Reef Resorts'],
    ],
    links: [['reports_to', 'Siosaia Taufa', 'Leota Tuilagi']],
    tasks: [{ text: 'template samples', due: '2026-01-20' }],
  },
  {
    id: 't999',
    genre: 'e-mail',
    text: `From: Ana Beatriz Gonçalves <anabeatriz@ipe-agro.com.br>
To: Jonas Lindgren <jonas@northmark.vc>
Cc: Rafael Tavares <rafael@ipe-agro.com.br>, Ingrid Solberg <ingrid@fjellkapital.no>
Subject: Board pack for Thursday

Jonas,

Attached is the board pack — please share it with the rest of the Northmark Ventures partnership as usual. Rafael (our CFO) prepared the cash section and can take questions on it.

Ingrid, thanks again for introducing us to Jonas last spring; the round wouldn't have happened without you.

Abraços,
Ana Beatriz
CEO, Ipê Agro`,
    people: ['Ana Beatriz Gonçalves', 'Jonas Lindgren', 'Rafael Tavares', 'Ingrid Solberg'],
    companies: ['Ipê Agro', 'Northmark Ventures'],
    worksAt: [
      ['Ana Beatriz Gonçalves', 'Ipê Agro'],
      ['Rafael Tavares', 'Ipê Agro'],
      ['Jonas Lindgren', 'Northmark Ventures'],
    ],
    links: [['introduced_by', 'Jonas Lindgren', 'Ingrid Solberg']],
  },
  {
    id: 't1000',
    genre: 'introduction',
    text: `Subject: Connecting you two — Layla / Omar

Layla, Omar — connecting you as promised.

Layla Haddad is the new Head of Procurement at Qamar Foods; before that she ran category management at Carrefour Levant. Omar Al-Khatib is my co-founder at Sahel Routing and owns our enterprise deals.

Omar, Layla mentioned her team is consolidating 3PL contracts in Q2. Layla, Omar can walk you through the Jeddah pilot.

Yours,
Yousef Nasrallah`,
    people: ['Layla Haddad', 'Omar Al-Khatib', 'Yousef Nasrallah'],
    companies: ['Qamar Foods', 'Carrefour Levant', 'Sahel Routing'],
    worksAt: [
      ['Layla Haddad', 'Qamar Foods'],
      ['Omar Al-Khatib', 'Sahel Routing'],
      ['Yousef Nasrallah', 'Sahel Routing'],
    ],
    links: [
      ['introduced_by', 'Layla Haddad', 'Yousef Nasrallah'],
      ['introduced_by', 'Omar Al-Khatib', 'Yousef Nasrallah'],
      ['left_for', 'Layla Haddad', 'Qamar Foods'],
    ],
  },
  {
    id: 't1001',
    genre: 'meeting notes',
    text: `Meeting notes — Daejeon Battery Materials / Sørlie Kjemi AS
11 Jan, video call
Present: Park Ji-yeon, Lee Seung-hoon (Daejeon Battery Materials); Kari Sørlie, Magnus Holm (Sørlie Kjemi AS); Aleksander Wójcik (facilitator, independent)
- Ji-yeon walked through the cathode spec.
- Magnus asked whether Seung-hoon had met Aleksander before; neither had.
- Kari will send the tolling quote by 23 January.`,
    people: ['Park Ji-yeon', 'Lee Seung-hoon', 'Kari Sørlie', 'Magnus Holm', 'Aleksander Wójcik'],
    companies: ['Daejeon Battery Materials', 'Sørlie Kjemi AS'],
    worksAt: [
      ['Park Ji-yeon', 'Daejeon Battery Materials'],
      ['Lee Seung-hoon', 'Daejeon Battery Materials'],
      ['Kari Sørlie', 'Sørlie Kjemi AS'],
      ['Magnus Holm', 'Sørlie Kjemi AS'],
    ],
    tasks: [{ text: 'tolling quote', due: '2026-01-23', assignee: 'Kari Sørlie' }],
  },
  {
    id: 't1002',
    genre: 'chat',
    text: `#ops-kenya
Wanjiru: morning all. @Otieno can you take the Kisumu depot audit on Monday? Achieng is out
Otieno: sure. who do I report the findings to now that Baraka left?
Wanjiru: to me for now, I'm covering his team until the new regional manager starts
Otieno: 👍 btw where did Baraka go?
Wanjiru: Twiga Logistics, as head of fleet`,
    people: ['Wanjiru', 'Otieno', 'Achieng', 'Baraka'],
    companies: ['Twiga Logistics'],
    worksAt: [['Baraka', 'Twiga Logistics']],
    links: [
      ['left_for', 'Baraka', 'Twiga Logistics'],
      ['reports_to', 'Otieno', 'Wanjiru'],
    ],
    tasks: [{ text: 'Kisumu depot audit', due: '2026-01-19', assignee: 'Otieno' }],
  },
  {
    id: 't1003',
    genre: 'call log',
    text: `Contact record — Hamid Rezaei
Company: Persepolis Software GmbH (Vienna)
Title: Engineering Manager (new, started 5 Jan)
Manager: Katharina von Stetten, VP Engineering
Source: referred by Dmitri Volkov, who was Hamid's manager at Bitpanda
Notes: Hamid is evaluating CI tooling for a team of 14. Prefers email. Call again in two weeks.`,
    people: ['Hamid Rezaei', 'Katharina von Stetten', 'Dmitri Volkov'],
    companies: ['Persepolis Software GmbH', 'Bitpanda'],
    worksAt: [
      ['Hamid Rezaei', 'Persepolis Software GmbH'],
      ['Katharina von Stetten', 'Persepolis Software GmbH'],
    ],
    links: [
      ['reports_to', 'Hamid Rezaei', 'Katharina von Stetten'],
      ['introduced_by', 'Hamid Rezaei', 'Dmitri Volkov'],
      ['knows', 'Hamid Rezaei', 'Dmitri Volkov'],
      ['left_for', 'Hamid Rezaei', 'Persepolis Software GmbH'],
    ],
  },
  {
    id: 't1004',
    genre: 'e-mail',
    text: `Hi Aylin,

Yes, Thursday works. One thing to update on your side: I'm no longer with Bosphorus Digital — since the start of the year I'm running product at Galata Payments, so please use this address from now on. Cem Yıldız has taken over my accounts at Bosphorus Digital.

Best,
Emre Demirtaş
Head of Product, Galata Payments

On Tue, 13 Jan 2026, Aylin Kaya <aylin.kaya@marmara-logistik.de> wrote:
> Hi Emre, could we move our sync to Thursday? Mehmet from our finance team will join.
> Aylin Kaya | Marmara Logistik GmbH`,
    people: ['Aylin Kaya', 'Emre Demirtaş', 'Cem Yıldız', 'Mehmet'],
    companies: ['Bosphorus Digital', 'Galata Payments', 'Marmara Logistik GmbH'],
    worksAt: [
      ['Emre Demirtaş', 'Galata Payments'],
      ['Cem Yıldız', 'Bosphorus Digital'],
      ['Aylin Kaya', 'Marmara Logistik GmbH'],
      ['Mehmet', 'Marmara Logistik GmbH'],
    ],
    links: [['left_for', 'Emre Demirtaş', 'Galata Payments']],
  },
  {
    id: 't1005',
    genre: 'meeting notes',
    text: `Notes: account review, Kilimanjaro Coffee Exporters Ltd, 12 Jan
Our contacts there: Neema Mwakyusa manages the quality team (Juma Said, Rehema Kimaro and a new hire we haven't met). Neema reports to the export director, Frank Massawe.
Rehema used to work at Tanzania Breweries with our own Sophie Lindahl, who suggested we reach out in the first place.
Next steps
- Sophie to send Rehema the cupping protocol by Friday
- Book a site visit`,
    people: ['Neema Mwakyusa', 'Juma Said', 'Rehema Kimaro', 'Frank Massawe', 'Sophie Lindahl'],
    companies: ['Kilimanjaro Coffee Exporters Ltd', 'Tanzania Breweries'],
    worksAt: [
      ['Neema Mwakyusa', 'Kilimanjaro Coffee Exporters Ltd'],
      ['Juma Said', 'Kilimanjaro Coffee Exporters Ltd'],
      ['Rehema Kimaro', 'Kilimanjaro Coffee Exporters Ltd'],
      ['Frank Massawe', 'Kilimanjaro Coffee Exporters Ltd'],
    ],
    links: [
      ['reports_to', 'Juma Said', 'Neema Mwakyusa'],
      ['reports_to', 'Rehema Kimaro', 'Neema Mwakyusa'],
      ['reports_to', 'Neema Mwakyusa', 'Frank Massawe'],
      ['knows', 'Rehema Kimaro', 'Sophie Lindahl'],
    ],
    tasks: [{ text: 'cupping protocol', due: '2026-01-16', assignee: 'Sophie Lindahl' }, { text: 'site visit' }],
  },
  {
    id: 't1006',
    genre: 'introduction',
    text: `Hi Abena,

Meet Tuomas Järvinen — he's the operations lead at Saimaa Forest Products Oy and the person I mentioned on Tuesday. Tuomas and I were classmates at Aalto and he's been looking for a West African timber buyer for a while.

Tuomas, Abena Owusu-Ansah runs sourcing at Kumasi Timber & Millwork.

I'll leave you to it.

Best,
Liisa Heikkinen
Nordic Trade Desk`,
    people: ['Abena Owusu-Ansah', 'Tuomas Järvinen', 'Liisa Heikkinen'],
    companies: ['Saimaa Forest Products Oy', 'Kumasi Timber & Millwork', 'Nordic Trade Desk'],
    worksAt: [
      ['Tuomas Järvinen', 'Saimaa Forest Products Oy'],
      ['Abena Owusu-Ansah', 'Kumasi Timber & Millwork'],
      ['Liisa Heikkinen', 'Nordic Trade Desk'],
    ],
    links: [
      ['introduced_by', 'Tuomas Järvinen', 'Liisa Heikkinen'],
      ['introduced_by', 'Abena Owusu-Ansah', 'Liisa Heikkinen'],
      ['knows', 'Tuomas Järvinen', 'Liisa Heikkinen'],
    ],
  },
  {
    id: 't1007',
    genre: 'job change',
    text: `PRESS RELEASE — Kraków, 14 January 2026

Wawel Robotics Sp. z o.o. appoints Katarzyna Dąbrowska as Chief Operating Officer

Wawel Robotics today announced that Katarzyna Dąbrowska will join the company as COO on 1 February, reporting to founder and CEO Tomasz Zając. Dąbrowska joins from ABB, where she led robotics service operations for Central Europe. She succeeds Piotr Mazur, who is moving to the company's advisory board.

"Kasia and I first worked together fifteen years ago at Siemens," said Zając.`,
    people: ['Katarzyna Dąbrowska', 'Tomasz Zając', 'Piotr Mazur'],
    companies: ['Wawel Robotics Sp. z o.o.', 'ABB', 'Siemens'],
    worksAt: [
      ['Katarzyna Dąbrowska', 'Wawel Robotics Sp. z o.o.'],
      ['Tomasz Zając', 'Wawel Robotics Sp. z o.o.'],
    ],
    links: [
      ['reports_to', 'Katarzyna Dąbrowska', 'Tomasz Zając'],
      ['left_for', 'Katarzyna Dąbrowska', 'Wawel Robotics Sp. z o.o.'],
      ['knows', 'Katarzyna Dąbrowska', 'Tomasz Zając'],
    ],
  },
  {
    id: 't1008',
    genre: 'chat',
    text: `Ji-woo Han: anyone have a contact at Seoul Mobility now? our guy there moved over to Hyundai Card last month
Ravi Menon: which guy, Dong-hyun?
Ji-woo Han: yeah Kim Dong-hyun
Ravi Menon: my old manager from Infosys is there — Sanjay Kulkarni, he runs their vendor office. want me to ask him?
Ji-woo Han: please!`,
    people: ['Ji-woo Han', 'Ravi Menon', 'Kim Dong-hyun', 'Sanjay Kulkarni'],
    companies: ['Seoul Mobility', 'Hyundai Card', 'Infosys'],
    worksAt: [
      ['Kim Dong-hyun', 'Hyundai Card'],
      ['Sanjay Kulkarni', 'Seoul Mobility'],
    ],
    links: [
      ['left_for', 'Kim Dong-hyun', 'Hyundai Card'],
      ['knows', 'Ravi Menon', 'Sanjay Kulkarni'],
    ],
  },
  {
    id: 't1009',
    genre: 'e-mail',
    text: `To: Emi Nakamura <e.nakamura@kaiyo-ds.co.jp>

Dear Ms. Nakamura,

Following our call, I'm pleased to confirm that Mr. Haruto Sasaki will be your day-to-day contact for the Kaiyo Department Stores rollout. Haruto reports to me and has led three deployments for Japanese retailers, including Aeon.

For contractual matters please continue to contact our Legal Counsel, Ms. Olga Ivanova.

Yours sincerely,

Dr. Henrik Bergström
Director, Professional Services
Skagerrak Systems AB

cc: Haruto Sasaki; Olga Ivanova`,
    people: ['Emi Nakamura', 'Haruto Sasaki', 'Olga Ivanova', 'Henrik Bergström'],
    companies: ['Kaiyo Department Stores', 'Aeon', 'Skagerrak Systems AB'],
    worksAt: [
      ['Emi Nakamura', 'Kaiyo Department Stores'],
      ['Haruto Sasaki', 'Skagerrak Systems AB'],
      ['Olga Ivanova', 'Skagerrak Systems AB'],
      ['Henrik Bergström', 'Skagerrak Systems AB'],
    ],
    links: [['reports_to', 'Haruto Sasaki', 'Henrik Bergström']],
  },
  {
    id: 't1010',
    genre: 'attendee list',
    text: `Attendee list — Lagos Fintech Breakfast, 16 Jan (RSVPs so far)
1. Chiamaka Obi — Flutterwave
2. Tunde Bakare — Leadway Assurance
3. Ama Serwaa Boateng — MTN Ghana
4. Femi Adeleke — angel investor
5. Hadiza Bello — our team
6. Yaw Ofori-Atta — Ofori-Atta & Partners`,
    people: ['Chiamaka Obi', 'Tunde Bakare', 'Ama Serwaa Boateng', 'Femi Adeleke', 'Hadiza Bello', 'Yaw Ofori-Atta'],
    companies: ['Flutterwave', 'Leadway Assurance', 'MTN Ghana', 'Ofori-Atta & Partners'],
    worksAt: [
      ['Chiamaka Obi', 'Flutterwave'],
      ['Tunde Bakare', 'Leadway Assurance'],
      ['Ama Serwaa Boateng', 'MTN Ghana'],
      ['Yaw Ofori-Atta', 'Ofori-Atta & Partners'],
    ],
  },
  {
    id: 't1011',
    genre: 'call log',
    text: `Discovery call — 13 Jan 2026, 30 min
Prospect: Kaveh Tehrani, Head of Supply Chain, Zagros Pharma Ltd
How we got here: Maryam Farahani (our advisor, ex-Zagros) made the intro over email last week; she worked with Kaveh at Zagros for eight years.
Team on their side: Kaveh plus his two planners, Leila Moradi and Babak Sadeghi, who both report to him.
Pain: manual forecasting in spreadsheets.
Follow-ups:
- Send Kaveh a sandbox login by Friday
- Maryam to join the next call on 22 Jan`,
    people: ['Kaveh Tehrani', 'Maryam Farahani', 'Leila Moradi', 'Babak Sadeghi'],
    companies: ['Zagros Pharma Ltd'],
    worksAt: [
      ['Kaveh Tehrani', 'Zagros Pharma Ltd'],
      ['Leila Moradi', 'Zagros Pharma Ltd'],
      ['Babak Sadeghi', 'Zagros Pharma Ltd'],
    ],
    links: [
      ['introduced_by', 'Kaveh Tehrani', 'Maryam Farahani'],
      ['knows', 'Maryam Farahani', 'Kaveh Tehrani'],
      ['reports_to', 'Leila Moradi', 'Kaveh Tehrani'],
      ['reports_to', 'Babak Sadeghi', 'Kaveh Tehrani'],
    ],
    tasks: [
      { text: 'sandbox login', due: '2026-01-16' },
      { text: 'join the next call', due: '2026-01-22', assignee: 'Maryam Farahani' },
    ],
  },
  {
    id: 't1012',
    genre: 'meeting notes',
    text: `Leadership offsite — notes (Harbour & Vine Ltd)
Present: Grace Mwangi, Tomás Silva, Hine Walker, Ibrahim Diallo

1. Structure. Tomás no longer reports to Grace; since the reorg he reports to Hine, who took over Commercial.
2. Hiring. A recruiter flagged a CFO candidate at Unilever, Priyanka Desai; Ibrahim will arrange an intro to Grace once the recruiter confirms she's open to a move.
3. Partners. Nobody here knows anyone at Rabobank; parked.

Action items
- Hine to circulate the new org chart by Monday
- Ibrahim to chase the recruiter next Tuesday`,
    people: ['Grace Mwangi', 'Tomás Silva', 'Hine Walker', 'Ibrahim Diallo', 'Priyanka Desai'],
    companies: ['Harbour & Vine Ltd', 'Unilever', 'Rabobank'],
    worksAt: [
      ['Grace Mwangi', 'Harbour & Vine Ltd'],
      ['Tomás Silva', 'Harbour & Vine Ltd'],
      ['Hine Walker', 'Harbour & Vine Ltd'],
      ['Ibrahim Diallo', 'Harbour & Vine Ltd'],
      ['Priyanka Desai', 'Unilever'],
    ],
    links: [['reports_to', 'Tomás Silva', 'Hine Walker']],
    tasks: [
      { text: 'org chart', due: '2026-01-19', assignee: 'Hine Walker' },
      { text: 'chase the recruiter', due: '2026-01-20', assignee: 'Ibrahim Diallo' },
    ],
  },
  {
    id: 't1013',
    genre: 'e-mail',
    text: `Subject: Re: Re: Catch-up?

Hi Beto,

Great to hear from you! Yes, I'm now at Mercado Verde as head of growth — I left Rappi in October. Would love to grab coffee.

Funny you mention Juliana Pereira: she joined my team here last week, so you can see her too.

Abs,
Carolina Nunes

> Carol, long time! Are you still at Rappi? I'm at Cajú Capital these days and one of our portfolio
> companies could use your help. Also, I hear Juliana Pereira from our Insper class is job hunting.
> Beto (Roberto Lima)`,
    people: ['Roberto Lima', 'Carolina Nunes', 'Juliana Pereira'],
    companies: ['Mercado Verde', 'Rappi', 'Cajú Capital'],
    worksAt: [
      ['Carolina Nunes', 'Mercado Verde'],
      ['Juliana Pereira', 'Mercado Verde'],
      ['Roberto Lima', 'Cajú Capital'],
    ],
    links: [
      ['left_for', 'Carolina Nunes', 'Mercado Verde'],
      ['reports_to', 'Juliana Pereira', 'Carolina Nunes'],
      ['knows', 'Carolina Nunes', 'Roberto Lima'],
      ['knows', 'Carolina Nunes', 'Juliana Pereira'],
      ['knows', 'Roberto Lima', 'Juliana Pereira'],
    ],
  },
  {
    id: 't1014',
    genre: 'chat',
    text: `[14:20] Adwoa: can someone approve my expense report? my boss is on leave
[14:21] Kojo Asamoah: who's your boss again, Efo?
[14:21] Adwoa: yes, Efo Dzamesi
[14:22] Kojo Asamoah: I can approve it as his backup
[14:30] Adwoa: thanks Kojo!`,
    people: ['Adwoa', 'Kojo Asamoah', 'Efo Dzamesi'],
    companies: [],
    worksAt: [],
    links: [['reports_to', 'Adwoa', 'Efo Dzamesi']],
  },
  {
    id: 't1015',
    genre: 'e-mail',
    text: `Hi Pradeep,

Following up on the Chennai warehouse quote. One change on our side: Lakshmi Subramanian, who you dealt with last year, left us for Zoho in the autumn, so I'm your contact now. I report to Venkat Raman, our regional director, if you ever need to escalate.

I'll send the revised quote by next Monday.

Regards,
Arjun Pillai
Key Accounts, Coromandel Cold Chain Pvt. Ltd`,
    people: ['Pradeep', 'Lakshmi Subramanian', 'Arjun Pillai', 'Venkat Raman'],
    companies: ['Zoho', 'Coromandel Cold Chain Pvt. Ltd'],
    worksAt: [
      ['Lakshmi Subramanian', 'Zoho'],
      ['Arjun Pillai', 'Coromandel Cold Chain Pvt. Ltd'],
      ['Venkat Raman', 'Coromandel Cold Chain Pvt. Ltd'],
    ],
    links: [
      ['left_for', 'Lakshmi Subramanian', 'Zoho'],
      ['reports_to', 'Arjun Pillai', 'Venkat Raman'],
    ],
  },
  {
    id: 't1016',
    genre: 'meeting notes',
    text: `Partner meeting — De Wit & Van der Linden Advocaten / Alpenglow Insurance AG
14 Jan, Zürich

Attendees: mr. Joost van der Linden, mw. Sanne de Wit (De Wit & Van der Linden Advocaten); Dr. Ursula Meier-Brunner, Luca Dal Santo (Alpenglow Insurance AG)

- Ursula introduced Luca, who joined Alpenglow from Generali in December and now heads the claims litigation unit under her.
- Joost and Luca turned out to have studied together in Leiden.
- Sanne will draft the engagement letter by 21 January.`,
    people: ['Joost van der Linden', 'Sanne de Wit', 'Ursula Meier-Brunner', 'Luca Dal Santo'],
    companies: ['De Wit & Van der Linden Advocaten', 'Alpenglow Insurance AG', 'Generali'],
    worksAt: [
      ['Joost van der Linden', 'De Wit & Van der Linden Advocaten'],
      ['Sanne de Wit', 'De Wit & Van der Linden Advocaten'],
      ['Ursula Meier-Brunner', 'Alpenglow Insurance AG'],
      ['Luca Dal Santo', 'Alpenglow Insurance AG'],
    ],
    links: [
      ['left_for', 'Luca Dal Santo', 'Alpenglow Insurance AG'],
      ['reports_to', 'Luca Dal Santo', 'Ursula Meier-Brunner'],
      ['knows', 'Joost van der Linden', 'Luca Dal Santo'],
      ['introduced_by', 'Luca Dal Santo', 'Ursula Meier-Brunner'],
    ],
    tasks: [{ text: 'engagement letter', due: '2026-01-21', assignee: 'Sanne de Wit' }],
  },
  {
    id: 't1017',
    genre: 'call log',
    text: `Call w/ Tahu Rangihau (Pounamu Analytics) — 14 Jan
Tahu asked if we could connect him with someone in Fonterra's data team. I said I'd check whether Aroha Te Whata is still there before promising anything — last I heard she was thinking about leaving. No intro made yet.
Tahu reports to Mia Hēnare (CEO); she'll sign any contract.
Next: check LinkedIn for Aroha's current role; send Tahu the API docs on Monday.`,
    people: ['Tahu Rangihau', 'Aroha Te Whata', 'Mia Hēnare'],
    companies: ['Pounamu Analytics', 'Fonterra'],
    worksAt: [
      ['Tahu Rangihau', 'Pounamu Analytics'],
      ['Mia Hēnare', 'Pounamu Analytics'],
      ['Aroha Te Whata', 'Fonterra'],
    ],
    links: [['reports_to', 'Tahu Rangihau', 'Mia Hēnare']],
    tasks: [{ text: 'LinkedIn' }, { text: 'API docs', due: '2026-01-19' }],
  },
  {
    id: 't1018',
    genre: 'introduction',
    text: `To: Trần Minh Khoa <khoa.tran@saigonprint.vn>
Cc: Lê Thị Hồng Nhung <nhung.le@mekongpack.vn>
Subject: Introduction — packaging for the Da Nang plant

Dear Mr. Khoa,

I'd like to introduce Ms. Hồng Nhung, who heads key accounts at Mekong Pack JSC. We worked together at Unilever Vietnam for many years and I trust her completely. She can help with the carton supply for your Da Nang plant.

Ms. Nhung, Mr. Khoa is the purchasing manager at Saigon Print & Label.

Best regards,
Phạm Quốc Bảo
Independent consultant`,
    people: ['Trần Minh Khoa', 'Lê Thị Hồng Nhung', 'Phạm Quốc Bảo'],
    companies: ['Mekong Pack JSC', 'Unilever Vietnam', 'Saigon Print & Label'],
    worksAt: [
      ['Lê Thị Hồng Nhung', 'Mekong Pack JSC'],
      ['Trần Minh Khoa', 'Saigon Print & Label'],
    ],
    links: [
      ['introduced_by', 'Lê Thị Hồng Nhung', 'Phạm Quốc Bảo'],
      ['introduced_by', 'Trần Minh Khoa', 'Phạm Quốc Bảo'],
      ['knows', 'Phạm Quốc Bảo', 'Lê Thị Hồng Nhung'],
    ],
  },
  {
    id: 't1019',
    genre: 'attendee list',
    text: `Interview panel — Senior Data Scientist (candidate: Olamide Oyelaran, currently at Interswitch)
Panel:
| Name | Role | Notes |
| Sigrid Aaltonen | Head of Data, Revontuli Health Oy | hiring manager |
| Jarkko Nieminen | ML Lead | reports to Sigrid |
| Aiyana Redcloud | Recruiter (external, TalentBridge) | |
If hired, Olamide joins Jarkko's team.`,
    people: ['Olamide Oyelaran', 'Sigrid Aaltonen', 'Jarkko Nieminen', 'Aiyana Redcloud'],
    companies: ['Interswitch', 'Revontuli Health Oy', 'TalentBridge'],
    worksAt: [
      ['Olamide Oyelaran', 'Interswitch'],
      ['Sigrid Aaltonen', 'Revontuli Health Oy'],
      ['Jarkko Nieminen', 'Revontuli Health Oy'],
      ['Aiyana Redcloud', 'TalentBridge'],
    ],
    links: [['reports_to', 'Jarkko Nieminen', 'Sigrid Aaltonen']],
  },
  {
    id: 't1020',
    genre: 'job change',
    text: `Subject: Farewell & handover — Key Accounts

Hi all,

Today is my last day at Nordhavn Shipping A/S. From Monday I'll be at Maersk as a commercial lead for West Africa — same industry, new colour of container!

My accounts move to Aisha Al-Sabah, who has been on my team for two years and will now report straight to Henrik Dahl. If you need anything from Nordhavn, Aisha is your person.

I learned a lot from Henrik; he hired me back in 2019.

Take care,
Ewa Kamińska`,
    people: ['Ewa Kamińska', 'Aisha Al-Sabah', 'Henrik Dahl'],
    companies: ['Nordhavn Shipping A/S', 'Maersk'],
    worksAt: [
      ['Ewa Kamińska', 'Maersk'],
      ['Aisha Al-Sabah', 'Nordhavn Shipping A/S'],
      ['Henrik Dahl', 'Nordhavn Shipping A/S'],
    ],
    links: [
      ['left_for', 'Ewa Kamińska', 'Maersk'],
      ['reports_to', 'Aisha Al-Sabah', 'Henrik Dahl'],
      ['knows', 'Ewa Kamińska', 'Henrik Dahl'],
    ],
  },
]
