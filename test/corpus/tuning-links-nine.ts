import type { CorpusText } from './types.js'

/**
 * Tuning texts t627-t690, written for issue 27's ninth link pass: introductions and moves as people
 * write them in e-mails and announcements. Intro e-mails of the common forms (a subject "A / B", "A <>
 * B" or "A x B", "connecting you two", a double opt-in asked and then made, "meet", "I'd like to
 * introduce you to my colleague", "looping in P ... P, this is Q"), the other side's note ("Q suggested
 * I get in touch", "your name came up with Q", "Q passed along your contact", "Q pointed me your way",
 * "Q thought we should meet", "I got your e-mail from Q"), replies ("Thanks, Q (moving you to bcc)",
 * "thanks to Q, who kindly made the introduction"), a forwarded intro, CRM and meeting-note fields
 * ("Lead source: intro from Q", "came to us through Q", "arranged by Q", "at the suggestion of Q");
 * announcements of moves ("joins us from", "is leaving A ... to join B", "has moved on from A; he's now
 * at B", "wrapped up nine years at A and starts at B", "is back at B after", "has taken a job with",
 * "joins B from A", "started a new position at B", "is heading to B", "has been hired away by B",
 * "steps down at A to become CEO of B", "rejoins B", "made the jump to B"); knowing in chat and e-mail
 * ("we were at business school together", "I've known P since", "crossed paths at", "a mutual friend
 * in P", "used to share an office", "my old boss"); reporting put in an org note; and near misses (an
 * intro asked but not yet made, a product introduced, someone introducing herself, "moving on to the
 * next agenda item", an office that moves, a move within one company, an offer turned down, "doesn't
 * know P"). The expectations were written and committed before the reader was run on them.
 */
