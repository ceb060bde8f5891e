import type { CorpusText } from './types.js'

/**
 * Tuning texts w01-w60, written for issue 27's works-at pass: employment phrases with one-word or
 * lower-signal companies ("ex-Grab", "a Deloitte alum", "now with Zalando", "joined Rakuten"),
 * signatures ("Name | Title | Company", a title and company line, an address on the company's
 * domain), CRM call logs, chat threads whose first names were given in full earlier, attendee
 * lists of two companies, "X, who runs sales at Y", "X heads Y's London office", and people whose
 * names look like words (months, places, seasons, titles). Each text's expectations were written
 * and committed before the reader was run on it.
 */
export const TUNING_WORKS_AT: CorpusText[] = [
  {
    id: 'w01',
    genre: 'job change',
    text: `Kenji Watanabe, ex-Grab, is now with Zalando as Director of Payments.`,
    people: ['Kenji Watanabe'],
    companies: ['Grab', 'Zalando'],
    worksAt: [['Kenji Watanabe', 'Zalando']],
    links: [['left_for', 'Kenji Watanabe', 'Zalando']],
  },
  {
    id: 'w02',
    genre: 'call log',
    text: `Spoke with Amara Okafor (Flutterwave) re renewal. She wants the annual plan quoted in naira.`,
    people: ['Amara Okafor'],
    companies: ['Flutterwave'],
    worksAt: [['Amara Okafor', 'Flutterwave']],
  },
  {
    id: 'w03',
    genre: 'call log',
    text: `Call w/ Diego Fernández of Mercado Verde re Q3 expansion. Diego asked for a reference customer in Chile.`,
    people: ['Diego Fernández'],
    companies: ['Mercado Verde'],
    worksAt: [['Diego Fernández', 'Mercado Verde']],
  },
  {
    id: 'w04',
    genre: 'e-mail',
    text: `Hi all,

Attached is the signed order form. Let me know if anything is missing.

Thanks,
Ingrid Solberg | Head of Procurement | Norrsken`,
    people: ['Ingrid Solberg'],
    companies: ['Norrsken'],
    worksAt: [['Ingrid Solberg', 'Norrsken']],
  },
  {
    id: 'w05',
    genre: 'e-mail',
    text: `Hello team,

Following up on yesterday's call: we are ready to start the pilot in March.

Regards,
Mehmet Yilmaz
Operations Manager, Bosphorus Freight
mehmet.yilmaz@bosphorusfreight.com`,
    people: ['Mehmet Yilmaz'],
    companies: ['Bosphorus Freight'],
    worksAt: [['Mehmet Yilmaz', 'Bosphorus Freight']],
  },
  {
    id: 'w06',
    genre: 'e-mail',
    text: `From: Aiko Tanaka <aiko.tanaka@hanabi.co.jp>
Subject: Trial extension

Hanabi would like to extend the trial by two weeks while legal reviews the DPA.

Aiko`,
    people: ['Aiko Tanaka'],
    companies: ['Hanabi'],
    worksAt: [['Aiko Tanaka', 'Hanabi']],
  },
  {
    id: 'w07',
    genre: 'chat',
    text: `[09:14] Fatima Zahra: Met Oliver Grant from Tessellate yesterday, he runs partnerships there
[09:15] Ravi Menon: nice, is Oliver the one who spoke at the Lisbon meetup?
[09:16] Fatima Zahra: yes. He also knows Chiara Bianchi, she's at Tessellate too`,
    people: ['Fatima Zahra', 'Oliver Grant', 'Ravi Menon', 'Chiara Bianchi'],
    companies: ['Tessellate'],
    worksAt: [
      ['Oliver Grant', 'Tessellate'],
      ['Chiara Bianchi', 'Tessellate'],
    ],
    links: [
      ['knows', 'Fatima Zahra', 'Oliver Grant'],
      ['knows', 'Oliver Grant', 'Chiara Bianchi'],
    ],
  },
  {
    id: 'w08',
    genre: 'attendee list',
    text: `Kickoff - Attendees
Lumen Bank: Olga Ivanova (CIO), Thabo Mokoena (Head of Data)
Arcadia Systems: Wei Zhang (Solutions Architect), Maria José Pereira (Account Executive)`,
    people: ['Olga Ivanova', 'Thabo Mokoena', 'Wei Zhang', 'Maria José Pereira'],
    companies: ['Lumen Bank', 'Arcadia Systems'],
    worksAt: [
      ['Olga Ivanova', 'Lumen Bank'],
      ['Thabo Mokoena', 'Lumen Bank'],
      ['Wei Zhang', 'Arcadia Systems'],
      ['Maria José Pereira', 'Arcadia Systems'],
    ],
  },
  {
    id: 'w09',
    genre: 'attendee list',
    text: `Attendees:
- Hannah Becker, hannah.becker@quellwerk.de
- Jonas Richter, jonas@quellwerk.de
- Priya Raman, Northwind Advisory
Quellwerk wants the migration plan before Easter.`,
    people: ['Hannah Becker', 'Jonas Richter', 'Priya Raman'],
    companies: ['Quellwerk', 'Northwind Advisory'],
    worksAt: [
      ['Hannah Becker', 'Quellwerk'],
      ['Jonas Richter', 'Quellwerk'],
      ['Priya Raman', 'Northwind Advisory'],
    ],
  },
  {
    id: 'w10',
    genre: 'call log',
    text: `Talked to Bongani Dlamini, who runs sales at Karoo Outdoor, about the reseller programme.`,
    people: ['Bongani Dlamini'],
    companies: ['Karoo Outdoor'],
    worksAt: [['Bongani Dlamini', 'Karoo Outdoor']],
  },
  {
    id: 'w11',
    genre: 'meeting notes',
    text: `Astrid Holm heads Vireo's London office and will sign off on the pilot.`,
    people: ['Astrid Holm'],
    companies: ['Vireo'],
    worksAt: [['Astrid Holm', 'Vireo']],
  },
  {
    id: 'w12',
    genre: 'call log',
    text: `Notes from call with April Reyes (Finance Director, Solana Foods) and Jordan Hughes. April will send the budget by Friday.`,
    people: ['April Reyes', 'Jordan Hughes'],
    companies: ['Solana Foods'],
    worksAt: [['April Reyes', 'Solana Foods']],
  },
  {
    id: 'w13',
    genre: 'job change',
    text: `June Park joined Rakuten last month as a product manager; before that she was at Naver.`,
    people: ['June Park'],
    companies: ['Rakuten', 'Naver'],
    worksAt: [['June Park', 'Rakuten']],
    links: [['left_for', 'June Park', 'Rakuten']],
  },
  {
    id: 'w14',
    genre: 'job change',
    text: `Georgia Mitchell, a Deloitte alum, now leads finance at Tui Brewing.`,
    people: ['Georgia Mitchell'],
    companies: ['Deloitte', 'Tui Brewing'],
    worksAt: [['Georgia Mitchell', 'Tui Brewing']],
    links: [['left_for', 'Georgia Mitchell', 'Tui Brewing']],
  },
  {
    id: 'w15',
    genre: 'meeting notes',
    text: `Paris Nguyen (Head of People, Kinetica) asked for the SOC 2 report before the security review.`,
    people: ['Paris Nguyen'],
    companies: ['Kinetica'],
    worksAt: [['Paris Nguyen', 'Kinetica']],
  },
  {
    id: 'w16',
    genre: 'meeting notes',
    text: `Dean Walker, CFO of Halden, approved the budget on Tuesday.`,
    people: ['Dean Walker'],
    companies: ['Halden'],
    worksAt: [['Dean Walker', 'Halden']],
  },
  {
    id: 'w17',
    genre: 'job change',
    text: `Nurul Huda left Grab in May and joined Shopee as an engineering manager.`,
    people: ['Nurul Huda'],
    companies: ['Grab', 'Shopee'],
    worksAt: [['Nurul Huda', 'Shopee']],
    links: [['left_for', 'Nurul Huda', 'Shopee']],
  },
  {
    id: 'w18',
    genre: 'call log',
    text: `Left voicemail for Tomás Herrera (Andes Minerals). Try again Tuesday.`,
    people: ['Tomás Herrera'],
    companies: ['Andes Minerals'],
    worksAt: [['Tomás Herrera', 'Andes Minerals']],
  },
  {
    id: 'w19',
    genre: 'call log',
    text: `Call with Yaw Mensah, procurement lead at Volta. Renewal on track; Yaw wants a multi-year discount.`,
    people: ['Yaw Mensah'],
    companies: ['Volta'],
    worksAt: [['Yaw Mensah', 'Volta']],
  },
  {
    id: 'w20',
    genre: 'e-mail',
    text: `Hi all,

Looping in my colleague Noah Weber (noah.weber@bergmann.ch), who owns the budget for this.

Best,
Lea Fischer
Bergmann`,
    people: ['Noah Weber', 'Lea Fischer'],
    companies: ['Bergmann'],
    worksAt: [
      ['Noah Weber', 'Bergmann'],
      ['Lea Fischer', 'Bergmann'],
    ],
  },
  {
    id: 'w21',
    genre: 'chat',
    text: `Ana Lima: has anyone talked to the Ferrovia team?
Kwame Asante: yes, Luca Moretti and Giulia Conti from Ferrovia were on the call
Ana Lima: is Luca still their CTO?
Kwame Asante: Luca is CTO, Giulia runs procurement`,
    people: ['Ana Lima', 'Kwame Asante', 'Luca Moretti', 'Giulia Conti'],
    companies: ['Ferrovia'],
    worksAt: [
      ['Luca Moretti', 'Ferrovia'],
      ['Giulia Conti', 'Ferrovia'],
    ],
  },
  {
    id: 'w22',
    genre: 'meeting notes',
    text: `Partnership sync, Oslo office. From Nordlys Energi: Sigrid Dahl (VP Strategy). From our side (Brightline Software): Mateo Ruiz and Aisha Bello.`,
    people: ['Sigrid Dahl', 'Mateo Ruiz', 'Aisha Bello'],
    companies: ['Nordlys Energi', 'Brightline Software'],
    worksAt: [
      ['Sigrid Dahl', 'Nordlys Energi'],
      ['Mateo Ruiz', 'Brightline Software'],
      ['Aisha Bello', 'Brightline Software'],
    ],
  },
  {
    id: 'w23',
    genre: 'job change',
    text: `Per our CRM, Hamid Karimi moved to Careem in January; Sara Haddad replaced him as head of ops at Talabat.`,
    people: ['Hamid Karimi', 'Sara Haddad'],
    companies: ['Careem', 'Talabat'],
    worksAt: [
      ['Hamid Karimi', 'Careem'],
      ['Sara Haddad', 'Talabat'],
    ],
    links: [['left_for', 'Hamid Karimi', 'Careem']],
  },
  {
    id: 'w24',
    genre: 'meeting notes',
    text: `Jan Kowalski (Allegro) and Maj Lindgren (Spotify) both asked for the API roadmap.`,
    people: ['Jan Kowalski', 'Maj Lindgren'],
    companies: ['Allegro', 'Spotify'],
    worksAt: [
      ['Jan Kowalski', 'Allegro'],
      ['Maj Lindgren', 'Spotify'],
    ],
  },
  {
    id: 'w25',
    genre: 'introduction',
    text: `Adding Chen Jing, who heads partnerships at Meituan, to this thread. Chen Jing, meet Laura Svensson, our COO.`,
    people: ['Chen Jing', 'Laura Svensson'],
    companies: ['Meituan'],
    worksAt: [['Chen Jing', 'Meituan']],
  },
  {
    id: 'w26',
    genre: 'e-mail',
    text: `Can we move the review to Thursday?

Rafael Costa | CTO | Pampa
rafael@pampa.io`,
    people: ['Rafael Costa'],
    companies: ['Pampa'],
    worksAt: [['Rafael Costa', 'Pampa']],
  },
  {
    id: 'w27',
    genre: 'job change',
    text: `Quick update: Isabel Ortiz is now at Cabify, running fleet partnerships.`,
    people: ['Isabel Ortiz'],
    companies: ['Cabify'],
    worksAt: [['Isabel Ortiz', 'Cabify']],
  },
  {
    id: 'w28',
    genre: 'job change',
    text: `Chidi Eze, formerly of Paystack, has joined Moniepoint as Head of Risk.`,
    people: ['Chidi Eze'],
    companies: ['Paystack', 'Moniepoint'],
    worksAt: [['Chidi Eze', 'Moniepoint']],
    links: [['left_for', 'Chidi Eze', 'Moniepoint']],
  },
  {
    id: 'w29',
    genre: 'meeting notes',
    text: `Summer Lee from Doordash and Autumn Rivera of Instacart will both join the panel.`,
    people: ['Summer Lee', 'Autumn Rivera'],
    companies: ['Doordash', 'Instacart'],
    worksAt: [
      ['Summer Lee', 'Doordash'],
      ['Autumn Rivera', 'Instacart'],
    ],
  },
  {
    id: 'w30',
    genre: 'meeting notes',
    text: `Met with Victoria Osei, who runs the Accra office of Sankofa Capital.`,
    people: ['Victoria Osei'],
    companies: ['Sankofa Capital'],
    worksAt: [['Victoria Osei', 'Sankofa Capital']],
  },
  {
    id: 'w31',
    genre: 'meeting notes',
    text: `Director of Operations Hugo Lambert (Valmont) said the pilot can start in April.`,
    people: ['Hugo Lambert'],
    companies: ['Valmont'],
    worksAt: [['Hugo Lambert', 'Valmont']],
  },
  {
    id: 'w32',
    genre: 'chat',
    text: `[14:01] Kofi Boateng: who is our contact at Zuri Pay?
[14:02] Ama Owusu: Efua Mensah.
[14:02] Ama Owusu: she is their finance lead`,
    people: ['Kofi Boateng', 'Ama Owusu', 'Efua Mensah'],
    companies: ['Zuri Pay'],
    worksAt: [['Efua Mensah', 'Zuri Pay']],
  },
  {
    id: 'w33',
    genre: 'e-mail',
    text: `From: "Lindiwe Zulu" <lindiwe@umoya.co.za>

Umoya has approved the purchase order. Invoice to accounts@umoya.co.za please.

Lindiwe Zulu
Finance Manager`,
    people: ['Lindiwe Zulu'],
    companies: ['Umoya'],
    worksAt: [['Lindiwe Zulu', 'Umoya']],
  },
  {
    id: 'w34',
    genre: 'attendee list',
    text: `Attendees
Rohan Gupta (Swiggy)
Neha Kapoor (Swiggy)
Arjun Rao (Zepto)
Agenda: quick-commerce integration`,
    people: ['Rohan Gupta', 'Neha Kapoor', 'Arjun Rao'],
    companies: ['Swiggy', 'Zepto'],
    worksAt: [
      ['Rohan Gupta', 'Swiggy'],
      ['Neha Kapoor', 'Swiggy'],
      ['Arjun Rao', 'Zepto'],
    ],
  },
  {
    id: 'w35',
    genre: 'meeting notes',
    text: `Otto Brandt, Kaufland's head of category, asked for a custom SLA.`,
    people: ['Otto Brandt'],
    companies: ['Kaufland'],
    worksAt: [['Otto Brandt', 'Kaufland']],
  },
  {
    id: 'w36',
    genre: 'meeting notes',
    text: `Min-jun Kim works for Kakao on the payments side and knows Seo-yeon Park from university.`,
    people: ['Min-jun Kim', 'Seo-yeon Park'],
    companies: ['Kakao'],
    worksAt: [['Min-jun Kim', 'Kakao']],
    links: [['knows', 'Min-jun Kim', 'Seo-yeon Park']],
  },
  {
    id: 'w37',
    genre: 'call log',
    text: `Call notes: Fernanda Alves (ex-iFood, now Head of Growth at Loggi) wants a pilot for two cities.`,
    people: ['Fernanda Alves'],
    companies: ['iFood', 'Loggi'],
    worksAt: [['Fernanda Alves', 'Loggi']],
    links: [['left_for', 'Fernanda Alves', 'Loggi']],
  },
  {
    id: 'w38',
    genre: 'meeting notes',
    text: `Reminded Rose Martin and Ivy Chen about Monday's demo with Carraway.`,
    people: ['Rose Martin', 'Ivy Chen'],
    companies: ['Carraway'],
    worksAt: [],
  },
  {
    id: 'w39',
    genre: 'e-mail',
    text: `Kia ora,

The board approved the rollout for all three sites.

Cheers,
Tane Parata
Partnerships at Kōwhai`,
    people: ['Tane Parata'],
    companies: ['Kōwhai'],
    worksAt: [['Tane Parata', 'Kōwhai']],
  },
  {
    id: 'w40',
    genre: 'call log',
    text: `Spoke w/ Marek Novák (Head of IT) at Škoda Digital re the SSO renewal; he wants it by Q2.`,
    people: ['Marek Novák'],
    companies: ['Škoda Digital'],
    worksAt: [['Marek Novák', 'Škoda Digital']],
  },
  // w41-w60: a second set, written after the first was read, with expectations committed before the reader ran on
  // them: two companies with people of both, and employers beside customers, partners, investors and former ones.
  {
    id: 'w41',
    genre: 'meeting notes',
    text: `QBR with Halden Logistics. Their COO, Ingrid Berg, said the Oslo depot is live. Our account lead Tomasz Nowak will send the usage report. Ingrid wants Kestrel Bank, their lender, on the next call.`,
    people: ['Ingrid Berg', 'Tomasz Nowak'],
    companies: ['Halden Logistics', 'Kestrel Bank'],
    worksAt: [['Ingrid Berg', 'Halden Logistics']],
  },
  {
    id: 'w42',
    genre: 'call log',
    text: `Spoke with Rahul Mehta (Procurement, Sitara Textiles). He is evaluating us against Loomwise. Rahul previously worked at Tata Steel.`,
    people: ['Rahul Mehta'],
    companies: ['Sitara Textiles', 'Loomwise', 'Tata Steel'],
    worksAt: [['Rahul Mehta', 'Sitara Textiles']],
    links: [['left_for', 'Rahul Mehta', 'Sitara Textiles']],
  },
  {
    id: 'w43',
    genre: 'e-mail',
    text: `Hi Marta,

Thanks for the demo. I've shared the deck with Kofi Mensah, our CFO, and with Dalia Katz at Sequoia Harbor, who led our Series A.

Best,
Yuki Sato
Head of Operations, Kumo Robotics`,
    people: ['Marta', 'Kofi Mensah', 'Dalia Katz', 'Yuki Sato'],
    companies: ['Sequoia Harbor', 'Kumo Robotics'],
    worksAt: [
      ['Kofi Mensah', 'Kumo Robotics'],
      ['Dalia Katz', 'Sequoia Harbor'],
      ['Yuki Sato', 'Kumo Robotics'],
    ],
  },
  {
    id: 'w44',
    genre: 'attendee list',
    text: `Workshop, 14 Jan
Attendees: Leila Ahmadi (Persepolis Data), Jonah Stein (Persepolis Data), Emeka Obi (Harmattan Capital)
Goal: agree the data-sharing terms.`,
    people: ['Leila Ahmadi', 'Jonah Stein', 'Emeka Obi'],
    companies: ['Persepolis Data', 'Harmattan Capital'],
    worksAt: [
      ['Leila Ahmadi', 'Persepolis Data'],
      ['Jonah Stein', 'Persepolis Data'],
      ['Emeka Obi', 'Harmattan Capital'],
    ],
  },
  {
    id: 'w45',
    genre: 'chat',
    text: `[11:20] Sofia Marino: Carlos Vega from Andina Foods just signed
[11:21] Dev Patel: great! is Carlos the one who came from Nestlé?
[11:21] Sofia Marino: yes, he moved over last year`,
    people: ['Sofia Marino', 'Carlos Vega', 'Dev Patel'],
    companies: ['Andina Foods', 'Nestlé'],
    worksAt: [['Carlos Vega', 'Andina Foods']],
    links: [['left_for', 'Carlos Vega', 'Andina Foods']],
  },
  {
    id: 'w46',
    genre: 'meeting notes',
    text: `Demo for Orchid Pharma went well. Present: Hana Kobayashi (Head of IT), Luis Ortega (Security Lead). Hana asked whether we integrate with Okta.`,
    people: ['Hana Kobayashi', 'Luis Ortega'],
    companies: ['Orchid Pharma'],
    worksAt: [
      ['Hana Kobayashi', 'Orchid Pharma'],
      ['Luis Ortega', 'Orchid Pharma'],
    ],
  },
  {
    id: 'w47',
    genre: 'introduction',
    text: `Hi Priscilla and Magnus,

Priscilla Owusu runs partnerships at Adinkra Pay; Magnus Berg is CTO at Fjell Cloud. You both mentioned payouts in Ghana, so I thought you should meet.

Cheers,
Nadia`,
    people: ['Priscilla Owusu', 'Magnus Berg', 'Nadia'],
    companies: ['Adinkra Pay', 'Fjell Cloud'],
    worksAt: [
      ['Priscilla Owusu', 'Adinkra Pay'],
      ['Magnus Berg', 'Fjell Cloud'],
    ],
    links: [
      ['introduced_by', 'Priscilla Owusu', 'Nadia'],
      ['introduced_by', 'Magnus Berg', 'Nadia'],
    ],
  },
  {
    id: 'w48',
    genre: 'call log',
    text: `Call w/ Bianca Rossi, head of finance at Duomo Retail. Their auditor is KPMG. Renewal in March; she wants net-60 terms.`,
    people: ['Bianca Rossi'],
    companies: ['Duomo Retail', 'KPMG'],
    worksAt: [['Bianca Rossi', 'Duomo Retail']],
  },
  {
    id: 'w49',
    genre: 'job change',
    text: `Personnel update: Samuel Osei has left Volta Grid. He starts at Savanna Solar on Monday as VP Engineering.`,
    people: ['Samuel Osei'],
    companies: ['Volta Grid', 'Savanna Solar'],
    worksAt: [['Samuel Osei', 'Savanna Solar']],
    links: [['left_for', 'Samuel Osei', 'Savanna Solar']],
  },
  {
    id: 'w50',
    genre: 'e-mail',
    text: `Hello,

Please find the signed NDA attached. Our counsel, Margit Varga, is copied.

Kind regards,
Zoltán Horváth
Danubia Foods | Managing Director
zoltan.horvath@danubiafoods.hu`,
    people: ['Margit Varga', 'Zoltán Horváth'],
    companies: ['Danubia Foods'],
    worksAt: [
      ['Margit Varga', 'Danubia Foods'],
      ['Zoltán Horváth', 'Danubia Foods'],
    ],
  },
  {
    id: 'w51',
    genre: 'meeting notes',
    text: `Lunch with Arash Karimi. He sold Parsa Labs to Siemens in 2022 and now advises startups. He knows Lina Haddad, the CEO of Cedar Health.`,
    people: ['Arash Karimi', 'Lina Haddad'],
    companies: ['Parsa Labs', 'Siemens', 'Cedar Health'],
    worksAt: [['Lina Haddad', 'Cedar Health']],
    links: [['knows', 'Arash Karimi', 'Lina Haddad']],
  },
  {
    id: 'w52',
    genre: 'attendee list',
    text: `Steering committee
Mirela Popescu - Carpathia Energy
Andrei Ionescu - Carpathia Energy
Grace Kimani - Baobab Advisory (facilitator)`,
    people: ['Mirela Popescu', 'Andrei Ionescu', 'Grace Kimani'],
    companies: ['Carpathia Energy', 'Baobab Advisory'],
    worksAt: [
      ['Mirela Popescu', 'Carpathia Energy'],
      ['Andrei Ionescu', 'Carpathia Energy'],
      ['Grace Kimani', 'Baobab Advisory'],
    ],
  },
  {
    id: 'w53',
    genre: 'chat',
    text: `Tariq Aziz: who owns the Mistral Air account?
Hannah Cole: me. Their buyer is Pierre Lefèvre
Tariq Aziz: thanks, Pierre emailed me about the invoice`,
    people: ['Tariq Aziz', 'Hannah Cole', 'Pierre Lefèvre'],
    companies: ['Mistral Air'],
    worksAt: [['Pierre Lefèvre', 'Mistral Air']],
  },
  {
    id: 'w54',
    genre: 'meeting notes',
    text: `Call with Kaveh Rostami of Zagros Mining and his advisor, Helen Park from McKinsey. Kaveh wants the pilot in Q2.`,
    people: ['Kaveh Rostami', 'Helen Park'],
    companies: ['Zagros Mining', 'McKinsey'],
    worksAt: [
      ['Kaveh Rostami', 'Zagros Mining'],
      ['Helen Park', 'McKinsey'],
    ],
  },
  {
    id: 'w55',
    genre: 'e-mail',
    text: `Team,

Quick note: Nomvula Khumalo, who ran procurement at Ubuntu Retail until last year, is now COO of Karoo Fresh. She wants to talk next week.

Thabo`,
    people: ['Nomvula Khumalo', 'Thabo'],
    companies: ['Ubuntu Retail', 'Karoo Fresh'],
    worksAt: [['Nomvula Khumalo', 'Karoo Fresh']],
    links: [['left_for', 'Nomvula Khumalo', 'Karoo Fresh']],
  },
  {
    id: 'w56',
    genre: 'call log',
    text: `Inbound from Florin Stan (florin@brasov.tech), CTO. Brasov Tech needs SSO for 40 seats. Referred by Ana Pop at Cluj Ventures.`,
    people: ['Florin Stan', 'Ana Pop'],
    companies: ['Brasov Tech', 'Cluj Ventures'],
    worksAt: [
      ['Florin Stan', 'Brasov Tech'],
      ['Ana Pop', 'Cluj Ventures'],
    ],
    links: [['introduced_by', 'Florin Stan', 'Ana Pop']],
  },
  {
    id: 'w57',
    genre: 'meeting notes',
    text: `Visited Mekong Textiles in Ho Chi Minh City with our partner Linh Tran of Saigon Sourcing. Met their plant manager, Nguyen Van An.`,
    people: ['Linh Tran', 'Nguyen Van An'],
    companies: ['Mekong Textiles', 'Saigon Sourcing'],
    worksAt: [
      ['Linh Tran', 'Saigon Sourcing'],
      ['Nguyen Van An', 'Mekong Textiles'],
    ],
  },
  {
    id: 'w58',
    genre: 'job change',
    text: `Welcome aboard! Isabela Costa joins us from Itaú as Head of Risk. She will report to Rafael Lima.`,
    people: ['Isabela Costa', 'Rafael Lima'],
    companies: ['Itaú'],
    worksAt: [],
    links: [['reports_to', 'Isabela Costa', 'Rafael Lima']],
  },
  {
    id: 'w59',
    genre: 'e-mail',
    text: `Hi all,

Following Tuesday's call with Tidewater Shipping, Rosa Delgado (their VP Ops) confirmed the rollout. Copying Ken Ito, who handles their IT.

Regards,
Owen Price | Account Executive | Lumen Cloud`,
    people: ['Rosa Delgado', 'Ken Ito', 'Owen Price'],
    companies: ['Tidewater Shipping', 'Lumen Cloud'],
    worksAt: [
      ['Rosa Delgado', 'Tidewater Shipping'],
      ['Ken Ito', 'Tidewater Shipping'],
      ['Owen Price', 'Lumen Cloud'],
    ],
  },
  {
    id: 'w60',
    genre: 'meeting notes',
    text: `Met Ayşe Demir (Anatolia Foods) and Murat Kaya at the trade fair. Murat is a buyer for Bosphorus Markets and a friend of Ayşe.`,
    people: ['Ayşe Demir', 'Murat Kaya'],
    companies: ['Anatolia Foods', 'Bosphorus Markets'],
    worksAt: [
      ['Ayşe Demir', 'Anatolia Foods'],
      ['Murat Kaya', 'Bosphorus Markets'],
    ],
    links: [['knows', 'Ayşe Demir', 'Murat Kaya']],
  },
]
