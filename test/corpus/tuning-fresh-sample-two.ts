import type { CorpusText } from './types.js'

/**
 * Tuning texts t1101-t1140 (issue 27): a second fresh writer's batch written blind to the brief the
 * fourth held-out part's writer was given, on 2026-11-27, by a writer who had not seen the reader, its
 * rules, its decision record or any held-out text; texts and expectations were committed together
 * before the reader ran on any of them. Weighted toward introduction e-mails (double opt-in, forwarded,
 * "A <> B" subjects, a thank-you to the introducer), org-change announcements (promotions, new
 * reporting lines, people leaving one company for another, press releases) and chat threads (speakers'
 * names, @mentions), set in software, finance, media, manufacturing, education, hospitality and law
 * firms, with names from East Asia, the Middle East, the Nordics, Southern Europe, East Africa and the
 * Caribbean and companies of many shapes and legal forms. About a quarter are near misses: a product
 * introduced, an intro offered but not yet made, a move within one company, an offer turned down, a
 * former manager, "reports go to", "left for Naples", a workshop that moves. CORPUS_NOW is Thursday
 * 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE_TWO: CorpusText[] = [
  {
    id: 't1101',
    genre: 'introduction',
    text: `Subject: Intro – Sigrid Aasen (Bergfjord Advokatfirma) and Daisuke Morimoto

Sigrid, Daisuke — I promised to put you in touch, so here it is.

Daisuke Morimoto is general counsel at Kaminari Robotics K.K. and is looking for Norwegian counsel ahead of their Stavanger plant opening. Sigrid Aasen is a partner at Bergfjord Advokatfirma and has handled three of these for Japanese manufacturers.

I'll step back now.

Warmly,
Ingeborg Dahl`,
    people: ['Sigrid Aasen', 'Daisuke Morimoto', 'Ingeborg Dahl'],
    companies: ['Bergfjord Advokatfirma', 'Kaminari Robotics K.K.'],
    worksAt: [
      ['Sigrid Aasen', 'Bergfjord Advokatfirma'],
      ['Daisuke Morimoto', 'Kaminari Robotics K.K.'],
    ],
    links: [
      ['introduced_by', 'Sigrid Aasen', 'Ingeborg Dahl'],
      ['introduced_by', 'Daisuke Morimoto', 'Ingeborg Dahl'],
    ],
  },
  {
    id: 't1102',
    genre: 'job change',
    text: `Team,

Some changes to how Product Engineering is organised from 1 February.

Wanjiru Kamau is promoted to Director of Platform and will report to Tesfaye Bekele, our CTO. Baraka Otieno, who leads the mobile squad, will now report to Wanjiru rather than to Tesfaye directly.

Please join me in congratulating Wanjiru.

Halima Said
VP People, Savanna Ledger Ltd`,
    people: ['Wanjiru Kamau', 'Tesfaye Bekele', 'Baraka Otieno', 'Halima Said'],
    companies: ['Savanna Ledger Ltd'],
    worksAt: [
      ['Wanjiru Kamau', 'Savanna Ledger Ltd'],
      ['Tesfaye Bekele', 'Savanna Ledger Ltd'],
      ['Baraka Otieno', 'Savanna Ledger Ltd'],
      ['Halima Said', 'Savanna Ledger Ltd'],
    ],
    links: [
      ['reports_to', 'Wanjiru Kamau', 'Tesfaye Bekele'],
      ['reports_to', 'Baraka Otieno', 'Wanjiru Kamau'],
    ],
  },
  {
    id: 't1103',
    genre: 'chat',
    text: `[10:02] Keisha Thompson: morning all — who's got the contact at Blue Mahoe Records for the licensing thing?
[10:03] Andre Baptiste: that's Desmond Clarke, he's their head of sync
[10:03] Andre Baptiste: I've known Desmond since uni in Kingston, happy to ping him
[10:05] Keisha Thompson: yes please @Andre, can you ask him for the rate card by Monday?
[10:06] Andre Baptiste: on it`,
    people: ['Keisha Thompson', 'Andre Baptiste', 'Desmond Clarke'],
    companies: ['Blue Mahoe Records'],
    worksAt: [['Desmond Clarke', 'Blue Mahoe Records']],
    links: [['knows', 'Andre Baptiste', 'Desmond Clarke']],
    tasks: [{ text: 'rate card', due: '2026-01-19', assignee: 'Andre Baptiste' }],
  },
  {
    id: 't1104',
    genre: 'e-mail',
    text: `Hi Giulia,

Thank you for showing us round your kitchens at Hotel Castellani last week. As promised, we'd like to introduce our new breakfast range to your team in February; your head chef, Paolo Ferri, mentioned that mornings after ten are quietest.

Could you let me know which Tuesday suits?

Kind regards,
Nikos Papadakis
Key Accounts, Aegean Fine Foods S.A.`,
    people: ['Giulia', 'Paolo Ferri', 'Nikos Papadakis'],
    companies: ['Hotel Castellani', 'Aegean Fine Foods S.A.'],
    worksAt: [
      ['Giulia', 'Hotel Castellani'],
      ['Paolo Ferri', 'Hotel Castellani'],
      ['Nikos Papadakis', 'Aegean Fine Foods S.A.'],
    ],
    links: [],
  },
  {
    id: 't1105',
    genre: 'job change',
    text: `Subject: Farewell and welcome

After eleven years with us, Rania Haddad left Qasr Capital Partners last Friday to become CFO of Levant Pay. Rania built our credit desk from nothing and we will miss her.

Her responsibilities pass to Omar Khalil, who joins us on 2 February from Gulf Horizon Bank. Omar will report to our managing partner, Yasmin Al-Farsi.

— Yasmin`,
    people: ['Rania Haddad', 'Omar Khalil', 'Yasmin Al-Farsi'],
    companies: ['Qasr Capital Partners', 'Levant Pay', 'Gulf Horizon Bank'],
    worksAt: [
      ['Rania Haddad', 'Levant Pay'],
      ['Omar Khalil', 'Qasr Capital Partners'],
      ['Yasmin Al-Farsi', 'Qasr Capital Partners'],
    ],
    links: [
      ['left_for', 'Rania Haddad', 'Levant Pay'],
      ['left_for', 'Omar Khalil', 'Qasr Capital Partners'],
      ['reports_to', 'Omar Khalil', 'Yasmin Al-Farsi'],
    ],
  },
  {
    id: 't1106',
    genre: 'chat',
    text: `Linnea Berg: @Matteo quick one — did Pohjola Steel Oy confirm the February slot?
Matteo Conti: not yet, Aleksi Virtanen is out till Monday
Linnea Berg: ok. Aleksi is still their plant buyer right?
Matteo Conti: yep, he took over from Kaisa Heikkinen last spring
Linnea Berg: 👍 @Matteo can you send Aleksi the updated drawings by Wednesday?`,
    people: ['Linnea Berg', 'Matteo Conti', 'Aleksi Virtanen', 'Kaisa Heikkinen'],
    companies: ['Pohjola Steel Oy'],
    worksAt: [['Aleksi Virtanen', 'Pohjola Steel Oy']],
    links: [],
    tasks: [{ text: 'drawings', due: '2026-01-21', assignee: 'Matteo Conti' }],
  },
  {
    id: 't1107',
    genre: 'meeting notes',
    text: `Meeting: Kilimanjaro Learning Trust / Hanbit EdTech
Date: 14 Jan
Present: Neema Mushi (Head of Curriculum) and Joseph Mrema (IT lead) for Kilimanjaro Learning Trust; Ji-hoon Kang and Seo-yeon Lim from Hanbit EdTech
- Hanbit to localise the maths modules into Swahili
- Joseph will send the device inventory by Friday
- Ji-hoon to share pricing for 40 schools next Tuesday`,
    people: ['Neema Mushi', 'Joseph Mrema', 'Ji-hoon Kang', 'Seo-yeon Lim'],
    companies: ['Kilimanjaro Learning Trust', 'Hanbit EdTech'],
    worksAt: [
      ['Neema Mushi', 'Kilimanjaro Learning Trust'],
      ['Joseph Mrema', 'Kilimanjaro Learning Trust'],
      ['Ji-hoon Kang', 'Hanbit EdTech'],
      ['Seo-yeon Lim', 'Hanbit EdTech'],
    ],
    links: [],
    tasks: [
      { text: 'device inventory', due: '2026-01-16', assignee: 'Joseph Mrema' },
      { text: 'pricing', due: '2026-01-20', assignee: 'Ji-hoon Kang' },
    ],
  },
  {
    id: 't1108',
    genre: 'introduction',
    text: `Subject: Re: Would you be up for meeting Marisol?

Great, you both said yes, so consider this the intro.

Marisol Fernández — runs treasury at Caribe Mutual in San Juan.
Henrik Sørensen — founder of Kvist Analytics ApS, the FX risk tool I keep going on about.

Marisol, Henrik is in Miami the week of the 26th if that helps.

Best,
Claudette Pierre-Louis`,
    people: ['Marisol Fernández', 'Henrik Sørensen', 'Claudette Pierre-Louis'],
    companies: ['Caribe Mutual', 'Kvist Analytics ApS'],
    worksAt: [
      ['Marisol Fernández', 'Caribe Mutual'],
      ['Henrik Sørensen', 'Kvist Analytics ApS'],
    ],
    links: [
      ['introduced_by', 'Marisol Fernández', 'Claudette Pierre-Louis'],
      ['introduced_by', 'Henrik Sørensen', 'Claudette Pierre-Louis'],
    ],
  },
  {
    id: 't1109',
    genre: 'job change',
    text: `Internal announcement — Grupo Alhambra Hoteles

I'm pleased to share that Lucía Navarro moves from our Seville property to Barcelona as General Manager from 1 March. Lucía has been with the group for nine years. Carmen Ortega steps up to run Seville in her place.

Both will continue to report to me.

Javier Molina
Chief Operating Officer`,
    people: ['Lucía Navarro', 'Carmen Ortega', 'Javier Molina'],
    companies: ['Grupo Alhambra Hoteles'],
    worksAt: [
      ['Lucía Navarro', 'Grupo Alhambra Hoteles'],
      ['Carmen Ortega', 'Grupo Alhambra Hoteles'],
      ['Javier Molina', 'Grupo Alhambra Hoteles'],
    ],
    links: [
      ['reports_to', 'Lucía Navarro', 'Javier Molina'],
      ['reports_to', 'Carmen Ortega', 'Javier Molina'],
    ],
  },
  {
    id: 't1110',
    genre: 'call log',
    text: `Call log — Wed 14 Jan, 15:30
Account: Tabriz Carpets Online
Spoke with: Darius Tehrani (COO)
Also on: Shirin Moradi, their outside accountant (Pardis & Co.)
Summary: they want to move stock off spreadsheets; Shirin needs an export her firm's ledger can read.
Next steps: send SOC 2 report; book a demo for Shirin's team on Tuesday.`,
    people: ['Darius Tehrani', 'Shirin Moradi'],
    companies: ['Tabriz Carpets Online', 'Pardis & Co.'],
    worksAt: [
      ['Darius Tehrani', 'Tabriz Carpets Online'],
      ['Shirin Moradi', 'Pardis & Co.'],
    ],
    links: [],
    tasks: [{ text: 'SOC 2 report' }, { text: 'demo', due: '2026-01-20' }],
  },
  {
    id: 't1111',
    genre: 'chat',
    text: `Mei Tanaka: heads up, Rohan Maharaj from Trinidad Freight Services wrote in this morning
Mei Tanaka: Shelly-Ann Joseph sent him our way, she was on the ferry case with us last year
Carlos Ruiz: nice. what does he need?
Mei Tanaka: cross-border arbitration, sounds sizeable
Carlos Ruiz: loop in Takeshi Ono, he's done the most Caribbean work here`,
    people: ['Mei Tanaka', 'Rohan Maharaj', 'Shelly-Ann Joseph', 'Carlos Ruiz', 'Takeshi Ono'],
    companies: ['Trinidad Freight Services'],
    worksAt: [['Rohan Maharaj', 'Trinidad Freight Services']],
    links: [['introduced_by', 'Rohan Maharaj', 'Shelly-Ann Joseph']],
  },
  {
    id: 't1112',
    genre: 'job change',
    text: `Hi all — to clear up the rumour going round: Astrid Lindqvist is NOT leaving for Nordvision Media. She was approached, she said no, and she stays on as our head of documentaries here at Fjällbacka Film AB. Emil Johansson, who was also sounded out, is staying put too.

Thanks,
Karin Ek, Managing Director`,
    people: ['Astrid Lindqvist', 'Emil Johansson', 'Karin Ek'],
    companies: ['Nordvision Media', 'Fjällbacka Film AB'],
    worksAt: [
      ['Astrid Lindqvist', 'Fjällbacka Film AB'],
      ['Emil Johansson', 'Fjällbacka Film AB'],
      ['Karin Ek', 'Fjällbacka Film AB'],
    ],
    links: [],
  },
  {
    id: 't1113',
    genre: 'e-mail',
    text: `From: Paolo Greco <p.greco@brianzameccanica.it>
To: Min-jun Choi <minjun.choi@daesungparts.co.kr>
Cc: Elena Russo <e.russo@brianzameccanica.it>
Subject: Re: tolerance on batch 7

Min-jun,

Agreed, we'll re-run batch 7 at the tighter tolerance. Elena will send the new inspection report by next Wednesday.

Paolo Greco
Quality Manager
Brianza Meccanica S.r.l.

> On 13 Jan, Min-jun Choi wrote:
> Paolo, the flange bores are out by 0.02 mm again. Daesung Parts can't accept another lot like this.
> Min-jun Choi | Purchasing, Daesung Parts Co., Ltd.`,
    people: ['Paolo Greco', 'Min-jun Choi', 'Elena Russo'],
    companies: ['Brianza Meccanica S.r.l.', 'Daesung Parts Co., Ltd.'],
    worksAt: [
      ['Paolo Greco', 'Brianza Meccanica S.r.l.'],
      ['Elena Russo', 'Brianza Meccanica S.r.l.'],
      ['Min-jun Choi', 'Daesung Parts Co., Ltd.'],
    ],
    links: [],
    tasks: [{ text: 'inspection report', due: '2026-01-21', assignee: 'Elena Russo' }],
  },
  {
    id: 't1114',
    genre: 'introduction',
    text: `Subject: Fwd: Teacher training partners

Dear Nguyễn Thị Lan, copying Amani here.

Amani Nyerere runs Dar Learning Collective in Dar es Salaam and is after a partner who has run big online courses for teachers, which is exactly what your team at Sen Vang Education did in Hue. Her note is below. I'll let the two of you take it from here.

Mikael Holm

---------- Forwarded message ----------
From: Amani Nyerere <amani@darlearning.org>
To: Mikael Holm
Subject: Teacher training partners

Hi Mikael, do you know anyone who has run online courses for several thousand teachers at once? We'd love to talk to them.`,
    people: ['Nguyễn Thị Lan', 'Amani Nyerere', 'Mikael Holm'],
    companies: ['Dar Learning Collective', 'Sen Vang Education'],
    worksAt: [
      ['Amani Nyerere', 'Dar Learning Collective'],
      ['Nguyễn Thị Lan', 'Sen Vang Education'],
    ],
    links: [
      ['introduced_by', 'Nguyễn Thị Lan', 'Mikael Holm'],
      ['introduced_by', 'Amani Nyerere', 'Mikael Holm'],
    ],
  },
  {
    id: 't1115',
    genre: 'no names',
    text: `Reminder for all front-desk staff: from Monday the late check-out fee goes up to €25, and the spa closes at 20:00 on weekdays. Please update the welcome cards in every room and let the night team know before the weekend. Questions to the duty manager, as usual.`,
    people: [],
    companies: [],
    worksAt: [],
    links: [],
  },
  {
    id: 't1116',
    genre: 'chat',
    text: `[16:40] Sung-min Yoon: does anyone here know Fatima Al-Sayed at Noor Cloud? trying to get a reference
[16:41] Tomás Ferreira: never met her, sorry
[16:41] Oscar Nilsson: I don't know her either, but Noor Cloud's CTO Karim Mansour used to be my manager at Tessellate
[16:43] Sung-min Yoon: perfect, could you ask Karim?`,
    people: ['Sung-min Yoon', 'Fatima Al-Sayed', 'Tomás Ferreira', 'Oscar Nilsson', 'Karim Mansour'],
    companies: ['Noor Cloud', 'Tessellate'],
    worksAt: [
      ['Fatima Al-Sayed', 'Noor Cloud'],
      ['Karim Mansour', 'Noor Cloud'],
    ],
    links: [['knows', 'Oscar Nilsson', 'Karim Mansour']],
  },
  {
    id: 't1117',
    genre: 'job change',
    text: `New faces in the Admissions Office

We're delighted to welcome Hye-jin Park as Director of International Admissions at Westbourne College. Hye-jin joins from Seoul Global Academy, where she ran overseas recruitment for six years. She will report to the Registrar, Marcus Grant.

Also new to the team: Jerome Baptiste, who moves across from our Finance Office to become admissions systems lead.`,
    people: ['Hye-jin Park', 'Marcus Grant', 'Jerome Baptiste'],
    companies: ['Westbourne College', 'Seoul Global Academy'],
    worksAt: [
      ['Hye-jin Park', 'Westbourne College'],
      ['Marcus Grant', 'Westbourne College'],
      ['Jerome Baptiste', 'Westbourne College'],
    ],
    links: [
      ['left_for', 'Hye-jin Park', 'Westbourne College'],
      ['reports_to', 'Hye-jin Park', 'Marcus Grant'],
    ],
  },
  {
    id: 't1118',
    genre: 'meeting notes',
    text: `Board prep call — Kestrel Pay
With: Amara Tesfaye (CEO), Lorenzo Bianchi (CFO); our investor Sanna Koskinen from Aalto Ventures joined for the first half.
Lorenzo walked through Q4. Our biggest customer, Harbourview Hotels, is late on two invoices; their finance director Winston Campbell promised payment by the end of the month.
Actions: Lorenzo to circulate the board pack by Monday; Amara to call Winston on Friday.`,
    people: ['Amara Tesfaye', 'Lorenzo Bianchi', 'Sanna Koskinen', 'Winston Campbell'],
    companies: ['Kestrel Pay', 'Aalto Ventures', 'Harbourview Hotels'],
    worksAt: [
      ['Amara Tesfaye', 'Kestrel Pay'],
      ['Lorenzo Bianchi', 'Kestrel Pay'],
      ['Sanna Koskinen', 'Aalto Ventures'],
      ['Winston Campbell', 'Harbourview Hotels'],
    ],
    links: [],
    tasks: [
      { text: 'board pack', due: '2026-01-19', assignee: 'Lorenzo Bianchi' },
      { text: 'call Winston', due: '2026-01-16', assignee: 'Amara Tesfaye' },
    ],
  },
  {
    id: 't1119',
    genre: 'introduction',
    text: `Hi Eleni,

Would you be open to meeting Khalid Al-Mansouri? He's opening three boutique hotels in Muscat under Sahil Hospitality LLC and is looking for a revenue-management partner. I worked with him at Marriott years back and think you two would click.

If you're happy to, I'll send a proper intro.

Best,
Demetrios Kallis`,
    people: ['Eleni', 'Khalid Al-Mansouri', 'Demetrios Kallis'],
    companies: ['Sahil Hospitality LLC', 'Marriott'],
    worksAt: [['Khalid Al-Mansouri', 'Sahil Hospitality LLC']],
    links: [['knows', 'Demetrios Kallis', 'Khalid Al-Mansouri']],
  },
  {
    id: 't1120',
    genre: 'chat',
    text: `Grace Achieng: did you hear Kenji Watanabe left Nakamura Seiki?
Grace Achieng: he's at Rift Valley Motors now, running their assembly line in Thika
Daniel Mwangi: no way. so who's our contact at Nakamura Seiki now?
Grace Achieng: Yui Sato. she reports to the plant director, Hiroshi Kondo`,
    people: ['Grace Achieng', 'Kenji Watanabe', 'Daniel Mwangi', 'Yui Sato', 'Hiroshi Kondo'],
    companies: ['Nakamura Seiki', 'Rift Valley Motors'],
    worksAt: [
      ['Kenji Watanabe', 'Rift Valley Motors'],
      ['Yui Sato', 'Nakamura Seiki'],
      ['Hiroshi Kondo', 'Nakamura Seiki'],
    ],
    links: [
      ['left_for', 'Kenji Watanabe', 'Rift Valley Motors'],
      ['reports_to', 'Yui Sato', 'Hiroshi Kondo'],
    ],
  },
  {
    id: 't1121',
    genre: 'attendee list',
    text: `Attendees — Project Lighthouse, completion call, 15 January 2026
For Nyhavn Shipping A/S: Mette Kjær (General Counsel); Rasmus Dahl (CFO)
For the sellers: Ignacio Vidal and Rocío Pardo of Vidal Pardo Abogados S.L.P.
Also dialling in: Tove Lund, Nordkap Bank (lender)`,
    people: ['Mette Kjær', 'Rasmus Dahl', 'Ignacio Vidal', 'Rocío Pardo', 'Tove Lund'],
    companies: ['Nyhavn Shipping A/S', 'Vidal Pardo Abogados S.L.P.', 'Nordkap Bank'],
    worksAt: [
      ['Mette Kjær', 'Nyhavn Shipping A/S'],
      ['Rasmus Dahl', 'Nyhavn Shipping A/S'],
      ['Ignacio Vidal', 'Vidal Pardo Abogados S.L.P.'],
      ['Rocío Pardo', 'Vidal Pardo Abogados S.L.P.'],
      ['Tove Lund', 'Nordkap Bank'],
    ],
    links: [],
  },
  {
    id: 't1122',
    genre: 'e-mail',
    text: `Hi Tanisha,

Good to catch up yesterday. As I mentioned, I spent four years at Bosphorus Data before joining Kapok Systems, so I know their migration tooling well.

On your side, I'll keep Devon Reid, your procurement lead, copied on pricing.

Best,
Emre Demir
Kapok Systems`,
    people: ['Tanisha', 'Devon Reid', 'Emre Demir'],
    companies: ['Bosphorus Data', 'Kapok Systems'],
    worksAt: [['Emre Demir', 'Kapok Systems']],
    links: [['left_for', 'Emre Demir', 'Kapok Systems']],
  },
  {
    id: 't1123',
    genre: 'call log',
    text: `CRM — call notes
Date: 13/01/2026
Contact: Guðrún Sigurðardóttir, Head of Treasury, Hekla Fisheries hf.
Referred by: Abdi Farah (Horn Trade Finance)
Discussed FX hedging for ISK/EUR. Guðrún reports to their CFO, Einar Jónsson, who signs off anything over €2m.
Follow-up: send term sheet by Friday.`,
    people: ['Guðrún Sigurðardóttir', 'Abdi Farah', 'Einar Jónsson'],
    companies: ['Hekla Fisheries hf.', 'Horn Trade Finance'],
    worksAt: [
      ['Guðrún Sigurðardóttir', 'Hekla Fisheries hf.'],
      ['Einar Jónsson', 'Hekla Fisheries hf.'],
      ['Abdi Farah', 'Horn Trade Finance'],
    ],
    links: [
      ['introduced_by', 'Guðrún Sigurðardóttir', 'Abdi Farah'],
      ['reports_to', 'Guðrún Sigurðardóttir', 'Einar Jónsson'],
    ],
    tasks: [{ text: 'term sheet', due: '2026-01-16' }],
  },
  {
    id: 't1124',
    genre: 'job change',
    text: `Subject: Leadership changes at Caribbean Sound Media

Colleagues,

Our editor-in-chief, Natalie Joseph-Williams, left us last week to become Head of News at Atlantic Broadcasting Group. We wish her every success. Rui Teixeira, until now our managing editor, becomes acting editor-in-chief and will report directly to me.

Sincerely,
Hugh Alleyne
Chief Executive`,
    people: ['Natalie Joseph-Williams', 'Rui Teixeira', 'Hugh Alleyne'],
    companies: ['Caribbean Sound Media', 'Atlantic Broadcasting Group'],
    worksAt: [
      ['Natalie Joseph-Williams', 'Atlantic Broadcasting Group'],
      ['Rui Teixeira', 'Caribbean Sound Media'],
      ['Hugh Alleyne', 'Caribbean Sound Media'],
    ],
    links: [
      ['left_for', 'Natalie Joseph-Williams', 'Atlantic Broadcasting Group'],
      ['reports_to', 'Rui Teixeira', 'Hugh Alleyne'],
    ],
  },
  {
    id: 't1125',
    genre: 'chat',
    text: `[08:55] Ayaan Hassan: hi all, quick intro: I'm Ayaan, just joined the data team at Mombasa Mutual from Coastline Insurance
[08:56] Chiara Lombardi: welcome Ayaan!
[08:57] Chiara Lombardi: the monthly reports go to Wairimu Njoroge, she'll show you where everything lives
[08:58] Ayaan Hassan: thanks Chiara`,
    people: ['Ayaan Hassan', 'Chiara Lombardi', 'Wairimu Njoroge'],
    companies: ['Mombasa Mutual', 'Coastline Insurance'],
    worksAt: [['Ayaan Hassan', 'Mombasa Mutual']],
    links: [['left_for', 'Ayaan Hassan', 'Mombasa Mutual']],
  },
  {
    id: 't1126',
    genre: 'introduction',
    text: `Subject: Yohannes <> Chen Wei — payments in Ethiopia

Chen Wei, Yohannes Girma — you two should talk.

Yohannes is CTO at Addis Fintech PLC and is rebuilding their merchant API. Chen Wei leads the Africa partnerships team at Shenzhen Huayu Technology Co., Ltd. and has been asking me for months who is serious in Addis.

I've known you both for years, so I'll vouch for each of you. Off you go.

Lin Mei-ling`,
    people: ['Chen Wei', 'Yohannes Girma', 'Lin Mei-ling'],
    companies: ['Addis Fintech PLC', 'Shenzhen Huayu Technology Co., Ltd.'],
    worksAt: [
      ['Yohannes Girma', 'Addis Fintech PLC'],
      ['Chen Wei', 'Shenzhen Huayu Technology Co., Ltd.'],
    ],
    links: [
      ['introduced_by', 'Yohannes Girma', 'Lin Mei-ling'],
      ['introduced_by', 'Chen Wei', 'Lin Mei-ling'],
      ['knows', 'Lin Mei-ling', 'Yohannes Girma'],
      ['knows', 'Lin Mei-ling', 'Chen Wei'],
    ],
  },
  {
    id: 't1127',
    genre: 'meeting notes',
    text: `Notes — supplier review, Hotel Miramare Sorrento
Present: Francesca De Luca (GM), Salvatore Esposito (F&B)
- Salvatore left for Naples straight after to see the linen supplier, Lavanderia Partenope
- Francesca reports that Q1 occupancy is at 61%
- Laundry contract: Francesca to confirm the new prices with Lavanderia Partenope by next Monday`,
    people: ['Francesca De Luca', 'Salvatore Esposito'],
    companies: ['Hotel Miramare Sorrento', 'Lavanderia Partenope'],
    worksAt: [
      ['Francesca De Luca', 'Hotel Miramare Sorrento'],
      ['Salvatore Esposito', 'Hotel Miramare Sorrento'],
    ],
    links: [],
    tasks: [{ text: 'confirm the new prices', due: '2026-01-19', assignee: 'Francesca De Luca' }],
  },
  {
    id: 't1128',
    genre: 'e-mail',
    text: `Hi Daudi,

Thanks for the quick turnaround on the valve samples. I've shared them with my manager, Solveig Brekke, who heads sourcing here at Trondheim Marine Systems AS; she'd like a call with you and your plant lead, Nakato Ssempala, before we place the order.

Would Tuesday 20 January at 10:00 CET work for Kampala Valves Ltd?

Best regards,
Thorvald Nygård
Sourcing Engineer | Trondheim Marine Systems AS`,
    people: ['Daudi', 'Solveig Brekke', 'Nakato Ssempala', 'Thorvald Nygård'],
    companies: ['Trondheim Marine Systems AS', 'Kampala Valves Ltd'],
    worksAt: [
      ['Solveig Brekke', 'Trondheim Marine Systems AS'],
      ['Thorvald Nygård', 'Trondheim Marine Systems AS'],
      ['Daudi', 'Kampala Valves Ltd'],
      ['Nakato Ssempala', 'Kampala Valves Ltd'],
    ],
    links: [['reports_to', 'Thorvald Nygård', 'Solveig Brekke']],
  },
  {
    id: 't1129',
    genre: 'job change',
    text: `Makris & Odhiambo LLP announces new partner

LONDON, 12 January 2026 — Makris & Odhiambo LLP today announced that Dr. Zawadi Wekesa has joined the firm's arbitration practice as a partner. Wekesa was previously a partner at Hollins Grey LLP, where she spent twelve years. She will work closely with co-founder Alexandros Makris.

"Zawadi is one of the sharpest advocates in African energy disputes," said Makris.`,
    people: ['Zawadi Wekesa', 'Alexandros Makris'],
    companies: ['Makris & Odhiambo LLP', 'Hollins Grey LLP'],
    worksAt: [
      ['Zawadi Wekesa', 'Makris & Odhiambo LLP'],
      ['Alexandros Makris', 'Makris & Odhiambo LLP'],
    ],
    links: [['left_for', 'Zawadi Wekesa', 'Makris & Odhiambo LLP']],
  },
  {
    id: 't1130',
    genre: 'chat',
    text: `Johanna Lindström: welcome to Ørsund Kapital, @Nour! you'll be sitting with the credit analysts
Nour Khoury: thanks! who should I go to with onboarding questions?
Johanna Lindström: your manager is Per Axelsson, he's back Monday
Nour Khoury: oh I know Per, we did our CFA prep together 😄`,
    people: ['Johanna Lindström', 'Nour Khoury', 'Per Axelsson'],
    companies: ['Ørsund Kapital'],
    worksAt: [
      ['Johanna Lindström', 'Ørsund Kapital'],
      ['Nour Khoury', 'Ørsund Kapital'],
      ['Per Axelsson', 'Ørsund Kapital'],
    ],
    links: [
      ['reports_to', 'Nour Khoury', 'Per Axelsson'],
      ['knows', 'Nour Khoury', 'Per Axelsson'],
    ],
  },
  {
    id: 't1131',
    genre: 'call log',
    text: `Call log — Blue Lagoon Resorts (prospect)
Who: Marcia Brown, purchasing manager
Marcia is comparing us with Sakura Linen Supply; their rep Haruto Ishikawa visited her last week. She hasn't dealt with anyone from our side before.
Outcome: wants samples of the 300-thread sheets.
Next: ship samples by Wednesday; call Marcia back on the 23rd.`,
    people: ['Marcia Brown', 'Haruto Ishikawa'],
    companies: ['Blue Lagoon Resorts', 'Sakura Linen Supply'],
    worksAt: [
      ['Marcia Brown', 'Blue Lagoon Resorts'],
      ['Haruto Ishikawa', 'Sakura Linen Supply'],
    ],
    links: [],
    tasks: [
      { text: 'samples', due: '2026-01-21' },
      { text: 'call Marcia', due: '2026-01-23' },
    ],
  },
  {
    id: 't1132',
    genre: 'introduction',
    text: `Hei Aino,

I'd like you to meet Senait Tekle, a producer I worked with on the Horn of Africa series. She runs production at Red Sea Pictures and is looking for a Nordic co-producer for a documentary on Finnish saunas (really).

Senait, Aino Mäkinen runs development at Revontuli Films Oy and has co-produced with three African studios.

Over to you both!
Jussi Laine`,
    people: ['Aino Mäkinen', 'Senait Tekle', 'Jussi Laine'],
    companies: ['Red Sea Pictures', 'Revontuli Films Oy'],
    worksAt: [
      ['Senait Tekle', 'Red Sea Pictures'],
      ['Aino Mäkinen', 'Revontuli Films Oy'],
    ],
    links: [
      ['introduced_by', 'Senait Tekle', 'Jussi Laine'],
      ['introduced_by', 'Aino Mäkinen', 'Jussi Laine'],
      ['knows', 'Jussi Laine', 'Senait Tekle'],
    ],
  },
  {
    id: 't1133',
    genre: 'e-mail',
    text: `Subject: RE: Summer school partnership
CC: Li Na (Partnerships, Zhejiang Lakeside University)

Dear Professor Almeida,

Thank you for the proposal. Our Dean, Wang Jianguo, has approved a pilot for twenty students in July. My colleague Li Na will handle the agreement from here.

With best regards,
Zhou Xiaoming
International Office
Zhejiang Lakeside University

> From: Beatriz Almeida <b.almeida@verao-porto.pt>
> We would be delighted to host your students at Escola de Verão do Porto this summer.`,
    people: ['Beatriz Almeida', 'Wang Jianguo', 'Li Na', 'Zhou Xiaoming'],
    companies: ['Zhejiang Lakeside University', 'Escola de Verão do Porto'],
    worksAt: [
      ['Wang Jianguo', 'Zhejiang Lakeside University'],
      ['Li Na', 'Zhejiang Lakeside University'],
      ['Zhou Xiaoming', 'Zhejiang Lakeside University'],
      ['Beatriz Almeida', 'Escola de Verão do Porto'],
    ],
    links: [],
  },
  {
    id: 't1134',
    genre: 'meeting notes',
    text: `Sprint review with the Valhalla Games folks, 14 Jan
Them: Freja Nyström (producer), Arash Rahimi (tech lead)
Us: Giorgia Marino, Bilal Qureshi
- Valhalla wants the matchmaking fix before their February patch
- Arash to send crash logs by Friday
- Next review on the 28th`,
    people: ['Freja Nyström', 'Arash Rahimi', 'Giorgia Marino', 'Bilal Qureshi'],
    companies: ['Valhalla Games'],
    worksAt: [
      ['Freja Nyström', 'Valhalla Games'],
      ['Arash Rahimi', 'Valhalla Games'],
    ],
    links: [],
    tasks: [{ text: 'crash logs', due: '2026-01-16', assignee: 'Arash Rahimi' }],
  },
  {
    id: 't1135',
    genre: 'e-mail',
    text: `Customer notice — Arrasate Forja S.A.

Our Bilbao workshop moves to a new site in Zamudio on 2 February. Iker Etxeberria, our works manager, moves with it, so your orders stay in the same hands. The plant will be closed for stocktaking on 30 and 31 January.

Nekane Arrieta
Customer Service, Arrasate Forja S.A.`,
    people: ['Iker Etxeberria', 'Nekane Arrieta'],
    companies: ['Arrasate Forja S.A.'],
    worksAt: [
      ['Iker Etxeberria', 'Arrasate Forja S.A.'],
      ['Nekane Arrieta', 'Arrasate Forja S.A.'],
    ],
    links: [],
  },
  {
    id: 't1136',
    genre: 'chat',
    text: `[11:20] Dwayne Charles: thanks @Ye-jin for connecting me with Soo-ah Baek yesterday, really useful call
[11:21] Ye-jin Oh: glad it worked! Soo-ah's great, we trained together years ago. she's a partner at Baek Legal
[11:22] Dwayne Charles: she's sending over some precedents this week`,
    people: ['Dwayne Charles', 'Ye-jin Oh', 'Soo-ah Baek'],
    companies: ['Baek Legal'],
    worksAt: [['Soo-ah Baek', 'Baek Legal']],
    links: [
      ['introduced_by', 'Soo-ah Baek', 'Ye-jin Oh'],
      ['knows', 'Ye-jin Oh', 'Soo-ah Baek'],
    ],
  },
  {
    id: 't1137',
    genre: 'e-mail',
    text: `From: Trần Minh Khoa <khoa.tran@lotusbyte.vn>
To: Alejandro Gil <agil@mesetasoftware.es>
Cc: Phạm Thu Hà <ha.pham@lotusbyte.vn>

Hi Alejandro,

Our QA lead, Thu Hà, found two blockers in build 4.2 (details attached). Can the Meseta Software team patch them before Monday's release? If it helps, Hà can join your stand-up tomorrow.

Thanks,
Khoa
Delivery Manager, LotusByte`,
    people: ['Trần Minh Khoa', 'Alejandro Gil', 'Phạm Thu Hà'],
    companies: ['LotusByte', 'Meseta Software'],
    worksAt: [
      ['Trần Minh Khoa', 'LotusByte'],
      ['Phạm Thu Hà', 'LotusByte'],
      ['Alejandro Gil', 'Meseta Software'],
    ],
    links: [],
  },
  {
    id: 't1138',
    genre: 'meeting notes',
    text: `Investor call — Salma Benali (Atlas Robotics)
Present: Ole Martin Hansen (Fjordkraft Ventures), Salma Benali (CEO, Atlas Robotics)
Salma introduced Atlas Robotics' new warehouse arm and the seed round terms. She has not met anyone else on our partner team; an intro to Ingrid Solberg, the other Fjordkraft Ventures partner, is on hold until after the IC meeting.
Next: Ole Martin to share the IC memo by Thursday 22 Jan.`,
    people: ['Salma Benali', 'Ole Martin Hansen', 'Ingrid Solberg'],
    companies: ['Atlas Robotics', 'Fjordkraft Ventures'],
    worksAt: [
      ['Salma Benali', 'Atlas Robotics'],
      ['Ole Martin Hansen', 'Fjordkraft Ventures'],
      ['Ingrid Solberg', 'Fjordkraft Ventures'],
    ],
    links: [],
    tasks: [{ text: 'IC memo', due: '2026-01-22', assignee: 'Ole Martin Hansen' }],
  },
  {
    id: 't1139',
    genre: 'introduction',
    text: `Hi Ramón, thanks so much for pointing Ayşe in our direction!

Ayşe, lovely to e-meet you. Ramón tells me you're planning a Caribbean-themed gala in June at the Bosphorus Grand Hotel, where you run events; that is exactly what we do at Isla Bonita Events. I'm free Monday or Tuesday afternoon for a call.

Saludos,
Yesenia Rosario
Founder, Isla Bonita Events`,
    people: ['Ramón', 'Ayşe', 'Yesenia Rosario'],
    companies: ['Bosphorus Grand Hotel', 'Isla Bonita Events'],
    worksAt: [
      ['Ayşe', 'Bosphorus Grand Hotel'],
      ['Yesenia Rosario', 'Isla Bonita Events'],
    ],
    links: [['introduced_by', 'Ayşe', 'Ramón']],
  },
  {
    id: 't1140',
    genre: 'chat',
    text: `Shanice Gordon: reminder: Year 9 reports go to Mr Lim by Friday, please
Wei Jie Lim: yes please, and copy Angela Rossi so she can check the science grades before they go out
Angela Rossi: happy to. I report the grades to the exam board on the 30th anyway
Shanice Gordon: 🙏`,
    people: ['Shanice Gordon', 'Wei Jie Lim', 'Angela Rossi'],
    companies: [],
    worksAt: [],
    links: [],
  },
]
