import type { CorpusText } from './types.js'

/**
 * Tuning texts t901-t940, written for issue 27 by a second fresh writer, blind: the expectations were
 * written and committed before the reader was run on them, and before its rules, decision 0014 or the
 * extraction page were read. Weight on the links: reporting lines in org announcements and chats,
 * introductions (double opt-in, forwarded, "connecting you two", in chats, CC'ing a colleague), moves
 * (told after the fact, in an aside, in a signature change, in a CRM note), who knows whom, and works-at
 * from signatures, e-mail domains, CC lines, "our"/"their" and attendee lists of two companies. About a
 * quarter are near misses: a rebrand, an internal move, a turned-down offer, an offered (not made)
 * introduction, a self-introduction, "reports to the board", "never met", "doesn't know anyone".
 */
export const TUNING_FRESH_LINKS: CorpusText[] = [
  {
    id: 't901',
    genre: 'job change',
    text: `Team update from Kestrel Analytics

Starting next week, Nguyen Thi Lan takes over the data platform group. Bartek Zieliński and Aylin Demir will both be reporting into Lan from Monday. Bartek moves across from the BI squad, which stays with Rhys Pugh.

Questions to me.
Harriet Osei
VP Engineering, Kestrel Analytics`,
    people: ['Nguyen Thi Lan', 'Bartek Zieliński', 'Aylin Demir', 'Rhys Pugh', 'Harriet Osei'],
    companies: ['Kestrel Analytics'],
    worksAt: [
      ['Nguyen Thi Lan', 'Kestrel Analytics'],
      ['Bartek Zieliński', 'Kestrel Analytics'],
      ['Aylin Demir', 'Kestrel Analytics'],
      ['Rhys Pugh', 'Kestrel Analytics'],
      ['Harriet Osei', 'Kestrel Analytics'],
    ],
    links: [
      ['reports_to', 'Bartek Zieliński', 'Nguyen Thi Lan'],
      ['reports_to', 'Aylin Demir', 'Nguyen Thi Lan'],
    ],
  },
  {
    id: 't902',
    genre: 'introduction',
    text: `Subject: Re: Double opt-in — Tomi Adeyemi (Lagos Ledger)

Sanna said yes, so connecting you two now. Tomi, Sanna Virtanen leads payments at Kuusi Pay Oy and has done exactly this migration. Sanna, Tomi Adeyemi runs treasury at Lagos Ledger.

Over to you,
Oren Shapiro`,
    people: ['Tomi Adeyemi', 'Sanna Virtanen', 'Oren Shapiro'],
    companies: ['Lagos Ledger', 'Kuusi Pay Oy'],
    worksAt: [
      ['Tomi Adeyemi', 'Lagos Ledger'],
      ['Sanna Virtanen', 'Kuusi Pay Oy'],
    ],
    links: [
      ['introduced_by', 'Tomi Adeyemi', 'Oren Shapiro'],
      ['introduced_by', 'Sanna Virtanen', 'Oren Shapiro'],
    ],
  },
  {
    id: 't903',
    genre: 'chat',
    text: `[10:02] Ikaika Kahale: @Deniz you two should meet — Deniz Yılmaz, this is Chioma Okafor from Baobab Freight, she's the one who fixed their customs backlog
[10:03] Chioma Okafor: hi Deniz! thanks for the connect Ikaika
[10:05] Deniz Yılmaz: great to meet you, will DM`,
    people: ['Ikaika Kahale', 'Deniz Yılmaz', 'Chioma Okafor'],
    companies: ['Baobab Freight'],
    worksAt: [['Chioma Okafor', 'Baobab Freight']],
    links: [
      ['introduced_by', 'Deniz Yılmaz', 'Ikaika Kahale'],
      ['introduced_by', 'Chioma Okafor', 'Ikaika Kahale'],
    ],
  },
  {
    id: 't904',
    genre: 'e-mail',
    text: `Hi Wiremu,

Quick one on the Tūī Health renewal. Just so you know, Anneli Korhonen isn't there anymore — she left for Pohjola Systems in the autumn, so our new contact is Mateus Ribeiro, their head of procurement.

Cheers,
Joanna Kowalczyk`,
    people: ['Wiremu', 'Anneli Korhonen', 'Mateus Ribeiro', 'Joanna Kowalczyk'],
    companies: ['Tūī Health', 'Pohjola Systems'],
    worksAt: [
      ['Anneli Korhonen', 'Pohjola Systems'],
      ['Mateus Ribeiro', 'Tūī Health'],
    ],
    links: [['left_for', 'Anneli Korhonen', 'Pohjola Systems']],
  },
  {
    id: 't905',
    genre: 'e-mail',
    text: `Hi all,

Please note my new details below — I've moved on from Sable & Finch and the old address will stop working on Friday.

Warm regards,
Kofi Agyeman
Partnerships Lead
Meridian Loop Ltd
kofi.agyeman@meridianloop.co.uk`,
    people: ['Kofi Agyeman'],
    companies: ['Sable & Finch', 'Meridian Loop Ltd'],
    worksAt: [['Kofi Agyeman', 'Meridian Loop Ltd']],
    links: [['left_for', 'Kofi Agyeman', 'Meridian Loop Ltd']],
  },
  {
    id: 't906',
    genre: 'call log',
    text: `CRM note — 2026-01-14
Contact: Emre Aydın
Update: no longer at Anatolia Textiles. Now Head of Sourcing at Bosphorus Home since December. Keep him on the Bosphorus Home opportunity; our Anatolia Textiles contact is now Selin Kaya.`,
    people: ['Emre Aydın', 'Selin Kaya'],
    companies: ['Anatolia Textiles', 'Bosphorus Home'],
    worksAt: [
      ['Emre Aydın', 'Bosphorus Home'],
      ['Selin Kaya', 'Anatolia Textiles'],
    ],
    links: [['left_for', 'Emre Aydın', 'Bosphorus Home']],
  },
  {
    id: 't907',
    genre: 'meeting notes',
    text: `Coffee with Min-jun Seo (Hanbit Robotics). Turns out he and Aarav Khanna were classmates in Daejeon, and Aarav is now at Tessellate Labs. Min-jun offered to put in a word for us.`,
    people: ['Min-jun Seo', 'Aarav Khanna'],
    companies: ['Hanbit Robotics', 'Tessellate Labs'],
    worksAt: [
      ['Min-jun Seo', 'Hanbit Robotics'],
      ['Aarav Khanna', 'Tessellate Labs'],
    ],
    links: [['knows', 'Min-jun Seo', 'Aarav Khanna']],
  },
  {
    id: 't908',
    genre: 'chat',
    text: `Fatima Al-Sayed: does anyone here know Jarrah Wilson at Outback Solar?
Tuan Pham: never met him, sorry. Maybe ask Ilse?`,
    people: ['Fatima Al-Sayed', 'Jarrah Wilson', 'Tuan Pham', 'Ilse'],
    companies: ['Outback Solar'],
    worksAt: [['Jarrah Wilson', 'Outback Solar']],
  },
  {
    id: 't909',
    genre: 'attendee list',
    text: `Attendees
Rautaruukki Digital Oy: Eero Mäkinen, Hanna Lehtonen
Copperleaf Consulting: Ngozi Eze, Ahmed Farouk
Apologies: Mikko Salo (Rautaruukki Digital Oy)`,
    people: ['Eero Mäkinen', 'Hanna Lehtonen', 'Ngozi Eze', 'Ahmed Farouk', 'Mikko Salo'],
    companies: ['Rautaruukki Digital Oy', 'Copperleaf Consulting'],
    worksAt: [
      ['Eero Mäkinen', 'Rautaruukki Digital Oy'],
      ['Hanna Lehtonen', 'Rautaruukki Digital Oy'],
      ['Ngozi Eze', 'Copperleaf Consulting'],
      ['Ahmed Farouk', 'Copperleaf Consulting'],
      ['Mikko Salo', 'Rautaruukki Digital Oy'],
    ],
  },
  {
    id: 't910',
    genre: 'e-mail',
    text: `From: Priyanka Iyer <priyanka.iyer@saffronstack.io>
To: Lukas Hoffmann <l.hoffmann@brenner-werke.de>
Cc: Ana Paula Souza <anapaula@saffronstack.io>
Subject: Pilot scope

Hi Lukas,

Ana Paula will run the pilot with the Brenner Werke GmbH team from our side. She reports to me, so send any scheduling questions her way.

Best,
Priyanka Iyer
Head of Delivery, Saffron Stack`,
    people: ['Priyanka Iyer', 'Lukas Hoffmann', 'Ana Paula Souza'],
    companies: ['Saffron Stack', 'Brenner Werke GmbH'],
    worksAt: [
      ['Priyanka Iyer', 'Saffron Stack'],
      ['Ana Paula Souza', 'Saffron Stack'],
      ['Lukas Hoffmann', 'Brenner Werke GmbH'],
    ],
    links: [['reports_to', 'Ana Paula Souza', 'Priyanka Iyer']],
  },
  {
    id: 't911',
    genre: 'call log',
    text: `Call log — Thursday
Spoke with Olamide Bankole at Kente Capital (one of our investors, not a customer). She mentioned their portfolio company Harbour Mint is hiring; its CEO, Sipho Dlamini, reports to the board, not to her.
Our side: Tomasz Nowak.`,
    people: ['Olamide Bankole', 'Sipho Dlamini', 'Tomasz Nowak'],
    companies: ['Kente Capital', 'Harbour Mint'],
    worksAt: [
      ['Olamide Bankole', 'Kente Capital'],
      ['Sipho Dlamini', 'Harbour Mint'],
    ],
  },
  {
    id: 't912',
    genre: 'job change',
    text: `Subject: Welcoming Marama Te Rangi

Team, I'm delighted that Marama Te Rangi joins Harakeke Foods on 2 February as Head of Customer Success. Marama comes to us from Kōwhai Bank, where she ran retail support. Jasper Li and Sun-hee Park will join her team, and Marama will report to me.

Ngā mihi,
Aroha Williams
CEO`,
    people: ['Marama Te Rangi', 'Jasper Li', 'Sun-hee Park', 'Aroha Williams'],
    companies: ['Harakeke Foods', 'Kōwhai Bank'],
    worksAt: [
      ['Marama Te Rangi', 'Harakeke Foods'],
      ['Jasper Li', 'Harakeke Foods'],
      ['Sun-hee Park', 'Harakeke Foods'],
      ['Aroha Williams', 'Harakeke Foods'],
    ],
    links: [
      ['left_for', 'Marama Te Rangi', 'Harakeke Foods'],
      ['reports_to', 'Jasper Li', 'Marama Te Rangi'],
      ['reports_to', 'Sun-hee Park', 'Marama Te Rangi'],
      ['reports_to', 'Marama Te Rangi', 'Aroha Williams'],
    ],
  },
  {
    id: 't913',
    genre: 'introduction',
    text: `Hi Malak,

Chidi suggested I reach out — his note is below. I run sourcing at Volta Shea.

Yaw Darko

---------- Forwarded message ---------
From: Chidi Nwachukwu <chidi@palmgrove.ng>
To: Yaw Darko
Subject: Someone you should meet

Yaw, Malak Haddad at Cedar & Olive is the person I told you about. Mention my name.

Chidi`,
    people: ['Malak Haddad', 'Chidi Nwachukwu', 'Yaw Darko'],
    companies: ['Volta Shea', 'Cedar & Olive'],
    worksAt: [
      ['Yaw Darko', 'Volta Shea'],
      ['Malak Haddad', 'Cedar & Olive'],
    ],
    links: [['introduced_by', 'Malak Haddad', 'Chidi Nwachukwu']],
  },
  {
    id: 't914',
    genre: 'introduction',
    text: `Hi Dariusz,

Let me introduce myself: I'm Amara Nwosu, account manager at Fernleaf Software. Your colleague Kasia Wójcik mentioned you are looking at scheduling tools.

Best,
Amara`,
    people: ['Dariusz', 'Amara Nwosu', 'Kasia Wójcik'],
    companies: ['Fernleaf Software'],
    worksAt: [['Amara Nwosu', 'Fernleaf Software']],
  },
  {
    id: 't915',
    genre: 'chat',
    text: `[14:20] Sione Tupou: quick org q — who does Keanu Akana report to now?
[14:21] Layla Hassan: Keanu sits under Pooja Reddy since the reorg
[14:21] Layla Hassan: Pooja reports up to Gareth Morgan
[14:22] Sione Tupou: ty`,
    people: ['Sione Tupou', 'Keanu Akana', 'Layla Hassan', 'Pooja Reddy', 'Gareth Morgan'],
    companies: [],
    worksAt: [],
    links: [
      ['reports_to', 'Keanu Akana', 'Pooja Reddy'],
      ['reports_to', 'Pooja Reddy', 'Gareth Morgan'],
    ],
  },
  {
    id: 't916',
    genre: 'meeting notes',
    text: `Account review — Lindenhof Logistik GmbH
Present: Katarzyna Mazur (Lindenhof Logistik GmbH), Dmitri Volkov (us)
Katarzyna's team reports into Operations now, not IT, so the budget moves with it. Dmitri will update the forecast by Friday.`,
    people: ['Katarzyna Mazur', 'Dmitri Volkov'],
    companies: ['Lindenhof Logistik GmbH'],
    worksAt: [['Katarzyna Mazur', 'Lindenhof Logistik GmbH']],
    tasks: [{ text: 'forecast', due: '2026-01-16', assignee: 'Dmitri Volkov' }],
  },
  {
    id: 't917',
    genre: 'chat',
    text: `Ewa: has anyone heard from Rangi Parata lately?
Bilal: yeah he's at Kauri Freight now, went over in November
Ewa: ah so no longer Tasman Bank`,
    people: ['Ewa', 'Rangi Parata', 'Bilal'],
    companies: ['Kauri Freight', 'Tasman Bank'],
    worksAt: [['Rangi Parata', 'Kauri Freight']],
    links: [['left_for', 'Rangi Parata', 'Kauri Freight']],
  },
  {
    id: 't918',
    genre: 'job change',
    text: `Internal move: Oluwadamilare Ajayi has moved from the Lagos office to our Nairobi hub at Savanna Pay, still in the risk team under Wanjiru Kamau.`,
    people: ['Oluwadamilare Ajayi', 'Wanjiru Kamau'],
    companies: ['Savanna Pay'],
    worksAt: [
      ['Oluwadamilare Ajayi', 'Savanna Pay'],
      ['Wanjiru Kamau', 'Savanna Pay'],
    ],
    links: [['reports_to', 'Oluwadamilare Ajayi', 'Wanjiru Kamau']],
  },
  {
    id: 't919',
    genre: 'e-mail',
    text: `Hi Magnus,

Funny coincidence — Thandiwe Mthembu, the new CFO at Jacaranda Retail, and I go back a long way; we shared a desk at Deloitte for three years. Happy to make an intro if useful.

Regards,
Rohan Kapoor
Partner, Kapoor & Fenn`,
    people: ['Magnus', 'Thandiwe Mthembu', 'Rohan Kapoor'],
    companies: ['Jacaranda Retail', 'Deloitte', 'Kapoor & Fenn'],
    worksAt: [
      ['Thandiwe Mthembu', 'Jacaranda Retail'],
      ['Rohan Kapoor', 'Kapoor & Fenn'],
    ],
    links: [['knows', 'Thandiwe Mthembu', 'Rohan Kapoor']],
  },
  {
    id: 't920',
    genre: 'no names',
    text: `Reminder: the office is closed Monday for the holiday. Please submit expense reports before you leave on Friday, and make sure every open customer ticket has an owner.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't921',
    genre: 'meeting notes',
    text: `Weekly sync — Northlight Media / Pinecrest Bank
Attendees: Shira Ben-David, Kenji Watanabe (Northlight Media); Obinna Okeke, Lucy Grant (Pinecrest Bank)
- Obinna confirmed their legal team signs off next week.
- Kenji will send the revised media plan by Friday.
- Action item: Lucy to share the brand guidelines next Tuesday.`,
    people: ['Shira Ben-David', 'Kenji Watanabe', 'Obinna Okeke', 'Lucy Grant'],
    companies: ['Northlight Media', 'Pinecrest Bank'],
    worksAt: [
      ['Shira Ben-David', 'Northlight Media'],
      ['Kenji Watanabe', 'Northlight Media'],
      ['Obinna Okeke', 'Pinecrest Bank'],
      ['Lucy Grant', 'Pinecrest Bank'],
    ],
    tasks: [
      { text: 'media plan', due: '2026-01-16', assignee: 'Kenji Watanabe' },
      { text: 'brand guidelines', due: '2026-01-20', assignee: 'Lucy Grant' },
    ],
  },
  {
    id: 't922',
    genre: 'call log',
    text: `Call log: Nnamdi Obi, COO, Lekki Ports
Source: warm referral from Helga Sørensen, one of our advisors.
Nnamdi wants a pilot in Q2; his CFO, Fola Adebayo, needs to see the pricing.
Next step: Nnamdi will circulate the deck internally by Monday.`,
    people: ['Nnamdi Obi', 'Helga Sørensen', 'Fola Adebayo'],
    companies: ['Lekki Ports'],
    worksAt: [
      ['Nnamdi Obi', 'Lekki Ports'],
      ['Fola Adebayo', 'Lekki Ports'],
    ],
    links: [['introduced_by', 'Nnamdi Obi', 'Helga Sørensen']],
    tasks: [{ text: 'deck', due: '2026-01-19', assignee: 'Nnamdi Obi' }],
  },
  {
    id: 't923',
    genre: 'job change',
    text: `After four years building the partner program at Fjordbyte AS, I'm moving to Glacier Data to lead their EMEA channel. Huge thanks to Sigrid Halvorsen, the best manager I could have asked for. — Anh Tran`,
    people: ['Anh Tran', 'Sigrid Halvorsen'],
    companies: ['Fjordbyte AS', 'Glacier Data'],
    worksAt: [['Anh Tran', 'Glacier Data']],
    links: [
      ['left_for', 'Anh Tran', 'Glacier Data'],
      ['knows', 'Anh Tran', 'Sigrid Halvorsen'],
    ],
  },
  {
    id: 't924',
    genre: 'e-mail',
    text: `Hi Benedikt,

Yes, Thursday works. Please use my new address from now on — I've left Table Bay Traders and the old mailbox is no longer monitored.

Kind regards,
Lerato Molefe
Senior Buyer, Karoo Outfitters
lerato.molefe@karoo-outfitters.co.za`,
    people: ['Benedikt', 'Lerato Molefe'],
    companies: ['Table Bay Traders', 'Karoo Outfitters'],
    worksAt: [['Lerato Molefe', 'Karoo Outfitters']],
    links: [['left_for', 'Lerato Molefe', 'Karoo Outfitters']],
  },
  {
    id: 't925',
    genre: 'job change',
    text: `Heads-up: Mirembe Logistics has rebranded as Nile Crest Freight. Our contact there, Sarah Nakato, is unchanged and still heads the Kampala depot.`,
    people: ['Sarah Nakato'],
    companies: ['Mirembe Logistics', 'Nile Crest Freight'],
    worksAt: [['Sarah Nakato', 'Nile Crest Freight']],
  },
  {
    id: 't926',
    genre: 'chat',
    text: `Beatriz Almeida: looping in @Takeshi from our Osaka team — Takeshi, Rafael Duarte at Cais Logística is the person I mentioned
Takeshi Kobayashi: thanks Beatriz! hi Rafael, nice to meet you
Rafael Duarte: likewise`,
    people: ['Beatriz Almeida', 'Takeshi Kobayashi', 'Rafael Duarte'],
    companies: ['Cais Logística'],
    worksAt: [['Rafael Duarte', 'Cais Logística']],
    links: [
      ['introduced_by', 'Takeshi Kobayashi', 'Beatriz Almeida'],
      ['introduced_by', 'Rafael Duarte', 'Beatriz Almeida'],
    ],
  },
  {
    id: 't927',
    genre: 'attendee list',
    text: `Attendees
Ifeoma Chukwu <ifeoma@greenharbor.ng> — Green Harbor
Paulo Henrique Lima <paulo.lima@greenharbor.ng>
Saanvi Desai <saanvi@tidalworks.in> — Tidal Works
Notes to follow.`,
    people: ['Ifeoma Chukwu', 'Paulo Henrique Lima', 'Saanvi Desai'],
    companies: ['Green Harbor', 'Tidal Works'],
    worksAt: [
      ['Ifeoma Chukwu', 'Green Harbor'],
      ['Paulo Henrique Lima', 'Green Harbor'],
      ['Saanvi Desai', 'Tidal Works'],
    ],
  },
  {
    id: 't928',
    genre: 'e-mail',
    text: `Thanks Gülşen, that's clear. We'll go with Karim then.

Daniel Okonkwo
Procurement, Ashdown Foods

> On Tue, Gülşen Yıldız <gulsen@istanbulcloud.com.tr> wrote:
> Daniel, Karim Benali will be your account manager from February. He joined my team last month, so he reports to me.
> Gülşen Yıldız
> Head of Accounts | Istanbul Cloud A.Ş.`,
    people: ['Gülşen Yıldız', 'Daniel Okonkwo', 'Karim Benali'],
    companies: ['Ashdown Foods', 'Istanbul Cloud A.Ş.'],
    worksAt: [
      ['Daniel Okonkwo', 'Ashdown Foods'],
      ['Gülşen Yıldız', 'Istanbul Cloud A.Ş.'],
      ['Karim Benali', 'Istanbul Cloud A.Ş.'],
    ],
    links: [['reports_to', 'Karim Benali', 'Gülşen Yıldız']],
  },
  {
    id: 't929',
    genre: 'introduction',
    text: `Hi Paula,

If it helps, I could introduce you to Hamza Qureshi, who runs data at Indus Mobility — just say the word.

Best,
Kalani Mahoe
Pacific Rim Ventures`,
    people: ['Paula', 'Hamza Qureshi', 'Kalani Mahoe'],
    companies: ['Indus Mobility', 'Pacific Rim Ventures'],
    worksAt: [
      ['Hamza Qureshi', 'Indus Mobility'],
      ['Kalani Mahoe', 'Pacific Rim Ventures'],
    ],
  },
  {
    id: 't930',
    genre: 'job change',
    text: `Org change, effective 1 February (Quay Street Insurance)
- Claims: Emeka Nwankwo (lead), with Tala Faleolo and Jonas Lindgren under him
- Underwriting: Reem Al-Khatib, reporting to Catherine Doyle
- Catherine remains Chief Risk Officer.`,
    people: ['Emeka Nwankwo', 'Tala Faleolo', 'Jonas Lindgren', 'Reem Al-Khatib', 'Catherine Doyle'],
    companies: ['Quay Street Insurance'],
    worksAt: [
      ['Emeka Nwankwo', 'Quay Street Insurance'],
      ['Tala Faleolo', 'Quay Street Insurance'],
      ['Jonas Lindgren', 'Quay Street Insurance'],
      ['Reem Al-Khatib', 'Quay Street Insurance'],
      ['Catherine Doyle', 'Quay Street Insurance'],
    ],
    links: [
      ['reports_to', 'Tala Faleolo', 'Emeka Nwankwo'],
      ['reports_to', 'Jonas Lindgren', 'Emeka Nwankwo'],
      ['reports_to', 'Reem Al-Khatib', 'Catherine Doyle'],
    ],
  },
  {
    id: 't931',
    genre: 'call log',
    text: `Call with Zeynep Aksoy (Head of IT, Marmara Retail). Their implementation partner is Vistula Systems Sp. z o.o.; the partner's lead, Piotr Lewandowski, was on the call too. Zeynep's boss, Hakan Çelik, approves budget.
Piotr will send the integration plan by 23 January.`,
    people: ['Zeynep Aksoy', 'Piotr Lewandowski', 'Hakan Çelik'],
    companies: ['Marmara Retail', 'Vistula Systems Sp. z o.o.'],
    worksAt: [
      ['Zeynep Aksoy', 'Marmara Retail'],
      ['Piotr Lewandowski', 'Vistula Systems Sp. z o.o.'],
      ['Hakan Çelik', 'Marmara Retail'],
    ],
    links: [['reports_to', 'Zeynep Aksoy', 'Hakan Çelik']],
    tasks: [{ text: 'integration plan', due: '2026-01-23', assignee: 'Piotr Lewandowski' }],
  },
  {
    id: 't932',
    genre: 'meeting notes',
    text: `QBR with our customer Halcyon Dental. Present from our side: Ines Carvalho and Arjun Nair (Brightwell Software). From Halcyon Dental: only their office manager, Mele Vaipulu. Ines used to work at Halcyon Dental before joining Brightwell Software, which helped.`,
    people: ['Ines Carvalho', 'Arjun Nair', 'Mele Vaipulu'],
    companies: ['Halcyon Dental', 'Brightwell Software'],
    worksAt: [
      ['Ines Carvalho', 'Brightwell Software'],
      ['Arjun Nair', 'Brightwell Software'],
      ['Mele Vaipulu', 'Halcyon Dental'],
    ],
    links: [['left_for', 'Ines Carvalho', 'Brightwell Software']],
  },
  {
    id: 't933',
    genre: 'chat',
    text: `Noa Cohen: @Kwabena can you send the Sunbird Airlines contract to legal by Monday?
Kwabena Asante: on it
Noa Cohen: and @Linh please book the room for the review
Linh Vo: done`,
    people: ['Noa Cohen', 'Kwabena Asante', 'Linh Vo'],
    companies: ['Sunbird Airlines'],
    worksAt: [],
    tasks: [
      { text: 'contract', due: '2026-01-19', assignee: 'Kwabena Asante' },
      { text: 'book the room', assignee: 'Linh Vo' },
    ],
  },
  {
    id: 't934',
    genre: 'introduction',
    text: `Subject: Meet Hoang Minh Chau (Lotus Freight)

Hi Ingrid,

Meet Hoang Minh Chau, who heads operations at Lotus Freight in Hai Phong. Chau and I were at Maersk together for years, so I can vouch for her. Chau, Ingrid Bergström leads procurement at Nordhavn Shipping A/S.

Best,
Kwesi Boateng`,
    people: ['Hoang Minh Chau', 'Ingrid Bergström', 'Kwesi Boateng'],
    companies: ['Lotus Freight', 'Maersk', 'Nordhavn Shipping A/S'],
    worksAt: [
      ['Hoang Minh Chau', 'Lotus Freight'],
      ['Ingrid Bergström', 'Nordhavn Shipping A/S'],
    ],
    links: [
      ['introduced_by', 'Hoang Minh Chau', 'Kwesi Boateng'],
      ['introduced_by', 'Ingrid Bergström', 'Kwesi Boateng'],
      ['knows', 'Hoang Minh Chau', 'Kwesi Boateng'],
    ],
  },
  {
    id: 't935',
    genre: 'call log',
    text: `CRM — contact update
Akosua Mensah (was VP Finance at Gold Coast Cocoa) is now with Accra Angels as an investment partner. Gold Coast Cocoa's new finance lead is Yaw Boakye, who reports to the CEO, Esi Asamoah.
Owner: Lars Pettersen`,
    people: ['Akosua Mensah', 'Yaw Boakye', 'Esi Asamoah', 'Lars Pettersen'],
    companies: ['Gold Coast Cocoa', 'Accra Angels'],
    worksAt: [
      ['Akosua Mensah', 'Accra Angels'],
      ['Yaw Boakye', 'Gold Coast Cocoa'],
      ['Esi Asamoah', 'Gold Coast Cocoa'],
    ],
    links: [
      ['left_for', 'Akosua Mensah', 'Accra Angels'],
      ['reports_to', 'Yaw Boakye', 'Esi Asamoah'],
    ],
  },
  {
    id: 't936',
    genre: 'chat',
    text: `Haruto Yamamoto: fyi Olga Ivanova turned down the offer from Birchwood Capital, she's staying at Volga Analytics
Anjali Menon: good for us, she's our champion there`,
    people: ['Haruto Yamamoto', 'Olga Ivanova', 'Anjali Menon'],
    companies: ['Birchwood Capital', 'Volga Analytics'],
    worksAt: [['Olga Ivanova', 'Volga Analytics']],
  },
  {
    id: 't937',
    genre: 'meeting notes',
    text: `Workshop notes — 14 Jan
From Cobalt & Reed: Amani Njoroge (partner), Tevita Lolohea (analyst, works for Amani)
From Helsinki Heat Oy: Outi Rantanen, Juho Koskinen
Outi introduced Juho to the group; he's taking over the heat-pump rollout.`,
    people: ['Amani Njoroge', 'Tevita Lolohea', 'Outi Rantanen', 'Juho Koskinen'],
    companies: ['Cobalt & Reed', 'Helsinki Heat Oy'],
    worksAt: [
      ['Amani Njoroge', 'Cobalt & Reed'],
      ['Tevita Lolohea', 'Cobalt & Reed'],
      ['Outi Rantanen', 'Helsinki Heat Oy'],
      ['Juho Koskinen', 'Helsinki Heat Oy'],
    ],
    links: [
      ['reports_to', 'Tevita Lolohea', 'Amani Njoroge'],
      ['introduced_by', 'Juho Koskinen', 'Outi Rantanen'],
    ],
  },
  {
    id: 't938',
    genre: 'e-mail',
    text: `From: Marta Nowicka <marta.nowicka@wislatech.pl>
To: Babajide Ogun
Cc: Seo-yeon Choi <seoyeon.choi@wislatech.pl>

Hi Babajide,

Cc'ing my colleague Seo-yeon, who manages the API team, so you two can sort out the webhook issue directly.

Marta Nowicka
Customer Success, Wisla Tech Sp. z o.o.`,
    people: ['Marta Nowicka', 'Babajide Ogun', 'Seo-yeon Choi'],
    companies: ['Wisla Tech Sp. z o.o.'],
    worksAt: [
      ['Marta Nowicka', 'Wisla Tech Sp. z o.o.'],
      ['Seo-yeon Choi', 'Wisla Tech Sp. z o.o.'],
    ],
    links: [
      ['introduced_by', 'Seo-yeon Choi', 'Marta Nowicka'],
      ['introduced_by', 'Babajide Ogun', 'Marta Nowicka'],
    ],
  },
  {
    id: 't939',
    genre: 'job change',
    text: `Bad news on the Redwood Pharma deal: our champion Ji-ho Shin was poached by Cascade Bio last week. Redwood Pharma hasn't named a replacement; for now we deal with his former boss, Marguerite Blanc.`,
    people: ['Ji-ho Shin', 'Marguerite Blanc'],
    companies: ['Redwood Pharma', 'Cascade Bio'],
    worksAt: [
      ['Ji-ho Shin', 'Cascade Bio'],
      ['Marguerite Blanc', 'Redwood Pharma'],
    ],
    links: [['left_for', 'Ji-ho Shin', 'Cascade Bio']],
  },
  {
    id: 't940',
    genre: 'e-mail',
    text: `Hi Sefa,

I asked around: Ahmad Rahimi at Zenith Cargo says he doesn't know anyone at Polar Fisheries, so no warm route there. Kaito Fujita might — he consulted for them last year.

Thanks,
Nomsa Zulu`,
    people: ['Sefa', 'Ahmad Rahimi', 'Kaito Fujita', 'Nomsa Zulu'],
    companies: ['Zenith Cargo', 'Polar Fisheries'],
    worksAt: [['Ahmad Rahimi', 'Zenith Cargo']],
  },
]
