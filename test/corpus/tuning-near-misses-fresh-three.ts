import type { CorpusText } from './types.js'

/**
 * Tuning texts t1421-t1460, a third fresh batch of near misses for issue 27, written blind on
 * 2026-11-28 by a writer who had not opened the reader, its decision, the extraction page, the
 * corpus test, any earlier near-miss or fresh tuning file, or any held-out text; texts and
 * expectations were committed together before the reader ran on them. Most texts put people who work
 * at the company in play beside people who do not: a customer's buyer, a fund's partner on the board,
 * outside counsel, auditors, consultants, a recruiter and her candidate, a former employee now
 * elsewhere, speakers at a company's event, a supplier's or reseller's rep, a journalist or analyst,
 * a professor, a product named like a company, a former employer named beside the new one; and words
 * that look like links and are not ("reports on", "reported that", "reported the break-in to",
 * "introduced" a product or oneself, "left" a city, an office or a meeting, "might join", "could you
 * introduce me", an intro offered and not yet made). CORPUS_NOW is Thursday 2026-01-15.
 */
export const TUNING_NEAR_MISSES_FRESH_THREE: CorpusText[] = [
  {
    id: 't1421',
    genre: 'meeting notes',
    text: `QBR - Kestrel Analytics / Baobab Retail, 14 Jan

Kestrel Analytics: Ngozi Eze (customer success), Arjun Pillai (solutions architect)
Baobab Retail: Tiago Ferreira (category buyer)
Helga Sørensen from Fjord Partners, Baobab's auditors, sat in for the last ten minutes.

Tiago reported that the store dashboards take over a minute to load on Mondays. Arjun thinks the nightly job overlaps with their stock sync.

Actions
- Ngozi Eze to send the usage report by Tuesday
- Arjun Pillai to move the nightly job before Friday`,
    people: ['Ngozi Eze', 'Arjun Pillai', 'Tiago Ferreira', 'Helga Sørensen'],
    companies: ['Kestrel Analytics', 'Baobab Retail', 'Fjord Partners'],
    worksAt: [
      ['Ngozi Eze', 'Kestrel Analytics'],
      ['Arjun Pillai', 'Kestrel Analytics'],
      ['Tiago Ferreira', 'Baobab Retail'],
      ['Helga Sørensen', 'Fjord Partners'],
    ],
    links: [],
    tasks: [
      { text: 'send the usage report', due: '2026-01-20', assignee: 'Ngozi Eze' },
      { text: 'move the nightly job', due: '2026-01-16', assignee: 'Arjun Pillai' },
    ],
  },
  {
    id: 't1422',
    genre: 'e-mail',
    text: `Subject: Confidential - VP Engineering search

Hi Mihaela Popescu,

I'm reaching out on behalf of a client, Orca Robotics, who are hiring a VP Engineering for their Bucharest hub. Given your current role leading the platform group at Danube Systems, I thought you might be open to a quiet conversation. Nothing is expected of you at this stage; if the timing is wrong, I completely understand.

Kind regards,
Callum Reid
Senior Partner, Talentbridge Search
+44 20 7946 0321`,
    people: ['Mihaela Popescu', 'Callum Reid'],
    companies: ['Orca Robotics', 'Danube Systems', 'Talentbridge Search'],
    worksAt: [
      ['Mihaela Popescu', 'Danube Systems'],
      ['Callum Reid', 'Talentbridge Search'],
    ],
    links: [],
  },
  {
    id: 't1423',
    genre: 'job change',
    text: `Lumen Freight team update

After six years with us, Kaveh Tehrani has left for Pelican Ports, where he will run terminal operations. We wish him well and expect to keep working with him as a partner.

Taking over his desk, Ama Owusu joins Lumen Freight on Monday from Delta Cargo Ltd. Ama will report to Rui Barbosa, our COO, and will be based in the Rotterdam office.`,
    people: ['Kaveh Tehrani', 'Ama Owusu', 'Rui Barbosa'],
    companies: ['Lumen Freight', 'Pelican Ports', 'Delta Cargo Ltd'],
    worksAt: [
      ['Kaveh Tehrani', 'Pelican Ports'],
      ['Ama Owusu', 'Lumen Freight'],
      ['Rui Barbosa', 'Lumen Freight'],
    ],
    links: [
      ['left_for', 'Kaveh Tehrani', 'Pelican Ports'],
      ['left_for', 'Ama Owusu', 'Lumen Freight'],
      ['reports_to', 'Ama Owusu', 'Rui Barbosa'],
    ],
  },
  {
    id: 't1424',
    genre: 'chat',
    text: `#deals-emea
Femi Adeyemi: did Vistula Bank sign yet?
Lena Fischer: not yet. Kasia Nowak from Vistula Bank says their outside lawyer, Jean-Luc Marchand at Berthier Avocats, is still marking up the DPA
Femi Adeyemi: ugh. anything we can do?
Lena Fischer: I'll nudge Kasia on Monday and offer a call with our counsel
Femi Adeyemi: 👍`,
    people: ['Femi Adeyemi', 'Lena Fischer', 'Kasia Nowak', 'Jean-Luc Marchand'],
    companies: ['Vistula Bank', 'Berthier Avocats'],
    worksAt: [
      ['Kasia Nowak', 'Vistula Bank'],
      ['Jean-Luc Marchand', 'Berthier Avocats'],
    ],
    links: [],
  },
  {
    id: 't1425',
    genre: 'call log',
    text: `Account: Moana Water Co
Type: outbound call, 12 min
Spoke with Hemi Tane, facilities manager. Meter retrofit is going well on the north site.
Hemi mentioned that Wiremu Parata left Moana Water Co in November and is now at Kauri Build, so he is no longer our contact for the pump tender.
Hemi reports on water usage to the regional council every month and wants our export in their template.`,
    people: ['Hemi Tane', 'Wiremu Parata'],
    companies: ['Moana Water Co', 'Kauri Build'],
    worksAt: [
      ['Hemi Tane', 'Moana Water Co'],
      ['Wiremu Parata', 'Kauri Build'],
    ],
    links: [['left_for', 'Wiremu Parata', 'Kauri Build']],
  },
  {
    id: 't1426',
    genre: 'e-mail',
    text: `Hi all,

Heads-up: Dilnoza Karimova, the account rep from our carton supplier Samarkand Paper, will visit the plant on Tuesday morning to look at the jams on line 3. Jonas Berg from our QA team will walk her through the reject logs. Please make sure she signs in at reception and gets a visitor vest.

Thanks,
Sven Lindqvist
Plant Manager
Nordic Oat AB`,
    people: ['Dilnoza Karimova', 'Jonas Berg', 'Sven Lindqvist'],
    companies: ['Samarkand Paper', 'Nordic Oat AB'],
    worksAt: [
      ['Dilnoza Karimova', 'Samarkand Paper'],
      ['Jonas Berg', 'Nordic Oat AB'],
      ['Sven Lindqvist', 'Nordic Oat AB'],
    ],
    links: [],
  },
  {
    id: 't1427',
    genre: 'e-mail',
    text: `Hi Priyanka,

Quick favour: could you introduce me to Haruto Saito? He's head of platform at Sakura Logistics, and I gather you've worked with their team on the customs project. We're trying to get a pilot of our routing API in front of them before their budget closes in March.

No pressure if it's awkward.

Thanks,
Matteo Conti
Verdi Software`,
    people: ['Priyanka', 'Haruto Saito', 'Matteo Conti'],
    companies: ['Sakura Logistics', 'Verdi Software'],
    worksAt: [
      ['Haruto Saito', 'Sakura Logistics'],
      ['Matteo Conti', 'Verdi Software'],
    ],
    links: [],
  },
  {
    id: 't1428',
    genre: 'meeting notes',
    text: `Hanoi partner day - debrief

We introduced Atlas Ledger, our new invoicing product, to about forty partners. Nguyen Van Long, our product lead at Meridian Soft, ran the demo. Tran Thi Mai from Lotus Bank asked whether Atlas Ledger can post straight into their core banking system; Long said yes, through the export API.

Pham Quoc Huy, an independent consultant who resells to small banks, wants a partner discount. Long will follow up.`,
    people: ['Nguyen Van Long', 'Tran Thi Mai', 'Pham Quoc Huy'],
    companies: ['Meridian Soft', 'Lotus Bank'],
    worksAt: [
      ['Nguyen Van Long', 'Meridian Soft'],
      ['Tran Thi Mai', 'Lotus Bank'],
    ],
    links: [],
  },
  {
    id: 't1429',
    genre: 'meeting notes',
    text: `Quillon Health - board meeting, 14 January 2026
Present: Dr. Abena Mensah (CEO), Lukas Hoffmann (CFO), Rachel Goldberg (board member; partner, Ironbark Ventures), Kenji Watanabe (observer, Hokuto Capital)

1. Lukas presented the Q4 numbers. Cash runway is 22 months.
2. Kenji reported that Hokuto Capital's fund is closing its second vintage and cannot lead the next round.
3. Rachel asked for a hiring plan before the March meeting.`,
    people: ['Abena Mensah', 'Lukas Hoffmann', 'Rachel Goldberg', 'Kenji Watanabe'],
    companies: ['Quillon Health', 'Ironbark Ventures', 'Hokuto Capital'],
    worksAt: [
      ['Abena Mensah', 'Quillon Health'],
      ['Lukas Hoffmann', 'Quillon Health'],
      ['Rachel Goldberg', 'Ironbark Ventures'],
      ['Kenji Watanabe', 'Hokuto Capital'],
    ],
    links: [],
  },
  {
    id: 't1430',
    genre: 'meeting notes',
    text: `Sync with Corvid Security on the SOC handover.

On the call from Corvid: Maya Levi (service delivery) and Omar Farouk (detection engineering). From Bluefin Data: Sipho Ndlovu and me.

Daniel Avraham also joined. He used to run Corvid's SOC and now consults independently; Maya brought him in because he wrote the original runbooks.

Open question: who owns alert tuning after February?`,
    people: ['Maya Levi', 'Omar Farouk', 'Sipho Ndlovu', 'Daniel Avraham'],
    companies: ['Corvid Security', 'Bluefin Data'],
    worksAt: [
      ['Maya Levi', 'Corvid Security'],
      ['Omar Farouk', 'Corvid Security'],
      ['Sipho Ndlovu', 'Bluefin Data'],
    ],
    links: [],
  },
  {
    id: 't1431',
    genre: 'e-mail',
    text: `Hi Chiara,

Good news on the press side. Seo-yeon Kim, who reports on grid storage for Ledger Weekly, would like a 30-minute interview with you next week for a piece on community batteries. She has already spoken to Vattenfjord and to a professor at Uppsala University, so she knows the space.

Can you do Wednesday afternoon?

Paula Andrade
Communications, Solstice Grid`,
    people: ['Chiara', 'Seo-yeon Kim', 'Paula Andrade'],
    companies: ['Ledger Weekly', 'Vattenfjord', 'Uppsala University', 'Solstice Grid'],
    worksAt: [
      ['Seo-yeon Kim', 'Ledger Weekly'],
      ['Paula Andrade', 'Solstice Grid'],
    ],
    links: [],
  },
  {
    id: 't1432',
    genre: 'attendee list',
    text: `Fintech Friday - hosted by Kinetic Pay, 30 January

Keynote: Oluwadamilare Adebayo, Chief Risk Officer, Eko Microfinance
Panel "Instant payments without the fraud":
- Lucía Romero, Head of Payments, Kinetic Pay
- Anders Holm, Baltic Clearing
- Wei Zhang, Compliance Lead, Harbour Trust Bank
Moderator: Grace O'Connell (Kinetic Pay)

Drinks afterwards on the 5th floor.`,
    people: ['Oluwadamilare Adebayo', 'Lucía Romero', 'Anders Holm', 'Wei Zhang', "Grace O'Connell"],
    companies: ['Kinetic Pay', 'Eko Microfinance', 'Baltic Clearing', 'Harbour Trust Bank'],
    worksAt: [
      ['Oluwadamilare Adebayo', 'Eko Microfinance'],
      ['Lucía Romero', 'Kinetic Pay'],
      ['Anders Holm', 'Baltic Clearing'],
      ['Wei Zhang', 'Harbour Trust Bank'],
      ["Grace O'Connell", 'Kinetic Pay'],
    ],
    links: [],
  },
  {
    id: 't1433',
    genre: 'meeting notes',
    text: `Interview debrief - Senior Data Engineer
Candidate: Farida Nazari (currently data engineer at Caspian Telecom)
Panel (Ostrava Labs s.r.o.): Jan Novák, Petra Dvořáková

Strong on streaming and on-call hygiene, lighter on dbt. Petra would hire; Jan wants a second technical round.
Farida might join in March if the offer lands before her bonus date. She asked whether she would report to Jan or to the platform lead.`,
    people: ['Farida Nazari', 'Jan Novák', 'Petra Dvořáková'],
    companies: ['Caspian Telecom', 'Ostrava Labs s.r.o.'],
    worksAt: [
      ['Farida Nazari', 'Caspian Telecom'],
      ['Jan Novák', 'Ostrava Labs s.r.o.'],
      ['Petra Dvořáková', 'Ostrava Labs s.r.o.'],
    ],
    links: [],
  },
  {
    id: 't1434',
    genre: 'chat',
    text: `[10:01] Aroha Ngata: heads up, the auditors from Kowhai & Partners arrive Monday
[10:02] Aroha Ngata: their lead this year is Tama Rewi
[10:04] Ben Foster: oh nice, Tama and I go way back, we played club rugby together for years
[10:05] Aroha Ngata: ha. keep it professional 😄
[10:06] Ben Foster: always. I'll book the big meeting room for them`,
    people: ['Aroha Ngata', 'Tama Rewi', 'Ben Foster'],
    companies: ['Kowhai & Partners'],
    worksAt: [['Tama Rewi', 'Kowhai & Partners']],
    links: [['knows', 'Ben Foster', 'Tama Rewi']],
  },
  {
    id: 't1435',
    genre: 'e-mail',
    text: `Team,

On Friday at 15:00 Prof. Ewa Kowalczyk of the Warsaw University of Technology will give a guest talk to our engineers on motion planning for warehouse robots. Ewa might join us as a scientific advisor later this year, so please come with questions.

Room 2.14, snacks provided.

Kamil Zieliński
Engineering Manager, Vistra Robotics`,
    people: ['Ewa Kowalczyk', 'Kamil Zieliński'],
    companies: ['Warsaw University of Technology', 'Vistra Robotics'],
    worksAt: [
      ['Ewa Kowalczyk', 'Warsaw University of Technology'],
      ['Kamil Zieliński', 'Vistra Robotics'],
    ],
    links: [],
  },
  {
    id: 't1436',
    genre: 'e-mail',
    text: `Aloha Ikaika,

New address, same me! As of this week I've moved from Reefline Surf to Kona Outfitters, where I'm the new head buyer. Please send future order confirmations here.

My old accounts at Reefline Surf are now with Pua Kahananui, who is great and knows your range well.

Mahalo,
Leilani Kealoha
Head Buyer, Kona Outfitters`,
    people: ['Ikaika', 'Leilani Kealoha', 'Pua Kahananui'],
    companies: ['Reefline Surf', 'Kona Outfitters'],
    worksAt: [
      ['Leilani Kealoha', 'Kona Outfitters'],
      ['Pua Kahananui', 'Reefline Surf'],
    ],
    links: [['left_for', 'Leilani Kealoha', 'Kona Outfitters']],
  },
  {
    id: 't1437',
    genre: 'meeting notes',
    text: `Trip notes - Nairobi

Rashid Al-Mansoori, our regional director at Falcon Networks, left Dubai on Sunday night and met Safari Telecom on Monday. Their CTO, Wanjiru Kamau, is keen on the fibre backhaul offer but left the meeting early for a regulator call. Her deputy, Otieno Odhiambo, stayed and walked Rashid through the tower map.

Next: Rashid sends a draft term sheet to Otieno.`,
    people: ['Rashid Al-Mansoori', 'Wanjiru Kamau', 'Otieno Odhiambo'],
    companies: ['Falcon Networks', 'Safari Telecom'],
    worksAt: [
      ['Rashid Al-Mansoori', 'Falcon Networks'],
      ['Wanjiru Kamau', 'Safari Telecom'],
      ['Otieno Odhiambo', 'Safari Telecom'],
    ],
    links: [],
  },
  {
    id: 't1438',
    genre: 'introduction',
    text: `Merhaba Esra,

Shall I put you in touch with Bilal Chaudhry? He runs sourcing for Indus Textiles in Karachi and is looking for a dye house near Izmir that can handle small runs. Your team at Ege Boya seems a good fit. If you're happy, I'll send a short note to both of you.

Saygılarımla,
Gökhan Yıldız
Anatolia Trade Advisors`,
    people: ['Esra', 'Bilal Chaudhry', 'Gökhan Yıldız'],
    companies: ['Indus Textiles', 'Ege Boya', 'Anatolia Trade Advisors'],
    worksAt: [
      ['Bilal Chaudhry', 'Indus Textiles'],
      ['Esra', 'Ege Boya'],
      ['Gökhan Yıldız', 'Anatolia Trade Advisors'],
    ],
    links: [],
  },
  {
    id: 't1439',
    genre: 'call log',
    text: `Call log - Trattoria Group (prospect)
Contact: Valentina Greco, procurement manager
Valentina buys most dry goods through Sapori Foods. Her rep there, Luca Moretti, reports to their sales director, Giulia Ricci, who has to approve any change of ordering system on the supplier side.
Valentina wants our ordering portal to send PDFs Sapori Foods can read.
Next step: demo for Valentina and Luca, week of 26 January.`,
    people: ['Valentina Greco', 'Luca Moretti', 'Giulia Ricci'],
    companies: ['Trattoria Group', 'Sapori Foods'],
    worksAt: [
      ['Valentina Greco', 'Trattoria Group'],
      ['Luca Moretti', 'Sapori Foods'],
      ['Giulia Ricci', 'Sapori Foods'],
    ],
    links: [['reports_to', 'Luca Moretti', 'Giulia Ricci']],
  },
  {
    id: 't1440',
    genre: 'job change',
    text: `Quick org note from Copperleaf

From 1 February, Marisol Vega, our renewals lead, will report to Thandiwe Dube, who heads customer success at Copperleaf. Nothing else changes for Marisol's team.

Marisol will keep reporting on churn to the board each quarter, and Thandiwe will present the numbers with her. Questions to me or to either of them.

Ruth Abernathy, People Ops`,
    people: ['Marisol Vega', 'Thandiwe Dube', 'Ruth Abernathy'],
    companies: ['Copperleaf'],
    worksAt: [
      ['Marisol Vega', 'Copperleaf'],
      ['Thandiwe Dube', 'Copperleaf'],
      ['Ruth Abernathy', 'Copperleaf'],
    ],
    links: [['reports_to', 'Marisol Vega', 'Thandiwe Dube']],
  },
  {
    id: 't1441',
    genre: 'meeting notes',
    text: `Operating model workshop, Bellweather Insurance HQ

Harrow & Finch (our consultants): Imogen Clarke, Raj Patel
Bellweather Insurance: Siobhan Murphy (COO), Cathal Byrne (claims director, reports to Siobhan)

Imogen walked through the claims value stream. Cathal pushed back on the target headcount. Raj will model two options.

Action item: Imogen Clarke to share the workshop deck by Friday.`,
    people: ['Imogen Clarke', 'Raj Patel', 'Siobhan Murphy', 'Cathal Byrne'],
    companies: ['Harrow & Finch', 'Bellweather Insurance'],
    worksAt: [
      ['Imogen Clarke', 'Harrow & Finch'],
      ['Raj Patel', 'Harrow & Finch'],
      ['Siobhan Murphy', 'Bellweather Insurance'],
      ['Cathal Byrne', 'Bellweather Insurance'],
    ],
    links: [['reports_to', 'Cathal Byrne', 'Siobhan Murphy']],
    tasks: [{ text: 'share the workshop deck', due: '2026-01-16', assignee: 'Imogen Clarke' }],
  },
  {
    id: 't1442',
    genre: 'e-mail',
    text: `To: Yaw Asante <yaw.asante@goldcoastcocoa.com>
Cc: Efua Boateng <efua.boateng@goldcoastcocoa.com>, Marta Kowal <m.kowal@ridgewaylegal.com>
Subject: Draft supply agreement - Gold Coast Cocoa / Zuider Chocolate

Hi Yaw,

Attached is the first draft of the supply agreement. Marta Kowal of Ridgeway Legal is our outside counsel on this and will take any legal questions; commercial points to me.

Best regards,
Pieter de Vries
Head of Sourcing, Zuider Chocolate BV`,
    people: ['Yaw Asante', 'Efua Boateng', 'Marta Kowal', 'Pieter de Vries'],
    companies: ['Gold Coast Cocoa', 'Ridgeway Legal', 'Zuider Chocolate BV'],
    worksAt: [
      ['Yaw Asante', 'Gold Coast Cocoa'],
      ['Efua Boateng', 'Gold Coast Cocoa'],
      ['Marta Kowal', 'Ridgeway Legal'],
      ['Pieter de Vries', 'Zuider Chocolate BV'],
    ],
    links: [],
  },
  {
    id: 't1443',
    genre: 'no names',
    text: `Release note: Harbourview Ledger 3.0 ships on Monday. Tasman Apps customers on the annual plan get the upgrade automatically; monthly customers can switch it on from the billing page. The old CSV importer is retired in this release, and the bank-feed connector moves out of beta.`,
    people: [],
    companies: ['Tasman Apps'],
    worksAt: [],
    links: [],
  },
  {
    id: 't1444',
    genre: 'chat',
    text: `[14:02] Rahim Uddin: does anyone here know Ioana Marin at Carpathia Bank? she just became their head of treasury
[14:03] Sofia Andersson: I don't, sorry
[14:05] Sofia Andersson: but Petr Horák knows her well, they sat on the same industry working group for years
[14:06] Rahim Uddin: perfect, I'll ask Petr`,
    people: ['Rahim Uddin', 'Ioana Marin', 'Sofia Andersson', 'Petr Horák'],
    companies: ['Carpathia Bank'],
    worksAt: [['Ioana Marin', 'Carpathia Bank']],
    links: [['knows', 'Petr Horák', 'Ioana Marin']],
  },
  {
    id: 't1445',
    genre: 'call log',
    text: `Opportunity: Saltmarsh Brewing - 40 seats, brewing ops module
Owner: Priya Raman (Hopgrid)
Champion: Ewan McLeod, head brewer at Saltmarsh Brewing
Economic buyer: Fiona Grant, finance director; she reports to the owner, Douglas Stewart
Status: Fiona wants a three-year price lock. Douglas signs anything over £20k.
Competitor in play: BrewMetrics.`,
    people: ['Priya Raman', 'Ewan McLeod', 'Fiona Grant', 'Douglas Stewart'],
    companies: ['Saltmarsh Brewing', 'Hopgrid', 'BrewMetrics'],
    worksAt: [
      ['Priya Raman', 'Hopgrid'],
      ['Ewan McLeod', 'Saltmarsh Brewing'],
      ['Fiona Grant', 'Saltmarsh Brewing'],
      ['Douglas Stewart', 'Saltmarsh Brewing'],
    ],
    links: [['reports_to', 'Fiona Grant', 'Douglas Stewart']],
  },
  {
    id: 't1446',
    genre: 'introduction',
    text: `Subject: Zanele (Acacia Fund) / Lerato (Ubuntu Grid)

Zanele, meet Lerato Dlamini, founder of Ubuntu Grid. They build prepaid metering for township microgrids and are starting to raise.

Lerato, Zanele Mokoena is a partner at Acacia Fund. She led their seed investment in Mopane Solar, so she knows the off-grid market better than anyone I know.

Over to you both.
Themba Nkosi`,
    people: ['Zanele Mokoena', 'Lerato Dlamini', 'Themba Nkosi'],
    companies: ['Acacia Fund', 'Ubuntu Grid', 'Mopane Solar'],
    worksAt: [
      ['Zanele Mokoena', 'Acacia Fund'],
      ['Lerato Dlamini', 'Ubuntu Grid'],
    ],
    links: [
      ['introduced_by', 'Zanele Mokoena', 'Themba Nkosi'],
      ['introduced_by', 'Lerato Dlamini', 'Themba Nkosi'],
    ],
  },
  {
    id: 't1447',
    genre: 'job change',
    text: `All-hands recap, Zagros Foods

Hamid Rostami introduced the new expense policy (receipts within 14 days, no more paper forms) and then introduced himself properly: he is our new group controller. Hamid joins us from Persepolis Auditing, where he led our annual audit for three years, so he knows our books well.

Shirin Jafari, our CFO, said Hamid reports to her.`,
    people: ['Hamid Rostami', 'Shirin Jafari'],
    companies: ['Zagros Foods', 'Persepolis Auditing'],
    worksAt: [
      ['Hamid Rostami', 'Zagros Foods'],
      ['Shirin Jafari', 'Zagros Foods'],
    ],
    links: [
      ['left_for', 'Hamid Rostami', 'Zagros Foods'],
      ['reports_to', 'Hamid Rostami', 'Shirin Jafari'],
    ],
  },
  {
    id: 't1448',
    genre: 'e-mail',
    text: `Hi Ólafur,

As promised, Chen Jing's CV is attached. Chen is a senior product manager at Yangtze Mobility, where she owns the rider app, and she is open to a move for the right role. She could start with your team at Geysir Games in April, after her notice period.

Shall I set up a first call for next week?

Best,
Martina Novak
Talent Partner, Hireloop`,
    people: ['Ólafur', 'Chen Jing', 'Martina Novak'],
    companies: ['Yangtze Mobility', 'Geysir Games', 'Hireloop'],
    worksAt: [
      ['Ólafur', 'Geysir Games'],
      ['Chen Jing', 'Yangtze Mobility'],
      ['Martina Novak', 'Hireloop'],
    ],
    links: [],
  },
  {
    id: 't1449',
    genre: 'call log',
    text: `Incident log - Tema depot, Sahel Haulage
Tuesday 13 January, 06:40: our driver Kwabena Ofori reported the break-in to Akosua Frimpong, the depot manager, when he arrived for the early shift. Two pallets of tyres missing.
Akosua called the police and our insurer, Volta Assurance. Their loss adjuster, Yaw Darko, visits on Friday.`,
    people: ['Kwabena Ofori', 'Akosua Frimpong', 'Yaw Darko'],
    companies: ['Sahel Haulage', 'Volta Assurance'],
    worksAt: [
      ['Kwabena Ofori', 'Sahel Haulage'],
      ['Akosua Frimpong', 'Sahel Haulage'],
      ['Yaw Darko', 'Volta Assurance'],
    ],
    links: [],
  },
  {
    id: 't1450',
    genre: 'attendee list',
    text: `Renewal call: Kvasoft / Prairie Mutual
Attendees:
- Ivan Petrov <ivan@kvasoft.io>
- Olga Smirnova <olga@kvasoft.io>
- Dana Whitfield <dana.whitfield@prairiemutual.com>
Guest: Hiroko Tanaka (Tanaka Law, counsel to Prairie Mutual)
Agenda: price uplift, SSO add-on, data residency clause.
Notes: Dana expects any uplift capped at 5%. Hiroko joins only for the residency clause.`,
    people: ['Ivan Petrov', 'Olga Smirnova', 'Dana Whitfield', 'Hiroko Tanaka'],
    companies: ['Kvasoft', 'Prairie Mutual', 'Tanaka Law'],
    worksAt: [
      ['Ivan Petrov', 'Kvasoft'],
      ['Olga Smirnova', 'Kvasoft'],
      ['Dana Whitfield', 'Prairie Mutual'],
      ['Hiroko Tanaka', 'Tanaka Law'],
    ],
    links: [],
  },
  {
    id: 't1451',
    genre: 'job change',
    text: `Hi everyone,

Last Friday was Beatriz Almeida's last day at Ipanema Design. After eight years and more rebrands than any of us can count, she is now at Cariri Studio as their creative director. We'll miss her!

Until we hire her successor, the brand team will report to Rafael Souza, our design director.

Obrigado,
Camila Rocha`,
    people: ['Beatriz Almeida', 'Rafael Souza', 'Camila Rocha'],
    companies: ['Ipanema Design', 'Cariri Studio'],
    worksAt: [
      ['Beatriz Almeida', 'Cariri Studio'],
      ['Rafael Souza', 'Ipanema Design'],
      ['Camila Rocha', 'Ipanema Design'],
    ],
    links: [['left_for', 'Beatriz Almeida', 'Cariri Studio']],
  },
  {
    id: 't1452',
    genre: 'chat',
    text: `Noa Peretz: heard a rumour that Yonatan Cohen might join Galil Robotics as VP Sales
Avi Ben-David: he's still at Negev Sensors as far as I know, nothing signed
Noa Peretz: if he does move we lose our best reference customer there
Avi Ben-David: let's not panic until it's real`,
    people: ['Noa Peretz', 'Yonatan Cohen', 'Avi Ben-David'],
    companies: ['Galil Robotics', 'Negev Sensors'],
    worksAt: [['Yonatan Cohen', 'Negev Sensors']],
    links: [],
  },
  {
    id: 't1453',
    genre: 'e-mail',
    text: `Kalinda, thanks - can you confirm the seed lots will reach Nagpur before the 28th?

Arnav Bose
Procurement, Ganges Agro

> On 13 Jan, Kalinda Murray wrote:
> Hi Arnav, the order is packed. Our courier, Swiftline, collects on Wednesday and the shipment clears customs in Mumbai.
> Kalinda Murray | Export Manager | Outback Seeds`,
    people: ['Kalinda Murray', 'Arnav Bose'],
    companies: ['Ganges Agro', 'Swiftline', 'Outback Seeds'],
    worksAt: [
      ['Arnav Bose', 'Ganges Agro'],
      ['Kalinda Murray', 'Outback Seeds'],
    ],
    links: [],
  },
  {
    id: 't1454',
    genre: 'meeting notes',
    text: `Pricing call with the Fenwick Grocers folks (Hollie Ward, Gareth Price) and our reseller in Germany, Tobias Klein of Rheinland Retail Systems GmbH.

Hollie wants the multi-store discount applied to the Welsh stores too. Gareth asked about the shelf-label hardware lead times.

Follow-ups
- Tobias Klein to send the revised quote by next Tuesday
- Hollie Ward to confirm the store count by Monday`,
    people: ['Hollie Ward', 'Gareth Price', 'Tobias Klein'],
    companies: ['Fenwick Grocers', 'Rheinland Retail Systems GmbH'],
    worksAt: [
      ['Hollie Ward', 'Fenwick Grocers'],
      ['Gareth Price', 'Fenwick Grocers'],
      ['Tobias Klein', 'Rheinland Retail Systems GmbH'],
    ],
    links: [],
    tasks: [
      { text: 'send the revised quote', due: '2026-01-20', assignee: 'Tobias Klein' },
      { text: 'confirm the store count', due: '2026-01-19', assignee: 'Hollie Ward' },
    ],
  },
  {
    id: 't1455',
    genre: 'e-mail',
    text: `Hi Neha,

I've known Aditi Rao for about ten years; she's VP Engineering at Brightpath Health and has just rebuilt their data platform on the same stack we're moving to. Worth a call with our CTO? I can ask her if you like.

Karan Malhotra
Lumina Labs`,
    people: ['Neha', 'Aditi Rao', 'Karan Malhotra'],
    companies: ['Brightpath Health', 'Lumina Labs'],
    worksAt: [
      ['Aditi Rao', 'Brightpath Health'],
      ['Karan Malhotra', 'Lumina Labs'],
    ],
    links: [['knows', 'Karan Malhotra', 'Aditi Rao']],
  },
  {
    id: 't1456',
    genre: 'job change',
    text: `Welcome to the Yarra Health board, Mia Nguyen!

Mia is a partner at Southern Cross Capital, which led our Series B last year, and she also sits on the board of Coral Payments. She brings fifteen years of healthcare investing and a sharp eye for unit economics.

Our first board meeting with Mia is on 5 February.

Oliver Hughes
CEO, Yarra Health`,
    people: ['Mia Nguyen', 'Oliver Hughes'],
    companies: ['Yarra Health', 'Southern Cross Capital', 'Coral Payments'],
    worksAt: [
      ['Mia Nguyen', 'Southern Cross Capital'],
      ['Oliver Hughes', 'Yarra Health'],
    ],
    links: [],
  },
  {
    id: 't1457',
    genre: 'call log',
    text: `2026-01-14 15:20 - called Bongani Zulu (plant engineer, Drakensberg Water) about the chlorinator quote. No answer, left a voicemail.
15:35 - his colleague Nomsa Khumalo rang back: Bongani left the office early for a site visit and is out until Monday. She confirmed Drakensberg Water still wants the quote in rand, not dollars.`,
    people: ['Bongani Zulu', 'Nomsa Khumalo'],
    companies: ['Drakensberg Water'],
    worksAt: [
      ['Bongani Zulu', 'Drakensberg Water'],
      ['Nomsa Khumalo', 'Drakensberg Water'],
    ],
    links: [],
  },
  {
    id: 't1458',
    genre: 'e-mail',
    text: `Hi Deniz,

Confirming the webinar line-up for the 29th. Elena Vásquez, the analyst at Meridian Research who reports on freight software, will moderate. On our side it will be Hakan Öztürk, our CEO at Bosphorus Freight, and you as his chief of staff. Since you report to Hakan, could you brief him on the slides by Monday?

Thanks,
Selin Kaya
Marketing, Bosphorus Freight`,
    people: ['Deniz', 'Elena Vásquez', 'Hakan Öztürk', 'Selin Kaya'],
    companies: ['Meridian Research', 'Bosphorus Freight'],
    worksAt: [
      ['Elena Vásquez', 'Meridian Research'],
      ['Hakan Öztürk', 'Bosphorus Freight'],
      ['Deniz', 'Bosphorus Freight'],
      ['Selin Kaya', 'Bosphorus Freight'],
    ],
    links: [['reports_to', 'Deniz', 'Hakan Öztürk']],
  },
  {
    id: 't1459',
    genre: 'chat',
    text: `[16:40] Marek Wiśniewski: @Zofia could you introduce me to Tamar Gelashvili at Kartli Wine? you two know each other, right?
[16:41] Zofia Lewandowska: we do, we shared a flat in Tbilisi years ago
[16:41] Zofia Lewandowska: sure, I'll email her tomorrow and cc you
[16:42] Marek Wiśniewski: you're a star`,
    people: ['Marek Wiśniewski', 'Tamar Gelashvili', 'Zofia Lewandowska'],
    companies: ['Kartli Wine'],
    worksAt: [['Tamar Gelashvili', 'Kartli Wine']],
    links: [['knows', 'Zofia Lewandowska', 'Tamar Gelashvili']],
  },
  {
    id: 't1460',
    genre: 'no names',
    text: `Reminder for the depot teams: the Ostara Foods and Glenmore Dairy loading bays close at noon on Friday for the stocktake. Orders placed after 11:00 ship on Monday. If a driver arrives after noon, please reschedule through the portal rather than calling the sites.`,
    people: [],
    companies: ['Ostara Foods', 'Glenmore Dairy'],
    worksAt: [],
    links: [],
  },
]
