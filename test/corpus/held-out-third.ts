import type { CorpusText } from './types.js'

/**
 * The third held-out part (issue 27): 40 texts written blind and committed, texts and
 * expectations together, before the reader ran on any of them; measured once, never tuned on.
 * Weighted toward the shapes links come in (meeting notes with attendee lists, introduction
 * e-mails, org-change announcements, chat threads, CRM call logs, e-mails with two companies and
 * people of both), with near misses whose words look like a link and are not one, and the
 * follow-ups each text asks for. The ids go on from the first held-out part's h01-h40 (ids are
 * unique across the corpus). `npm run eval:extract` reports it apart from the other parts.
 * CORPUS_NOW is Thursday 2026-01-15.
 */
export const HELD_OUT_THIRD: CorpusText[] = [
  {
    id: 'h41',
    genre: 'meeting notes',
    text: `Sync with Tidewater Logistics, 14 Jan
Present: Adaeze Okafor (VP Supply Chain), Rustam Karimov (Warehouse Lead), Freya Lindqvist (Data Analyst)
Rustam reports to Adaeze. Freya joined in November; she and Rustam were flatmates in Uppsala years ago, which helps.
Adaeze will send the SKU forecast by Friday. Freya to share the dashboard logins next Tuesday.`,
    people: ['Adaeze Okafor', 'Rustam Karimov', 'Freya Lindqvist'],
    companies: ['Tidewater Logistics'],
    worksAt: [
      ['Adaeze Okafor', 'Tidewater Logistics'],
      ['Rustam Karimov', 'Tidewater Logistics'],
      ['Freya Lindqvist', 'Tidewater Logistics'],
    ],
    links: [
      ['reports_to', 'Rustam Karimov', 'Adaeze Okafor'],
      ['knows', 'Freya Lindqvist', 'Rustam Karimov'],
    ],
    tasks: [
      { text: 'send the SKU forecast', due: '2026-01-16', assignee: 'Adaeze Okafor' },
      { text: 'share the dashboard logins', due: '2026-01-20', assignee: 'Freya Lindqvist' },
    ],
  },
  {
    id: 'h42',
    genre: 'meeting notes',
    text: `QBR — Monsoon Telecom x Pinecrest Analytics
Attendees
Monsoon Telecom: Anil Deshmukh (Director, Network Planning), Kavya Reddy (Senior Engineer)
Pinecrest Analytics: Gretchen Vogel (Account Director), Ilya Sorokin (Solutions Architect)
Kavya's manager is Anil. Gretchen and Anil go way back, they sat on the same standards working group for years.
Ilya will send the capacity model by Wednesday.`,
    people: ['Anil Deshmukh', 'Kavya Reddy', 'Gretchen Vogel', 'Ilya Sorokin'],
    companies: ['Monsoon Telecom', 'Pinecrest Analytics'],
    worksAt: [
      ['Anil Deshmukh', 'Monsoon Telecom'],
      ['Kavya Reddy', 'Monsoon Telecom'],
      ['Gretchen Vogel', 'Pinecrest Analytics'],
      ['Ilya Sorokin', 'Pinecrest Analytics'],
    ],
    links: [
      ['reports_to', 'Kavya Reddy', 'Anil Deshmukh'],
      ['knows', 'Gretchen Vogel', 'Anil Deshmukh'],
    ],
    tasks: [{ text: 'send the capacity model', due: '2026-01-21', assignee: 'Ilya Sorokin' }],
  },
  {
    id: 'h43',
    genre: 'attendee list',
    text: `Weekly steering — Kauri Health Trust
Attendees:
Tama Rangihuna, Programme Director
Leilani Akana, Clinical Lead
Piotr Wiśniewski, Integration Architect (contractor from Baltic Bridge Consulting)
Notes: after the restructure Leilani now reports straight into Tama. The programme itself reports to the board in March.
Action item: Piotr to update the interface spec by 28 January.`,
    people: ['Tama Rangihuna', 'Leilani Akana', 'Piotr Wiśniewski'],
    companies: ['Kauri Health Trust', 'Baltic Bridge Consulting'],
    worksAt: [
      ['Tama Rangihuna', 'Kauri Health Trust'],
      ['Leilani Akana', 'Kauri Health Trust'],
      ['Piotr Wiśniewski', 'Baltic Bridge Consulting'],
    ],
    links: [['reports_to', 'Leilani Akana', 'Tama Rangihuna']],
    tasks: [{ text: 'update the interface spec', due: '2026-01-28', assignee: 'Piotr Wiśniewski' }],
  },
  {
    id: 'h44',
    genre: 'meeting notes',
    text: `Notes — brand review with Ostara Foods and their agency, Brindle & Finch
Attendees: Hamid Farouk (Marketing Director, Ostara Foods), Ngozi Obi (Brand Manager, Ostara Foods), Callum Reid (Creative Lead, Brindle & Finch)
Callum came to us through Ngozi, who introduced him at Cannes last year. Ngozi reports to Hamid.
Callum to send revised storyboards by Monday.`,
    people: ['Hamid Farouk', 'Ngozi Obi', 'Callum Reid'],
    companies: ['Ostara Foods', 'Brindle & Finch'],
    worksAt: [
      ['Hamid Farouk', 'Ostara Foods'],
      ['Ngozi Obi', 'Ostara Foods'],
      ['Callum Reid', 'Brindle & Finch'],
    ],
    links: [
      ['introduced_by', 'Callum Reid', 'Ngozi Obi'],
      ['reports_to', 'Ngozi Obi', 'Hamid Farouk'],
    ],
    tasks: [{ text: 'send revised storyboards', due: '2026-01-19', assignee: 'Callum Reid' }],
  },
  {
    id: 'h45',
    genre: 'meeting notes',
    text: `Board prep call, 13 Jan — Sunbird Aviation
On the call: Kwabena Owusu (CFO), Meenakshi Pillai (Head of FP&A), Eero Virtanen (Treasury Manager)
Eero is new: he left Nordavia for Sunbird Aviation in December and reports to Meenakshi.
Meenakshi will circulate the cash flow scenarios tomorrow. Kwabena to confirm the audit fee by Friday.`,
    people: ['Kwabena Owusu', 'Meenakshi Pillai', 'Eero Virtanen'],
    companies: ['Sunbird Aviation', 'Nordavia'],
    worksAt: [
      ['Kwabena Owusu', 'Sunbird Aviation'],
      ['Meenakshi Pillai', 'Sunbird Aviation'],
      ['Eero Virtanen', 'Sunbird Aviation'],
    ],
    links: [
      ['left_for', 'Eero Virtanen', 'Sunbird Aviation'],
      ['reports_to', 'Eero Virtanen', 'Meenakshi Pillai'],
    ],
    tasks: [
      { text: 'circulate the cash flow scenarios', due: '2026-01-16', assignee: 'Meenakshi Pillai' },
      { text: 'confirm the audit fee', due: '2026-01-16', assignee: 'Kwabena Owusu' },
    ],
  },
  {
    id: 'h46',
    genre: 'meeting notes',
    text: `Integration workshop: Greywolf Security / Harbourline Insurance
Attendees:
- Zeynep Aydın (Security Engineering Manager) — zeynep.aydin@greywolfsec.com
- Burak Yılmaz (Pentester) — burak@greywolfsec.com
- Siddharth Menon (CISO) — s.menon@harbourline.co.uk
- Niamh Doherty (IT Risk Analyst) — niamh.doherty@harbourline.co.uk
Burak works under Zeynep; Niamh reports to Siddharth. Siddharth and Zeynep already knew each other from a previous engagement.
@Burak can you send the scoping questionnaire by Tuesday?`,
    people: ['Zeynep Aydın', 'Burak Yılmaz', 'Siddharth Menon', 'Niamh Doherty'],
    companies: ['Greywolf Security', 'Harbourline Insurance'],
    worksAt: [
      ['Zeynep Aydın', 'Greywolf Security'],
      ['Burak Yılmaz', 'Greywolf Security'],
      ['Siddharth Menon', 'Harbourline Insurance'],
      ['Niamh Doherty', 'Harbourline Insurance'],
    ],
    links: [
      ['reports_to', 'Burak Yılmaz', 'Zeynep Aydın'],
      ['reports_to', 'Niamh Doherty', 'Siddharth Menon'],
      ['knows', 'Siddharth Menon', 'Zeynep Aydın'],
    ],
    tasks: [{ text: 'send the scoping questionnaire', due: '2026-01-20', assignee: 'Burak Yılmaz' }],
  },
  {
    id: 'h47',
    genre: 'meeting notes',
    text: `Site visit notes — Ironbark Timber mill, Rotorua
Met with Wiremu Tane (Mill Manager) and Hinemoa Tipene (Health & Safety Lead). Wiremu introduced us to their log supplier, Rāwiri Paewai of Kaingaroa Haulage, over lunch.
Hinemoa left for Auckland straight after, so the safety walk-through moves to next week.
Action item: send Wiremu the sensor quote by Friday.`,
    people: ['Wiremu Tane', 'Hinemoa Tipene', 'Rāwiri Paewai'],
    companies: ['Ironbark Timber', 'Kaingaroa Haulage'],
    worksAt: [
      ['Wiremu Tane', 'Ironbark Timber'],
      ['Hinemoa Tipene', 'Ironbark Timber'],
      ['Rāwiri Paewai', 'Kaingaroa Haulage'],
    ],
    links: [['introduced_by', 'Rāwiri Paewai', 'Wiremu Tane']],
    tasks: [{ text: 'send Wiremu the sensor quote', due: '2026-01-16' }],
  },
  {
    id: 'h48',
    genre: 'attendee list',
    text: `Attendees — pricing workshop, 15 Jan
Layla Mansour | Head of Revenue | Qamar Hospitality
Youssef Benali | Revenue Analyst | Qamar Hospitality
Magnus Ekström | Partner | Fjellheim Advisory
Aino Korhonen | Consultant | Fjellheim Advisory
Youssef reports to Layla; Aino works for Magnus.
Magnus will share the benchmark study on Monday.`,
    people: ['Layla Mansour', 'Youssef Benali', 'Magnus Ekström', 'Aino Korhonen'],
    companies: ['Qamar Hospitality', 'Fjellheim Advisory'],
    worksAt: [
      ['Layla Mansour', 'Qamar Hospitality'],
      ['Youssef Benali', 'Qamar Hospitality'],
      ['Magnus Ekström', 'Fjellheim Advisory'],
      ['Aino Korhonen', 'Fjellheim Advisory'],
    ],
    links: [
      ['reports_to', 'Youssef Benali', 'Layla Mansour'],
      ['reports_to', 'Aino Korhonen', 'Magnus Ekström'],
    ],
    tasks: [{ text: 'share the benchmark study', due: '2026-01-19', assignee: 'Magnus Ekström' }],
  },
  {
    id: 'h49',
    genre: 'introduction',
    text: `Subject: Intro — Folake Adebayo (Lagoon Pay) / Takeshi Morita

Hi Folake, hi Takeshi,

Folake runs treasury at Lagoon Pay and is looking at FX hedging tools; Takeshi Morita is the founder of Kumo Ledger, which does exactly that for mid-size fintechs. I think you two should talk.

I'll drop off the thread.

Cheers,
Renata Duarte`,
    people: ['Folake Adebayo', 'Takeshi Morita', 'Renata Duarte'],
    companies: ['Lagoon Pay', 'Kumo Ledger'],
    worksAt: [
      ['Folake Adebayo', 'Lagoon Pay'],
      ['Takeshi Morita', 'Kumo Ledger'],
    ],
    links: [
      ['introduced_by', 'Folake Adebayo', 'Renata Duarte'],
      ['introduced_by', 'Takeshi Morita', 'Renata Duarte'],
    ],
    tasks: [],
  },
  {
    id: 'h50',
    genre: 'introduction',
    text: `Hi Sigrid,

You should meet my old friend Khalid Al-Masri. We were at business school together, and he's now COO at Dune Ceramics in Dubai. He's expanding into Scandinavia and asked me who he should talk to — you were the first name that came to mind.

Khalid, Sigrid Haugen heads distribution at Fjord & Fell Interiors.

Best,
Mateo Quispe`,
    people: ['Sigrid Haugen', 'Khalid Al-Masri', 'Mateo Quispe'],
    companies: ['Dune Ceramics', 'Fjord & Fell Interiors'],
    worksAt: [
      ['Khalid Al-Masri', 'Dune Ceramics'],
      ['Sigrid Haugen', 'Fjord & Fell Interiors'],
    ],
    links: [
      ['introduced_by', 'Sigrid Haugen', 'Mateo Quispe'],
      ['introduced_by', 'Khalid Al-Masri', 'Mateo Quispe'],
      ['knows', 'Mateo Quispe', 'Khalid Al-Masri'],
    ],
    tasks: [],
  },
  {
    id: 'h51',
    genre: 'introduction',
    text: `Subject: Anastasia Morozova suggested I reach out

Dear Tanvir,

Anastasia Morozova at Volga Capital gave me your name and said you are the person to talk to about cold-chain storage at Padma Agro. I lead business development at Frostline Systems; we build monitoring for refrigerated warehouses.

Could we find 30 minutes next week?

Kind regards,
Dragan Petrović
Business Development Lead, Frostline Systems`,
    people: ['Tanvir', 'Anastasia Morozova', 'Dragan Petrović'],
    companies: ['Volga Capital', 'Padma Agro', 'Frostline Systems'],
    worksAt: [
      ['Anastasia Morozova', 'Volga Capital'],
      ['Tanvir', 'Padma Agro'],
      ['Dragan Petrović', 'Frostline Systems'],
    ],
    links: [['introduced_by', 'Tanvir', 'Anastasia Morozova']],
    tasks: [],
  },
  {
    id: 'h52',
    genre: 'introduction',
    text: `Ximena Cárdenas: @Joaquín meet Eleni Papadakis, she leads procurement at Aegean Ferries and is a friend from my Deloitte days
Ximena Cárdenas: Eleni, Joaquín Ibarra runs our marine insurance desk
Eleni Papadakis: hi Joaquín! looking forward to it
Joaquín Ibarra: likewise. I'll send you a couple of slots by tomorrow`,
    people: ['Ximena Cárdenas', 'Eleni Papadakis', 'Joaquín Ibarra'],
    companies: ['Aegean Ferries', 'Deloitte'],
    worksAt: [['Eleni Papadakis', 'Aegean Ferries']],
    links: [
      ['introduced_by', 'Eleni Papadakis', 'Ximena Cárdenas'],
      ['introduced_by', 'Joaquín Ibarra', 'Ximena Cárdenas'],
      ['knows', 'Ximena Cárdenas', 'Eleni Papadakis'],
    ],
    tasks: [{ text: 'send you a couple of slots', due: '2026-01-16', assignee: 'Joaquín Ibarra' }],
  },
  {
    id: 'h53',
    genre: 'introduction',
    text: `Subject: Re: intro to Cem at Anka Robotics

Thanks Rania, happy to help — looping Cem in.

Cem, meet Rania Nassar, VP Operations at Cedarline Packaging. Rania, Cem Koç is Anka Robotics' head of automation and an old friend of mine.

--
Hyun-woo Kang
Principal, Seoul Bridge Partners

> On 13 Jan, Rania Nassar wrote:
> Hyun-woo, could you introduce me to someone at Anka Robotics who owns palletising?`,
    people: ['Rania Nassar', 'Cem Koç', 'Hyun-woo Kang'],
    companies: ['Anka Robotics', 'Cedarline Packaging', 'Seoul Bridge Partners'],
    worksAt: [
      ['Rania Nassar', 'Cedarline Packaging'],
      ['Cem Koç', 'Anka Robotics'],
      ['Hyun-woo Kang', 'Seoul Bridge Partners'],
    ],
    links: [
      ['introduced_by', 'Rania Nassar', 'Hyun-woo Kang'],
      ['introduced_by', 'Cem Koç', 'Hyun-woo Kang'],
      ['knows', 'Hyun-woo Kang', 'Cem Koç'],
    ],
    tasks: [],
  },
  {
    id: 'h54',
    genre: 'introduction',
    text: `Hi Sekou, hi Milena,

Connecting the two of you as promised. Sekou Traoré is CTO of Sahel Solar and is hiring his first data team; Milena Horvat leads data engineering at Adriatic Analytics and reports to their CEO, Dario Kovač, who is happy for her to advise.

Sekou, Milena prefers mornings CET.

Best,
Abena Ofori`,
    people: ['Sekou Traoré', 'Milena Horvat', 'Dario Kovač', 'Abena Ofori'],
    companies: ['Sahel Solar', 'Adriatic Analytics'],
    worksAt: [
      ['Sekou Traoré', 'Sahel Solar'],
      ['Milena Horvat', 'Adriatic Analytics'],
      ['Dario Kovač', 'Adriatic Analytics'],
    ],
    links: [
      ['introduced_by', 'Sekou Traoré', 'Abena Ofori'],
      ['introduced_by', 'Milena Horvat', 'Abena Ofori'],
      ['reports_to', 'Milena Horvat', 'Dario Kovač'],
    ],
    tasks: [],
  },
  {
    id: 'h55',
    genre: 'introduction',
    text: `Hi Valeria,

Ayşe Çelik suggested I write to you. She introduced me to you briefly at the Retail Summit, and mentioned you two were classmates in Madrid. She also said you're rebuilding Pampa Outdoor's online store; I'm at Tallgrass Commerce, where we help outdoor brands with marketplace listings.

Would a call next week work? I'll send a short deck by Friday in any case.

Best regards,
Rodrigo Saavedra
Partnerships, Tallgrass Commerce`,
    people: ['Valeria', 'Ayşe Çelik', 'Rodrigo Saavedra'],
    companies: ['Pampa Outdoor', 'Tallgrass Commerce'],
    worksAt: [
      ['Valeria', 'Pampa Outdoor'],
      ['Rodrigo Saavedra', 'Tallgrass Commerce'],
    ],
    links: [
      ['introduced_by', 'Valeria', 'Ayşe Çelik'],
      ['knows', 'Ayşe Çelik', 'Valeria'],
    ],
    tasks: [{ text: 'send a short deck', due: '2026-01-16', assignee: 'Rodrigo Saavedra' }],
  },
  {
    id: 'h56',
    genre: 'job change',
    text: `Subject: Changes in the Commercial team

Hi all,

A few updates from today. Harpreet Sandhu has been promoted to Head of Commercial and now reports to me. Rahul Bhattacharya and Nimali Perera move into Harpreet's team as Key Account Managers, so both of them report to Harpreet from Monday.

Olena Kovalenko has left us for Zenith Maritime after four great years; her last day was Friday. We will miss her.

Chinedu Nwachukwu
Managing Director, Marlowe Shipping`,
    people: ['Harpreet Sandhu', 'Rahul Bhattacharya', 'Nimali Perera', 'Olena Kovalenko', 'Chinedu Nwachukwu'],
    companies: ['Zenith Maritime', 'Marlowe Shipping'],
    worksAt: [
      ['Harpreet Sandhu', 'Marlowe Shipping'],
      ['Rahul Bhattacharya', 'Marlowe Shipping'],
      ['Nimali Perera', 'Marlowe Shipping'],
      ['Chinedu Nwachukwu', 'Marlowe Shipping'],
      ['Olena Kovalenko', 'Zenith Maritime'],
    ],
    links: [
      ['reports_to', 'Harpreet Sandhu', 'Chinedu Nwachukwu'],
      ['reports_to', 'Rahul Bhattacharya', 'Harpreet Sandhu'],
      ['reports_to', 'Nimali Perera', 'Harpreet Sandhu'],
      ['left_for', 'Olena Kovalenko', 'Zenith Maritime'],
    ],
    tasks: [],
  },
  {
    id: 'h57',
    genre: 'job change',
    text: `#people-updates
Lin Yating: please welcome Tran Minh Duc 🎉 Duc joins Lotus Cloud from Mekong Data, where he built their billing system. He'll report to Xu Lan, who runs Platform here at Lotus Cloud.
Lin Yating: and a farewell: Hyejin Seo left on Friday for Han River Bank. We'll miss her!
Xu Lan: welcome Duc! @Yating can you add Duc to the on-call rota by Monday?`,
    people: ['Lin Yating', 'Tran Minh Duc', 'Xu Lan', 'Hyejin Seo'],
    companies: ['Lotus Cloud', 'Mekong Data', 'Han River Bank'],
    worksAt: [
      ['Lin Yating', 'Lotus Cloud'],
      ['Tran Minh Duc', 'Lotus Cloud'],
      ['Xu Lan', 'Lotus Cloud'],
      ['Hyejin Seo', 'Han River Bank'],
    ],
    links: [
      ['left_for', 'Tran Minh Duc', 'Lotus Cloud'],
      ['reports_to', 'Tran Minh Duc', 'Xu Lan'],
      ['left_for', 'Hyejin Seo', 'Han River Bank'],
    ],
    tasks: [{ text: 'add Duc to the on-call rota', due: '2026-01-19', assignee: 'Lin Yating' }],
  },
  {
    id: 'h58',
    genre: 'job change',
    text: `Org announcement — Marigold Pharma, Quality & Regulatory

Effective 1 February:
• Samira Khoury becomes Director of Regulatory Affairs. Her team, Bilal Qureshi and Zsófia Németh, continues to report to her.
• Bilal picks up EU submissions; Zsófia takes over the US file.
• Dr. Noam Peretz, who led the group for six years, has left Marigold Pharma to join Cobalt Biologics as CSO.
Questions to HR.`,
    people: ['Samira Khoury', 'Bilal Qureshi', 'Zsófia Németh', 'Noam Peretz'],
    companies: ['Marigold Pharma', 'Cobalt Biologics'],
    worksAt: [
      ['Samira Khoury', 'Marigold Pharma'],
      ['Bilal Qureshi', 'Marigold Pharma'],
      ['Zsófia Németh', 'Marigold Pharma'],
      ['Noam Peretz', 'Cobalt Biologics'],
    ],
    links: [
      ['reports_to', 'Bilal Qureshi', 'Samira Khoury'],
      ['reports_to', 'Zsófia Németh', 'Samira Khoury'],
      ['left_for', 'Noam Peretz', 'Cobalt Biologics'],
    ],
    tasks: [],
  },
  {
    id: 'h59',
    genre: 'job change',
    text: `Subject: Your new account manager at Solace Software

Dear customer,

From today your account manager is Aissatou Diop. Aissatou takes over from Mamadou Camara, who moved to Kora Telecom after five years with us. Many of you know Mamadou from the support portal he introduced in 2024.

Aissatou reports to our Head of Customer Success, Ingeborg Sæther, who is your escalation contact.

Aissatou will call each of you by January 30 to introduce herself.

Warm regards,
Ingeborg Sæther
Solace Software`,
    people: ['Aissatou Diop', 'Mamadou Camara', 'Ingeborg Sæther'],
    companies: ['Solace Software', 'Kora Telecom'],
    worksAt: [
      ['Aissatou Diop', 'Solace Software'],
      ['Ingeborg Sæther', 'Solace Software'],
      ['Mamadou Camara', 'Kora Telecom'],
    ],
    links: [
      ['left_for', 'Mamadou Camara', 'Kora Telecom'],
      ['reports_to', 'Aissatou Diop', 'Ingeborg Sæther'],
    ],
    tasks: [{ text: 'call each of you', due: '2026-01-30', assignee: 'Aissatou Diop' }],
  },
  {
    id: 'h60',
    genre: 'job change',
    text: `FYI for the Saffron Retail account — their digital team has changed a lot since the autumn:
- Farhana Chowdhury was poached by Mistral Apparel in December (she's their CDO now).
- Gustavo Pereira is still Saffron Retail's COO.
- Farhana's replacement is Kamala Wijesinghe, ex-Unilever, who reports to Gustavo.
Next step: Kamala to confirm the renewal scope by January 27.`,
    people: ['Farhana Chowdhury', 'Gustavo Pereira', 'Kamala Wijesinghe'],
    companies: ['Saffron Retail', 'Mistral Apparel', 'Unilever'],
    worksAt: [
      ['Farhana Chowdhury', 'Mistral Apparel'],
      ['Gustavo Pereira', 'Saffron Retail'],
      ['Kamala Wijesinghe', 'Saffron Retail'],
    ],
    links: [
      ['left_for', 'Farhana Chowdhury', 'Mistral Apparel'],
      ['left_for', 'Kamala Wijesinghe', 'Saffron Retail'],
      ['reports_to', 'Kamala Wijesinghe', 'Gustavo Pereira'],
    ],
    tasks: [{ text: 'confirm the renewal scope', due: '2026-01-27', assignee: 'Kamala Wijesinghe' }],
  },
  {
    id: 'h61',
    genre: 'job change',
    text: `Subject: Reporting lines in Finance

Team,

As of this week Yaw Boateng leads Group Reporting and will report to Katarzyna Wójcik, our CFO. Nguyen Thi Hoa moves from Tax Operations to Head of Tax and now reports directly to Katarzyna. Katarzyna herself reports to the board's audit committee, as before.

Yaw, please send the updated org chart to HR by Monday.

Thanks,
Katarzyna Wójcik
CFO, Pelican Bay Resorts`,
    people: ['Yaw Boateng', 'Katarzyna Wójcik', 'Nguyen Thi Hoa'],
    companies: ['Pelican Bay Resorts'],
    worksAt: [
      ['Yaw Boateng', 'Pelican Bay Resorts'],
      ['Katarzyna Wójcik', 'Pelican Bay Resorts'],
      ['Nguyen Thi Hoa', 'Pelican Bay Resorts'],
    ],
    links: [
      ['reports_to', 'Yaw Boateng', 'Katarzyna Wójcik'],
      ['reports_to', 'Nguyen Thi Hoa', 'Katarzyna Wójcik'],
    ],
    tasks: [{ text: 'send the updated org chart', due: '2026-01-19', assignee: 'Yaw Boateng' }],
  },
  {
    id: 'h62',
    genre: 'chat',
    text: `[09:14] Magdalena Nowicka: anyone have a contact at Quarry Lane Capital?
[09:15] Darius Rahmani: yes, Tomiko Hayashi, she's a principal there
[09:15] Darius Rahmani: I know her well, we did our MBA together. happy to intro
[09:16] Magdalena Nowicka: amazing, please do. @Darius can you send the intro by tomorrow?`,
    people: ['Magdalena Nowicka', 'Darius Rahmani', 'Tomiko Hayashi'],
    companies: ['Quarry Lane Capital'],
    worksAt: [['Tomiko Hayashi', 'Quarry Lane Capital']],
    links: [['knows', 'Darius Rahmani', 'Tomiko Hayashi']],
    tasks: [{ text: 'send the intro', due: '2026-01-16', assignee: 'Darius Rahmani' }],
  },
  {
    id: 'h63',
    genre: 'chat',
    text: `Ragnhild Berg: who does Mehdi Rezaei answer to at Copperleaf Energy these days?
Halldór Gunnarsson: Pilar Ocampo, since the reorg. she's their VP Trading
Halldór Gunnarsson: Mehdi's old manager left for Ørsted in the summer
Ragnhild Berg: ok thanks. I'll ping Pilar on Monday about the PPA`,
    people: ['Ragnhild Berg', 'Mehdi Rezaei', 'Halldór Gunnarsson', 'Pilar Ocampo'],
    companies: ['Copperleaf Energy', 'Ørsted'],
    worksAt: [
      ['Mehdi Rezaei', 'Copperleaf Energy'],
      ['Pilar Ocampo', 'Copperleaf Energy'],
    ],
    links: [['reports_to', 'Mehdi Rezaei', 'Pilar Ocampo']],
    tasks: [{ text: 'ping Pilar', due: '2026-01-19', assignee: 'Ragnhild Berg' }],
  },
  {
    id: 'h64',
    genre: 'chat',
    text: `Thabo Nkosi: how did we get the meeting with Velvet Orbit Studios?
Ana Lucía Paredes: Juliette Marchetti made the intro to their founder, Hiroshi Ueda. she used to work with him
Thabo Nkosi: nice. Juliette is at Lantern Ventures now right?
Ana Lucía Paredes: yep, partner there since last year`,
    people: ['Thabo Nkosi', 'Ana Lucía Paredes', 'Juliette Marchetti', 'Hiroshi Ueda'],
    companies: ['Velvet Orbit Studios', 'Lantern Ventures'],
    worksAt: [
      ['Hiroshi Ueda', 'Velvet Orbit Studios'],
      ['Juliette Marchetti', 'Lantern Ventures'],
    ],
    links: [
      ['introduced_by', 'Hiroshi Ueda', 'Juliette Marchetti'],
      ['knows', 'Juliette Marchetti', 'Hiroshi Ueda'],
    ],
    tasks: [],
  },
  {
    id: 'h65',
    genre: 'chat',
    text: `[16:40] Kalani Kahananui: heads up, Sofía Benítez isn't at Andean Cargo anymore
[16:41] Kalani Kahananui: she made the jump to Condor Airfreight last week, same role
[16:41] Emeka Okoro: oh wow. I know Sofía well, we worked on the Lima tender together
[16:42] Kalani Kahananui: Andean Cargo's ops director Renzo Valdivia is covering for now
[16:43] Emeka Okoro: ok. I left a note for him already; I'll call Renzo tomorrow`,
    people: ['Kalani Kahananui', 'Sofía Benítez', 'Emeka Okoro', 'Renzo Valdivia'],
    companies: ['Andean Cargo', 'Condor Airfreight'],
    worksAt: [
      ['Sofía Benítez', 'Condor Airfreight'],
      ['Renzo Valdivia', 'Andean Cargo'],
    ],
    links: [
      ['left_for', 'Sofía Benítez', 'Condor Airfreight'],
      ['knows', 'Emeka Okoro', 'Sofía Benítez'],
    ],
    tasks: [{ text: 'call Renzo', due: '2026-01-16', assignee: 'Emeka Okoro' }],
  },
  {
    id: 'h66',
    genre: 'chat',
    text: `Giulia Ferraro: fyi I can't approve the discount myself, my boss Hamza Othmani has to sign it
Giulia Ferraro: he's back from Tunis on Monday
Pradeep Nair: no worries, I know Hamza from the Lisbon conference
Pradeep Nair: action item for me: send Hamza the discount memo by Monday`,
    people: ['Giulia Ferraro', 'Hamza Othmani', 'Pradeep Nair'],
    companies: [],
    worksAt: [],
    links: [
      ['reports_to', 'Giulia Ferraro', 'Hamza Othmani'],
      ['knows', 'Pradeep Nair', 'Hamza Othmani'],
    ],
    tasks: [{ text: 'send Hamza the discount memo', due: '2026-01-19', assignee: 'Pradeep Nair' }],
  },
  {
    id: 'h67',
    genre: 'chat',
    text: `Ivana Dimitrova: Q1 deck is up. Oren introduced the new pricing tiers on slide 4
Oren Mizrahi: thanks. Paulo Tuilagi still has to sign off, he reports on pricing to the exec team
Paulo Tuilagi: on it. @Ivana can you add the churn numbers by Friday?
Ivana Dimitrova: yep`,
    people: ['Ivana Dimitrova', 'Oren Mizrahi', 'Paulo Tuilagi'],
    companies: [],
    worksAt: [],
    tasks: [{ text: 'add the churn numbers', due: '2026-01-16', assignee: 'Ivana Dimitrova' }],
  },
  {
    id: 'h68',
    genre: 'chat',
    text: `[14/01/2026, 18:05] Kemal Öztürk: remember Dilnoza Yusupova? she moved from Silk Road Bank to Anatolian Re in the autumn
[14/01/2026, 18:06] Elvan Şimşek: of course, she and I shared an office for two years
[14/01/2026, 18:07] Kemal Öztürk: she's their head of reinsurance now and reports to the CEO, Orhan Balcı
[14/01/2026, 18:08] Elvan Şimşek: I'll message her tomorrow about the treaty renewal`,
    people: ['Kemal Öztürk', 'Dilnoza Yusupova', 'Elvan Şimşek', 'Orhan Balcı'],
    companies: ['Silk Road Bank', 'Anatolian Re'],
    worksAt: [
      ['Dilnoza Yusupova', 'Anatolian Re'],
      ['Orhan Balcı', 'Anatolian Re'],
    ],
    links: [
      ['left_for', 'Dilnoza Yusupova', 'Anatolian Re'],
      ['knows', 'Elvan Şimşek', 'Dilnoza Yusupova'],
      ['reports_to', 'Dilnoza Yusupova', 'Orhan Balcı'],
    ],
    tasks: [{ text: 'message her', due: '2026-01-16', assignee: 'Elvan Şimşek' }],
  },
  {
    id: 'h69',
    genre: 'call log',
    text: `Call log · 15 Jan · Ember Valley Foods
Spoke to: Mercy Achieng, Procurement Manager
Mercy reports to Tobias Lindgren, who holds the budget. She said the CFO, Ritu Agarwal, is also involved because the contract is over 250k.
Mercy was introduced to us by Paolo Greco from our reseller, Alpina Distribution.
Next: Mercy will send the supplier form by Tuesday.`,
    people: ['Mercy Achieng', 'Tobias Lindgren', 'Ritu Agarwal', 'Paolo Greco'],
    companies: ['Ember Valley Foods', 'Alpina Distribution'],
    worksAt: [
      ['Mercy Achieng', 'Ember Valley Foods'],
      ['Tobias Lindgren', 'Ember Valley Foods'],
      ['Ritu Agarwal', 'Ember Valley Foods'],
      ['Paolo Greco', 'Alpina Distribution'],
    ],
    links: [
      ['reports_to', 'Mercy Achieng', 'Tobias Lindgren'],
      ['introduced_by', 'Mercy Achieng', 'Paolo Greco'],
    ],
    tasks: [{ text: 'send the supplier form', due: '2026-01-20', assignee: 'Mercy Achieng' }],
  },
  {
    id: 'h70',
    genre: 'call log',
    text: `Activity: outbound call, 20 min
Account: Kiwi Grove Orchards
Contact: Mereana Kingi (Operations Manager)
Notes: Mereana took over after Hamish Doyle left Kiwi Grove Orchards for Southern Cross Fruit in November. She reports to the owner, Moana Herewini. Hamish and Moana are cousins, so expect him to stay in the picture.
Follow-up: send Mereana the irrigation pricing by Wednesday.`,
    people: ['Mereana Kingi', 'Hamish Doyle', 'Moana Herewini'],
    companies: ['Kiwi Grove Orchards', 'Southern Cross Fruit'],
    worksAt: [
      ['Mereana Kingi', 'Kiwi Grove Orchards'],
      ['Moana Herewini', 'Kiwi Grove Orchards'],
      ['Hamish Doyle', 'Southern Cross Fruit'],
    ],
    links: [
      ['left_for', 'Hamish Doyle', 'Southern Cross Fruit'],
      ['reports_to', 'Mereana Kingi', 'Moana Herewini'],
      ['knows', 'Hamish Doyle', 'Moana Herewini'],
    ],
    tasks: [{ text: 'send Mereana the irrigation pricing', due: '2026-01-21' }],
  },
  {
    id: 'h71',
    genre: 'call log',
    text: `Call notes, 14 Jan (45 min)
Tolulope Bankole, Head of Data at Riverbend Credit Union, with their consultant Anders Holmberg of Skagen Advisory.
Tolulope works for the COO, Marguerite Fontaine, who wasn't on the call. Anders and Tolulope know each other from Accra, where they both lived in 2019.
Anders to send the data model by Monday. Action item: send the security pack by Friday.`,
    people: ['Tolulope Bankole', 'Anders Holmberg', 'Marguerite Fontaine'],
    companies: ['Riverbend Credit Union', 'Skagen Advisory'],
    worksAt: [
      ['Tolulope Bankole', 'Riverbend Credit Union'],
      ['Marguerite Fontaine', 'Riverbend Credit Union'],
      ['Anders Holmberg', 'Skagen Advisory'],
    ],
    links: [
      ['reports_to', 'Tolulope Bankole', 'Marguerite Fontaine'],
      ['knows', 'Anders Holmberg', 'Tolulope Bankole'],
    ],
    tasks: [
      { text: 'send the data model', due: '2026-01-19', assignee: 'Anders Holmberg' },
      { text: 'send the security pack', due: '2026-01-16' },
    ],
  },
  {
    id: 'h72',
    genre: 'call log',
    text: `Logged call — Vantaa Components Oy — 13 Jan
Spoke with Kaisa Mäkelä (Purchasing Director). Kaisa came to us via a referral from Jarkko Salonen at Pohjola Steel, an old friend of hers.
Her team: Ville Heikkinen (Buyer) reports to her; he'll handle the day-to-day.
Ville to send the annual volumes by 23 January.`,
    people: ['Kaisa Mäkelä', 'Jarkko Salonen', 'Ville Heikkinen'],
    companies: ['Vantaa Components Oy', 'Pohjola Steel'],
    worksAt: [
      ['Kaisa Mäkelä', 'Vantaa Components Oy'],
      ['Ville Heikkinen', 'Vantaa Components Oy'],
      ['Jarkko Salonen', 'Pohjola Steel'],
    ],
    links: [
      ['introduced_by', 'Kaisa Mäkelä', 'Jarkko Salonen'],
      ['knows', 'Kaisa Mäkelä', 'Jarkko Salonen'],
      ['reports_to', 'Ville Heikkinen', 'Kaisa Mäkelä'],
    ],
    tasks: [{ text: 'send the annual volumes', due: '2026-01-23', assignee: 'Ville Heikkinen' }],
  },
  {
    id: 'h73',
    genre: 'call log',
    text: `Inbound call — 15 Jan
Caller: Paulina Ríos, new Head of IT at Hacienda Verde Hotels (joined from Grupo Posadas two weeks ago).
She inherited our contract from her predecessor, who left for a competitor. Her manager is the group CFO, Esteban Aguirre.
Action item: book an onboarding call with Paulina for next week.`,
    people: ['Paulina Ríos', 'Esteban Aguirre'],
    companies: ['Hacienda Verde Hotels', 'Grupo Posadas'],
    worksAt: [
      ['Paulina Ríos', 'Hacienda Verde Hotels'],
      ['Esteban Aguirre', 'Hacienda Verde Hotels'],
    ],
    links: [
      ['left_for', 'Paulina Ríos', 'Hacienda Verde Hotels'],
      ['reports_to', 'Paulina Ríos', 'Esteban Aguirre'],
    ],
    tasks: [{ text: 'book an onboarding call', due: '2026-01-19' }],
  },
  {
    id: 'h74',
    genre: 'no names',
    text: `Call log — inbound, 12 min
A buyer from a mid-size logistics firm asked about pricing for the starter tier. They report to a parent company that handles procurement, so a decision may take a while. The caller left for the airport before we could cover integrations.
Action item: send the starter tier pricing sheet by Friday.`,
    people: [],
    companies: [],
    worksAt: [],
    tasks: [{ text: 'send the starter tier pricing sheet', due: '2026-01-16' }],
  },
  {
    id: 'h75',
    genre: 'e-mail',
    text: `From: Lucía Fernández <lucia.fernandez@brisamarina.es>
To: Jonas Albrecht <jonas.albrecht@kranwerk.de>
Subject: Re: Q1 delivery slots

Hi Jonas,

Thanks. Our logistics lead, Álvaro Romero, will confirm the slots by Friday. He reports to me, so loop me in if anything slips.

Saludos,
Lucía Fernández
Head of Supply, Brisa Marina Conservas

> On 14 Jan 2026, Jonas Albrecht wrote:
> Lucía, can you confirm the February slots? Our export manager, Henrike Vogt, is on holiday until the 26th.
>
> Jonas Albrecht
> Key Account Manager | Kranwerk Maschinenbau GmbH`,
    people: ['Lucía Fernández', 'Jonas Albrecht', 'Álvaro Romero', 'Henrike Vogt'],
    companies: ['Brisa Marina Conservas', 'Kranwerk Maschinenbau GmbH'],
    worksAt: [
      ['Lucía Fernández', 'Brisa Marina Conservas'],
      ['Álvaro Romero', 'Brisa Marina Conservas'],
      ['Jonas Albrecht', 'Kranwerk Maschinenbau GmbH'],
      ['Henrike Vogt', 'Kranwerk Maschinenbau GmbH'],
    ],
    links: [['reports_to', 'Álvaro Romero', 'Lucía Fernández']],
    tasks: [{ text: 'confirm the slots', due: '2026-01-16', assignee: 'Álvaro Romero' }],
  },
  {
    id: 'h76',
    genre: 'e-mail',
    text: `Subject: Pilot scope — Tamarind Health and Vector Nine

Hi Priyanka,

Good to speak yesterday. To recap: on your side Sanjay Kulkarni (IT Director) owns the integration and Mei Fujita (Data Protection Officer) needs to review the DPIA. On ours, Jack Thornton leads delivery and reports to me.

Sanjay and Jack worked together at Infosys, so they should get along fine.

Jack will send the draft statement of work by Tuesday.

Best,
Obinna Chukwu
VP Delivery, Vector Nine
obinna@vectornine.io`,
    people: ['Priyanka', 'Sanjay Kulkarni', 'Mei Fujita', 'Jack Thornton', 'Obinna Chukwu'],
    companies: ['Tamarind Health', 'Vector Nine', 'Infosys'],
    worksAt: [
      ['Priyanka', 'Tamarind Health'],
      ['Sanjay Kulkarni', 'Tamarind Health'],
      ['Mei Fujita', 'Tamarind Health'],
      ['Jack Thornton', 'Vector Nine'],
      ['Obinna Chukwu', 'Vector Nine'],
    ],
    links: [
      ['reports_to', 'Jack Thornton', 'Obinna Chukwu'],
      ['knows', 'Sanjay Kulkarni', 'Jack Thornton'],
    ],
    tasks: [{ text: 'send the draft statement of work', due: '2026-01-20', assignee: 'Jack Thornton' }],
  },
  {
    id: 'h77',
    genre: 'e-mail',
    text: `Subject: Fwd: new contact at Graniteview Properties

Team, see below. Bogdan is our new way into Graniteview. I'll set up a call with Bogdan next week.
Camila

---------- Forwarded message ---------
From: Bogdan Marinescu <bogdan.marinescu@graniteview.ro>
Date: 13 Jan 2026
Subject: new contact at Graniteview Properties

Hello Camila,

I started at Graniteview Properties this month as Facilities Director, after eight years at Carpathia Estates. Ioana Stan, who you worked with at Carpathia, suggested I contact you.

Best regards,
Bogdan Marinescu`,
    people: ['Camila', 'Bogdan Marinescu', 'Ioana Stan'],
    companies: ['Graniteview Properties', 'Carpathia Estates'],
    worksAt: [['Bogdan Marinescu', 'Graniteview Properties']],
    links: [
      ['left_for', 'Bogdan Marinescu', 'Graniteview Properties'],
      ['introduced_by', 'Camila', 'Ioana Stan'],
      ['knows', 'Camila', 'Ioana Stan'],
    ],
    tasks: [{ text: 'set up a call with Bogdan', due: '2026-01-19', assignee: 'Camila' }],
  },
  {
    id: 'h78',
    genre: 'e-mail',
    text: `Subject: RE: API limits for the Kelpie Marine integration

Hi Chen Jie,

I've looped in Kelpie Marine's CTO, Fionnuala Byrne, who can approve a higher rate limit. Fionnuala, Chen Jie is the integration lead at Dragonfly Systems and reports to Arash Tehrani, their VP Engineering.

Fionnuala will confirm the new limits by Monday.

Thanks,
Tomás O'Connell
Partner Manager
Kelpie Marine | tomas.oconnell@kelpiemarine.com`,
    people: ['Chen Jie', 'Fionnuala Byrne', 'Arash Tehrani', "Tomás O'Connell"],
    companies: ['Kelpie Marine', 'Dragonfly Systems'],
    worksAt: [
      ['Fionnuala Byrne', 'Kelpie Marine'],
      ["Tomás O'Connell", 'Kelpie Marine'],
      ['Chen Jie', 'Dragonfly Systems'],
      ['Arash Tehrani', 'Dragonfly Systems'],
    ],
    links: [
      ['reports_to', 'Chen Jie', 'Arash Tehrani'],
      ['introduced_by', 'Fionnuala Byrne', "Tomás O'Connell"],
      ['introduced_by', 'Chen Jie', "Tomás O'Connell"],
    ],
    tasks: [{ text: 'confirm the new limits', due: '2026-01-19', assignee: 'Fionnuala Byrne' }],
  },
  {
    id: 'h79',
    genre: 'e-mail',
    text: `Subject: Distributor shortlist

Hi Kenta,

Following our call, here is where we landed on the two distributors.

Sahara Trade Links: the contact is Idrissa Keita, their managing director. He knows the West African market better than anyone, and his deputy, Mariam Coulibaly, would run our account day to day.

Nile Delta Imports: we met Hesham Fawzy (Commercial Director). Hesham nearly left Nile Delta Imports for a rival last year but stayed, and now runs the whole commercial team.

My recommendation is Sahara Trade Links. Idrissa will send references by January 22.

Regards,
Sabine Krüger
Export Manager, Rheinfeld Chemie AG`,
    people: ['Kenta', 'Idrissa Keita', 'Mariam Coulibaly', 'Hesham Fawzy', 'Sabine Krüger'],
    companies: ['Sahara Trade Links', 'Nile Delta Imports', 'Rheinfeld Chemie AG'],
    worksAt: [
      ['Idrissa Keita', 'Sahara Trade Links'],
      ['Mariam Coulibaly', 'Sahara Trade Links'],
      ['Hesham Fawzy', 'Nile Delta Imports'],
      ['Sabine Krüger', 'Rheinfeld Chemie AG'],
    ],
    links: [['reports_to', 'Mariam Coulibaly', 'Idrissa Keita']],
    tasks: [{ text: 'send references', due: '2026-01-22', assignee: 'Idrissa Keita' }],
  },
  {
    id: 'h80',
    genre: 'e-mail',
    text: `Subject: Re: joint bid — harbour tender

Dear Ewurabena,

Agreed on splitting the bid. On our side Viktor Sandström will coordinate the technical volume; he reports to our CTO, Helga Sigurðardóttir, who signs off. Viktor already knows Kojo Amponsah from your team, they were on the Takoradi project together.

Helga will send the teaming agreement by Wednesday.

Best regards,
Johan Falk
Bid Manager, Norrsken Marine AB

> From: Ewurabena Quaye, Business Development, Coastline Engineering Ltd
> Johan, shall we split the bid? Our proposal lead is Kojo Amponsah.`,
    people: ['Ewurabena Quaye', 'Viktor Sandström', 'Helga Sigurðardóttir', 'Kojo Amponsah', 'Johan Falk'],
    companies: ['Norrsken Marine AB', 'Coastline Engineering Ltd'],
    worksAt: [
      ['Viktor Sandström', 'Norrsken Marine AB'],
      ['Helga Sigurðardóttir', 'Norrsken Marine AB'],
      ['Johan Falk', 'Norrsken Marine AB'],
      ['Ewurabena Quaye', 'Coastline Engineering Ltd'],
      ['Kojo Amponsah', 'Coastline Engineering Ltd'],
    ],
    links: [
      ['reports_to', 'Viktor Sandström', 'Helga Sigurðardóttir'],
      ['knows', 'Viktor Sandström', 'Kojo Amponsah'],
    ],
    tasks: [{ text: 'send the teaming agreement', due: '2026-01-21', assignee: 'Helga Sigurðardóttir' }],
  },
]
