import type { CorpusText } from './types.js'

/**
 * Tuning texts w121-w180, written for issue 27's works-at where two or three companies meet (a
 * vendor and a customer, an agency and its client, a recruiter and a candidate, an investor and a
 * startup, a partner channel), naming people of each side in everyday ways the earlier works-at
 * batches do not use: a person whose company is only an e-mail domain, a signature or a CC line;
 * "our", "we" and "us" where the writer's company is named elsewhere; role words away from the
 * company ("their procurement lead, P"); a later sentence about "the customer"; lists and tables of
 * contacts. About a quarter are near misses: a name beside a company that is not their employer, or a
 * company only implied (left unlinked). Each text's expectations were written and committed before
 * the reader was run on it.
 */
export const TUNING_WORKS_AT_THREE: CorpusText[] = [
  {
    id: 'w121',
    genre: 'meeting notes',
    text: `Quarterly review: Brightline Analytics / Corvid Insurance

| Name | Company | Role |
| Olumide Adeyemi | Corvid Insurance | Head of Claims |
| Hanna Virtanen | Corvid Insurance | Data Lead |
| Diego Alvarez | Brightline Analytics | Customer Success |

Olumide asked for monthly exports of the fraud scores.`,
    people: ['Olumide Adeyemi', 'Hanna Virtanen', 'Diego Alvarez'],
    companies: ['Brightline Analytics', 'Corvid Insurance'],
    worksAt: [
      ['Olumide Adeyemi', 'Corvid Insurance'],
      ['Hanna Virtanen', 'Corvid Insurance'],
      ['Diego Alvarez', 'Brightline Analytics'],
    ],
  },
  {
    id: 'w122',
    genre: 'e-mail',
    text: `From: Rachel Goldberg <rachel@fernhollow.com>
To: Kenji Watanabe <kenji.watanabe@sakuralogistics.jp>
Cc: Amara Osei <amara.osei@fernhollow.com>
Subject: Rate card

Kenji,

Following up on Tuesday's call. Amara will send the revised rate card for Sakura Logistics by Friday.

Rachel
Fern Hollow`,
    people: ['Rachel Goldberg', 'Kenji Watanabe', 'Amara Osei'],
    companies: ['Fern Hollow', 'Sakura Logistics'],
    worksAt: [
      ['Rachel Goldberg', 'Fern Hollow'],
      ['Amara Osei', 'Fern Hollow'],
      ['Kenji Watanabe', 'Sakura Logistics'],
    ],
  },
  {
    id: 'w123',
    genre: 'e-mail',
    text: `Subject: Routewise renewal

Hi Sven,

We have been on the Routewise API for a year now and want to add the fleet module. Our dispatch manager, Leila Farahani, would like to join Thursday's call. Could you add her to the invite?

Thanks,
Marcus Obi | Operations | Pelican Freight`,
    people: ['Sven', 'Leila Farahani', 'Marcus Obi'],
    companies: ['Routewise', 'Pelican Freight'],
    worksAt: [
      ['Marcus Obi', 'Pelican Freight'],
      ['Leila Farahani', 'Pelican Freight'],
    ],
  },
  {
    id: 'w124',
    genre: 'call log',
    text: `Spoke with Harbourview Hotels this morning about the linen contract. Their procurement lead, Ngozi Chukwu, wants three quotes before March. Their general manager, Paul Lefebvre, signs anything over 50k.`,
    people: ['Ngozi Chukwu', 'Paul Lefebvre'],
    companies: ['Harbourview Hotels'],
    worksAt: [
      ['Ngozi Chukwu', 'Harbourview Hotels'],
      ['Paul Lefebvre', 'Harbourview Hotels'],
    ],
  },
  {
    id: 'w125',
    genre: 'call log',
    text: `Call with Sipho Ndlovu from Tern Robotics about the Millbrook Dairy rollout. The customer has pushed the install to March. Their plant manager, Greta Holm, wants a site visit first.`,
    people: ['Sipho Ndlovu', 'Greta Holm'],
    companies: ['Tern Robotics', 'Millbrook Dairy'],
    worksAt: [
      ['Sipho Ndlovu', 'Tern Robotics'],
      ['Greta Holm', 'Millbrook Dairy'],
    ],
  },
  {
    id: 'w126',
    genre: 'introduction',
    text: `Subject: Intro: Yasmin Haddad (Kestrel Ventures) / Tomás Ibarra

Hi both,

Yasmin, Tomás is the founder of Lumo Grid, which I mentioned at dinner. Tomás, Yasmin leads climate deals at Kestrel Ventures.

Best,
Anika Rao`,
    people: ['Yasmin Haddad', 'Tomás Ibarra', 'Anika Rao'],
    companies: ['Kestrel Ventures', 'Lumo Grid'],
    worksAt: [
      ['Yasmin Haddad', 'Kestrel Ventures'],
      ['Tomás Ibarra', 'Lumo Grid'],
    ],
    links: [
      ['introduced_by', 'Yasmin Haddad', 'Anika Rao'],
      ['introduced_by', 'Tomás Ibarra', 'Anika Rao'],
    ],
  },
  {
    id: 'w127',
    genre: 'attendee list',
    text: `Workshop, 14 January
Attendees:
Bilal Chaudhry (Quillstone)
Maren Solberg (Quillstone)
Jun Takahashi (Orchid Telecom)
Precious Mokoena (Orchid Telecom)`,
    people: ['Bilal Chaudhry', 'Maren Solberg', 'Jun Takahashi', 'Precious Mokoena'],
    companies: ['Quillstone', 'Orchid Telecom'],
    worksAt: [
      ['Bilal Chaudhry', 'Quillstone'],
      ['Maren Solberg', 'Quillstone'],
      ['Jun Takahashi', 'Orchid Telecom'],
      ['Precious Mokoena', 'Orchid Telecom'],
    ],
  },
  {
    id: 'w128',
    genre: 'e-mail',
    text: `Hi Carla,

Thanks for the proposal. I've passed it to our finance director, Ewa Kowalczyk, and she will come back to you next week.

Kind regards,
Gareth Jones
Head of Marketing, Silverfin Foods

From: Carla Moretti <carla@bluecanvas.agency>
Sent: 12 January
Gareth, please find our proposal for the spring campaign attached.`,
    people: ['Carla Moretti', 'Ewa Kowalczyk', 'Gareth Jones'],
    companies: ['Silverfin Foods'],
    worksAt: [
      ['Gareth Jones', 'Silverfin Foods'],
      ['Ewa Kowalczyk', 'Silverfin Foods'],
    ],
  },
  {
    id: 'w129',
    genre: 'chat',
    text: `[10:02] Ama Owusu: who's our contact at Polar Freight now?
[10:03] Ben Carter: Ivana Horvat, she took over from Leo last month
[10:03] Ama Owusu: thanks`,
    people: ['Ama Owusu', 'Ben Carter', 'Ivana Horvat', 'Leo'],
    companies: ['Polar Freight'],
    worksAt: [['Ivana Horvat', 'Polar Freight']],
  },
  {
    id: 'w130',
    genre: 'e-mail',
    text: `From: Fiona Walsh <fiona@talentbridge.co.uk>
To: Dr. Omar Siddiqui <omar.siddiqui@hollisbio.com>
Subject: Candidate for the QA lead role

Omar,

Attached is the CV of Wei Zhang, currently a QA manager at Norrland Pharma. Wei is open to a move and could interview with Hollis Biotech next week.

Best,
Fiona Walsh
Senior Recruiter, Talentbridge`,
    people: ['Fiona Walsh', 'Omar Siddiqui', 'Wei Zhang'],
    companies: ['Talentbridge', 'Hollis Biotech', 'Norrland Pharma'],
    worksAt: [
      ['Fiona Walsh', 'Talentbridge'],
      ['Wei Zhang', 'Norrland Pharma'],
    ],
  },
  {
    id: 'w131',
    genre: 'meeting notes',
    text: `Agency sync with Redleaf Studio
From Redleaf: Joon-ho Kim (creative director), Aroha Ngata (account lead)
From us: Nadia Rahman, Peter Novak
Redleaf will deliver the storyboards on the 20th.

Nadia Rahman
Brand Manager, Amberly Cosmetics`,
    people: ['Joon-ho Kim', 'Aroha Ngata', 'Nadia Rahman', 'Peter Novak'],
    companies: ['Redleaf Studio', 'Amberly Cosmetics'],
    worksAt: [
      ['Joon-ho Kim', 'Redleaf Studio'],
      ['Aroha Ngata', 'Redleaf Studio'],
      ['Nadia Rahman', 'Amberly Cosmetics'],
      ['Peter Novak', 'Amberly Cosmetics'],
    ],
  },
  {
    id: 'w132',
    genre: 'call log',
    text: `CRM note, Oakridge Credit Union
Spoke to Thabo Mthembu, their IT director. He uses Lattice Cloud for backups today and is unhappy with the support. Thabo will share the current contract terms.`,
    people: ['Thabo Mthembu'],
    companies: ['Oakridge Credit Union', 'Lattice Cloud'],
    worksAt: [['Thabo Mthembu', 'Oakridge Credit Union']],
  },
  {
    id: 'w133',
    genre: 'e-mail',
    text: `Hi team,

Quick update on the Verdant Energy deal. Their CFO, Rosa Jiménez, approved the budget yesterday. Legal on their end is Arjun Nair, and he wants our MSA in Word format.

Tobias Keller
Account Executive
Sunstone Software`,
    people: ['Rosa Jiménez', 'Arjun Nair', 'Tobias Keller'],
    companies: ['Verdant Energy', 'Sunstone Software'],
    worksAt: [
      ['Rosa Jiménez', 'Verdant Energy'],
      ['Arjun Nair', 'Verdant Energy'],
      ['Tobias Keller', 'Sunstone Software'],
    ],
  },
  {
    id: 'w134',
    genre: 'meeting notes',
    text: `Lunch with Priya Venkatesh. She pitched Crestline Payments to Halden Retail last year and lost it to Stripe. She now freelances.`,
    people: ['Priya Venkatesh'],
    companies: ['Crestline Payments', 'Halden Retail', 'Stripe'],
    worksAt: [],
  },
  {
    id: 'w135',
    genre: 'attendee list',
    text: `Contacts for the Ironwood Bank pilot

Ironwood Bank
- Sandra Oyelaran, project sponsor
- Mikael Berg, security

Cinder Labs
- Hye-jin Choi, implementation
- Rafael Souza, support`,
    people: ['Sandra Oyelaran', 'Mikael Berg', 'Hye-jin Choi', 'Rafael Souza'],
    companies: ['Ironwood Bank', 'Cinder Labs'],
    worksAt: [
      ['Sandra Oyelaran', 'Ironwood Bank'],
      ['Mikael Berg', 'Ironwood Bank'],
      ['Hye-jin Choi', 'Cinder Labs'],
      ['Rafael Souza', 'Cinder Labs'],
    ],
  },
  {
    id: 'w136',
    genre: 'e-mail',
    text: `From: Liam O'Brien <liam.obrien@glassworks.ie>
To: Siobhan Kelly
Subject: Re: Reseller terms

Siobhan, we're fine with the 20% margin. Glassworks can start reselling in Ireland in Q2. I've asked Declan Murphy in our channel team to draft the order form.

Liam`,
    people: ["Liam O'Brien", 'Siobhan Kelly', 'Declan Murphy'],
    companies: ['Glassworks'],
    worksAt: [
      ["Liam O'Brien", 'Glassworks'],
      ['Declan Murphy', 'Glassworks'],
    ],
  },
  {
    id: 'w137',
    genre: 'chat',
    text: `Elena Popescu: Tidal Bank signed!!
Kwabena Asante: amazing. who was the champion there?
Elena Popescu: Farida Nasser, their head of retail lending
Kwabena Asante: and the economic buyer?
Elena Popescu: the COO, Henrik Dahl`,
    people: ['Elena Popescu', 'Kwabena Asante', 'Farida Nasser', 'Henrik Dahl'],
    companies: ['Tidal Bank'],
    worksAt: [
      ['Farida Nasser', 'Tidal Bank'],
      ['Henrik Dahl', 'Tidal Bank'],
    ],
  },
  {
    id: 'w138',
    genre: 'e-mail',
    text: `Hi Joanna,

Our accountant, Vikram Singh of Singh & Rao, will send the signed forms directly.

Regards,
Magdalena Nowak
Nowak Interiors`,
    people: ['Joanna', 'Vikram Singh', 'Magdalena Nowak'],
    companies: ['Singh & Rao', 'Nowak Interiors'],
    worksAt: [
      ['Vikram Singh', 'Singh & Rao'],
      ['Magdalena Nowak', 'Nowak Interiors'],
    ],
  },
  {
    id: 'w139',
    genre: 'meeting notes',
    text: `Board prep with Alder Capital

Alder Capital led our Series A. Their partner on the board is Kenneth Osei; his associate, Lucia Ferraro, prepares the diligence lists. On our side, Hamid Karimi (CEO) and Ines Duarte (CFO) will present.

Notes by Ines Duarte, Fieldstone Health`,
    people: ['Kenneth Osei', 'Lucia Ferraro', 'Hamid Karimi', 'Ines Duarte'],
    companies: ['Alder Capital', 'Fieldstone Health'],
    worksAt: [
      ['Kenneth Osei', 'Alder Capital'],
      ['Lucia Ferraro', 'Alder Capital'],
      ['Hamid Karimi', 'Fieldstone Health'],
      ['Ines Duarte', 'Fieldstone Health'],
    ],
  },
  {
    id: 'w140',
    genre: 'call log',
    text: `Called Brightwater Clinics about the overdue invoice. Spoke to Noura Al-Sayed in accounts payable, who said the payment run is on Friday. She mentioned that Delta Medical, their other supplier, had the same delay.`,
    people: ['Noura Al-Sayed'],
    companies: ['Brightwater Clinics', 'Delta Medical'],
    worksAt: [['Noura Al-Sayed', 'Brightwater Clinics']],
  },
  {
    id: 'w141',
    genre: 'e-mail',
    text: `From: Kai Müller <kai.mueller@heliodata.de>
To: Ana Lima <ana.lima@cactuspay.com.br>
Cc: Stefan Braun <s.braun@heliodata.de>, Júlia Rocha <julia.rocha@cactuspay.com.br>
Subject: Data residency

Ana, Júlia,

As promised, Stefan has written up how Helio Data keeps Brazilian records in São Paulo. Happy to go through it with Cactus Pay next week.

Kai`,
    people: ['Kai Müller', 'Ana Lima', 'Stefan Braun', 'Júlia Rocha'],
    companies: ['Helio Data', 'Cactus Pay'],
    worksAt: [
      ['Kai Müller', 'Helio Data'],
      ['Stefan Braun', 'Helio Data'],
      ['Ana Lima', 'Cactus Pay'],
      ['Júlia Rocha', 'Cactus Pay'],
    ],
  },
  {
    id: 'w142',
    genre: 'meeting notes',
    text: `Partner call: Evergreen Systems (reseller) and Marlow Hospitality (end customer)
Evergreen's Chidi Okafor ran the call. Marlow's head of IT, Sunita Bhatt, joined for the first half. Chidi will send pricing to Sunita's deputy, Owen Price.`,
    people: ['Chidi Okafor', 'Sunita Bhatt', 'Owen Price'],
    companies: ['Evergreen Systems', 'Marlow Hospitality'],
    worksAt: [
      ['Chidi Okafor', 'Evergreen Systems'],
      ['Sunita Bhatt', 'Marlow Hospitality'],
      ['Owen Price', 'Marlow Hospitality'],
    ],
    links: [['reports_to', 'Owen Price', 'Sunita Bhatt']],
  },
  {
    id: 'w143',
    genre: 'e-mail',
    text: `Hi Marta,

Sorry for the slow reply. We reviewed Copperfield's bid with our CTO, Dmitri Volkov, and we would like to go ahead with the smaller scope.

Best,
Alicia Torres
Procurement, Bayside Water`,
    people: ['Marta', 'Dmitri Volkov', 'Alicia Torres'],
    companies: ['Copperfield', 'Bayside Water'],
    worksAt: [
      ['Dmitri Volkov', 'Bayside Water'],
      ['Alicia Torres', 'Bayside Water'],
    ],
  },
  {
    id: 'w144',
    genre: 'chat',
    text: `[14:20] Grace Mwangi: do we know anyone at Northpeak Mining?
[14:21] Hugo Lambert: I sat next to their CFO at a conference, Aleksander Nowicki
[14:21] Hugo Lambert: nice guy, happy to reach out`,
    people: ['Grace Mwangi', 'Hugo Lambert', 'Aleksander Nowicki'],
    companies: ['Northpeak Mining'],
    worksAt: [['Aleksander Nowicki', 'Northpeak Mining']],
    links: [['knows', 'Hugo Lambert', 'Aleksander Nowicki']],
  },
  {
    id: 'w145',
    genre: 'e-mail',
    text: `Dear Mr. Abe,

Thank you for visiting our booth. I am the regional manager for Tanuki Electronics in Osaka and would be glad to show Kiriko Trading our new sensors.

Yours sincerely,
Haruka Mori`,
    people: ['Abe', 'Haruka Mori'],
    companies: ['Tanuki Electronics', 'Kiriko Trading'],
    worksAt: [['Haruka Mori', 'Tanuki Electronics']],
  },
  {
    id: 'w146',
    genre: 'meeting notes',
    text: `Met the Juniper Air team at their hangar. Luca Bianchi, their maintenance chief, showed us the fleet. Their supplier Vortex Parts was represented by Mehmet Yılmaz.`,
    people: ['Luca Bianchi', 'Mehmet Yılmaz'],
    companies: ['Juniper Air', 'Vortex Parts'],
    worksAt: [
      ['Luca Bianchi', 'Juniper Air'],
      ['Mehmet Yılmaz', 'Vortex Parts'],
    ],
  },
  {
    id: 'w147',
    genre: 'e-mail',
    text: `Subject: Your Clearwater order

Hello Mr. Fitzgerald,

Your order for Ashgrove Dental has shipped. If anything is missing, please contact me or my colleague Nia Roberts.

Best wishes,
Oliver Hughes
Customer Service
Clearwater Supplies Ltd
oliver.hughes@clearwatersupplies.co.uk`,
    people: ['Fitzgerald', 'Nia Roberts', 'Oliver Hughes'],
    companies: ['Ashgrove Dental', 'Clearwater Supplies Ltd'],
    worksAt: [
      ['Oliver Hughes', 'Clearwater Supplies Ltd'],
      ['Nia Roberts', 'Clearwater Supplies Ltd'],
    ],
  },
  {
    id: 'w148',
    genre: 'call log',
    text: `Follow-up call, Saffron Hotels
Attendees: Rohan Desai (Saffron Hotels), Emma Larsen (us)
Rohan confirmed the customer will renew for two years. The customer also wants us to talk to their sister brand, Indigo Stays, whose GM is Kavya Reddy.`,
    people: ['Rohan Desai', 'Emma Larsen', 'Kavya Reddy'],
    companies: ['Saffron Hotels', 'Indigo Stays'],
    worksAt: [
      ['Rohan Desai', 'Saffron Hotels'],
      ['Kavya Reddy', 'Indigo Stays'],
    ],
  },
  {
    id: 'w149',
    genre: 'introduction',
    text: `Hi Patrick,

I'd like you to meet Adwoa Mensah, who heads people operations at Greenhouse Foods. She is looking for a payroll provider, and I told her about Ledgerly. Adwoa, Patrick runs sales at Ledgerly.

Warmly,
Sun-mi Lee`,
    people: ['Patrick', 'Adwoa Mensah', 'Sun-mi Lee'],
    companies: ['Greenhouse Foods', 'Ledgerly'],
    worksAt: [
      ['Adwoa Mensah', 'Greenhouse Foods'],
      ['Patrick', 'Ledgerly'],
    ],
    links: [
      ['introduced_by', 'Adwoa Mensah', 'Sun-mi Lee'],
      ['introduced_by', 'Patrick', 'Sun-mi Lee'],
    ],
  },
  {
    id: 'w150',
    genre: 'meeting notes',
    text: `Notes, 13 Jan: Anders Lund walked us through why Rosemont Bank dropped Pinecrest Software. He consults for both and thinks Pinecrest could win them back.`,
    people: ['Anders Lund'],
    companies: ['Rosemont Bank', 'Pinecrest Software'],
    worksAt: [],
  },
  {
    id: 'w151',
    genre: 'e-mail',
    text: `Hi Sergio,

Ahead of Monday: from Orion Retail it will be me, our head of stores Layla Hassan, and Tom Fischer from the e-commerce team. Let me know who's joining from Albatross Media.

Best,
Nkechi Ibe
Orion Retail`,
    people: ['Sergio', 'Layla Hassan', 'Tom Fischer', 'Nkechi Ibe'],
    companies: ['Orion Retail', 'Albatross Media'],
    worksAt: [
      ['Nkechi Ibe', 'Orion Retail'],
      ['Layla Hassan', 'Orion Retail'],
      ['Tom Fischer', 'Orion Retail'],
    ],
  },
  {
    id: 'w152',
    genre: 'chat',
    text: `Rui Santos: Zephyr Labs wants a reference customer
Mariam Qureshi: ask Daniel Levy at Coastline Bank, he loved the rollout
Rui Santos: good idea, I'll ping him`,
    people: ['Rui Santos', 'Mariam Qureshi', 'Daniel Levy'],
    companies: ['Zephyr Labs', 'Coastline Bank'],
    worksAt: [['Daniel Levy', 'Coastline Bank']],
  },
  {
    id: 'w153',
    genre: 'job change',
    text: `Team news: Fatou Diallo has joined us at Meridian Logistics as head of customer operations. Fatou spent six years at Sahel Airways. Her first project is the Cargolink migration with our partner Stratus IT, where Jonas Weber leads the work.`,
    people: ['Fatou Diallo', 'Jonas Weber'],
    companies: ['Meridian Logistics', 'Sahel Airways', 'Stratus IT'],
    worksAt: [
      ['Fatou Diallo', 'Meridian Logistics'],
      ['Jonas Weber', 'Stratus IT'],
    ],
    links: [['left_for', 'Fatou Diallo', 'Meridian Logistics']],
  },
  {
    id: 'w154',
    genre: 'call log',
    text: `Inbound call from Björn Eklund, a shareholder of Fjell Energy, asking about our services. He is not employed there. Referred him to our website.`,
    people: ['Björn Eklund'],
    companies: ['Fjell Energy'],
    worksAt: [],
  },
  {
    id: 'w155',
    genre: 'e-mail',
    text: `Subject: Re: Kickoff agenda

All,

Adding two names to Thursday: Renata Vargas, our engagement lead at Palisade Consulting, and Chen Jie, who manages the warehouse systems at Kingfisher Goods. I'll present for Kingfisher Goods myself.

Mohammed Al-Amin
COO, Kingfisher Goods`,
    people: ['Renata Vargas', 'Chen Jie', 'Mohammed Al-Amin'],
    companies: ['Palisade Consulting', 'Kingfisher Goods'],
    worksAt: [
      ['Renata Vargas', 'Palisade Consulting'],
      ['Chen Jie', 'Kingfisher Goods'],
      ['Mohammed Al-Amin', 'Kingfisher Goods'],
    ],
  },
  {
    id: 'w156',
    genre: 'meeting notes',
    text: `Demo for Lakeshore Schools district. Present: Maria Gonzalez (Lakeshore Schools), Tunde Bakare (Lakeshore Schools), Sophie Martin (Brightboard).
Maria wants a pilot in three schools. Sophie will send the pricing sheet.`,
    people: ['Maria Gonzalez', 'Tunde Bakare', 'Sophie Martin'],
    companies: ['Lakeshore Schools', 'Brightboard'],
    worksAt: [
      ['Maria Gonzalez', 'Lakeshore Schools'],
      ['Tunde Bakare', 'Lakeshore Schools'],
      ['Sophie Martin', 'Brightboard'],
    ],
  },
  {
    id: 'w157',
    genre: 'e-mail',
    text: `Hi Ngaio,

I met Arash Tehrani at the Summit Partners dinner last night. He's a founder looking at Kauri Payments as a processor and asked for a contact there. Could you take the call?

Thanks,
Isabel Cruz`,
    people: ['Ngaio', 'Arash Tehrani', 'Isabel Cruz'],
    companies: ['Summit Partners', 'Kauri Payments'],
    worksAt: [],
  },
  {
    id: 'w158',
    genre: 'attendee list',
    text: `Steering committee, Harbor Freight Alliance
Shipping lines: Erik Nilsen (Nordsjø Lines), Amina Yusuf (Red Sea Cargo)
Ports: Giorgos Papadakis (Piraeus Terminals)
Secretariat: Lena Hoffmann`,
    people: ['Erik Nilsen', 'Amina Yusuf', 'Giorgos Papadakis', 'Lena Hoffmann'],
    companies: ['Harbor Freight Alliance', 'Nordsjø Lines', 'Red Sea Cargo', 'Piraeus Terminals'],
    worksAt: [
      ['Erik Nilsen', 'Nordsjø Lines'],
      ['Amina Yusuf', 'Red Sea Cargo'],
      ['Giorgos Papadakis', 'Piraeus Terminals'],
    ],
  },
  {
    id: 'w159',
    genre: 'e-mail',
    text: `From: Sofia Andersson <sofia.andersson@polarisgroup.se>
Subject: Contract signed

Hi Raj,

Great news: the contract with Polaris Group is signed. Karin from our legal team will send you the countersigned copy. Welcome aboard, Tessellate!

Sofia`,
    people: ['Sofia Andersson', 'Raj', 'Karin'],
    companies: ['Polaris Group', 'Tessellate'],
    worksAt: [
      ['Sofia Andersson', 'Polaris Group'],
      ['Karin', 'Polaris Group'],
    ],
  },
  {
    id: 'w160',
    genre: 'chat',
    text: `[16:40] Zainab Bello: Blackwood Legal sent over the redlines
[16:41] Pedro Alves: who's the lawyer on it?
[16:41] Zainab Bello: Hannah Schmidt, she represents Ferro Steel on this deal`,
    people: ['Zainab Bello', 'Pedro Alves', 'Hannah Schmidt'],
    companies: ['Blackwood Legal', 'Ferro Steel'],
    worksAt: [],
  },
  {
    id: 'w161',
    genre: 'call log',
    text: `Discovery call: Nimbus Health
Their team: Dr. Kwame Asare (CMO), Lisa Chang (nursing informatics)
Our team: Andrés Molina, Hiba Mansour
The customer runs Epic and wants our scheduling add-on. The customer's CMO asked for two references.`,
    people: ['Kwame Asare', 'Lisa Chang', 'Andrés Molina', 'Hiba Mansour'],
    companies: ['Nimbus Health'],
    worksAt: [
      ['Kwame Asare', 'Nimbus Health'],
      ['Lisa Chang', 'Nimbus Health'],
    ],
  },
  {
    id: 'w162',
    genre: 'e-mail',
    text: `Hi Grace,

Apologies, Northgate Bank is moving slowly on this. My counterpart there, Samuel Adeyinka, is on leave until the 20th, and his manager, Julia Kovacs, won't sign without him.

Mark Ellison
Partnerships, Tideline Software`,
    people: ['Grace', 'Samuel Adeyinka', 'Julia Kovacs', 'Mark Ellison'],
    companies: ['Northgate Bank', 'Tideline Software'],
    worksAt: [
      ['Samuel Adeyinka', 'Northgate Bank'],
      ['Julia Kovacs', 'Northgate Bank'],
      ['Mark Ellison', 'Tideline Software'],
    ],
    links: [['reports_to', 'Samuel Adeyinka', 'Julia Kovacs']],
  },
  {
    id: 'w163',
    genre: 'meeting notes',
    text: `Coffee with Tariq Aziz. He used to run procurement at Summit Foods and now advises Greenleaf Organics on sourcing. Interested in our cold chain product.`,
    people: ['Tariq Aziz'],
    companies: ['Summit Foods', 'Greenleaf Organics'],
    worksAt: [],
  },
  {
    id: 'w164',
    genre: 'e-mail',
    text: `Subject: Invoice query

Hi,

This is Chiara Romano from the accounts team at Vela Marine. We received invoice 2291 from Basalt Engineering twice. Could someone there check? Our buyer, Nikos Georgiou, approved only one.

Thanks,
Chiara`,
    people: ['Chiara Romano', 'Nikos Georgiou'],
    companies: ['Vela Marine', 'Basalt Engineering'],
    worksAt: [
      ['Chiara Romano', 'Vela Marine'],
      ['Nikos Georgiou', 'Vela Marine'],
    ],
  },
  {
    id: 'w165',
    genre: 'attendee list',
    text: `Contacts (CRM export)
Name: Olga Ivanova | Company: Birchwood Media | Title: Head of Ad Sales
Name: Emeka Nwankwo | Company: Birchwood Media | Title: Analyst
Name: Chloé Lambert | Company: Pixel Harbor | Title: Founder`,
    people: ['Olga Ivanova', 'Emeka Nwankwo', 'Chloé Lambert'],
    companies: ['Birchwood Media', 'Pixel Harbor'],
    worksAt: [
      ['Olga Ivanova', 'Birchwood Media'],
      ['Emeka Nwankwo', 'Birchwood Media'],
      ['Chloé Lambert', 'Pixel Harbor'],
    ],
  },
  {
    id: 'w166',
    genre: 'chat',
    text: `Yusuf Demir: heads up, Carina from Solace Insurance is joining the 3pm
Naledi Dube: Carina Weiss? their claims director?
Yusuf Demir: yes`,
    people: ['Yusuf Demir', 'Carina Weiss', 'Naledi Dube'],
    companies: ['Solace Insurance'],
    worksAt: [['Carina Weiss', 'Solace Insurance']],
  },
  {
    id: 'w167',
    genre: 'e-mail',
    text: `Hi Bongani,

Thank you for the intro to Atlas Mobility. I spoke with their VP of Product, Shreya Kapoor, yesterday. Atlas Mobility has also asked us to include their integration partner, Kinetic Labs, in the next call; Kinetic's lead engineer is Matteo Greco.

Best,
Annalise Ford
Senior AE at Cartwheel`,
    people: ['Bongani', 'Shreya Kapoor', 'Matteo Greco', 'Annalise Ford'],
    companies: ['Atlas Mobility', 'Kinetic Labs', 'Cartwheel'],
    worksAt: [
      ['Shreya Kapoor', 'Atlas Mobility'],
      ['Matteo Greco', 'Kinetic Labs'],
      ['Annalise Ford', 'Cartwheel'],
    ],
  },
  {
    id: 'w168',
    genre: 'meeting notes',
    text: `Investor update call
Attendees: Aarav Shah (Beacon Seed), Mette Kristensen (Beacon Seed), Leon Wagner
Leon shared January revenue for Tinyforge. Beacon Seed wants a bridge plan by March.`,
    people: ['Aarav Shah', 'Mette Kristensen', 'Leon Wagner'],
    companies: ['Beacon Seed', 'Tinyforge'],
    worksAt: [
      ['Aarav Shah', 'Beacon Seed'],
      ['Mette Kristensen', 'Beacon Seed'],
    ],
  },
  {
    id: 'w169',
    genre: 'e-mail',
    text: `From: Hamza Khalil <hamza@duneworks.ae>
To: Ruth Abebe <ruth.abebe@savannahtech.et>
Subject: Follow-up

Ruth, it was good to meet you in Dubai. I've shared your deck with our investment committee at Duneworks. I'll be in touch by the end of the month.

Hamza`,
    people: ['Hamza Khalil', 'Ruth Abebe'],
    companies: ['Duneworks'],
    worksAt: [['Hamza Khalil', 'Duneworks']],
  },
  {
    id: 'w170',
    genre: 'call log',
    text: `Call log, 14 Jan. Spoke with Kasia Zielinska, who buys packaging for Morningside Bakeries. She compared our quote with Kraftpack's. Kasia's boss, Henryk Nowak, makes the final call.`,
    people: ['Kasia Zielinska', 'Henryk Nowak'],
    companies: ['Morningside Bakeries', 'Kraftpack'],
    worksAt: [
      ['Kasia Zielinska', 'Morningside Bakeries'],
      ['Henryk Nowak', 'Morningside Bakeries'],
    ],
    links: [['reports_to', 'Kasia Zielinska', 'Henryk Nowak']],
  },
  {
    id: 'w171',
    genre: 'e-mail',
    text: `Hi Ines,

We're pleased to confirm the partnership between Solaris Grid and Windward Storage. On our side, Kofi Boateng will be your day-to-day contact; he reports to me.

Best regards,
Helga Sørensen
VP Partnerships, Solaris Grid`,
    people: ['Ines', 'Kofi Boateng', 'Helga Sørensen'],
    companies: ['Solaris Grid', 'Windward Storage'],
    worksAt: [
      ['Kofi Boateng', 'Solaris Grid'],
      ['Helga Sørensen', 'Solaris Grid'],
    ],
    links: [['reports_to', 'Kofi Boateng', 'Helga Sørensen']],
  },
  {
    id: 'w172',
    genre: 'meeting notes',
    text: `Trade show debrief. We met Dong-hyun Lee at the Hanil Steel stand, but he was only visiting from Posan Motors. Hanil's own rep was away.`,
    people: ['Dong-hyun Lee'],
    companies: ['Hanil Steel', 'Posan Motors'],
    worksAt: [['Dong-hyun Lee', 'Posan Motors']],
  },
  {
    id: 'w173',
    genre: 'chat',
    text: `[09:01] Irina Sokolova: FYI the Tundra Outdoor PO came in, signed by Jake Whitfield
[09:02] Amit Patel: is Jake their buyer?
[09:02] Irina Sokolova: yep, senior buyer`,
    people: ['Irina Sokolova', 'Jake Whitfield', 'Amit Patel'],
    companies: ['Tundra Outdoor'],
    worksAt: [['Jake Whitfield', 'Tundra Outdoor']],
  },
  {
    id: 'w174',
    genre: 'e-mail',
    text: `Dear Ms. Okonkwo,

On behalf of Westbrook Recruitment, I'm pleased to tell you that Lindqvist Marine would like to offer you the role of fleet engineer. Their HR partner, Johan Lindqvist, will send the contract.

Best regards,
Paula Reyes
Westbrook Recruitment`,
    people: ['Okonkwo', 'Johan Lindqvist', 'Paula Reyes'],
    companies: ['Westbrook Recruitment', 'Lindqvist Marine'],
    worksAt: [
      ['Johan Lindqvist', 'Lindqvist Marine'],
      ['Paula Reyes', 'Westbrook Recruitment'],
    ],
  },
  {
    id: 'w175',
    genre: 'meeting notes',
    text: `QBR with Crescent Telecom
Crescent Telecom attendees: Yara Haddad (VP Customer Care), Jomo Kenyatta (Ops)
Vendor attendees (Echo Voice): Lars Eriksson, Mia Tanaka
Action: Mia to share the call-deflection report.`,
    people: ['Yara Haddad', 'Jomo Kenyatta', 'Lars Eriksson', 'Mia Tanaka'],
    companies: ['Crescent Telecom', 'Echo Voice'],
    worksAt: [
      ['Yara Haddad', 'Crescent Telecom'],
      ['Jomo Kenyatta', 'Crescent Telecom'],
      ['Lars Eriksson', 'Echo Voice'],
      ['Mia Tanaka', 'Echo Voice'],
    ],
  },
  {
    id: 'w176',
    genre: 'e-mail',
    text: `Subject: Re: Reference check

Hi Tomoko,

Happy to be a reference for Ana Beatriz Lopes. She worked for me at Quantix for three years before leaving for Loop Health last spring.

Regards,
Graham Whyte
CTO, Quantix`,
    people: ['Tomoko', 'Ana Beatriz Lopes', 'Graham Whyte'],
    companies: ['Quantix', 'Loop Health'],
    worksAt: [
      ['Ana Beatriz Lopes', 'Loop Health'],
      ['Graham Whyte', 'Quantix'],
    ],
    links: [
      ['left_for', 'Ana Beatriz Lopes', 'Loop Health'],
      ['knows', 'Graham Whyte', 'Ana Beatriz Lopes'],
    ],
  },
  {
    id: 'w177',
    genre: 'call log',
    text: `Spoke to Femi Adebayo (femi@gridlock.ng) about the Gridlock pilot. Femi wants our engineer, Irene Castillo, on site at their Lagos office next week.`,
    people: ['Femi Adebayo', 'Irene Castillo'],
    companies: ['Gridlock'],
    worksAt: [['Femi Adebayo', 'Gridlock']],
  },
  {
    id: 'w178',
    genre: 'e-mail',
    text: `Hi all,

A note on roles for the Marigold Foods launch: Velvet Agency does the creative (Ayumi Sato leads), Pressline does PR (Connor Byrne), and Marigold's brand team is Leticia Pereira and Ravi Menon.

Thanks,
Leticia Pereira`,
    people: ['Ayumi Sato', 'Connor Byrne', 'Leticia Pereira', 'Ravi Menon'],
    companies: ['Marigold Foods', 'Velvet Agency', 'Pressline'],
    worksAt: [
      ['Ayumi Sato', 'Velvet Agency'],
      ['Connor Byrne', 'Pressline'],
      ['Leticia Pereira', 'Marigold Foods'],
      ['Ravi Menon', 'Marigold Foods'],
    ],
  },
  {
    id: 'w179',
    genre: 'chat',
    text: `Olivia Brown: met someone from Cascade Bank at the meetup
Olivia Brown: Thiago Ramos, he's their head of data
Kemal Aydın: nice, Cascade is on our target list`,
    people: ['Olivia Brown', 'Thiago Ramos', 'Kemal Aydın'],
    companies: ['Cascade Bank'],
    worksAt: [['Thiago Ramos', 'Cascade Bank']],
  },
  {
    id: 'w180',
    genre: 'meeting notes',
    text: `Supplier review, 15 Jan. Granite Foods raised late deliveries from Oakvale Farms. Granite's buyer is Sadia Islam; Oakvale was represented by its owner, Pieter Botha. Our auditor, Elif Kaya, sat in.`,
    people: ['Sadia Islam', 'Pieter Botha', 'Elif Kaya'],
    companies: ['Granite Foods', 'Oakvale Farms'],
    worksAt: [
      ['Sadia Islam', 'Granite Foods'],
      ['Pieter Botha', 'Oakvale Farms'],
    ],
  },
]
