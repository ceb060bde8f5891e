import type { CorpusText } from './types.js'

/**
 * The held-out half: written before any tuning on the tuning half, and never read for failures
 * while tuning. `npm run eval:extract` reports it separately.
 */
export const HELD_OUT: CorpusText[] = [
  {
    id: 'h01',
    genre: 'meeting notes',
    text: `Weekly sync — Harborview Logistics
Present: Emma Lindgren, Rafael Ortiz, me.
Emma Lindgren (emma.lindgren@harborview-logistics.com) runs procurement at Harborview Logistics and wants the SLA draft before Christmas.
Rafael is their Head of Operations; he asked whether the pilot can start in Rotterdam.
Action: send Emma the revised SLA by Friday.`,
    people: ['Emma Lindgren', 'Rafael Ortiz'],
    companies: ['Harborview Logistics'],
    worksAt: [
      ['Emma Lindgren', 'Harborview Logistics'],
      ['Rafael Ortiz', 'Harborview Logistics'],
    ],
  },
  {
    id: 'h02',
    genre: 'e-mail',
    text: `From: Niamh O'Connor <niamh@quaywise.ie>
To: Sales <sales@ourco.io>
Subject: Re: pricing for 40 seats

Thanks for the quote. Our CFO, Declan Byrne, has to sign off anything above 30k, so I've looped him in.

Best,
Niamh O'Connor
Operations Manager | Quaywise
+353 1 555 0199

> On Tue, 3 Mar 2026, Jonas Weber <jonas.weber@ourco.io> wrote:
> Hi Niamh, attached is the quote we discussed.`,
    people: ["Niamh O'Connor", 'Declan Byrne', 'Jonas Weber'],
    companies: ['Quaywise'],
    worksAt: [
      ["Niamh O'Connor", 'Quaywise'],
      ['Declan Byrne', 'Quaywise'],
    ],
  },
  {
    id: 'h03',
    genre: 'chat',
    text: `[09:14] Priya Natarajan: anyone talked to Kestrel Analytics lately?
[09:15] Tom Baker: yes, Liam Foster there said they're re-evaluating vendors in Q3
[09:15] Priya Natarajan: great, can you ping him about the renewal?`,
    people: ['Priya Natarajan', 'Tom Baker', 'Liam Foster'],
    companies: ['Kestrel Analytics'],
    worksAt: [['Liam Foster', 'Kestrel Analytics']],
  },
  {
    id: 'h04',
    genre: 'call log',
    text: `Call with Sofía García-López, VP Finance at Altamar Renewables, 25 min.
She confirmed budget for two regions. Her controller, Pablo Ruiz, will send the PO next week.
Follow up with Sofía on the security questionnaire by 2026-02-10.`,
    people: ['Sofía García-López', 'Pablo Ruiz'],
    companies: ['Altamar Renewables'],
    worksAt: [
      ['Sofía García-López', 'Altamar Renewables'],
      ['Pablo Ruiz', 'Altamar Renewables'],
    ],
    links: [['reports_to', 'Pablo Ruiz', 'Sofía García-López']],
  },
  {
    id: 'h05',
    genre: 'introduction',
    text: `Hi Marta,

Let me introduce you to Joost van den Berg, who leads data engineering at Polderlabs. Joost and I worked together at Booking years ago and he's the person to talk to about streaming pipelines.

Joost, Marta Kowalczyk is CTO of Vistula Health and is hiring her first platform team.

Cheers,
Anouk`,
    people: ['Joost van den Berg', 'Marta Kowalczyk'],
    companies: ['Polderlabs', 'Vistula Health'],
    worksAt: [
      ['Joost van den Berg', 'Polderlabs'],
      ['Marta Kowalczyk', 'Vistula Health'],
    ],
    links: [['introduced_by', 'Marta Kowalczyk', 'Anouk']],
  },
  {
    id: 'h06',
    genre: 'job change',
    text: `Some news: after seven years at Northgate Bank, Chloé Martin has joined Ledgerly as Chief Risk Officer. Chloé will report to Ledgerly's CEO, Arjun Mehta.`,
    people: ['Chloé Martin', 'Arjun Mehta'],
    companies: ['Northgate Bank', 'Ledgerly'],
    worksAt: [
      ['Chloé Martin', 'Ledgerly'],
      ['Arjun Mehta', 'Ledgerly'],
    ],
    links: [
      ['left_for', 'Chloé Martin', 'Ledgerly'],
      ['reports_to', 'Chloé Martin', 'Arjun Mehta'],
    ],
  },
  {
    id: 'h07',
    genre: 'attendee list',
    text: `Attendees:
- Hannah Schultz (Brightwell GmbH)
- Omar Farouk, Solutions Architect, Brightwell GmbH
- Lucy Chen (CloudNest)
- Daniel Osei`,
    people: ['Hannah Schultz', 'Omar Farouk', 'Lucy Chen', 'Daniel Osei'],
    companies: ['Brightwell GmbH', 'CloudNest'],
    worksAt: [
      ['Hannah Schultz', 'Brightwell GmbH'],
      ['Omar Farouk', 'Brightwell GmbH'],
      ['Lucy Chen', 'CloudNest'],
    ],
  },
  {
    id: 'h08',
    genre: 'no names',
    text: `Reminder: the office is closed on Monday for the holiday. Please submit expense reports by the end of the month and book your travel through the portal.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 'h09',
    genre: 'meeting notes',
    text: `QBR notes, Tidewater Insurance
We met Grace Okafor (Head of Claims) and Ben Hollis from their IT team.
Grace reports to the COO, Margaret Lowe, who joined the call for ten minutes.
Next step: schedule a technical deep dive with Ben in two weeks.`,
    people: ['Grace Okafor', 'Ben Hollis', 'Margaret Lowe'],
    companies: ['Tidewater Insurance'],
    worksAt: [
      ['Grace Okafor', 'Tidewater Insurance'],
      ['Ben Hollis', 'Tidewater Insurance'],
      ['Margaret Lowe', 'Tidewater Insurance'],
    ],
    links: [['reports_to', 'Grace Okafor', 'Margaret Lowe']],
  },
  {
    id: 'h10',
    genre: 'e-mail',
    text: `Hi team,

Quick update from the Nordwind Energie visit. Katrin Vogel (katrin.vogel@nordwind-energie.de) is the new procurement lead and replaces Stefan Braun, who moved to Solarix AG last month.

Happy Monday!
Lena`,
    people: ['Katrin Vogel', 'Stefan Braun'],
    companies: ['Nordwind Energie', 'Solarix AG'],
    worksAt: [
      ['Katrin Vogel', 'Nordwind Energie'],
      ['Stefan Braun', 'Solarix AG'],
    ],
    links: [['left_for', 'Stefan Braun', 'Solarix AG']],
  },
  {
    id: 'h11',
    genre: 'chat',
    text: `zoë: just got off the phone with Mateo Rossi from Fintera
zoë: he's their new head of partnerships, knows Aisha Bello from our board
sam: nice, Aisha mentioned him last week`,
    people: ['Mateo Rossi', 'Aisha Bello'],
    companies: ['Fintera'],
    worksAt: [['Mateo Rossi', 'Fintera']],
    links: [['knows', 'Aisha Bello', 'Mateo Rossi']],
  },
  {
    id: 'h12',
    genre: 'call log',
    text: `Logged call — 14 Jan
Contact: Henrik Nilsson, IT Director, Skarbo Shipping AB (henrik.nilsson@skarbo.se, +46 8 555 123 45)
Discussed migration timeline. Henrik wants a reference customer in the Nordics.
Next: send two case studies tomorrow.`,
    people: ['Henrik Nilsson'],
    companies: ['Skarbo Shipping AB'],
    worksAt: [['Henrik Nilsson', 'Skarbo Shipping AB']],
  },
  {
    id: 'h13',
    genre: 'introduction',
    text: `Thanks Rachel Adams for the intro to Victor Lindholm! Victor, great to e-mail you. I run partnerships at Cobalt Robotics and would love 20 minutes next week.

Kind regards,
Felix Brandt
Cobalt Robotics`,
    people: ['Rachel Adams', 'Victor Lindholm', 'Felix Brandt'],
    companies: ['Cobalt Robotics'],
    worksAt: [['Felix Brandt', 'Cobalt Robotics']],
    links: [['introduced_by', 'Victor Lindholm', 'Rachel Adams']],
  },
  {
    id: 'h14',
    genre: 'job change',
    text: `Congratulations to Kenji Watanabe, who starts Monday as VP Engineering at Aozora Systems. Kenji spent the last four years at Mercari leading the payments team.`,
    people: ['Kenji Watanabe'],
    companies: ['Aozora Systems', 'Mercari'],
    worksAt: [['Kenji Watanabe', 'Aozora Systems']],
    links: [['left_for', 'Kenji Watanabe', 'Aozora Systems']],
  },
  {
    id: 'h15',
    genre: 'attendee list',
    text: `Workshop attendees (Feb 12): Isabel Duarte - Product Manager - Lumen Bank; Tariq Hussain - Lumen Bank; Eva Novak, Data Scientist at Prague Analytics.`,
    people: ['Isabel Duarte', 'Tariq Hussain', 'Eva Novak'],
    companies: ['Lumen Bank', 'Prague Analytics'],
    worksAt: [
      ['Isabel Duarte', 'Lumen Bank'],
      ['Tariq Hussain', 'Lumen Bank'],
      ['Eva Novak', 'Prague Analytics'],
    ],
  },
  {
    id: 'h16',
    genre: 'no names',
    text: `Thanks everyone for a great quarter! Revenue grew 18% and churn is down. Happy Friday, and see you all at the offsite in Lisbon in March.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 'h17',
    genre: 'e-mail',
    text: `Subject: invoice 2231

Hello,

Please find the invoice attached. Payments go to ap@meridianhealth.com, not to me.

Regards,
Julia Moreau
Accounts Receivable, Meridian Health
julia.moreau@meridianhealth.com`,
    people: ['Julia Moreau'],
    companies: ['Meridian Health'],
    worksAt: [['Julia Moreau', 'Meridian Health']],
  },
  {
    id: 'h18',
    genre: 'meeting notes',
    text: `1:1 with Carlos — notes
Carlos Mendes wants to move to the platform team. His manager, Ingrid Solberg, supports it. Both of them know Peter Novak from the Oslo office.
Carlos to draft a transition plan by March 1.`,
    people: ['Carlos Mendes', 'Ingrid Solberg', 'Peter Novak'],
    companies: [],
    worksAt: [],
    links: [
      ['reports_to', 'Carlos Mendes', 'Ingrid Solberg'],
      ['knows', 'Carlos Mendes', 'Peter Novak'],
      ['knows', 'Ingrid Solberg', 'Peter Novak'],
    ],
  },
  {
    id: 'h19',
    genre: 'chat',
    text: `Heads up: Dana Whitfield left Orbital Freight and is now at Cargoline as COO. Might be worth reconnecting.`,
    people: ['Dana Whitfield'],
    companies: ['Orbital Freight', 'Cargoline'],
    worksAt: [['Dana Whitfield', 'Cargoline']],
    links: [['left_for', 'Dana Whitfield', 'Cargoline']],
  },
  {
    id: 'h20',
    genre: 'call log',
    text: `Inbound call from Ahmed Karim (ahmed.karim@gmail.com). Freelance consultant, previously at Deloitte. Interested in our partner program. Call him back Thursday.`,
    people: ['Ahmed Karim'],
    companies: ['Deloitte'],
    worksAt: [],
  },
  {
    id: 'h21',
    genre: 'introduction',
    text: `Intro: Sipho Dlamini <> Yuki Tanaka
Sipho is a partner at Baobab Ventures; Yuki is founder of Kumo Labs (yuki@kumolabs.jp). I think you two should meet about the seed round.
— Meera`,
    people: ['Sipho Dlamini', 'Yuki Tanaka'],
    companies: ['Baobab Ventures', 'Kumo Labs'],
    worksAt: [
      ['Sipho Dlamini', 'Baobab Ventures'],
      ['Yuki Tanaka', 'Kumo Labs'],
    ],
    links: [
      ['introduced_by', 'Sipho Dlamini', 'Meera'],
      ['introduced_by', 'Yuki Tanaka', 'Meera'],
    ],
  },
  {
    id: 'h22',
    genre: 'job change',
    text: `LinkedIn update: Olivia Grant is now Director of Sales at Pinecrest Software. Previously Olivia was Senior Account Executive at Redwood CRM.`,
    people: ['Olivia Grant'],
    companies: ['Pinecrest Software', 'Redwood CRM'],
    worksAt: [['Olivia Grant', 'Pinecrest Software']],
    links: [['left_for', 'Olivia Grant', 'Pinecrest Software']],
  },
  {
    id: 'h23',
    genre: 'attendee list',
    text: `Call attendees
Fjordline AI: Tomas Lindqvist, Sarah Chen
Us: Mia Johansson, Erik Holm`,
    people: ['Tomas Lindqvist', 'Sarah Chen', 'Mia Johansson', 'Erik Holm'],
    companies: ['Fjordline AI'],
    worksAt: [
      ['Tomas Lindqvist', 'Fjordline AI'],
      ['Sarah Chen', 'Fjordline AI'],
    ],
  },
  {
    id: 'h24',
    genre: 'no names',
    text: `Agenda for Tuesday: 1. Q2 pipeline review 2. Pricing changes 3. Hiring plan for EMEA. Please add items to the shared doc before noon.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 'h25',
    genre: 'e-mail',
    text: `Hi Noah,

Great meeting you at SaaStr. As promised, here is the deck. Our Head of Sales, Rebecca Stone, will reach out to set up a demo with your team at Brambleworks.

Best regards,
Leo Fischer
Account Executive
Tallyhive | tallyhive.com`,
    people: ['Noah', 'Rebecca Stone', 'Leo Fischer'],
    companies: ['Brambleworks', 'Tallyhive'],
    worksAt: [
      ['Rebecca Stone', 'Tallyhive'],
      ['Leo Fischer', 'Tallyhive'],
      ['Noah', 'Brambleworks'],
    ],
  },
  {
    id: 'h26',
    genre: 'meeting notes',
    text: `Discovery call: Quantix Labs
Their CTO Wei Zhang and staff engineer Amelia Brooks joined. Wei said the current vendor, Datastack, is too slow.
Amelia will share sample logs on Wednesday.`,
    people: ['Wei Zhang', 'Amelia Brooks'],
    companies: ['Quantix Labs', 'Datastack'],
    worksAt: [
      ['Wei Zhang', 'Quantix Labs'],
      ['Amelia Brooks', 'Quantix Labs'],
    ],
  },
  {
    id: 'h27',
    genre: 'chat',
    text: `can someone add Lukas Hofer to the Alpenrose deal? he's their procurement guy, lukas.hofer@alpenrose.at`,
    people: ['Lukas Hofer'],
    companies: ['Alpenrose'],
    worksAt: [['Lukas Hofer', 'Alpenrose']],
  },
  {
    id: 'h28',
    genre: 'call log',
    text: `Spoke to Fatima Zahra at Atlas Telecom. She reports to Youssef Amrani, who owns the budget. Youssef is on leave until April 2.`,
    people: ['Fatima Zahra', 'Youssef Amrani'],
    companies: ['Atlas Telecom'],
    worksAt: [
      ['Fatima Zahra', 'Atlas Telecom'],
      ['Youssef Amrani', 'Atlas Telecom'],
    ],
    links: [['reports_to', 'Fatima Zahra', 'Youssef Amrani']],
  },
  {
    id: 'h29',
    genre: 'introduction',
    text: `Marcus Webb introduced me to Ellie Park yesterday. Ellie runs growth at Sprout Foods and used to work with Marcus at Unilever.`,
    people: ['Marcus Webb', 'Ellie Park'],
    companies: ['Sprout Foods', 'Unilever'],
    worksAt: [['Ellie Park', 'Sprout Foods']],
    links: [
      ['introduced_by', 'Ellie Park', 'Marcus Webb'],
      ['knows', 'Ellie Park', 'Marcus Webb'],
    ],
  },
  {
    id: 'h30',
    genre: 'job change',
    text: `Personal news: I'm leaving Crestline Partners to join Harbor & Finch as General Counsel. — Nadia Petrova`,
    people: ['Nadia Petrova'],
    companies: ['Crestline Partners', 'Harbor & Finch'],
    worksAt: [['Nadia Petrova', 'Harbor & Finch']],
    links: [['left_for', 'Nadia Petrova', 'Harbor & Finch']],
  },
  {
    id: 'h31',
    genre: 'attendee list',
    text: `Dinner RSVP list: Jack Thompson (Ironbridge Capital), Mei Lin (Ironbridge Capital), Rohan Gupta (Verdant AI), Clara Schmidt.`,
    people: ['Jack Thompson', 'Mei Lin', 'Rohan Gupta', 'Clara Schmidt'],
    companies: ['Ironbridge Capital', 'Verdant AI'],
    worksAt: [
      ['Jack Thompson', 'Ironbridge Capital'],
      ['Mei Lin', 'Ironbridge Capital'],
      ['Rohan Gupta', 'Verdant AI'],
    ],
  },
  {
    id: 'h32',
    genre: 'no names',
    text: `Hi all, the CRM will be down for maintenance on Saturday from 9 to 11. Thanks for your patience!`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 'h33',
    genre: 'e-mail',
    text: `From: info@greenleaf-organics.com
Subject: Your enquiry

Dear customer, thank you for contacting Greenleaf Organics. A member of our team will reply within two working days.`,
    people: [],
    companies: ['Greenleaf Organics'],
    worksAt: [],
  },
  {
    id: 'h34',
    genre: 'meeting notes',
    text: `Board prep with Astrid Eriksen and Jonas Berg.
Astrid is our CFO; Jonas reports to her and owns the forecast model.
Send the draft deck to Astrid by Thursday.`,
    people: ['Astrid Eriksen', 'Jonas Berg'],
    companies: [],
    worksAt: [],
    links: [['reports_to', 'Jonas Berg', 'Astrid Eriksen']],
  },
  {
    id: 'h35',
    genre: 'call log',
    text: `Call summary: Gabriel Silva, CEO of Rio Verde Agro, wants a pilot for 3 farms. His COO Beatriz Costa (beatriz@rioverde.com.br) will coordinate.`,
    people: ['Gabriel Silva', 'Beatriz Costa'],
    companies: ['Rio Verde Agro'],
    worksAt: [
      ['Gabriel Silva', 'Rio Verde Agro'],
      ['Beatriz Costa', 'Rio Verde Agro'],
    ],
    links: [['reports_to', 'Beatriz Costa', 'Gabriel Silva']],
  },
  {
    id: 'h36',
    genre: 'chat',
    text: `FYI Sean Murphy @ Clearpath Security knows Hugo Laurent from the Paris meetup — could be our way into Vauban Systèmes.`,
    people: ['Sean Murphy', 'Hugo Laurent'],
    companies: ['Clearpath Security', 'Vauban Systèmes'],
    worksAt: [['Sean Murphy', 'Clearpath Security']],
    links: [['knows', 'Hugo Laurent', 'Sean Murphy']],
  },
  {
    id: 'h37',
    genre: 'job change',
    text: `Alert: Robert King (CTO) has left Brightline Media. According to his profile he joined Nimbus Cloud as Chief Architect in January.`,
    people: ['Robert King'],
    companies: ['Brightline Media', 'Nimbus Cloud'],
    worksAt: [['Robert King', 'Nimbus Cloud']],
    links: [['left_for', 'Robert King', 'Nimbus Cloud']],
  },
  {
    id: 'h38',
    genre: 'e-mail',
    text: `Hi Anna,

Following up on my voicemail. Are you still the right person for data tooling at Helix Pharma? If not, could you point me to whoever owns it?

Thanks,
David Levi
david.levi@streamsight.io`,
    people: ['Anna', 'David Levi'],
    companies: ['Helix Pharma'],
    worksAt: [['Anna', 'Helix Pharma']],
  },
  {
    id: 'h39',
    genre: 'introduction',
    text: `Connecting Lars Madsen (CTO, Nordlys Energy) with Freya Nilsen, who I mentioned on our call. Freya ran the grid analytics program at Statnett and is now advising startups.`,
    people: ['Lars Madsen', 'Freya Nilsen'],
    companies: ['Nordlys Energy', 'Statnett'],
    worksAt: [['Lars Madsen', 'Nordlys Energy']],
  },
  {
    id: 'h40',
    genre: 'meeting notes',
    text: `Standup: nothing blocking. Deploy went out at 10:30. Retro moved to next Wednesday.`,
    people: [],
    companies: [],
    worksAt: [],
  },
]
