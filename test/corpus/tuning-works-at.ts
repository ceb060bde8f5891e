import type { CorpusText } from './types.js'

/**
 * Tuning texts w01-w40, written for issue 27's works-at pass: employment phrases with one-word or
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
]
