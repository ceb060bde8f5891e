import type { CorpusText } from './types.js'

/**
 * Tuning texts t1381-t1420 (issue 27): a seventh fresh writer's batch, written blind on 2026-11-28 to
 * the very brief the fourth held-out part's writer had, by a writer who had not seen the reader, its
 * rules, any held-out text or any other fresh batch, and committed, texts and expectations together,
 * before the reader ran on any of them. Weighted to CRM call logs, introduction e-mails and e-mails
 * naming two companies with people of both, where who works where is told by a clause, an aside, a CC
 * line, a quoted reply or a signature; set in water utilities, gaming, biotech, property, security,
 * food and non-profits; about a quarter near misses. Unlike the held-out parts, it is tuned on.
 * CORPUS_NOW is Thursday 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE_SEVEN: CorpusText[] = [
  {
    id: 't1381',
    genre: 'call log',
    text: `Call log - Wed 14 Jan, 25 min
Account: Bagmati Valley Water Board
Spoke with: Sushila Gurung (asset manager)
Sushila is pushing for the leak-detection pilot, but sign-off sits with her director, Rajendra Adhikari, who is back from Pokhara on Monday. She mentioned their meter vendor, Hydrolink Metering, has been slow with the API docs; their contact there is Pemba Sherpa.
Next steps:
- Sushila to send the district map by Friday
- I'll book a demo with Rajendra for next Tuesday`,
    people: ['Sushila Gurung', 'Rajendra Adhikari', 'Pemba Sherpa'],
    companies: ['Bagmati Valley Water Board', 'Hydrolink Metering'],
    worksAt: [
      ['Sushila Gurung', 'Bagmati Valley Water Board'],
      ['Rajendra Adhikari', 'Bagmati Valley Water Board'],
      ['Pemba Sherpa', 'Hydrolink Metering'],
    ],
    links: [['reports_to', 'Sushila Gurung', 'Rajendra Adhikari']],
    tasks: [
      { text: 'district map', due: '2026-01-16', assignee: 'Sushila Gurung' },
      { text: 'book a demo', due: '2026-01-20' },
    ],
  },
  {
    id: 't1382',
    genre: 'introduction',
    text: `Subject: Nino <> Kalani - co-op netcode

Nino, Kalani, putting you in touch as promised last week.

Kalani Kealoha leads the online team at Mauka Games in Honolulu and has been fighting the same rollback issues you described. Nino Beridze is the technical director at Tbilisi-based Gvino Interactive (they shipped Supra Night last spring).

Nino, Kalani's the one who gave that talk in Kyoto. I'll step back now.

Giorgi
Giorgi Kapanadze | Partner, Lomi Ventures`,
    people: ['Kalani Kealoha', 'Nino Beridze', 'Giorgi Kapanadze'],
    companies: ['Mauka Games', 'Gvino Interactive', 'Lomi Ventures'],
    worksAt: [
      ['Kalani Kealoha', 'Mauka Games'],
      ['Nino Beridze', 'Gvino Interactive'],
      ['Giorgi Kapanadze', 'Lomi Ventures'],
    ],
    links: [
      ['introduced_by', 'Kalani Kealoha', 'Giorgi Kapanadze'],
      ['introduced_by', 'Nino Beridze', 'Giorgi Kapanadze'],
    ],
  },
  {
    id: 't1383',
    genre: 'e-mail',
    text: `From: Hodan Warsame <hodan.warsame@ceibalabs.com>
To: Tan Wei Ling <weiling.tan@kinabalubio.com.my>
Cc: Abdirahman Farah <abdirahman.farah@ceibalabs.com>, Siti Rahmah <siti.rahmah@kinabalubio.com.my>
Subject: Stability data for lot 24-117

Dear Wei Ling,

Attached are the 6-month stability results. Abdirahman ran the assays and can walk Siti through the HPLC method if that helps Kinabalu Bio's QA review.

One open point: our fill-finish partner, Vireo Fill & Finish, still needs the revised label artwork from your side.

Kind regards,
Hodan Warsame
Head of Analytical Development, Ceiba Labs`,
    people: ['Hodan Warsame', 'Tan Wei Ling', 'Abdirahman Farah', 'Siti Rahmah'],
    companies: ['Ceiba Labs', 'Kinabalu Bio', 'Vireo Fill & Finish'],
    worksAt: [
      ['Hodan Warsame', 'Ceiba Labs'],
      ['Abdirahman Farah', 'Ceiba Labs'],
      ['Tan Wei Ling', 'Kinabalu Bio'],
      ['Siti Rahmah', 'Kinabalu Bio'],
    ],
    links: [],
  },
  {
    id: 't1384',
    genre: 'call log',
    text: `CRM note - inbound call, 14 Jan
Caller: Delroy Campbell, facilities lead, Blue Mahoe Properties Ltd (Kingston)
Delroy is looking after the three Half Way Tree buildings now that Shanice Barrett has moved over to Portmore Realty Partners. He still copies her on anything about the old lease files. Wants quotes for access control on all three sites; their security contractor is Yard Guard Services, whose site supervisor Orville Grant will meet us on site.
Follow-ups: send the access control quote by Monday; confirm the site walk with Orville tomorrow.`,
    people: ['Delroy Campbell', 'Shanice Barrett', 'Orville Grant'],
    companies: ['Blue Mahoe Properties Ltd', 'Portmore Realty Partners', 'Yard Guard Services'],
    worksAt: [
      ['Delroy Campbell', 'Blue Mahoe Properties Ltd'],
      ['Shanice Barrett', 'Portmore Realty Partners'],
      ['Orville Grant', 'Yard Guard Services'],
    ],
    links: [['left_for', 'Shanice Barrett', 'Portmore Realty Partners']],
    tasks: [
      { text: 'access control quote', due: '2026-01-19' },
      { text: 'confirm the site walk', due: '2026-01-16' },
    ],
  },
  {
    id: 't1385',
    genre: 'e-mail',
    text: `Hi Martina,

Confirming we can start the penetration test on the 26th. I've asked Facundo Álvarez to lead it; he'll need VPN credentials from your IT team.

Saludos,
Joaquín Medina
Rastro Seguridad SRL

> El 13 ene, Martina Pereyra escribió:
> Joaquín, can your team start the pentest before the end of the month? Our CISO, Lucía Gorostiaga, wants the report before the board meets.
> Martina Pereyra | Compras | Banco Pampeano`,
    people: ['Martina Pereyra', 'Facundo Álvarez', 'Joaquín Medina', 'Lucía Gorostiaga'],
    companies: ['Rastro Seguridad SRL', 'Banco Pampeano'],
    worksAt: [
      ['Joaquín Medina', 'Rastro Seguridad SRL'],
      ['Facundo Álvarez', 'Rastro Seguridad SRL'],
      ['Martina Pereyra', 'Banco Pampeano'],
      ['Lucía Gorostiaga', 'Banco Pampeano'],
    ],
    links: [],
  },
  {
    id: 't1386',
    genre: 'chat',
    text: `[08:41] Máret Sara: morning! the reindeer jerky shipment to Oslo is stuck at customs again
[08:43] Áilu Valle: I talked to Inga Kuoljok at Tromsø Cold Chain yesterday, she says it's a paperwork thing on the broker side
[08:44] Máret Sara: is that still Ánde's firm?
[08:44] Áilu Valle: no, Ánde Gaup left Nordkapp Customs Brokers in the autumn, he's at Arctic Trade AS now
[08:46] Máret Sara: ok. @Áilu can you call the broker before lunch and get the form numbers?`,
    people: ['Máret Sara', 'Áilu Valle', 'Inga Kuoljok', 'Ánde Gaup'],
    companies: ['Tromsø Cold Chain', 'Nordkapp Customs Brokers', 'Arctic Trade AS'],
    worksAt: [
      ['Inga Kuoljok', 'Tromsø Cold Chain'],
      ['Ánde Gaup', 'Arctic Trade AS'],
    ],
    links: [['left_for', 'Ánde Gaup', 'Arctic Trade AS']],
  },
  {
    id: 't1387',
    genre: 'meeting notes',
    text: `Steering group - Xeer Community Fund, 13 Jan
Present: Fadumo Hassan (chair), Liban Ali (treasurer), Kerry-Ann Bailey (programme lead, Harbourside Youth Trust), Mohamed Yusuf Jama (Hiiraan Bank, observer)
Apologies: Tamar Lomidze
- Liban reported the Q4 grant income; the audit by Clearwater & Co is booked for February.
- Kerry-Ann will share the mentoring numbers from her trust's pilot by next Wednesday.
- Mohamed asked whether the bank's matching scheme could cover the summer camp.`,
    people: ['Fadumo Hassan', 'Liban Ali', 'Kerry-Ann Bailey', 'Mohamed Yusuf Jama', 'Tamar Lomidze'],
    companies: ['Xeer Community Fund', 'Harbourside Youth Trust', 'Hiiraan Bank', 'Clearwater & Co'],
    worksAt: [
      ['Fadumo Hassan', 'Xeer Community Fund'],
      ['Liban Ali', 'Xeer Community Fund'],
      ['Kerry-Ann Bailey', 'Harbourside Youth Trust'],
      ['Mohamed Yusuf Jama', 'Hiiraan Bank'],
    ],
    links: [],
    tasks: [{ text: 'mentoring numbers', due: '2026-01-21', assignee: 'Kerry-Ann Bailey' }],
  },
  {
    id: 't1388',
    genre: 'job change',
    text: `Subject: Leadership changes in Operations

Team,

After eleven years with us, Farid Ismail left Selangor Water Works last Friday to become chief engineer at Hydra Utilities plc. We'll miss him.

From 2 February, Nurul Aisyah takes over as head of network operations. She will report to Lim Chee Keong, our COO, and Farid's three area managers will report to Nurul.

Please join me in congratulating them both.

Muthu Krishnan
Managing Director`,
    people: ['Farid Ismail', 'Nurul Aisyah', 'Lim Chee Keong', 'Muthu Krishnan'],
    companies: ['Selangor Water Works', 'Hydra Utilities plc'],
    worksAt: [
      ['Farid Ismail', 'Hydra Utilities plc'],
      ['Nurul Aisyah', 'Selangor Water Works'],
      ['Lim Chee Keong', 'Selangor Water Works'],
      ['Muthu Krishnan', 'Selangor Water Works'],
    ],
    links: [
      ['left_for', 'Farid Ismail', 'Hydra Utilities plc'],
      ['reports_to', 'Nurul Aisyah', 'Lim Chee Keong'],
    ],
  },
  {
    id: 't1389',
    genre: 'attendee list',
    text: `Attendees - Kura Kura Games Sdn Bhd / Pixel Anvil Oy, localisation review, 15 Jan

For Kura Kura Games: Siti Nurhaliza Rahman (producer), Ong Boon Hock (QA lead)
For Pixel Anvil: Aino Lehtonen (localisation manager), Juho Mäkinen (audio)
Guest: Keahi Nāone, freelance voice director`,
    people: ['Siti Nurhaliza Rahman', 'Ong Boon Hock', 'Aino Lehtonen', 'Juho Mäkinen', 'Keahi Nāone'],
    companies: ['Kura Kura Games Sdn Bhd', 'Pixel Anvil Oy'],
    worksAt: [
      ['Siti Nurhaliza Rahman', 'Kura Kura Games Sdn Bhd'],
      ['Ong Boon Hock', 'Kura Kura Games Sdn Bhd'],
      ['Aino Lehtonen', 'Pixel Anvil Oy'],
      ['Juho Mäkinen', 'Pixel Anvil Oy'],
    ],
    links: [],
  },
  {
    id: 't1390',
    genre: 'no names',
    text: `Reminder: the water main on the east side of the depot will be shut off from 7am to noon on Saturday for valve replacement. Please park in the overflow lot and keep the loading bay clear for the contractor's vans. The canteen will serve cold food only. Questions to the facilities desk.`,
    people: [],
    companies: [],
    worksAt: [],
    links: [],
  },
  {
    id: 't1391',
    genre: 'introduction',
    text: `Hi Noelani,

Thanks for saying yes! Copying Kawika Palakiko here. Kawika, Noelani Kahananui runs acquisitions for Ohana Lands Group and is looking at mixed-use parcels in Kaka'ako, exactly your patch.

Kawika and I go back to our Castle & Cooke days, so you're in good hands.

A hui hou,
Leilani Kamakau
Principal, Kamakau Advisory LLC`,
    people: ['Noelani Kahananui', 'Kawika Palakiko', 'Leilani Kamakau'],
    companies: ['Ohana Lands Group', 'Castle & Cooke', 'Kamakau Advisory LLC'],
    worksAt: [
      ['Noelani Kahananui', 'Ohana Lands Group'],
      ['Leilani Kamakau', 'Kamakau Advisory LLC'],
    ],
    links: [
      ['introduced_by', 'Noelani Kahananui', 'Leilani Kamakau'],
      ['introduced_by', 'Kawika Palakiko', 'Leilani Kamakau'],
      ['knows', 'Kawika Palakiko', 'Leilani Kamakau'],
    ],
  },
  {
    id: 't1392',
    genre: 'e-mail',
    text: `Hi Levan,

Following up on Tuesday's walkthrough. Tashana Morgan (she runs our SOC in Montego Bay) has been through the Kartli Logistics firewall logs you sent and found two misconfigured rules; her notes are attached.

I'd suggest a short call with your network lead, Davit Chkheidze, before we change anything. Does Friday at 3pm Tbilisi time work?

Best regards,
Dwayne Ellis
Client Director | Caribshield Cyber Ltd
dwayne.ellis@caribshield.com`,
    people: ['Levan', 'Tashana Morgan', 'Davit Chkheidze', 'Dwayne Ellis'],
    companies: ['Kartli Logistics', 'Caribshield Cyber Ltd'],
    worksAt: [
      ['Tashana Morgan', 'Caribshield Cyber Ltd'],
      ['Dwayne Ellis', 'Caribshield Cyber Ltd'],
      ['Davit Chkheidze', 'Kartli Logistics'],
      ['Levan', 'Kartli Logistics'],
    ],
    links: [],
  },
  {
    id: 't1393',
    genre: 'call log',
    text: `Call - Anjana Thapa, CEO, Himal Therapeutics - 12 Jan
Raised a seed round last year led by Santiago Bustos at Andes Bio Capital; Santiago sits on their board but isn't operational.
They're moving assays from a CRO (Pampa Bio S.A.) in-house and need an ELN for 15 scientists. Their lab manager Kamala Bhattarai will run the evaluation.
Anjana knows Florencia Ibarra from our advisory board; they did their postdoc together in Basel.`,
    people: ['Anjana Thapa', 'Santiago Bustos', 'Kamala Bhattarai', 'Florencia Ibarra'],
    companies: ['Himal Therapeutics', 'Andes Bio Capital', 'Pampa Bio S.A.'],
    worksAt: [
      ['Anjana Thapa', 'Himal Therapeutics'],
      ['Santiago Bustos', 'Andes Bio Capital'],
      ['Kamala Bhattarai', 'Himal Therapeutics'],
    ],
    links: [['knows', 'Anjana Thapa', 'Florencia Ibarra']],
  },
  {
    id: 't1394',
    genre: 'chat',
    text: `[14:02] Nabin Karki: did anyone watch the Moonfall Studios stream? their new roguelike looks a lot like ours
[14:03] Hana Abdi: lol yes. I applied there in 2022, didn't get past the art test
[14:05] Nabin Karki: their loss. anyway, the playtest build is up, @Hana can you check the save bug before Friday?
[14:06] Hana Abdi: on it`,
    people: ['Nabin Karki', 'Hana Abdi'],
    companies: ['Moonfall Studios'],
    worksAt: [],
    links: [],
    tasks: [{ text: 'check the save bug', due: '2026-01-16', assignee: 'Hana Abdi' }],
  },
  {
    id: 't1395',
    genre: 'introduction',
    text: `Bashir, see below - Khadra's intro to the halal certifier. Can you take it?
- Ilhan

---------- Forwarded message ----------
From: Khadra Osman <khadra@juba-foods.co.uk>
Date: Tue, 13 Jan 2026
Subject: Halal audit contact

Hi Ilhan,

As promised, the person to speak to at Majlis Halal Certification Sdn Bhd is Ahmad Zulkifli; he audited our Leicester kitchen last year and was very practical. I've told him you'll be in touch.

Khadra Osman
Operations Director, Juba Foods Ltd`,
    people: ['Bashir', 'Ilhan', 'Khadra Osman', 'Ahmad Zulkifli'],
    companies: ['Majlis Halal Certification Sdn Bhd', 'Juba Foods Ltd'],
    worksAt: [
      ['Ahmad Zulkifli', 'Majlis Halal Certification Sdn Bhd'],
      ['Khadra Osman', 'Juba Foods Ltd'],
    ],
    links: [['introduced_by', 'Ahmad Zulkifli', 'Khadra Osman']],
  },
  {
    id: 't1396',
    genre: 'e-mail',
    text: `Subject: Re: Pump station telemetry - revised offer

Hi Niillas,

Thanks for the revised offer. I've looped in our procurement officer, Elle Márjá Eira, who will need the pricing broken down per station, and Ketevan Tsereteli from Vannverk Consulting, who is advising us on the tender.

Regards,
Aslak Triumf
Operations Manager
Finnmark Vann IKS

On 12 Jan 2026, Niillas Somby <niillas@telemark-sensors.no> wrote:
> Aslak, please find our revised offer attached. Telemark Sensors AS can deliver the first 12 stations by April.`,
    people: ['Niillas Somby', 'Elle Márjá Eira', 'Ketevan Tsereteli', 'Aslak Triumf'],
    companies: ['Vannverk Consulting', 'Finnmark Vann IKS', 'Telemark Sensors AS'],
    worksAt: [
      ['Elle Márjá Eira', 'Finnmark Vann IKS'],
      ['Aslak Triumf', 'Finnmark Vann IKS'],
      ['Ketevan Tsereteli', 'Vannverk Consulting'],
      ['Niillas Somby', 'Telemark Sensors AS'],
    ],
    links: [],
  },
  {
    id: 't1397',
    genre: 'call log',
    text: `Logged call: Pacific Reef Alliance (donor CRM renewal)
Who: Iolana Keawe, development manager - reports to the executive director, Kaimana Lindsey
When: Wed 14 Jan, 10:30 HST
Iolana says the board approved the budget but Kaimana wants to see the volunteer module first. Their current vendor, Tidepool Systems Inc., ends support in March.
Action items:
1. Send the volunteer module video to Kaimana - Friday
2. Iolana to share last year's donor export - next Tuesday`,
    people: ['Iolana Keawe', 'Kaimana Lindsey'],
    companies: ['Pacific Reef Alliance', 'Tidepool Systems Inc.'],
    worksAt: [
      ['Iolana Keawe', 'Pacific Reef Alliance'],
      ['Kaimana Lindsey', 'Pacific Reef Alliance'],
    ],
    links: [['reports_to', 'Iolana Keawe', 'Kaimana Lindsey']],
    tasks: [
      { text: 'volunteer module video', due: '2026-01-16' },
      { text: 'donor export', due: '2026-01-20', assignee: 'Iolana Keawe' },
    ],
  },
  {
    id: 't1398',
    genre: 'job change',
    text: `Subject: People news from the Rosario site

A couple of updates:

- Dr. Valentina Sosa left us last week to head process development at Ñandú Biologics. Her team now reports to Gonzalo Ferreyra.
- Matías Quiroga was offered the same role at Ñandú but decided to stay with us.
- Camila Arce moves from QC to the regulatory team; same building, new desk.

Thanks,
Paula Benítez
HR, Litoral Biotech S.A.`,
    people: ['Valentina Sosa', 'Gonzalo Ferreyra', 'Matías Quiroga', 'Camila Arce', 'Paula Benítez'],
    companies: ['Ñandú Biologics', 'Litoral Biotech S.A.'],
    worksAt: [
      ['Valentina Sosa', 'Ñandú Biologics'],
      ['Gonzalo Ferreyra', 'Litoral Biotech S.A.'],
      ['Matías Quiroga', 'Litoral Biotech S.A.'],
      ['Camila Arce', 'Litoral Biotech S.A.'],
      ['Paula Benítez', 'Litoral Biotech S.A.'],
    ],
    links: [['left_for', 'Valentina Sosa', 'Ñandú Biologics']],
  },
  {
    id: 't1399',
    genre: 'meeting notes',
    text: `Notes - Rua Verde Residencial x Kupu Property Tech, 14 Jan

Rua Verde: Thiago Nascimento (asset manager), Bruna Lopes
Kupu: me, Hemi Walker (implementation)

- Rua Verde has 1,400 units across São Paulo; tenants book amenities by WhatsApp today.
- Bruna used to be at Vila Alta Construtora and ran the same rollout there.
- Thiago's boss, Renata Guimarães, signs anything over R$200k.
- Hemi will send a sandbox login to Bruna by Monday.`,
    people: ['Thiago Nascimento', 'Bruna Lopes', 'Hemi Walker', 'Renata Guimarães'],
    companies: ['Rua Verde Residencial', 'Kupu Property Tech', 'Vila Alta Construtora'],
    worksAt: [
      ['Thiago Nascimento', 'Rua Verde Residencial'],
      ['Bruna Lopes', 'Rua Verde Residencial'],
      ['Hemi Walker', 'Kupu Property Tech'],
      ['Renata Guimarães', 'Rua Verde Residencial'],
    ],
    links: [['reports_to', 'Thiago Nascimento', 'Renata Guimarães']],
    tasks: [{ text: 'sandbox login', due: '2026-01-19', assignee: 'Hemi Walker' }],
  },
  {
    id: 't1400',
    genre: 'e-mail',
    text: `Hi everyone,

I'd like to introduce CellarSense 3.0, our new cellar management release. Special thanks to the team at Hopfield Analytics for the sensor integration.

I'll host the release webinar on Thursday 22 January. Customers such as Kettle & Keg Brewing and Mangrove Ales have been testing it since November.

Cheers,
Sione Tuilagi
Product, Brewlytics`,
    people: ['Sione Tuilagi'],
    companies: ['Hopfield Analytics', 'Kettle & Keg Brewing', 'Mangrove Ales', 'Brewlytics'],
    worksAt: [['Sione Tuilagi', 'Brewlytics']],
    links: [],
  },
  {
    id: 't1401',
    genre: 'chat',
    text: `[10:15] Shernette Powell: @Kalena Ho meet @Jermaine Reid, he's the producer on Duppy Run at Yaad Games. Jermaine, Kalena runs QA at Pineapple Pixel, the studio I told you about
[10:17] Jermaine Reid: hey Kalena! yeah would love to chat, we're behind on console cert
[10:18] Kalena Ho: dm'ing you`,
    people: ['Shernette Powell', 'Kalena Ho', 'Jermaine Reid'],
    companies: ['Yaad Games', 'Pineapple Pixel'],
    worksAt: [
      ['Jermaine Reid', 'Yaad Games'],
      ['Kalena Ho', 'Pineapple Pixel'],
    ],
    links: [
      ['introduced_by', 'Kalena Ho', 'Shernette Powell'],
      ['introduced_by', 'Jermaine Reid', 'Shernette Powell'],
    ],
  },
  {
    id: 't1402',
    genre: 'e-mail',
    text: `Dear Eka Chanturia,

Thank you for the tasting at Fruit Logistica. You mentioned, as Qvevri Wine Cellars' export manager, that you could ship mixed pallets to Australia; we would like samples of the saperavi and the rkatsiteli for our Sydney shops.

I have copied my colleague Bruno Ferraz, our buyer for Eastern European wines, who will arrange the import permit.

With best wishes,
Amelia Hartley
Category Manager
Wattle & Vine Pty Ltd`,
    people: ['Eka Chanturia', 'Bruno Ferraz', 'Amelia Hartley'],
    companies: ['Qvevri Wine Cellars', 'Wattle & Vine Pty Ltd'],
    worksAt: [
      ['Eka Chanturia', 'Qvevri Wine Cellars'],
      ['Bruno Ferraz', 'Wattle & Vine Pty Ltd'],
      ['Amelia Hartley', 'Wattle & Vine Pty Ltd'],
    ],
    links: [],
  },
  {
    id: 't1403',
    genre: 'call log',
    text: `Call with Abdullahi Hersi - 20 min
Abdullahi was procurement lead at Hargeisa Water Agency until last summer; he now consults independently and is helping Berbera Port Authority scope a desalination tender. He doesn't know anyone at Oasis Desal Co. yet and asked whether we could make an introduction.
No follow-up agreed; check back in February.`,
    people: ['Abdullahi Hersi'],
    companies: ['Hargeisa Water Agency', 'Berbera Port Authority', 'Oasis Desal Co.'],
    worksAt: [],
    links: [],
  },
  {
    id: 't1404',
    genre: 'e-mail',
    text: `Thanks Bikash, Thursday works. I'll bring Farhana, who manages our guard rosters.

Lim Swee Hoon
Regional Manager, Harimau Security Services Sdn Bhd

-----Original Message-----
From: Bikash Shrestha
Sent: 13 January 2026 16:02
To: Lim Swee Hoon
Subject: CCTV upgrade at Menara Seri

Hi Swee Hoon, our building manager Pratima Rai would like to walk the car park with you before we sign. Would Thursday 22nd suit?

Bikash Shrestha
Facilities Director
Everest Tower Management`,
    people: ['Bikash Shrestha', 'Lim Swee Hoon', 'Farhana', 'Pratima Rai'],
    companies: ['Harimau Security Services Sdn Bhd', 'Everest Tower Management'],
    worksAt: [
      ['Lim Swee Hoon', 'Harimau Security Services Sdn Bhd'],
      ['Farhana', 'Harimau Security Services Sdn Bhd'],
      ['Bikash Shrestha', 'Everest Tower Management'],
      ['Pratima Rai', 'Everest Tower Management'],
    ],
    links: [],
  },
  {
    id: 't1405',
    genre: 'chat',
    text: `[16:20] Agustina Molina: heads up, Nico Ledesma's last day with us at Tango Byte Games was Friday
[16:21] Agustina Molina: he's joined Quilmes Interactive as lead designer
[16:22] Tomás Ferreira: good for him! who owns the level editor now?
[16:22] Agustina Molina: Rocío Paz, she reports to me until we hire a new lead`,
    people: ['Agustina Molina', 'Nico Ledesma', 'Tomás Ferreira', 'Rocío Paz'],
    companies: ['Tango Byte Games', 'Quilmes Interactive'],
    worksAt: [
      ['Agustina Molina', 'Tango Byte Games'],
      ['Nico Ledesma', 'Quilmes Interactive'],
      ['Rocío Paz', 'Tango Byte Games'],
    ],
    links: [
      ['left_for', 'Nico Ledesma', 'Quilmes Interactive'],
      ['reports_to', 'Rocío Paz', 'Agustina Molina'],
    ],
  },
  {
    id: 't1406',
    genre: 'e-mail',
    text: `Hi Ketevan,

Quick one: would you be open to an introduction to Dr. Hamza Yusuf at Sahan Genomics? They're looking for a CRO with GLP tox capacity and I thought of your tox group at Mtskheta Bioservices straight away. No pressure either way; if yes I'll send a proper intro.

Best,
Rebecca Chin`,
    people: ['Ketevan', 'Hamza Yusuf', 'Rebecca Chin'],
    companies: ['Sahan Genomics', 'Mtskheta Bioservices'],
    worksAt: [
      ['Hamza Yusuf', 'Sahan Genomics'],
      ['Ketevan', 'Mtskheta Bioservices'],
    ],
    links: [],
  },
  {
    id: 't1407',
    genre: 'call log',
    text: `Account: Guovdageaidnu Housing Cooperative
Contact: Sunna Kitti, property manager
Date: 14.01.2026
Summary: Sunna wants to replace paper work orders for 320 flats. She'll need sign-off from her manager, Johan Mathis Turi, who chairs the cooperative's board. Today they use a spreadsheet built by a local IT firm, Duottar Data AS; no contract.
Next steps: proposal to Sunna by Wednesday 21 Jan.`,
    people: ['Sunna Kitti', 'Johan Mathis Turi'],
    companies: ['Guovdageaidnu Housing Cooperative', 'Duottar Data AS'],
    worksAt: [
      ['Sunna Kitti', 'Guovdageaidnu Housing Cooperative'],
      ['Johan Mathis Turi', 'Guovdageaidnu Housing Cooperative'],
    ],
    links: [['reports_to', 'Sunna Kitti', 'Johan Mathis Turi']],
    tasks: [{ text: 'proposal', due: '2026-01-21' }],
  },
  {
    id: 't1408',
    genre: 'e-mail',
    text: `Subject: Quarterly report to the regulator

Hi Roza,

The quarterly water quality report to the Water Services Regulation Office is due on the 30th. Could you pull the turbidity figures from the lab system? Tariq Mahmood wrote the export script, so ask him if it misbehaves. Once it's drafted it goes to Oysha Karimova for sign-off.

Thanks,
Zarina Usmonova
Compliance, Samarkand Vodokanal`,
    people: ['Roza', 'Tariq Mahmood', 'Oysha Karimova', 'Zarina Usmonova'],
    companies: ['Water Services Regulation Office', 'Samarkand Vodokanal'],
    worksAt: [['Zarina Usmonova', 'Samarkand Vodokanal']],
    links: [],
  },
  {
    id: 't1409',
    genre: 'meeting notes',
    text: `Sync with the Kona Bean Collective folks - 14 Jan
On the call: Makoa Kealamakia, Pua Kanahele (their roaster), and from our side Marcia Lindo and me.
- Makoa confirmed 40 bags of extra fancy for March.
- Pua said she'd love to open her own roastery someday; not before the harvest, she said.
- Marcia to send the revised price sheet to Makoa by Friday.`,
    people: ['Makoa Kealamakia', 'Pua Kanahele', 'Marcia Lindo'],
    companies: ['Kona Bean Collective'],
    worksAt: [
      ['Makoa Kealamakia', 'Kona Bean Collective'],
      ['Pua Kanahele', 'Kona Bean Collective'],
    ],
    links: [],
    tasks: [{ text: 'revised price sheet', due: '2026-01-16', assignee: 'Marcia Lindo' }],
  },
  {
    id: 't1410',
    genre: 'introduction',
    text: `Thanks Sabitri - moving you to Bcc.

Hi Hamdi,

Lovely to meet you over e-mail. Sabitri told me about the literacy programme you run at Dhaqan Learning Trust in Bristol; we've been doing something similar in Kathmandu at Pathshala Foundation, where I look after partnerships. Could we find 30 minutes next week?

Warmly,
Prakash Dahal`,
    people: ['Sabitri', 'Hamdi', 'Prakash Dahal'],
    companies: ['Dhaqan Learning Trust', 'Pathshala Foundation'],
    worksAt: [
      ['Hamdi', 'Dhaqan Learning Trust'],
      ['Prakash Dahal', 'Pathshala Foundation'],
    ],
    links: [['introduced_by', 'Hamdi', 'Sabitri']],
  },
  {
    id: 't1411',
    genre: 'e-mail',
    text: `To: Dr. Chong Mei Fong
Cc: Rahim Abdullah (QA, Penang Peptides); Sarah Whitfield
Subject: Audit dates

Dear Dr. Chong,

Following your call with Sarah Whitfield on Monday, we can host the supplier audit of our Penang Peptides plant on 3-4 February. Rahim will be your contact on site.

Please note that Sarah has moved on from Bioforge Consulting and now audits independently, so the engagement letter should come from you directly.

Regards,
Azlan Hakim
Site Director, Penang Peptides Sdn Bhd`,
    people: ['Chong Mei Fong', 'Rahim Abdullah', 'Sarah Whitfield', 'Azlan Hakim'],
    companies: ['Penang Peptides Sdn Bhd', 'Bioforge Consulting'],
    worksAt: [
      ['Rahim Abdullah', 'Penang Peptides Sdn Bhd'],
      ['Azlan Hakim', 'Penang Peptides Sdn Bhd'],
    ],
    links: [],
  },
  {
    id: 't1412',
    genre: 'chat',
    text: `[11:30] Tamar Lomidze: who's our contact at Kolkheti Alarm Systems these days?
[11:31] Irakli Janelidze: Sopho Meladze
[11:31] Irakli Janelidze: she replaced Zviad in the autumn, he's gone to Caucasus Secure LLC
[11:33] Tamar Lomidze: thanks, can you send me her number?`,
    people: ['Tamar Lomidze', 'Irakli Janelidze', 'Sopho Meladze', 'Zviad'],
    companies: ['Kolkheti Alarm Systems', 'Caucasus Secure LLC'],
    worksAt: [
      ['Sopho Meladze', 'Kolkheti Alarm Systems'],
      ['Zviad', 'Caucasus Secure LLC'],
    ],
    links: [['left_for', 'Zviad', 'Caucasus Secure LLC']],
  },
  {
    id: 't1413',
    genre: 'meeting notes',
    text: `Board meeting - Fundación Sembrar, 12 Jan
Present: Mercedes Oyarzún (president), Ramiro Villalba (treasurer)
Invited: Pablo Iturralde of Banco Nación Rural, for item 2 only
1. 2025 accounts approved.
2. Pablo presented the microcredit line; the bank would co-fund 40 loans.
3. Silvina Acosta, our programme coordinator, steps down in March after six years; she stays on as a volunteer mentor.
Next meeting: 9 February.`,
    people: ['Mercedes Oyarzún', 'Ramiro Villalba', 'Pablo Iturralde', 'Silvina Acosta'],
    companies: ['Fundación Sembrar', 'Banco Nación Rural'],
    worksAt: [
      ['Mercedes Oyarzún', 'Fundación Sembrar'],
      ['Ramiro Villalba', 'Fundación Sembrar'],
      ['Silvina Acosta', 'Fundación Sembrar'],
      ['Pablo Iturralde', 'Banco Nación Rural'],
    ],
    links: [],
  },
  {
    id: 't1414',
    genre: 'job change',
    text: `New role alert: after six years at Caymanas Estates, Andre Whyte has joined Palisadoes Property Group as head of leasing. Andre reports to Nadine Forbes, Palisadoes' chief operating officer, and will lead the Spanish Town retail portfolio. Congratulations, Andre, from all your old friends on the Caymanas leasing desk!`,
    people: ['Andre Whyte', 'Nadine Forbes'],
    companies: ['Caymanas Estates', 'Palisadoes Property Group'],
    worksAt: [
      ['Andre Whyte', 'Palisadoes Property Group'],
      ['Nadine Forbes', 'Palisadoes Property Group'],
    ],
    links: [
      ['left_for', 'Andre Whyte', 'Palisadoes Property Group'],
      ['reports_to', 'Andre Whyte', 'Nadine Forbes'],
    ],
  },
  {
    id: 't1415',
    genre: 'call log',
    text: `Phone call 14 Jan - Dawa Lama, buyer, Himalayan Harvest Co-op
Dawa heard about us from Keola Makua, who supplies their macadamia line from Big Island Nut Company. The two of them have known each other since a trade mission to Hilo in 2019.
Dawa wants 2,000 jars of our ghee-based spread for their Kathmandu shops; price is the issue.
To do: Ritu to send landed-cost pricing by Friday.`,
    people: ['Dawa Lama', 'Keola Makua', 'Ritu'],
    companies: ['Himalayan Harvest Co-op', 'Big Island Nut Company'],
    worksAt: [
      ['Dawa Lama', 'Himalayan Harvest Co-op'],
      ['Keola Makua', 'Big Island Nut Company'],
    ],
    links: [
      ['introduced_by', 'Dawa Lama', 'Keola Makua'],
      ['knows', 'Dawa Lama', 'Keola Makua'],
    ],
    tasks: [{ text: 'landed-cost pricing', due: '2026-01-16', assignee: 'Ritu' }],
  },
  {
    id: 't1416',
    genre: 'e-mail',
    text: `From: Aishah Rahim <aishah@layanglayang.games>
To: Biret Labba <biret.labba@northernlightsent.com>
Subject: Co-marketing for the winter sale

Hi Biret,

Layang Layang Games is in for the joint bundle. My colleague Hafiz Omar will handle the store assets. Could you confirm the discount tiers on the Northern Lights Entertainment side?

Best,
Aishah`,
    people: ['Aishah Rahim', 'Biret Labba', 'Hafiz Omar'],
    companies: ['Layang Layang Games', 'Northern Lights Entertainment'],
    worksAt: [
      ['Aishah Rahim', 'Layang Layang Games'],
      ['Hafiz Omar', 'Layang Layang Games'],
      ['Biret Labba', 'Northern Lights Entertainment'],
    ],
    links: [],
  },
  {
    id: 't1417',
    genre: 'introduction',
    text: `Subject: Fernando / Yanique - non-revenue water

Fernando, Yanique - I've been meaning to connect you two for months.

Yanique Francis heads the NRW programme at National Water Services Jamaica and is about to tender for pressure management. Fernando Aguirre runs Presión Inteligente, a consultancy that has done exactly this for three Argentine utilities.

I'll leave it with you.

Conrad Meikle | Senior Advisor | Caribbean Development Partners`,
    people: ['Yanique Francis', 'Fernando Aguirre', 'Conrad Meikle'],
    companies: ['National Water Services Jamaica', 'Presión Inteligente', 'Caribbean Development Partners'],
    worksAt: [
      ['Yanique Francis', 'National Water Services Jamaica'],
      ['Fernando Aguirre', 'Presión Inteligente'],
      ['Conrad Meikle', 'Caribbean Development Partners'],
    ],
    links: [
      ['introduced_by', 'Yanique Francis', 'Conrad Meikle'],
      ['introduced_by', 'Fernando Aguirre', 'Conrad Meikle'],
    ],
  },
  {
    id: 't1418',
    genre: 'chat',
    text: `[09:00] Ana Gogoladze: standup: khachapuri line is down again, the oven tech from Bakeline Services is coming at 2
[09:02] Ravi Pillai: is it still Darius? he was great last time
[09:02] Ana Gogoladze: no, Darius is ex-Bakeline now, they're sending someone new
[09:04] Ravi Pillai: ok. @Ana can you log the downtime in the tracker today, and @Mei Ling please order spare heating elements by Monday
[09:05] Mei Ling Teo: 👍`,
    people: ['Ana Gogoladze', 'Ravi Pillai', 'Darius', 'Mei Ling Teo'],
    companies: ['Bakeline Services'],
    worksAt: [],
    links: [],
    tasks: [
      { text: 'log the downtime', due: '2026-01-15', assignee: 'Ana Gogoladze' },
      { text: 'spare heating elements', due: '2026-01-19', assignee: 'Mei Ling Teo' },
    ],
  },
  {
    id: 't1419',
    genre: 'call log',
    text: `Inbound call, 15 Jan 09:40
Caller introduced herself as Hawa Abdulle, head of security at Gacal Properties. She got our number from the Kensington Business Improvement District website, not from a referral.
Gacal manages 11 office buildings; their guarding is with Sentinel Partners Ltd until June.
Wants: visitor management, ANPR at two car parks.`,
    people: ['Hawa Abdulle'],
    companies: ['Gacal Properties', 'Kensington Business Improvement District', 'Sentinel Partners Ltd'],
    worksAt: [['Hawa Abdulle', 'Gacal Properties']],
    links: [],
  },
  {
    id: 't1420',
    genre: 'job change',
    text: `Subject: New structure for Research, effective Monday

Hi all,

As of 19 January, research at Nalu Biosciences is split into two groups:
- Discovery, led by Dr. Keala Ho'opai, who reports to me.
- Translational, led by Sahra Dualeh, who joins us from Meridian Oncology; Sahra also reports to me.
Sunil Basnet moves into Discovery and will report to Keala.

Mahalo,
Kainoa Akiona
Chief Scientific Officer, Nalu Biosciences`,
    people: ["Keala Ho'opai", 'Sahra Dualeh', 'Sunil Basnet', 'Kainoa Akiona'],
    companies: ['Nalu Biosciences', 'Meridian Oncology'],
    worksAt: [
      ["Keala Ho'opai", 'Nalu Biosciences'],
      ['Sahra Dualeh', 'Nalu Biosciences'],
      ['Sunil Basnet', 'Nalu Biosciences'],
      ['Kainoa Akiona', 'Nalu Biosciences'],
    ],
    links: [
      ['reports_to', "Keala Ho'opai", 'Kainoa Akiona'],
      ['reports_to', 'Sahra Dualeh', 'Kainoa Akiona'],
      ['reports_to', 'Sunil Basnet', "Keala Ho'opai"],
      ['left_for', 'Sahra Dualeh', 'Nalu Biosciences'],
    ],
  },
]