export const TUNING_LINKS_NINE: CorpusText[] = [
  {
    id: 't627',
    genre: 'introduction',
    text: `Subject: Keoni Kahale / Mei Lin Zhou

Keoni, meet Mei Lin Zhou, who heads procurement at Kilauea Coffee Co. Mei Lin, Keoni Kahale runs Aloha Roasters. I'll let you two take it from here.

Aloha,
Makana Akana`,
    people: ['Keoni Kahale', 'Mei Lin Zhou', 'Makana Akana'],
    companies: ['Kilauea Coffee Co', 'Aloha Roasters'],
    worksAt: [
      ['Mei Lin Zhou', 'Kilauea Coffee Co'],
      ['Keoni Kahale', 'Aloha Roasters'],
    ],
    links: [
      ['introduced_by', 'Keoni Kahale', 'Makana Akana'],
      ['introduced_by', 'Mei Lin Zhou', 'Makana Akana'],
    ],
  },
  {
    id: 't628',
    genre: 'introduction',
    text: `Subject: Connecting you two

Hi Tomasz and Adaeze,

Connecting you two as promised. Tomasz Zielinski leads data at Wisla Insurance; Adaeze Okonkwo is building claims tooling at Lagos Claims Labs. I think there's a lot to share.

Best,
Fernanda Lima`,
    people: ['Tomasz Zielinski', 'Adaeze Okonkwo', 'Fernanda Lima'],
    companies: ['Wisla Insurance', 'Lagos Claims Labs'],
    worksAt: [
      ['Tomasz Zielinski', 'Wisla Insurance'],
      ['Adaeze Okonkwo', 'Lagos Claims Labs'],
    ],
    links: [
      ['introduced_by', 'Tomasz Zielinski', 'Fernanda Lima'],
      ['introduced_by', 'Adaeze Okonkwo', 'Fernanda Lima'],
    ],
  },
  {
    id: 't629',
    genre: 'e-mail',
    text: `Hi Rangi,

Would you be open to an intro to Sofía Herrera, CFO at Andes Mining? She's evaluating treasury software and I think you'd get on. Happy to connect you if so.

Cheers,
Ben Carter`,
    people: ['Rangi', 'Sofía Herrera', 'Ben Carter'],
    companies: ['Andes Mining'],
    worksAt: [['Sofía Herrera', 'Andes Mining']],
    links: [],
  },
  {
    id: 't630',
    genre: 'introduction',
    text: `Subject: Re: intro to Rangi?

Rangi said yes, so: Sofía, meet Rangi Walker (Kiwi Treasury). Rangi, Sofía Herrera is the CFO I mentioned. Moving myself to bcc.

Ben Carter`,
    people: ['Rangi Walker', 'Sofía Herrera', 'Ben Carter'],
    companies: ['Kiwi Treasury'],
    worksAt: [['Rangi Walker', 'Kiwi Treasury']],
    links: [
      ['introduced_by', 'Rangi Walker', 'Ben Carter'],
      ['introduced_by', 'Sofía Herrera', 'Ben Carter'],
    ],
  },
  {
    id: 't631',
    genre: 'e-mail',
    text: `Hi Dmitri,

Anjali Desai suggested I get in touch with you about your logistics stack. I run growth at Parcelwise.

Best,
Owen Gallagher`,
    people: ['Dmitri', 'Anjali Desai', 'Owen Gallagher'],
    companies: ['Parcelwise'],
    worksAt: [['Owen Gallagher', 'Parcelwise']],
    links: [['introduced_by', 'Dmitri', 'Anjali Desai']],
  },
  {
    id: 't632',
    genre: 'e-mail',
    text: `Hi Leticia Moura,

Your name came up in a chat with Hamid Karimi, who said you're the person to talk to about freight insurance at Porto Seguros.

Regards,
Jakob Steiner
Alpina Risk AG`,
    people: ['Leticia Moura', 'Hamid Karimi', 'Jakob Steiner'],
    companies: ['Porto Seguros', 'Alpina Risk AG'],
    worksAt: [
      ['Leticia Moura', 'Porto Seguros'],
      ['Jakob Steiner', 'Alpina Risk AG'],
    ],
    links: [['introduced_by', 'Leticia Moura', 'Hamid Karimi']],
  },
  {
    id: 't633',
    genre: 'introduction',
    text: `Hi Tendai, forwarding Grace's note below. Free Thursday?
Liam Byrne

---------- Forwarded message ---------
From: Grace Mwangi <grace@savannahventures.com>
Subject: Intro: you + Tendai Moyo

Liam, Tendai Moyo is the founder of Zambezi Solar; he's raising a Series A. Worth a chat?`,
    people: ['Tendai Moyo', 'Liam Byrne', 'Grace Mwangi'],
    companies: ['Zambezi Solar'],
    worksAt: [['Tendai Moyo', 'Zambezi Solar']],
    links: [['introduced_by', 'Tendai Moyo', 'Grace Mwangi']],
  },
  {
    id: 't634',
    genre: 'introduction',
    text: `Thanks, Yuki (moving you to bcc)!

Hi Carlos Mendoza, great to meet you virtually. Would Tuesday or Wednesday work for a first call?

Best,
Priyanka Nair
Head of Partnerships, Monsoon Pay`,
    people: ['Yuki', 'Carlos Mendoza', 'Priyanka Nair'],
    companies: ['Monsoon Pay'],
    worksAt: [['Priyanka Nair', 'Monsoon Pay']],
    links: [['introduced_by', 'Carlos Mendoza', 'Yuki']],
  },
  {
    id: 't635',
    genre: 'introduction',
    text: `Looping in Jana Horvat, who ran the pilot at Adriatic Ports. Jana, this is Mateo Rossi from Ligure Shipping, the one I mentioned.

Nikola Petrović`,
    people: ['Jana Horvat', 'Mateo Rossi', 'Nikola Petrović'],
    companies: ['Adriatic Ports', 'Ligure Shipping'],
    worksAt: [
      ['Jana Horvat', 'Adriatic Ports'],
      ['Mateo Rossi', 'Ligure Shipping'],
    ],
    links: [
      ['introduced_by', 'Jana Horvat', 'Nikola Petrović'],
      ['introduced_by', 'Mateo Rossi', 'Nikola Petrović'],
    ],
  },
  {
    id: 't636',
    genre: 'chat',
    text: `[09:12] Hana Kobayashi: Ravi Iyer, meet Lena Fischer, she built the billing engine at Quartz Ledger. Lena, meet Ravi, our new solutions lead
[09:14] Lena Fischer: hi Ravi! happy to help`,
    people: ['Hana Kobayashi', 'Ravi Iyer', 'Lena Fischer'],
    companies: ['Quartz Ledger'],
    worksAt: [['Lena Fischer', 'Quartz Ledger']],
    links: [
      ['introduced_by', 'Ravi Iyer', 'Hana Kobayashi'],
      ['introduced_by', 'Lena Fischer', 'Hana Kobayashi'],
    ],
  },
  {
    id: 't637',
    genre: 'introduction',
    text: `Subject: Intro — Aroha Ngata (Tui Health) <> Farhan Siddiqui (Indus Labs)

Hi both, as discussed, here you go. Aroha is rebuilding the patient app; Farhan's team did exactly that last year. Over to you.

Cheers,
Devon Clarke`,
    people: ['Aroha Ngata', 'Farhan Siddiqui', 'Devon Clarke'],
    companies: ['Tui Health', 'Indus Labs'],
    worksAt: [
      ['Aroha Ngata', 'Tui Health'],
      ['Farhan Siddiqui', 'Indus Labs'],
    ],
    links: [
      ['introduced_by', 'Aroha Ngata', 'Devon Clarke'],
      ['introduced_by', 'Farhan Siddiqui', 'Devon Clarke'],
    ],
  },
  {
    id: 't638',
    genre: 'e-mail',
    text: `Hi Bongani,

I'd like to introduce you to my colleague Chloe Tremblay, who will look after your account from now on. Chloe, Bongani Dlamini is the COO of Ubuntu Freight.

Best wishes,
Simon Okoro
Maple Logistics`,
    people: ['Bongani Dlamini', 'Chloe Tremblay', 'Simon Okoro'],
    companies: ['Ubuntu Freight', 'Maple Logistics'],
    worksAt: [
      ['Bongani Dlamini', 'Ubuntu Freight'],
      ['Chloe Tremblay', 'Maple Logistics'],
      ['Simon Okoro', 'Maple Logistics'],
    ],
    links: [
      ['introduced_by', 'Chloe Tremblay', 'Simon Okoro'],
      ['introduced_by', 'Bongani Dlamini', 'Simon Okoro'],
    ],
  },
  {
    id: 't639',
    genre: 'e-mail',
    text: `Hi Elif Yılmaz,

Kemal Aydın passed along your contact and mentioned that Bosphorus Textiles is looking for a new ERP. Could we talk this week?

Thanks,
Marco Santoro
Account Executive, Etna Software`,
    people: ['Elif Yılmaz', 'Kemal Aydın', 'Marco Santoro'],
    companies: ['Bosphorus Textiles', 'Etna Software'],
    worksAt: [['Marco Santoro', 'Etna Software']],
    links: [['introduced_by', 'Elif Yılmaz', 'Kemal Aydın']],
  },
  {
    id: 't640',
    genre: 'e-mail',
    text: `Hi Ngozi,

Sebastian Vogel pointed me your way. He said you lead vendor selection at Lekki Telecom.

Kind regards,
Aditi Rao`,
    people: ['Ngozi', 'Sebastian Vogel', 'Aditi Rao'],
    companies: ['Lekki Telecom'],
    worksAt: [['Ngozi', 'Lekki Telecom']],
    links: [['introduced_by', 'Ngozi', 'Sebastian Vogel']],
  },
  {
    id: 't641',
    genre: 'call log',
    text: `Call log — 12 Jan
Contact: Bjørn Haugen (Nordic Freight)
Lead source: intro from Camille Dubois
Notes: wants pricing for 40 seats.`,
    people: ['Bjørn Haugen', 'Camille Dubois'],
    companies: ['Nordic Freight'],
    worksAt: [['Bjørn Haugen', 'Nordic Freight']],
    links: [['introduced_by', 'Bjørn Haugen', 'Camille Dubois']],
  },
  {
    id: 't642',
    genre: 'meeting notes',
    text: `Attendees: Kai Nakamura (Hoku Energy), Isabel Ortiz
Kai came to us through Marcus Webb at Pacific Grid. Next: send the pilot scope.`,
    people: ['Kai Nakamura', 'Isabel Ortiz', 'Marcus Webb'],
    companies: ['Hoku Energy', 'Pacific Grid'],
    worksAt: [
      ['Kai Nakamura', 'Hoku Energy'],
      ['Marcus Webb', 'Pacific Grid'],
    ],
    links: [['introduced_by', 'Kai Nakamura', 'Marcus Webb']],
  },
  {
    id: 't643',
    genre: 'meeting notes',
    text: `Quick note: I was put in touch with Amaru Quispe by Lucía Flores. Amaru runs operations at Inca Rail Cargo.`,
    people: ['Amaru Quispe', 'Lucía Flores'],
    companies: ['Inca Rail Cargo'],
    worksAt: [['Amaru Quispe', 'Inca Rail Cargo']],
    links: [['introduced_by', 'Amaru Quispe', 'Lucía Flores']],
  },
  {
    id: 't644',
    genre: 'e-mail',
    text: `Hi Oskar,

Great speaking earlier. Big thanks to Mirela Popa, who kindly made the introduction. Attached is the deck.

Best,
Tiago Ferreira
Lisbon Robotics`,
    people: ['Oskar', 'Mirela Popa', 'Tiago Ferreira'],
    companies: ['Lisbon Robotics'],
    worksAt: [['Tiago Ferreira', 'Lisbon Robotics']],
    links: [['introduced_by', 'Oskar', 'Mirela Popa']],
  },
  {
    id: 't645',
    genre: 'introduction',
    text: `Subject: Intro: Sade Adeyemi x Jonah Goldberg

Sade, Jonah is the angel I told you about. Jonah, Sade is the founder of Eko Health. Take it away!
— Wanjiru`,
    people: ['Sade Adeyemi', 'Jonah Goldberg', 'Wanjiru'],
    companies: ['Eko Health'],
    worksAt: [['Sade Adeyemi', 'Eko Health']],
    links: [
      ['introduced_by', 'Sade Adeyemi', 'Wanjiru'],
      ['introduced_by', 'Jonah Goldberg', 'Wanjiru'],
    ],
  },
  {
    id: 't646',
    genre: 'e-mail',
    text: `Hi Chen Jing,

I'd like to introduce our new analytics add-on to your team at Yangtze Motors. Can we book 20 minutes?

Best,
Rebecca Holt
Signal Analytics`,
    people: ['Chen Jing', 'Rebecca Holt'],
    companies: ['Yangtze Motors', 'Signal Analytics'],
    worksAt: [
      ['Chen Jing', 'Yangtze Motors'],
      ['Rebecca Holt', 'Signal Analytics'],
    ],
    links: [],
  },
  {
    id: 't647',
    genre: 'meeting notes',
    text: `Elena Sokolova of Volga Chemicals introduced herself and walked us through the roadmap. Dmitry Orlov took notes.`,
    people: ['Elena Sokolova', 'Dmitry Orlov'],
    companies: ['Volga Chemicals'],
    worksAt: [['Elena Sokolova', 'Volga Chemicals']],
    links: [],
  },
  {
    id: 't648',
    genre: 'meeting notes',
    text: `Jorge Castillo asked whether I could introduce him to someone at Atlas Bank. I'll ask around.`,
    people: ['Jorge Castillo'],
    companies: ['Atlas Bank'],
    worksAt: [],
    links: [],
  },
  {
    id: 't649',
    genre: 'job change',
    text: `Please welcome Ayesha Siddiqui, who joins us from Karachi Fintech as our new Head of Risk.

People Team, Indus Pay`,
    people: ['Ayesha Siddiqui'],
    companies: ['Karachi Fintech', 'Indus Pay'],
    worksAt: [['Ayesha Siddiqui', 'Indus Pay']],
    links: [['left_for', 'Ayesha Siddiqui', 'Indus Pay']],
  },
  {
    id: 't650',
    genre: 'job change',
    text: `After eight years, Ewa Kowalska is leaving Baltic Payments at the end of the month to join Gdansk Ventures as a partner.`,
    people: ['Ewa Kowalska'],
    companies: ['Baltic Payments', 'Gdansk Ventures'],
    worksAt: [['Ewa Kowalska', 'Gdansk Ventures']],
    links: [['left_for', 'Ewa Kowalska', 'Gdansk Ventures']],
  },
  {
    id: 't651',
    genre: 'e-mail',
    text: `Heads up: Samuel Osei has moved on from Gold Coast Telecom; he's now heading sales at Volta Networks.`,
    people: ['Samuel Osei'],
    companies: ['Gold Coast Telecom', 'Volta Networks'],
    worksAt: [['Samuel Osei', 'Volta Networks']],
    links: [['left_for', 'Samuel Osei', 'Volta Networks']],
  },
  {
    id: 't652',
    genre: 'job change',
    text: `Ximena Rojas wrapped up nine years at Patagonia Seafoods last Friday and starts at Cóndor Capital on Monday.`,
    people: ['Ximena Rojas'],
    companies: ['Patagonia Seafoods', 'Cóndor Capital'],
    worksAt: [['Ximena Rojas', 'Cóndor Capital']],
    links: [['left_for', 'Ximena Rojas', 'Cóndor Capital']],
  },
  {
    id: 't653',
    genre: 'chat',
    text: `Good news: Lars Eriksson is back at Polar Instruments after two years at Siemens.`,
    people: ['Lars Eriksson'],
    companies: ['Polar Instruments', 'Siemens'],
    worksAt: [['Lars Eriksson', 'Polar Instruments']],
    links: [['left_for', 'Lars Eriksson', 'Polar Instruments']],
  },
  {
    id: 't654',
    genre: 'meeting notes',
    text: `Account review: Aliyu Musa, our main contact at Kano Cement, has taken a job with Sahara Solar. We need a new sponsor.`,
    people: ['Aliyu Musa'],
    companies: ['Kano Cement', 'Sahara Solar'],
    worksAt: [['Aliyu Musa', 'Sahara Solar']],
    links: [['left_for', 'Aliyu Musa', 'Sahara Solar']],
  },
  {
    id: 't655',
    genre: 'job change',
    text: `Sunita Kapoor joins Ganges Health from Apollo Diagnostics as Chief Nursing Officer.`,
    people: ['Sunita Kapoor'],
    companies: ['Ganges Health', 'Apollo Diagnostics'],
    worksAt: [['Sunita Kapoor', 'Ganges Health']],
    links: [['left_for', 'Sunita Kapoor', 'Ganges Health']],
  },
  {
    id: 't656',
    genre: 'job change',
    text: `Some personal news: I've started a new position as Director of Engineering at Fjord Analytics! Grateful for four great years at Telenor.
— Ingrid Bakke`,
    people: ['Ingrid Bakke'],
    companies: ['Fjord Analytics', 'Telenor'],
    worksAt: [['Ingrid Bakke', 'Fjord Analytics']],
    links: [['left_for', 'Ingrid Bakke', 'Fjord Analytics']],
  },
  {
    id: 't657',
    genre: 'meeting notes',
    text: `Our champion at Harbour Freight, Declan Murphy, is heading to Celtic Shipping next month, so we need a new sponsor.`,
    people: ['Declan Murphy'],
    companies: ['Harbour Freight', 'Celtic Shipping'],
    worksAt: [['Declan Murphy', 'Celtic Shipping']],
    links: [['left_for', 'Declan Murphy', 'Celtic Shipping']],
  },
  {
    id: 't658',
    genre: 'chat',
    text: `bad news: Wei Zhang has been hired away by Dragon Semiconductors, his last day at Pearl Electronics is Friday`,
    people: ['Wei Zhang'],
    companies: ['Dragon Semiconductors', 'Pearl Electronics'],
    worksAt: [['Wei Zhang', 'Dragon Semiconductors']],
    links: [['left_for', 'Wei Zhang', 'Dragon Semiconductors']],
  },
  {
    id: 't659',
    genre: 'job change',
    text: `Org announcement

Effective Monday, Rukmini Iyer joins the finance team at Kaveri Foods, reporting to Arjun Menon. Rukmini comes to us from Deloitte.`,
    people: ['Rukmini Iyer', 'Arjun Menon'],
    companies: ['Kaveri Foods', 'Deloitte'],
    worksAt: [
      ['Rukmini Iyer', 'Kaveri Foods'],
      ['Arjun Menon', 'Kaveri Foods'],
    ],
    links: [
      ['left_for', 'Rukmini Iyer', 'Kaveri Foods'],
      ['reports_to', 'Rukmini Iyer', 'Arjun Menon'],
    ],
  },
  {
    id: 't660',
    genre: 'job change',
    text: `Marta Svoboda steps down as CFO of Vltava Brewing to become CEO of Moravia Bank.`,
    people: ['Marta Svoboda'],
    companies: ['Vltava Brewing', 'Moravia Bank'],
    worksAt: [['Marta Svoboda', 'Moravia Bank']],
    links: [['left_for', 'Marta Svoboda', 'Moravia Bank']],
  },
  {
    id: 't661',
    genre: 'chat',
    text: `fyi Tupac Mamani exited Andean Textiles, landed at Lima Cargo`,
    people: ['Tupac Mamani'],
    companies: ['Andean Textiles', 'Lima Cargo'],
    worksAt: [['Tupac Mamani', 'Lima Cargo']],
    links: [['left_for', 'Tupac Mamani', 'Lima Cargo']],
  },
  {
    id: 't662',
    genre: 'meeting notes',
    text: `Moving on to the next agenda item, Pablo Ruiz from Iberia Retail presented the Q2 numbers.`,
    people: ['Pablo Ruiz'],
    companies: ['Iberia Retail'],
    worksAt: [['Pablo Ruiz', 'Iberia Retail']],
    links: [],
  },
  {
    id: 't663',
    genre: 'meeting notes',
    text: `Orla Quinn confirmed that Shannon Analytics is moving its Dublin office to Cork in May.`,
    people: ['Orla Quinn'],
    companies: ['Shannon Analytics'],
    worksAt: [],
    links: [],
  },
  {
    id: 't664',
    genre: 'call log',
    text: `Felipe Araújo left the Recife Tech offsite early to join the call with Amazonia Bank.`,
    people: ['Felipe Araújo'],
    companies: ['Recife Tech', 'Amazonia Bank'],
    worksAt: [],
    links: [],
  },
  {
    id: 't665',
    genre: 'job change',
    text: `Nguyen Thi Lan has moved from the Hanoi office to the Saigon office of Mekong Logistics.`,
    people: ['Nguyen Thi Lan'],
    companies: ['Mekong Logistics'],
    worksAt: [['Nguyen Thi Lan', 'Mekong Logistics']],
    links: [],
  },
  {
    id: 't666',
    genre: 'call log',
    text: `Yara Haddad turned down an offer from Cedar Bank and is staying at Phoenicia Insurance.`,
    people: ['Yara Haddad'],
    companies: ['Cedar Bank', 'Phoenicia Insurance'],
    worksAt: [['Yara Haddad', 'Phoenicia Insurance']],
    links: [],
  },
  {
    id: 't667',
    genre: 'job change',
    text: `Welcome back! Pedro Alves rejoins Tejo Energia after a stint at Galp.`,
    people: ['Pedro Alves'],
    companies: ['Tejo Energia', 'Galp'],
    worksAt: [['Pedro Alves', 'Tejo Energia']],
    links: [['left_for', 'Pedro Alves', 'Tejo Energia']],
  },
  {
    id: 't668',
    genre: 'e-mail',
    text: `Hi Nadia,

Quick update on my side: I've left Cascade Software and joined Rainier Cloud as VP Sales, so please use this address from now on.

Best,
Tyler Brooks
tyler.brooks@rainiercloud.com`,
    people: ['Nadia', 'Tyler Brooks'],
    companies: ['Cascade Software', 'Rainier Cloud'],
    worksAt: [['Tyler Brooks', 'Rainier Cloud']],
    links: [['left_for', 'Tyler Brooks', 'Rainier Cloud']],
  },
  {
    id: 't669',
    genre: 'job change',
    text: `Aditya Bose has made the jump to Bengal Biotech after five years with Tata Chemicals.`,
    people: ['Aditya Bose'],
    companies: ['Bengal Biotech', 'Tata Chemicals'],
    worksAt: [['Aditya Bose', 'Bengal Biotech']],
    links: [['left_for', 'Aditya Bose', 'Bengal Biotech']],
  },
  {
    id: 't670',
    genre: 'chat',
    text: `Congrats to Hyun-woo Park on the new role at Han River Capital! Sad to see him leave Seoul Securities.`,
    people: ['Hyun-woo Park'],
    companies: ['Han River Capital', 'Seoul Securities'],
    worksAt: [['Hyun-woo Park', 'Han River Capital']],
    links: [['left_for', 'Hyun-woo Park', 'Han River Capital']],
  },
  {
    id: 't671',
    genre: 'chat',
    text: `[10:01] Femi Adewale: does anyone know Clara Jensen at Copenhagen Wind?
[10:02] Rosa Marín: yes! we were at business school together`,
    people: ['Femi Adewale', 'Clara Jensen', 'Rosa Marín'],
    companies: ['Copenhagen Wind'],
    worksAt: [['Clara Jensen', 'Copenhagen Wind']],
    links: [['knows', 'Clara Jensen', 'Rosa Marín']],
  },
  {
    id: 't672',
    genre: 'e-mail',
    text: `Hi Kojo,

I've known Priya Sundaram since our Accenture days, happy to put in a word with her at Chennai Motors.

Abena Boateng`,
    people: ['Kojo', 'Priya Sundaram', 'Abena Boateng'],
    companies: ['Accenture', 'Chennai Motors'],
    worksAt: [['Priya Sundaram', 'Chennai Motors']],
    links: [['knows', 'Priya Sundaram', 'Abena Boateng']],
  },
  {
    id: 't673',
    genre: 'meeting notes',
    text: `Tomás Herrera and Ilse de Jong crossed paths at Shell years ago and still keep in touch.`,
    people: ['Tomás Herrera', 'Ilse de Jong'],
    companies: ['Shell'],
    worksAt: [],
    links: [['knows', 'Tomás Herrera', 'Ilse de Jong']],
  },
  {
    id: 't674',
    genre: 'e-mail',
    text: `Hi Farah,

We have a mutual friend in Jamie Rowe, who speaks highly of you. I lead product at Thames Health.

Best,
Olivia Grant`,
    people: ['Farah', 'Jamie Rowe', 'Olivia Grant'],
    companies: ['Thames Health'],
    worksAt: [['Olivia Grant', 'Thames Health']],
    links: [
      ['knows', 'Farah', 'Jamie Rowe'],
      ['knows', 'Olivia Grant', 'Jamie Rowe'],
    ],
  },
  {
    id: 't675',
    genre: 'chat',
    text: `[14:20] Aiko Mori: ran into Daniel Ferreira at the expo, we used to share an office at Accenture`,
    people: ['Aiko Mori', 'Daniel Ferreira'],
    companies: ['Accenture'],
    worksAt: [],
    links: [['knows', 'Aiko Mori', 'Daniel Ferreira']],
  },
  {
    id: 't676',
    genre: 'meeting notes',
    text: `Zainab Bello is a former colleague of Kwesi Appiah from their time at MTN; she now runs treasury at Accra Cocoa.`,
    people: ['Zainab Bello', 'Kwesi Appiah'],
    companies: ['MTN', 'Accra Cocoa'],
    worksAt: [['Zainab Bello', 'Accra Cocoa']],
    links: [['knows', 'Zainab Bello', 'Kwesi Appiah']],
  },
  {
    id: 't677',
    genre: 'e-mail',
    text: `Hi Li Wei,

My old boss, Hans Gruber, now runs procurement at Rhine Chemicals; I can ask him.

Cheers,
Sophie Wagner`,
    people: ['Li Wei', 'Hans Gruber', 'Sophie Wagner'],
    companies: ['Rhine Chemicals'],
    worksAt: [['Hans Gruber', 'Rhine Chemicals']],
    links: [['knows', 'Sophie Wagner', 'Hans Gruber']],
  },
  {
    id: 't678',
    genre: 'meeting notes',
    text: `Jonas Berg and Malik Hassan play five-a-side together every Thursday, so Jonas can warm Malik up before the Oslo Freight pitch.`,
    people: ['Jonas Berg', 'Malik Hassan'],
    companies: ['Oslo Freight'],
    worksAt: [],
    links: [['knows', 'Jonas Berg', 'Malik Hassan']],
  },
  {
    id: 't679',
    genre: 'chat',
    text: `Does anyone know who owns procurement at Danube Steel? Ask Petra Horvath.`,
    people: ['Petra Horvath'],
    companies: ['Danube Steel'],
    worksAt: [],
    links: [],
  },
  {
    id: 't680',
    genre: 'meeting notes',
    text: `Kenta Ito doesn't know Amelia Scott personally, so a cold e-mail to Brisbane Mining it is.`,
    people: ['Kenta Ito', 'Amelia Scott'],
    companies: ['Brisbane Mining'],
    worksAt: [],
    links: [],
  },
  {
    id: 't681',
    genre: 'job change',
    text: `Org changes at Sierra Foods: Lucia Romano now leads Marketing and reports to the CEO, Diego Salas. Mateus Rocha moves under Lucia.`,
    people: ['Lucia Romano', 'Diego Salas', 'Mateus Rocha'],
    companies: ['Sierra Foods'],
    worksAt: [
      ['Lucia Romano', 'Sierra Foods'],
      ['Diego Salas', 'Sierra Foods'],
      ['Mateus Rocha', 'Sierra Foods'],
    ],
    links: [
      ['reports_to', 'Lucia Romano', 'Diego Salas'],
      ['reports_to', 'Mateus Rocha', 'Lucia Romano'],
    ],
  },
  {
    id: 't682',
    genre: 'meeting notes',
    text: `For the Tamar Bank pilot: Nia Evans' line manager is Rhys Morgan, so budget sign-off goes to him.`,
    people: ['Nia Evans', 'Rhys Morgan'],
    companies: ['Tamar Bank'],
    worksAt: [],
    links: [['reports_to', 'Nia Evans', 'Rhys Morgan']],
  },
  {
    id: 't683',
    genre: 'meeting notes',
    text: `At Baltic Shipping, Rūta Kalniņa's direct reports include Jānis Bērziņš and Laura Ozola.`,
    people: ['Rūta Kalniņa', 'Jānis Bērziņš', 'Laura Ozola'],
    companies: ['Baltic Shipping'],
    worksAt: [
      ['Rūta Kalniņa', 'Baltic Shipping'],
      ['Jānis Bērziņš', 'Baltic Shipping'],
      ['Laura Ozola', 'Baltic Shipping'],
    ],
    links: [
      ['reports_to', 'Jānis Bērziņš', 'Rūta Kalniņa'],
      ['reports_to', 'Laura Ozola', 'Rūta Kalniņa'],
    ],
  },
  {
    id: 't684',
    genre: 'call log',
    text: `Notes from the call with Hemi Walker (Pounamu Energy). Background: Sarah Goldman introduced us over e-mail last week.`,
    people: ['Hemi Walker', 'Sarah Goldman'],
    companies: ['Pounamu Energy'],
    worksAt: [['Hemi Walker', 'Pounamu Energy']],
    links: [['introduced_by', 'Hemi Walker', 'Sarah Goldman']],
  },
  {
    id: 't685',
    genre: 'meeting notes',
    text: `Meeting with Oksana Melnyk, CFO of Dnipro Agro, at the suggestion of Taras Bondarenko.`,
    people: ['Oksana Melnyk', 'Taras Bondarenko'],
    companies: ['Dnipro Agro'],
    worksAt: [['Oksana Melnyk', 'Dnipro Agro']],
    links: [['introduced_by', 'Oksana Melnyk', 'Taras Bondarenko']],
  },
  {
    id: 't686',
    genre: 'e-mail',
    text: `Hi Asha,

Raj Malhotra thought we should meet. I'm building payroll for small clinics at Sehat Labs. Coffee next week?

Best,
Karan Gill`,
    people: ['Asha', 'Raj Malhotra', 'Karan Gill'],
    companies: ['Sehat Labs'],
    worksAt: [['Karan Gill', 'Sehat Labs']],
    links: [['introduced_by', 'Asha', 'Raj Malhotra']],
  },
  {
    id: 't687',
    genre: 'e-mail',
    text: `Dear Emeka Okafor,

I got your e-mail from Chidi Nwosu, who spoke highly of your work at Niger Foods.

Yours sincerely,
Laila Haddad
Cedar Consulting`,
    people: ['Emeka Okafor', 'Chidi Nwosu', 'Laila Haddad'],
    companies: ['Niger Foods', 'Cedar Consulting'],
    worksAt: [
      ['Emeka Okafor', 'Niger Foods'],
      ['Laila Haddad', 'Cedar Consulting'],
    ],
    links: [['introduced_by', 'Emeka Okafor', 'Chidi Nwosu']],
  },
  {
    id: 't688',
    genre: 'meeting notes',
    text: `Intro call with Sven Lindgren (Göta Energy), arranged by Maja Nilsson. He wants a proposal by March.`,
    people: ['Sven Lindgren', 'Maja Nilsson'],
    companies: ['Göta Energy'],
    worksAt: [['Sven Lindgren', 'Göta Energy']],
    links: [['introduced_by', 'Sven Lindgren', 'Maja Nilsson']],
  },
  {
    id: 't689',
    genre: 'chat',
    text: `[13:05] Tane Rewi: thx Mele Tupou for hooking me up with Losa Vaipulu from Tonga Freight 🙏`,
    people: ['Tane Rewi', 'Mele Tupou', 'Losa Vaipulu'],
    companies: ['Tonga Freight'],
    worksAt: [['Losa Vaipulu', 'Tonga Freight']],
    links: [['introduced_by', 'Losa Vaipulu', 'Mele Tupou']],
  },
  {
    id: 't690',
    genre: 'introduction',
    text: `Subject: Double opt-in: Ioana Marin <> Kwame Asare

Ioana, as promised, here's Kwame Asare, who runs data at Akwaaba Insurance; Kwame, Ioana Marin leads risk at Carpathian Re. Both of you said yes, so over to you!

Best,
Thomas Weber`,
    people: ['Ioana Marin', 'Kwame Asare', 'Thomas Weber'],
    companies: ['Akwaaba Insurance', 'Carpathian Re'],
    worksAt: [
      ['Kwame Asare', 'Akwaaba Insurance'],
      ['Ioana Marin', 'Carpathian Re'],
    ],
    links: [
      ['introduced_by', 'Ioana Marin', 'Thomas Weber'],
      ['introduced_by', 'Kwame Asare', 'Thomas Weber'],
    ],
  },
]
