import type { CorpusText } from './types.js'

/**
 * Tuning texts t1021-t1060, written for issue 27 by a fresh writer (helper W9) who had not read the
 * reader's code, decision 0014 or the earlier fresh batches: introductions and moves told by a text's
 * STRUCTURE as often as by a verb. E-mail From/To/Cc headers, a reply that thanks the introducer and
 * quotes the intro, a forwarded message under a note, CRM "Referred by" and "Source" fields, a trade
 * show list with "via X", a double opt-in asked and one done, a group DM; moves told by a signature,
 * an out-of-office reply, a "joins us from" welcome, "ex-X, now at Y" labels, "X → Y" lines, a
 * farewell e-mail, a CRM change log. About a quarter are near misses: an intro offered, asked for or
 * declined, a colleague only copied in, a cold e-mail; a leaver with no new employer, an interview,
 * an offer turned down, a move inside one company. Every expectation was written and committed
 * before the reader was run on any of these texts.
 */
export const TUNING_FRESH_INTROS: CorpusText[] = [
  {
    id: 't1021',
    genre: 'introduction',
    text: `From: Ngozi Okafor <ngozi@lagoslane.co>
To: Minh Tran <minh.tran@saigonsteel.vn>; Emre Yıldız <emre@anatolia-freight.com.tr>
Subject: Minh <> Emre

Hi Minh, hi Emre,

As promised at the trade fair: Minh heads procurement at Saigon Steel JSC and is looking for a forwarder on the Haiphong–Mersin lane. Emre runs the Asia desk at Anatolia Freight A.Ş. and has moved steel on that route for years.

I'll step back and let you two find a time.

Ngozi

Ngozi Okafor | Partner | Lagos Lane Advisory`,
    people: ['Ngozi Okafor', 'Minh Tran', 'Emre Yıldız'],
    companies: ['Saigon Steel JSC', 'Anatolia Freight A.Ş.', 'Lagos Lane Advisory'],
    worksAt: [
      ['Minh Tran', 'Saigon Steel JSC'],
      ['Emre Yıldız', 'Anatolia Freight A.Ş.'],
      ['Ngozi Okafor', 'Lagos Lane Advisory'],
    ],
    links: [
      ['introduced_by', 'Minh Tran', 'Ngozi Okafor'],
      ['introduced_by', 'Emre Yıldız', 'Ngozi Okafor'],
    ],
  },
  {
    id: 't1022',
    genre: 'e-mail',
    text: `From: Aino Virtanen
To: Rahul Iyer
Bcc: Kofi Asante
Subject: Re: Intro: Aino (Kuura Analytics Oy) / Rahul (Indigo Grid Pvt Ltd)

Thanks Kofi (moving you to bcc)! Rahul, great to e-meet you. Would Tuesday 20 January at 10:00 Helsinki time work for a first call?

Aino

> On 14 Jan 2026, Kofi Asante wrote:
> Aino, Rahul — you both asked me about grid forecasting last month, so here you are. Rahul is CTO at Indigo Grid; Aino leads data science at Kuura Analytics.`,
    people: ['Aino Virtanen', 'Rahul Iyer', 'Kofi Asante'],
    companies: ['Kuura Analytics Oy', 'Indigo Grid Pvt Ltd'],
    worksAt: [
      ['Aino Virtanen', 'Kuura Analytics Oy'],
      ['Rahul Iyer', 'Indigo Grid Pvt Ltd'],
    ],
    links: [
      ['introduced_by', 'Aino Virtanen', 'Kofi Asante'],
      ['introduced_by', 'Rahul Iyer', 'Kofi Asante'],
    ],
  },
  {
    id: 't1023',
    genre: 'call log',
    text: `Activity: Discovery call (30 min)
Contact: Thandiwe Dlamini
Company: Umoya Freight Ltd
Lead source: Referral
Referred by: Sipho Nkosi (Karoo Capital)
Notes: Thandiwe runs a fleet of 40 trucks between Durban and Johannesburg and wants live tracking for her customers. Budget signed off for Q1. Send the quote this week.`,
    people: ['Thandiwe Dlamini', 'Sipho Nkosi'],
    companies: ['Umoya Freight Ltd', 'Karoo Capital'],
    worksAt: [
      ['Thandiwe Dlamini', 'Umoya Freight Ltd'],
      ['Sipho Nkosi', 'Karoo Capital'],
    ],
    links: [['introduced_by', 'Thandiwe Dlamini', 'Sipho Nkosi']],
  },
  {
    id: 't1024',
    genre: 'chat',
    text: `#partnerships (shared channel)
Leilani Kahale: @Tomasz meet @Hiroko — Hiroko Tanaka is the buyer at Kobe Kitchenware K.K. I mentioned on Monday. Hiroko, Tomasz Zieliński handles our EU distribution.
Hiroko Tanaka: Nice to meet you Tomasz!
Tomasz Zieliński: Likewise, thanks Leilani. I'll DM you.`,
    people: ['Leilani Kahale', 'Tomasz Zieliński', 'Hiroko Tanaka'],
    companies: ['Kobe Kitchenware K.K.'],
    worksAt: [['Hiroko Tanaka', 'Kobe Kitchenware K.K.']],
    links: [
      ['introduced_by', 'Hiroko Tanaka', 'Leilani Kahale'],
      ['introduced_by', 'Tomasz Zieliński', 'Leilani Kahale'],
    ],
  },
  {
    id: 't1025',
    genre: 'e-mail',
    text: `Subject: Would you like to meet Obinna?

Hi Mariana,

Obinna Eze, who runs treasury at Niger Delta Power Plc, asked whether I knew anyone who has rolled out cash pooling in Brazil. You came to mind straight away. Before I connect you two, are you open to it? No pressure either way — I haven't shared your details.

Abraços,
Paulo

Paulo Mendes
Sócio, Mendes & Rocha Consultoria`,
    people: ['Mariana', 'Obinna Eze', 'Paulo Mendes'],
    companies: ['Niger Delta Power Plc', 'Mendes & Rocha Consultoria'],
    worksAt: [
      ['Obinna Eze', 'Niger Delta Power Plc'],
      ['Paulo Mendes', 'Mendes & Rocha Consultoria'],
    ],
  },
  {
    id: 't1026',
    genre: 'introduction',
    text: `Subject: Fwd: pharmacy chain in Accra

Hi Kwesi,

See below — Abena is a former colleague of mine and exactly the person you should talk to about distribution in Ghana. Abena, Kwesi is the founder of MedRoute; I've cc'd you both.

Efua

---------- Forwarded message ---------
From: Abena Mensah <abena.mensah@goldcoastpharma.com.gh>
Date: Tue, 13 Jan 2026
Subject: pharmacy chain in Accra

Efua, do you know anyone doing last-mile delivery for pharmacies? We are expanding to 30 stores.

Abena Mensah
Head of Operations, Gold Coast Pharma Ltd`,
    people: ['Kwesi', 'Abena Mensah', 'Efua'],
    companies: ['MedRoute', 'Gold Coast Pharma Ltd'],
    worksAt: [
      ['Kwesi', 'MedRoute'],
      ['Abena Mensah', 'Gold Coast Pharma Ltd'],
    ],
    links: [
      ['introduced_by', 'Kwesi', 'Efua'],
      ['introduced_by', 'Abena Mensah', 'Efua'],
      ['knows', 'Abena Mensah', 'Efua'],
    ],
  },
  {
    id: 't1027',
    genre: 'meeting notes',
    text: `Weekly pipeline — 15 Jan
Present: Seo-yeon Kim, Arjun Nair, Marta Kowalczyk

New leads
- Bogdan Lewandowski, COO, Wisła Dairy Sp. z o.o. — warm intro from Marta's old boss, Ewa Nowak
- Pania Walker, Kōwhai Energy — inbound via the website

Seo-yeon to send Wisła Dairy the pilot deck.`,
    people: ['Seo-yeon Kim', 'Arjun Nair', 'Marta Kowalczyk', 'Bogdan Lewandowski', 'Ewa Nowak', 'Pania Walker'],
    companies: ['Wisła Dairy Sp. z o.o.', 'Kōwhai Energy'],
    worksAt: [
      ['Bogdan Lewandowski', 'Wisła Dairy Sp. z o.o.'],
      ['Pania Walker', 'Kōwhai Energy'],
    ],
    links: [
      ['introduced_by', 'Bogdan Lewandowski', 'Ewa Nowak'],
      ['knows', 'Marta Kowalczyk', 'Ewa Nowak'],
    ],
  },
  {
    id: 't1028',
    genre: 'call log',
    text: `Contact record
Name: Yusuf Al-Amin
Title: Procurement Manager
Account: Gulf Packaging LLC
Source: Introduced by Layla Haddad (board member)
Owner: Joon-ho Lee
Last touch: 12 Jan 2026 — sent the pricing sheet. Yusuf wants a site visit in February.`,
    people: ['Yusuf Al-Amin', 'Layla Haddad', 'Joon-ho Lee'],
    companies: ['Gulf Packaging LLC'],
    worksAt: [['Yusuf Al-Amin', 'Gulf Packaging LLC']],
    links: [['introduced_by', 'Yusuf Al-Amin', 'Layla Haddad']],
  },
  {
    id: 't1029',
    genre: 'chat',
    text: `Daniela Souza: do we have anyone at Pampas Agro?
Rangi Parata: not directly. my cousin Hemi Tawhiri is their head of IT, I can intro you if it helps
Daniela Souza: maybe later, let's wait until after the budget round`,
    people: ['Daniela Souza', 'Rangi Parata', 'Hemi Tawhiri'],
    companies: ['Pampas Agro'],
    worksAt: [['Hemi Tawhiri', 'Pampas Agro']],
    links: [['knows', 'Rangi Parata', 'Hemi Tawhiri']],
  },
  {
    id: 't1030',
    genre: 'introduction',
    text: `Subject: Meet Chidi

Hi Sanna,

Meet Chidi Okonkwo, my co-founder's brother-in-law and a supply-chain lead at Zenith Agro Ltd in Kano. Chidi — Sanna Korhonen is the buyer at Pohjola Foods Oy I told you about. You both want to talk sesame.

Over to you!
Jussi

Jussi Mäkelä
Sales Director | Nordic Seed Trading Oy`,
    people: ['Sanna Korhonen', 'Chidi Okonkwo', 'Jussi Mäkelä'],
    companies: ['Zenith Agro Ltd', 'Pohjola Foods Oy', 'Nordic Seed Trading Oy'],
    worksAt: [
      ['Chidi Okonkwo', 'Zenith Agro Ltd'],
      ['Sanna Korhonen', 'Pohjola Foods Oy'],
      ['Jussi Mäkelä', 'Nordic Seed Trading Oy'],
    ],
    links: [
      ['introduced_by', 'Chidi Okonkwo', 'Jussi Mäkelä'],
      ['introduced_by', 'Sanna Korhonen', 'Jussi Mäkelä'],
    ],
  },
  {
    id: 't1031',
    genre: 'chat',
    text: `Group DM: Raúl Ortega, Ji-ho Choi, Nomvula Zulu
Raúl Ortega: putting you two in touch — Ji-ho runs the Seoul office of Hanbit Robotics, Nomvula is our integration partner at Ubuntu Automation.
Ji-ho Choi: nice to meet you, Nomvula
Nomvula Zulu: hi Ji-ho! free on Monday?`,
    people: ['Raúl Ortega', 'Ji-ho Choi', 'Nomvula Zulu'],
    companies: ['Hanbit Robotics', 'Ubuntu Automation'],
    worksAt: [
      ['Ji-ho Choi', 'Hanbit Robotics'],
      ['Nomvula Zulu', 'Ubuntu Automation'],
    ],
    links: [
      ['introduced_by', 'Ji-ho Choi', 'Raúl Ortega'],
      ['introduced_by', 'Nomvula Zulu', 'Raúl Ortega'],
    ],
  },
  {
    id: 't1032',
    genre: 'call log',
    text: `Call log — 14 Jan, Cem Aydın (Marmara Textiles A.Ş.)
Cem asked if we could introduce him to someone at Lumbini Garments; our contact there is Sunita Gurung. Told him I'd ask Sunita first. Cem also wants a revised quote by Friday.`,
    people: ['Cem Aydın', 'Sunita Gurung'],
    companies: ['Marmara Textiles A.Ş.', 'Lumbini Garments'],
    worksAt: [
      ['Cem Aydın', 'Marmara Textiles A.Ş.'],
      ['Sunita Gurung', 'Lumbini Garments'],
    ],
  },
  {
    id: 't1033',
    genre: 'meeting notes',
    text: `Trade show debrief, Hamburg

Contacts met
1. Jin Watanabe, Shinwa Logistics Co., Ltd. — via Amara Nwachukwu
2. Fatma Şahin, Ege Ceramics — stand visitor
3. Lauri Heikkinen, freelance designer — via Fatma

Follow up with Jin before the end of the month.`,
    people: ['Jin Watanabe', 'Amara Nwachukwu', 'Fatma Şahin', 'Lauri Heikkinen'],
    companies: ['Shinwa Logistics Co., Ltd.', 'Ege Ceramics'],
    worksAt: [
      ['Jin Watanabe', 'Shinwa Logistics Co., Ltd.'],
      ['Fatma Şahin', 'Ege Ceramics'],
    ],
    links: [
      ['introduced_by', 'Jin Watanabe', 'Amara Nwachukwu'],
      ['introduced_by', 'Lauri Heikkinen', 'Fatma Şahin'],
    ],
  },
  {
    id: 't1034',
    genre: 'e-mail',
    text: `From: Kaito Nakamura
To: Olga Wójcik
Cc: Priyanka Das
Subject: Re: invoice 4471

Hi Olga,

Sorry for the delay. I've cc'd Priyanka Das from our finance team, who can reissue the invoice with the new VAT number.

Kaito Nakamura
Account Manager, Fernleaf Software Ltd`,
    people: ['Kaito Nakamura', 'Olga Wójcik', 'Priyanka Das'],
    companies: ['Fernleaf Software Ltd'],
    worksAt: [
      ['Kaito Nakamura', 'Fernleaf Software Ltd'],
      ['Priyanka Das', 'Fernleaf Software Ltd'],
    ],
  },
  {
    id: 't1035',
    genre: 'e-mail',
    text: `Subject: Hana Suzuki suggested I reach out

Dear Yaw,

Hana Suzuki at Kumo Bio suggested I get in touch about your malaria diagnostics work at Korle Bu Labs. I lead partnerships at Baobab Diagnostics Ltd, a Nairobi-based lab network, and we are looking for a West African partner for a validation study.

Would you have 20 minutes in the next two weeks?

Kind regards,
Wanjiru Kamau
Baobab Diagnostics Ltd`,
    people: ['Yaw', 'Hana Suzuki', 'Wanjiru Kamau'],
    companies: ['Kumo Bio', 'Korle Bu Labs', 'Baobab Diagnostics Ltd'],
    worksAt: [
      ['Hana Suzuki', 'Kumo Bio'],
      ['Yaw', 'Korle Bu Labs'],
      ['Wanjiru Kamau', 'Baobab Diagnostics Ltd'],
    ],
    links: [['introduced_by', 'Wanjiru Kamau', 'Hana Suzuki']],
  },
  {
    id: 't1036',
    genre: 'meeting notes',
    text: `Meeting notes — Mekong Agritech, 13 Jan
With: Nguyen Van Hoa (CEO), Pham Thu Ha (Head of Sales)
They export rice husk pellets to Japan and want an ERP live by Q3. Ha reports to Hoa.
h/t Bui Thi Lan for the intro to Hoa.`,
    people: ['Nguyen Van Hoa', 'Pham Thu Ha', 'Bui Thi Lan'],
    companies: ['Mekong Agritech'],
    worksAt: [
      ['Nguyen Van Hoa', 'Mekong Agritech'],
      ['Pham Thu Ha', 'Mekong Agritech'],
    ],
    links: [
      ['reports_to', 'Pham Thu Ha', 'Nguyen Van Hoa'],
      ['introduced_by', 'Nguyen Van Hoa', 'Bui Thi Lan'],
    ],
  },
  {
    id: 't1037',
    genre: 'chat',
    text: `Isabela Ferreira: did the intro to Amaru Quispe ever happen?
Thiago Alves: no, Amaru passed — Inca Textiles isn't buying this year
Isabela Ferreira: ok, park it`,
    people: ['Isabela Ferreira', 'Thiago Alves', 'Amaru Quispe'],
    companies: ['Inca Textiles'],
    worksAt: [['Amaru Quispe', 'Inca Textiles']],
  },
  {
    id: 't1038',
    genre: 'introduction',
    text: `Subject: Double opt-in done: Hamid / Saara

Both of you said yes, so here goes. Hamid Rahimi (Kabul Carpets Export) — Saara Lindholm (Nordic Home Oy). Hamid, Saara buys rugs for 60 stores across Finland. Saara, Hamid's family has woven in Herat for three generations.

Onwards,
Mehmet`,
    people: ['Hamid Rahimi', 'Saara Lindholm', 'Mehmet'],
    companies: ['Kabul Carpets Export', 'Nordic Home Oy'],
    worksAt: [
      ['Hamid Rahimi', 'Kabul Carpets Export'],
      ['Saara Lindholm', 'Nordic Home Oy'],
    ],
    links: [
      ['introduced_by', 'Hamid Rahimi', 'Mehmet'],
      ['introduced_by', 'Saara Lindholm', 'Mehmet'],
    ],
  },
  {
    id: 't1039',
    genre: 'introduction',
    text: `Hi Kalani,

+Tevita Fifita (cc), as promised. Tevita built the fibre network for Tonga Cable Ltd and now consults for island operators; you two should compare notes on the Vava'u link.

Tevita — Kalani Akana is CTO of Aloha Broadband.

Cheers,
Moana Tupou`,
    people: ['Kalani Akana', 'Tevita Fifita', 'Moana Tupou'],
    companies: ['Tonga Cable Ltd', 'Aloha Broadband'],
    worksAt: [['Kalani Akana', 'Aloha Broadband']],
    links: [
      ['introduced_by', 'Tevita Fifita', 'Moana Tupou'],
      ['introduced_by', 'Kalani Akana', 'Moana Tupou'],
    ],
  },
  {
    id: 't1040',
    genre: 'call log',
    text: `Cold outreach log
- 12 Jan: emailed Oluwadamilare Bakare, CFO at Eko Cement Plc. No intro; found him on the Lagos CFO forum list.
- 14 Jan: he replied, call booked for 21 Jan.`,
    people: ['Oluwadamilare Bakare'],
    companies: ['Eko Cement Plc'],
    worksAt: [['Oluwadamilare Bakare', 'Eko Cement Plc']],
  },
  {
    id: 't1041',
    genre: 'job change',
    text: `Subject: New chapter + new address

Kia ora koutou,

Quick note that after seven years I've moved on from Kiwi Freight. You'll find my new details below — please update your records, as my old address stops working on Friday.

Ngā mihi,
Aroha Ngata
Head of Operations | Harbourside Logistics Ltd
aroha.ngata@harbourside.co.nz`,
    people: ['Aroha Ngata'],
    companies: ['Kiwi Freight', 'Harbourside Logistics Ltd'],
    worksAt: [['Aroha Ngata', 'Harbourside Logistics Ltd']],
    links: [['left_for', 'Aroha Ngata', 'Harbourside Logistics Ltd']],
  },
  {
    id: 't1042',
    genre: 'e-mail',
    text: `Subject: Automatic reply: PO 7781

Thank you for your message. I no longer work at Vistula Packaging S.A.; as of 1 January I have joined Baltic Cartons Sp. z o.o. For anything related to your order, please contact my former colleague Agnieszka Mazur (agnieszka.mazur@vistulapack.pl).

Krzysztof Dąbrowski`,
    people: ['Krzysztof Dąbrowski', 'Agnieszka Mazur'],
    companies: ['Vistula Packaging S.A.', 'Baltic Cartons Sp. z o.o.'],
    worksAt: [
      ['Krzysztof Dąbrowski', 'Baltic Cartons Sp. z o.o.'],
      ['Agnieszka Mazur', 'Vistula Packaging S.A.'],
    ],
    links: [
      ['left_for', 'Krzysztof Dąbrowski', 'Baltic Cartons Sp. z o.o.'],
      ['knows', 'Krzysztof Dąbrowski', 'Agnieszka Mazur'],
    ],
  },
  {
    id: 't1043',
    genre: 'e-mail',
    text: `Subject: Automatic reply: Re: renewal

Hello, I have left Andean Mining Ltda. This mailbox is no longer monitored. For contracts, please write to Camila Rojas, who has taken over my accounts.

Best wishes,
Sebastián Vargas`,
    people: ['Sebastián Vargas', 'Camila Rojas'],
    companies: ['Andean Mining Ltda'],
    worksAt: [['Camila Rojas', 'Andean Mining Ltda']],
  },
  {
    id: 't1044',
    genre: 'job change',
    text: `Subject: Welcome Aylin!

Team,

Please give a warm welcome to Aylin Kaya, who joins us from Bosphorus Bank as our new Head of Risk. Aylin will report to me and sits with the Dubai team.

Rashid Al-Mansouri
CFO, Falcon Trade Finance DMCC`,
    people: ['Aylin Kaya', 'Rashid Al-Mansouri'],
    companies: ['Bosphorus Bank', 'Falcon Trade Finance DMCC'],
    worksAt: [
      ['Aylin Kaya', 'Falcon Trade Finance DMCC'],
      ['Rashid Al-Mansouri', 'Falcon Trade Finance DMCC'],
    ],
    links: [
      ['left_for', 'Aylin Kaya', 'Falcon Trade Finance DMCC'],
      ['reports_to', 'Aylin Kaya', 'Rashid Al-Mansouri'],
    ],
  },
  {
    id: 't1045',
    genre: 'attendee list',
    text: `Roundtable — CFOs in logistics, 14 Jan
Attendees
- Kenji Watanabe (ex-Nippon Express, now at Sakura Freight)
- Ama Boateng, CFO, Volta Shipping
- Olli Salonen (formerly Finnlines)
- Ana Paula Ribeiro, Porto Seguro Logística`,
    people: ['Kenji Watanabe', 'Ama Boateng', 'Olli Salonen', 'Ana Paula Ribeiro'],
    companies: ['Nippon Express', 'Sakura Freight', 'Volta Shipping', 'Finnlines', 'Porto Seguro Logística'],
    worksAt: [
      ['Kenji Watanabe', 'Sakura Freight'],
      ['Ama Boateng', 'Volta Shipping'],
      ['Ana Paula Ribeiro', 'Porto Seguro Logística'],
    ],
    links: [['left_for', 'Kenji Watanabe', 'Sakura Freight']],
  },
  {
    id: 't1046',
    genre: 'chat',
    text: `#people-moves
Kemal Öztürk: weekly people moves in our accounts 👇
• Siddharth Rao: Infosys → Zeta Payments (VP Eng)
• Mariam Bakr: Nile Foods → ??? (left, not announced yet)
• Heikki Laine: Valio → Fazer, starts Feb 1`,
    people: ['Kemal Öztürk', 'Siddharth Rao', 'Mariam Bakr', 'Heikki Laine'],
    companies: ['Infosys', 'Zeta Payments', 'Nile Foods', 'Valio', 'Fazer'],
    worksAt: [
      ['Siddharth Rao', 'Zeta Payments'],
      ['Heikki Laine', 'Fazer'],
    ],
    links: [
      ['left_for', 'Siddharth Rao', 'Zeta Payments'],
      ['left_for', 'Heikki Laine', 'Fazer'],
    ],
  },
  {
    id: 't1047',
    genre: 'job change',
    text: `Subject: Last day

Dear colleagues,

Today is my last day at Rukun Properties Sdn Bhd. It has been a privilege to work with all of you. From Monday I'll be at Seri Capital — you can reach me at farah.aziz@sericapital.my.

Terima kasih,
Nurul Farah Aziz`,
    people: ['Nurul Farah Aziz'],
    companies: ['Rukun Properties Sdn Bhd', 'Seri Capital'],
    worksAt: [['Nurul Farah Aziz', 'Seri Capital']],
    links: [['left_for', 'Nurul Farah Aziz', 'Seri Capital']],
  },
  {
    id: 't1048',
    genre: 'call log',
    text: `Call log 13 Jan — Bongani Khumalo, Head of Procurement, Zulu Mining Ltd.
Heard from Bongani that their CFO, Lindiwe Mthembu, is interviewing at Anglo Platinum. Nothing confirmed. Bongani still signs our renewal.`,
    people: ['Bongani Khumalo', 'Lindiwe Mthembu'],
    companies: ['Zulu Mining Ltd', 'Anglo Platinum'],
    worksAt: [
      ['Bongani Khumalo', 'Zulu Mining Ltd'],
      ['Lindiwe Mthembu', 'Zulu Mining Ltd'],
    ],
  },
  {
    id: 't1049',
    genre: 'e-mail',
    text: `Hi Tomás,

Replying from my new address — I moved across to Patagonia Wind S.A. last month, so Gustavo Ibarra now looks after your account at Pampa Energía.

Saludos,
Valentina Cruz
Business Development, Patagonia Wind S.A.

> On 2 Dec 2025, Valentina Cruz <vcruz@pampaenergia.com.ar> wrote:
> Tomás, the tariff sheet is attached.
> Valentina Cruz | Key Accounts | Pampa Energía`,
    people: ['Tomás', 'Valentina Cruz', 'Gustavo Ibarra'],
    companies: ['Patagonia Wind S.A.', 'Pampa Energía'],
    worksAt: [
      ['Valentina Cruz', 'Patagonia Wind S.A.'],
      ['Gustavo Ibarra', 'Pampa Energía'],
    ],
    links: [['left_for', 'Valentina Cruz', 'Patagonia Wind S.A.']],
  },
  {
    id: 't1050',
    genre: 'meeting notes',
    text: `QBR — Seoul Semicon, 12 Jan
Attendees: Park Min-jun (new procurement lead), Lee Ji-eun (Finance)
Min-jun took over from Choi Dong-hyun, who has gone to SK Hynix. Ji-eun reports to Min-jun.`,
    people: ['Park Min-jun', 'Lee Ji-eun', 'Choi Dong-hyun'],
    companies: ['Seoul Semicon', 'SK Hynix'],
    worksAt: [
      ['Park Min-jun', 'Seoul Semicon'],
      ['Lee Ji-eun', 'Seoul Semicon'],
      ['Choi Dong-hyun', 'SK Hynix'],
    ],
    links: [
      ['left_for', 'Choi Dong-hyun', 'SK Hynix'],
      ['reports_to', 'Lee Ji-eun', 'Park Min-jun'],
    ],
  },
  {
    id: 't1051',
    genre: 'chat',
    text: `Tanvir Hasan: heads up, Rafiq Chowdhury got an offer from Grameen Digital
Tanvir Hasan: he turned it down and is staying at Padma Textiles, so no change on our side`,
    people: ['Tanvir Hasan', 'Rafiq Chowdhury'],
    companies: ['Grameen Digital', 'Padma Textiles'],
    worksAt: [['Rafiq Chowdhury', 'Padma Textiles']],
  },
  {
    id: 't1052',
    genre: 'call log',
    text: `CRM change log — contact: Eija Koskinen
Company: Lapland Outdoor Oy → Arctic Gear Group
Title: Category Manager → Head of Buying
Changed by: Julia Santos, 14 Jan 2026`,
    people: ['Eija Koskinen', 'Julia Santos'],
    companies: ['Lapland Outdoor Oy', 'Arctic Gear Group'],
    worksAt: [['Eija Koskinen', 'Arctic Gear Group']],
    links: [['left_for', 'Eija Koskinen', 'Arctic Gear Group']],
  },
  {
    id: 't1053',
    genre: 'job change',
    text: `Leadership update from Karibu Telecom

After eight years as our CTO, Juma Mwangi is leaving at the end of January to join Safari Cloud as its CEO. Our VP Engineering, Achieng Otieno, will step in as interim CTO.`,
    people: ['Juma Mwangi', 'Achieng Otieno'],
    companies: ['Karibu Telecom', 'Safari Cloud'],
    worksAt: [
      ['Juma Mwangi', 'Safari Cloud'],
      ['Achieng Otieno', 'Karibu Telecom'],
    ],
    links: [['left_for', 'Juma Mwangi', 'Safari Cloud']],
  },
  {
    id: 't1054',
    genre: 'job change',
    text: `Org note: Hina Qureshi has moved from the Karachi sales team to run operations in Lahore, still at Indus Logistics. Her old team now reports to Bilal Sheikh.`,
    people: ['Hina Qureshi', 'Bilal Sheikh'],
    companies: ['Indus Logistics'],
    worksAt: [
      ['Hina Qureshi', 'Indus Logistics'],
      ['Bilal Sheikh', 'Indus Logistics'],
    ],
  },
  {
    id: 't1055',
    genre: 'no names',
    text: `Reminder: the office is closed on Monday for the public holiday. The intro session for new joiners moves to Wednesday at 10:00 in the big meeting room; please bring your laptop and badge.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't1056',
    genre: 'attendee list',
    text: `Invite: Bridge call — Hanoi Garments / Ankara Denim
Organizer: Linh Do
Required: Tuan Hoang (Hanoi Garments), Burak Çelik (Ankara Denim), Zeynep Aksoy (Ankara Denim)
Optional: Kaan Yilmaz
Note from Linh: Tuan, this is the Ankara Denim team I promised to introduce you to.`,
    people: ['Linh Do', 'Tuan Hoang', 'Burak Çelik', 'Zeynep Aksoy', 'Kaan Yilmaz'],
    companies: ['Hanoi Garments', 'Ankara Denim'],
    worksAt: [
      ['Tuan Hoang', 'Hanoi Garments'],
      ['Burak Çelik', 'Ankara Denim'],
      ['Zeynep Aksoy', 'Ankara Denim'],
    ],
    links: [
      ['introduced_by', 'Tuan Hoang', 'Linh Do'],
      ['introduced_by', 'Burak Çelik', 'Linh Do'],
      ['introduced_by', 'Zeynep Aksoy', 'Linh Do'],
    ],
  },
  {
    id: 't1057',
    genre: 'e-mail',
    text: `Hi Sakura,

Adding my manager, Femi Adeyemi, since the discount needs his sign-off. Femi and your CEO Haruto go back to their Unilever days, so he may just call him.

Thanks,
Tolu Adebayo
Key Account Manager, Lagos Biscuits Ltd`,
    people: ['Sakura', 'Femi Adeyemi', 'Haruto', 'Tolu Adebayo'],
    companies: ['Unilever', 'Lagos Biscuits Ltd'],
    worksAt: [
      ['Tolu Adebayo', 'Lagos Biscuits Ltd'],
      ['Femi Adeyemi', 'Lagos Biscuits Ltd'],
    ],
    links: [
      ['reports_to', 'Tolu Adebayo', 'Femi Adeyemi'],
      ['knows', 'Femi Adeyemi', 'Haruto'],
    ],
  },
  {
    id: 't1058',
    genre: 'meeting notes',
    text: `Hiring committee notes — Volga Engineering, 14 Jan
Offer accepted: Dmitri Sokolov, currently at Ural Steel, starts with us on 2 February as Lead Metallurgist; he will report to Elena Morozova.
Still open: Quality Lead (two finalists).`,
    people: ['Dmitri Sokolov', 'Elena Morozova'],
    companies: ['Volga Engineering', 'Ural Steel'],
    worksAt: [
      ['Dmitri Sokolov', 'Volga Engineering'],
      ['Elena Morozova', 'Volga Engineering'],
    ],
    links: [
      ['left_for', 'Dmitri Sokolov', 'Volga Engineering'],
      ['reports_to', 'Dmitri Sokolov', 'Elena Morozova'],
    ],
  },
  {
    id: 't1059',
    genre: 'chat',
    text: `#sales
Adwoa Asantewaa: @Kenta can you intro me to your contact at Osaka Gas Trading?
Kenta Fujimoto: sure — that's Ryo Ishikawa, I'll email you both now
Kenta Fujimoto: done ✅ check your inbox`,
    people: ['Adwoa Asantewaa', 'Kenta Fujimoto', 'Ryo Ishikawa'],
    companies: ['Osaka Gas Trading'],
    worksAt: [['Ryo Ishikawa', 'Osaka Gas Trading']],
    links: [
      ['introduced_by', 'Adwoa Asantewaa', 'Kenta Fujimoto'],
      ['introduced_by', 'Ryo Ishikawa', 'Kenta Fujimoto'],
      ['knows', 'Kenta Fujimoto', 'Ryo Ishikawa'],
    ],
  },
  {
    id: 't1060',
    genre: 'call log',
    text: `Call log — 15 Jan, Matiu Rangi, GM at Tūī Orchards Ltd
How they heard of us: Google search (not a referral).
Matiu has used FreshTrack for three years and is unhappy with its support. His ops manager, Anahera Wihongi, will run the trial.`,
    people: ['Matiu Rangi', 'Anahera Wihongi'],
    companies: ['Tūī Orchards Ltd', 'FreshTrack'],
    worksAt: [
      ['Matiu Rangi', 'Tūī Orchards Ltd'],
      ['Anahera Wihongi', 'Tūī Orchards Ltd'],
    ],
    links: [['reports_to', 'Anahera Wihongi', 'Matiu Rangi']],
  },
]
