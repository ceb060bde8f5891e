import type { CorpusText } from './types.js'

/**
 * Tuning texts t941-t980, written blind for issue 27 by a writer who had not read the reader:
 * everyday business writing weighted to who works where, told by a text's structure rather than by
 * "works at" (attendee lines split by company, signatures, "our"/"their"/"your", e-mail domains,
 * CC lines, CRM account headers, chats with guests, a title after a name). About a quarter are near
 * misses: customers, investors, candidates, former employees, consultants, advisers and people at a
 * third company named in passing. Expectations were written and committed before the reader ran.
 */
export const TUNING_FRESH_WORKS_AT: CorpusText[] = [
  {
    id: 't941',
    genre: 'meeting notes',
    text: `Quarterly review: Kestrel Freight / Valo Analytics Oy
Wednesday 14 Jan, video call

From Kestrel Freight: Adebayo Okonkwo (Logistics Director), Ngozi Eze
From our side: Aino Virtanen, Mikko Heikkinen (Customer Success)

- Kestrel wants the route dashboard in Portuguese for their Recife depot.
- Ngozi raised the invoice delays from November.

Action items:
- Mikko will send the revised invoice schedule by Friday.
- Ngozi to confirm the depot go-live date next Tuesday.`,
    people: ['Adebayo Okonkwo', 'Ngozi Eze', 'Aino Virtanen', 'Mikko Heikkinen'],
    companies: ['Kestrel Freight', 'Valo Analytics Oy'],
    worksAt: [
      ['Adebayo Okonkwo', 'Kestrel Freight'],
      ['Ngozi Eze', 'Kestrel Freight'],
      ['Aino Virtanen', 'Valo Analytics Oy'],
      ['Mikko Heikkinen', 'Valo Analytics Oy'],
    ],
    tasks: [
      { text: 'revised invoice schedule', due: '2026-01-16', assignee: 'Mikko Heikkinen' },
      { text: 'go-live date', due: '2026-01-20', assignee: 'Ngozi Eze' },
    ],
  },
  {
    id: 't942',
    genre: 'e-mail',
    text: `From: Leilani Kahale <leilani@tidepoolmedia.com>
To: Oğuz Yıldırım <oguz.yildirim@anatolia-tekstil.com.tr>
CC: Burak Demir <burak.demir@anatolia-tekstil.com.tr>, Reza Tehrani <reza@tidepoolmedia.com>
Subject: Spring catalogue shoot

Hi Oğuz,

Thanks for sending the fabric samples from Anatolia Tekstil A.Ş. Reza will put together the shot list and send it over by Monday. Burak, could you confirm the studio dates with your warehouse team?

Warm regards,
Leilani Kahale
Creative Director | Tidepool Media`,
    people: ['Leilani Kahale', 'Oğuz Yıldırım', 'Burak Demir', 'Reza Tehrani'],
    companies: ['Anatolia Tekstil A.Ş.', 'Tidepool Media'],
    worksAt: [
      ['Leilani Kahale', 'Tidepool Media'],
      ['Reza Tehrani', 'Tidepool Media'],
      ['Oğuz Yıldırım', 'Anatolia Tekstil A.Ş.'],
      ['Burak Demir', 'Anatolia Tekstil A.Ş.'],
    ],
    tasks: [
      { text: 'shot list', due: '2026-01-19', assignee: 'Reza Tehrani' },
      { text: 'studio dates', assignee: 'Burak Demir' },
    ],
  },
  {
    id: 't943',
    genre: 'chat',
    text: `[shared channel #granitepeak-x-lumen]
Kofi Asante (Granite Peak): morning all, the new pricing sheet is in the drive
Sun-hee Lim (Lumen Robotics): thanks Kofi, looking now
Kofi Asante (Granite Peak): @Sun-hee can you check the volume tiers before Friday?
Dariusz Nowak (Lumen Robotics): joining late, sorry. I'll send the signed NDA by Monday
Sun-hee Lim (Lumen Robotics): will do 👍`,
    people: ['Kofi Asante', 'Sun-hee Lim', 'Dariusz Nowak'],
    companies: ['Granite Peak', 'Lumen Robotics'],
    worksAt: [
      ['Kofi Asante', 'Granite Peak'],
      ['Sun-hee Lim', 'Lumen Robotics'],
      ['Dariusz Nowak', 'Lumen Robotics'],
    ],
    tasks: [
      { text: 'volume tiers', due: '2026-01-16', assignee: 'Sun-hee Lim' },
      { text: 'signed NDA', due: '2026-01-19', assignee: 'Dariusz Nowak' },
    ],
  },
  {
    id: 't944',
    genre: 'call log',
    text: `Account: Mwangi & Otieno Advocates
Contact: Wanjiru Mwangi (Managing Partner)
Logged by: Stefan Kowalczyk
Date: 2026-01-13
Type: Outbound call

Wanjiru confirmed the firm will move all 14 seats to the annual plan. Their office manager, Achieng Otieno, handles the invoices. Wanjiru mentioned that their auditor, Olumide Bankole of Bankole & Partners, wants SOC 2 evidence.
Next step: Stefan to send the SOC 2 report by Friday.`,
    people: ['Wanjiru Mwangi', 'Stefan Kowalczyk', 'Achieng Otieno', 'Olumide Bankole'],
    companies: ['Mwangi & Otieno Advocates', 'Bankole & Partners'],
    worksAt: [
      ['Wanjiru Mwangi', 'Mwangi & Otieno Advocates'],
      ['Achieng Otieno', 'Mwangi & Otieno Advocates'],
      ['Olumide Bankole', 'Bankole & Partners'],
    ],
    tasks: [{ text: 'SOC 2 report', due: '2026-01-16', assignee: 'Stefan Kowalczyk' }],
  },
  {
    id: 't945',
    genre: 'introduction',
    text: `Subject: Intro: Tomás (Cerrado Agro) / Hana (Kiso Sensors)

Hana, Tomás, connecting you as promised.

Tomás Oliveira heads irrigation at Cerrado Agro Ltda. in Goiás; they're piloting soil sensors across 3,000 hectares this season. Hana Watanabe leads the field engineering team at Kiso Sensors and has run similar pilots in Hokkaido.

I'll step back and let you find a time.

Best,
Ifeoma
--
Ifeoma Chukwu
Partner, Baobab Growth Fund`,
    people: ['Tomás Oliveira', 'Hana Watanabe', 'Ifeoma Chukwu'],
    companies: ['Cerrado Agro Ltda.', 'Kiso Sensors', 'Baobab Growth Fund'],
    worksAt: [
      ['Tomás Oliveira', 'Cerrado Agro Ltda.'],
      ['Hana Watanabe', 'Kiso Sensors'],
      ['Ifeoma Chukwu', 'Baobab Growth Fund'],
    ],
    links: [
      ['introduced_by', 'Tomás Oliveira', 'Ifeoma Chukwu'],
      ['introduced_by', 'Hana Watanabe', 'Ifeoma Chukwu'],
    ],
  },
  {
    id: 't946',
    genre: 'job change',
    text: `Subject: Leadership changes in Operations

Team,

Two changes take effect on 1 February.

Ewa Zielińska, who has run our Kraków warehouse for six years, becomes Head of Operations for Central Europe. The Kraków site managers, Marek Wójcik and Joanna Lewandowska, will report to her.

Ewa takes over from Gintaras Petrauskas, who retired in December after 22 years with us.

Please join me in congratulating Ewa.

Katarzyna Dąbrowska
COO, Polmet Logistyka Sp. z o.o.`,
    people: ['Ewa Zielińska', 'Marek Wójcik', 'Joanna Lewandowska', 'Gintaras Petrauskas', 'Katarzyna Dąbrowska'],
    companies: ['Polmet Logistyka Sp. z o.o.'],
    worksAt: [
      ['Ewa Zielińska', 'Polmet Logistyka Sp. z o.o.'],
      ['Marek Wójcik', 'Polmet Logistyka Sp. z o.o.'],
      ['Joanna Lewandowska', 'Polmet Logistyka Sp. z o.o.'],
      ['Katarzyna Dąbrowska', 'Polmet Logistyka Sp. z o.o.'],
    ],
    links: [
      ['reports_to', 'Marek Wójcik', 'Ewa Zielińska'],
      ['reports_to', 'Joanna Lewandowska', 'Ewa Zielińska'],
    ],
  },
  {
    id: 't947',
    genre: 'e-mail',
    text: `Hi Chidi,

Yes, Thursday at 15:00 works for us. I'll bring Mathilde from our data team.

Best,
Rangi Parata
Head of Partnerships, Kōwhai Energy
rangi.parata@kowhai.co.nz

On Tue, 13 Jan 2026, Chidi Obi <chidi.obi@lagosgrid.ng> wrote:
> Hi Rangi,
> Could we meet this week to walk through the metering data? Our CTO, Funmilayo Adeyemi, would like to join.
> Thanks,
> Chidi Obi
> Lagos Grid Ltd`,
    people: ['Chidi Obi', 'Mathilde', 'Rangi Parata', 'Funmilayo Adeyemi'],
    companies: ['Kōwhai Energy', 'Lagos Grid Ltd'],
    worksAt: [
      ['Rangi Parata', 'Kōwhai Energy'],
      ['Mathilde', 'Kōwhai Energy'],
      ['Chidi Obi', 'Lagos Grid Ltd'],
      ['Funmilayo Adeyemi', 'Lagos Grid Ltd'],
    ],
  },
  {
    id: 't948',
    genre: 'meeting notes',
    text: `Interview notes: Senior Backend Engineer, Saffron Health
Candidate: Deniz Aksoy (currently at Trendyol, 4 years)
Panel: Ritu Sharma, Olli Mäkinen

Ritu: strong on Postgres internals, weaker on system design.
Olli: would hire; Deniz asked about working remotely from Izmir.
Next: Ritu to send the take-home feedback to the recruiter by Monday.`,
    people: ['Deniz Aksoy', 'Ritu Sharma', 'Olli Mäkinen'],
    companies: ['Saffron Health', 'Trendyol'],
    worksAt: [
      ['Deniz Aksoy', 'Trendyol'],
      ['Ritu Sharma', 'Saffron Health'],
      ['Olli Mäkinen', 'Saffron Health'],
    ],
    tasks: [{ text: 'take-home feedback', due: '2026-01-19', assignee: 'Ritu Sharma' }],
  },
  {
    id: 't949',
    genre: 'attendee list',
    text: `Workshop: ERP cut-over planning
When: Tue 20 Jan, 09:00-12:00
Invitees:
  Vu Thi Lan <lan.vu@mekongfoods.vn>
  Nguyen Van Duc <duc.nguyen@mekongfoods.vn>
  Pham Minh Chau <chau.pham@mekongfoods.vn>
  Sanjay Iyer <sanjay.iyer@brightline.com> (implementation partner, Brightline Consulting)
Location: Mekong Foods HQ, room 4B
Please bring the current chart of accounts and the list of open purchase orders.`,
    people: ['Vu Thi Lan', 'Nguyen Van Duc', 'Pham Minh Chau', 'Sanjay Iyer'],
    companies: ['Mekong Foods', 'Brightline Consulting'],
    worksAt: [
      ['Vu Thi Lan', 'Mekong Foods'],
      ['Nguyen Van Duc', 'Mekong Foods'],
      ['Pham Minh Chau', 'Mekong Foods'],
      ['Sanjay Iyer', 'Brightline Consulting'],
    ],
  },
  {
    id: 't950',
    genre: 'chat',
    text: `Chat with Olusegun Bakare (Guest)
Olusegun Bakare (Guest): hi Mette, the signed order form from Ikeja Paints is attached
Mette Kjær: received, thanks, and welcome to Nordlux Software! I'll pass it to our onboarding lead, Frederik
Olusegun Bakare (Guest): perfect. our plant manager Bisi will be the admin user
Mette Kjær: noted. Frederik will email Bisi the setup link by Monday`,
    people: ['Olusegun Bakare', 'Mette Kjær', 'Frederik', 'Bisi'],
    companies: ['Ikeja Paints', 'Nordlux Software'],
    worksAt: [
      ['Olusegun Bakare', 'Ikeja Paints'],
      ['Bisi', 'Ikeja Paints'],
      ['Mette Kjær', 'Nordlux Software'],
      ['Frederik', 'Nordlux Software'],
    ],
    tasks: [{ text: 'setup link', due: '2026-01-19', assignee: 'Frederik' }],
  },
  {
    id: 't951',
    genre: 'meeting notes',
    text: `Steering group, ERP rollout (12 Jan 2026)

| Name | Organisation | Role |
| --- | --- | --- |
| Jana Horáková | Vltava Stroje a.s. | Programme sponsor |
| Petr Novotný | Vltava Stroje a.s. | IT lead |
| Emre Kaya | Bosphorus Systems GmbH | Delivery manager |
| Sipho Ndlovu | Bosphorus Systems GmbH | Data migration |

Decisions: go-live moves to 2 March. Petr will confirm the freeze window with finance by Friday.`,
    people: ['Jana Horáková', 'Petr Novotný', 'Emre Kaya', 'Sipho Ndlovu'],
    companies: ['Vltava Stroje a.s.', 'Bosphorus Systems GmbH'],
    worksAt: [
      ['Jana Horáková', 'Vltava Stroje a.s.'],
      ['Petr Novotný', 'Vltava Stroje a.s.'],
      ['Emre Kaya', 'Bosphorus Systems GmbH'],
      ['Sipho Ndlovu', 'Bosphorus Systems GmbH'],
    ],
    tasks: [{ text: 'freeze window', due: '2026-01-16', assignee: 'Petr Novotný' }],
  },
  {
    id: 't952',
    genre: 'e-mail',
    text: `To: Khalid Al-Farsi, Oman Shipping Services LLC
Subject: Visit on 3 February

Dear Khalid,

I am writing on behalf of Dr. Ingrid Solberg, our Chief Executive, to confirm her visit to Muscat on 3 February. She would be glad to meet you and your finance director, Ms. Layla Al-Hinai, at your offices.

Kind regards,

Astrid Berg
Executive Assistant to the CEO
Nordlys Maritime AS
+47 22 55 01 90`,
    people: ['Khalid Al-Farsi', 'Ingrid Solberg', 'Layla Al-Hinai', 'Astrid Berg'],
    companies: ['Oman Shipping Services LLC', 'Nordlys Maritime AS'],
    worksAt: [
      ['Khalid Al-Farsi', 'Oman Shipping Services LLC'],
      ['Layla Al-Hinai', 'Oman Shipping Services LLC'],
      ['Ingrid Solberg', 'Nordlys Maritime AS'],
      ['Astrid Berg', 'Nordlys Maritime AS'],
    ],
    links: [['reports_to', 'Astrid Berg', 'Ingrid Solberg']],
  },
  {
    id: 't953',
    genre: 'meeting notes',
    text: `Board meeting, Tallow & Wick Ltd: minutes (draft)
Date: 13 January 2026
Present: Priya Raman (CEO, chair), Callum Fraser (CFO), Oluwadamilare Ojo (Ironbark Ventures, investor director), Maeve Gallagher (independent)
In attendance: Hemi Walker (company secretary)

1. Q4 trading: revenue 6% ahead of plan.
2. Series A: Oluwadamilare reported that Ironbark is ready to lead; Maeve asked for a second term sheet.
3. Callum to circulate the cash-flow forecast before the next meeting.`,
    people: ['Priya Raman', 'Callum Fraser', 'Oluwadamilare Ojo', 'Maeve Gallagher', 'Hemi Walker'],
    companies: ['Tallow & Wick Ltd', 'Ironbark Ventures'],
    worksAt: [
      ['Priya Raman', 'Tallow & Wick Ltd'],
      ['Callum Fraser', 'Tallow & Wick Ltd'],
      ['Hemi Walker', 'Tallow & Wick Ltd'],
      ['Oluwadamilare Ojo', 'Ironbark Ventures'],
    ],
    tasks: [{ text: 'cash-flow forecast', assignee: 'Callum Fraser' }],
  },
  {
    id: 't954',
    genre: 'attendee list',
    text: `Leads from the LogiMAT booth, day 2 (typed up by Bartek)

1. Henrike Vogt, Head of Intralogistics, Rheinfracht GmbH. Wants pricing for 12 docks.
2. Juan Pablo Ríos, buyer, Andina Retail S.A.S. Met at the coffee bar; follow up in Spanish.
3. Aigerim Sultanova, independent consultant who advises Rheinfracht on automation.
4. Tuomas Lehtonen, CTO, Kuljetus Nord Oy. Already a customer of our competitor.

Bartek will load these into the CRM by Monday.`,
    people: ['Bartek', 'Henrike Vogt', 'Juan Pablo Ríos', 'Aigerim Sultanova', 'Tuomas Lehtonen'],
    companies: ['Rheinfracht GmbH', 'Andina Retail S.A.S.', 'Kuljetus Nord Oy'],
    worksAt: [
      ['Henrike Vogt', 'Rheinfracht GmbH'],
      ['Juan Pablo Ríos', 'Andina Retail S.A.S.'],
      ['Tuomas Lehtonen', 'Kuljetus Nord Oy'],
    ],
    tasks: [{ text: 'into the CRM', due: '2026-01-19', assignee: 'Bartek' }],
  },
  {
    id: 't955',
    genre: 'job change',
    text: `Subject: Welcome Chiamaka!

Hi all,

Please welcome Chiamaka Obiora, who joins us on Monday as Senior Product Designer. Chiamaka spent the last four years at Flutterwave designing merchant onboarding. She'll sit with the payments squad and report to Jun Takahashi.

Say hi in #design!

Sindre
People Team, Fjellnett AS`,
    people: ['Chiamaka Obiora', 'Jun Takahashi', 'Sindre'],
    companies: ['Flutterwave', 'Fjellnett AS'],
    worksAt: [
      ['Chiamaka Obiora', 'Fjellnett AS'],
      ['Jun Takahashi', 'Fjellnett AS'],
      ['Sindre', 'Fjellnett AS'],
    ],
    links: [
      ['left_for', 'Chiamaka Obiora', 'Fjellnett AS'],
      ['reports_to', 'Chiamaka Obiora', 'Jun Takahashi'],
    ],
  },
  {
    id: 't956',
    genre: 'job change',
    text: `Subject: Client reporting handover

Hi everyone,

As some of you know, Daniyar Seitkali left Saltmarsh Analytics last week to join Brightwater Health as their first data lead. We wish him well.

Aroha Ngata takes over the client reporting from him; you can reach her at aroha.ngata@saltmarsh.io. For the Heron Bank account please go to Lukas Becker until further notice.

Thanks,
Meera Pillai
Head of Client Services`,
    people: ['Daniyar Seitkali', 'Aroha Ngata', 'Lukas Becker', 'Meera Pillai'],
    companies: ['Saltmarsh Analytics', 'Brightwater Health', 'Heron Bank'],
    worksAt: [
      ['Daniyar Seitkali', 'Brightwater Health'],
      ['Aroha Ngata', 'Saltmarsh Analytics'],
      ['Lukas Becker', 'Saltmarsh Analytics'],
      ['Meera Pillai', 'Saltmarsh Analytics'],
    ],
    links: [['left_for', 'Daniyar Seitkali', 'Brightwater Health']],
  },
  {
    id: 't957',
    genre: 'e-mail',
    text: `Subject: Automatic reply: PO 44871

Thank you for your message. I am out of the office until Monday 26 January with limited access to e-mail.

For anything urgent about orders, please contact my colleague Gabriela Souza (gabriela.souza@ipanemacafe.com.br, +55 21 3344 9012). For invoices, Rodrigo Alves in our finance team can help.

Obrigada,
Fernanda Lima
Export Manager
Ipanema Café Exportadora Ltda.`,
    people: ['Gabriela Souza', 'Rodrigo Alves', 'Fernanda Lima'],
    companies: ['Ipanema Café Exportadora Ltda.'],
    worksAt: [
      ['Gabriela Souza', 'Ipanema Café Exportadora Ltda.'],
      ['Rodrigo Alves', 'Ipanema Café Exportadora Ltda.'],
      ['Fernanda Lima', 'Ipanema Café Exportadora Ltda.'],
    ],
  },
  {
    id: 't958',
    genre: 'call log',
    text: `Call log: reference call for the Zenith Dairy deal
Date: 14 Jan 2026
Who: Olga Sokolova, IT manager at Baltic Creamery (a customer of ours since 2023)
Arranged by: Tariq Mahmood (our AE on Zenith Dairy)

Olga said the rollout took nine weeks; the biggest issue was label printers. She'd happily speak to Zenith's CIO, Ravi Kulkarni, directly.

Tariq to send Ravi Olga's contact details tomorrow.`,
    people: ['Olga Sokolova', 'Tariq Mahmood', 'Ravi Kulkarni'],
    companies: ['Zenith Dairy', 'Baltic Creamery'],
    worksAt: [
      ['Olga Sokolova', 'Baltic Creamery'],
      ['Ravi Kulkarni', 'Zenith Dairy'],
    ],
    tasks: [{ text: 'contact details', due: '2026-01-16', assignee: 'Tariq Mahmood' }],
  },
  {
    id: 't959',
    genre: 'meeting notes',
    text: `Partner sync: Quokka Pay & Saguaro Commerce Inc.
14 Jan

Ana Paula Ferreira (Quokka Pay) and her colleague Dong-hyun Cho joined; on the Saguaro end it was Marisol Vega and me.
- Webhook retries fail on their end when the payload exceeds 1 MB.
- Dong-hyun will patch the retry limit by Friday.
- Marisol to update the partner FAQ next Tuesday.

Ethan Runningwater`,
    people: ['Ana Paula Ferreira', 'Dong-hyun Cho', 'Marisol Vega', 'Ethan Runningwater'],
    companies: ['Quokka Pay', 'Saguaro Commerce Inc.'],
    worksAt: [
      ['Ana Paula Ferreira', 'Quokka Pay'],
      ['Dong-hyun Cho', 'Quokka Pay'],
      ['Marisol Vega', 'Saguaro Commerce Inc.'],
      ['Ethan Runningwater', 'Saguaro Commerce Inc.'],
    ],
    tasks: [
      { text: 'retry limit', due: '2026-01-16', assignee: 'Dong-hyun Cho' },
      { text: 'partner FAQ', due: '2026-01-20', assignee: 'Marisol Vega' },
    ],
  },
  {
    id: 't960',
    genre: 'meeting notes',
    text: `Zephyr Labs daily standup, Thu 15 Jan
Here: Kaito Yamamoto, Zainab Sani, Wojciech Mazur, Isabela Rocha
Kaito: finishing the billing migration; blocked on the Stripe sandbox.
Zainab: on call yesterday, two pages, both DNS.
Wojciech: pairing with Isabela on the export API.
Blockers: Kaito needs sandbox keys. @Zainab can you request the sandbox keys today?`,
    people: ['Kaito Yamamoto', 'Zainab Sani', 'Wojciech Mazur', 'Isabela Rocha'],
    companies: ['Zephyr Labs', 'Stripe'],
    worksAt: [
      ['Kaito Yamamoto', 'Zephyr Labs'],
      ['Zainab Sani', 'Zephyr Labs'],
      ['Wojciech Mazur', 'Zephyr Labs'],
      ['Isabela Rocha', 'Zephyr Labs'],
    ],
    tasks: [{ text: 'sandbox keys', due: '2026-01-15', assignee: 'Zainab Sani' }],
  },
  {
    id: 't961',
    genre: 'attendee list',
    text: `Panel line-up: "Cold chain after 2025", Nordic Food Logistics Day

Moderator: Sigrid Aalto (Kylmä Oy)
Panelists:
 • Babajide Adewale (CCL Refrigeration Ltd)
 • Mariana Costa (FrioSul)
 • Hoang Anh Tuan (Saigon Reefer)
Each panelist gets five minutes for an opening view; questions from the floor after 40 minutes.`,
    people: ['Sigrid Aalto', 'Babajide Adewale', 'Mariana Costa', 'Hoang Anh Tuan'],
    companies: ['Kylmä Oy', 'CCL Refrigeration Ltd', 'FrioSul', 'Saigon Reefer'],
    worksAt: [
      ['Sigrid Aalto', 'Kylmä Oy'],
      ['Babajide Adewale', 'CCL Refrigeration Ltd'],
      ['Mariana Costa', 'FrioSul'],
      ['Hoang Anh Tuan', 'Saigon Reefer'],
    ],
  },
  {
    id: 't962',
    genre: 'e-mail',
    text: `To: Yasmin Haddad <yasmin@cedarandsalt.com>
Subject: Re: kitchen display rollout

Hi Yasmin,

Good news: the displays for Cedar & Salt's Beirut and Dubai branches shipped this morning. Your head chef, Georges Khoury, asked for a training session; I've booked Thursday 22 Jan with our trainer Mehmet Öztürk.

Could your team confirm the install address in Dubai?

Thanks,
Lucas Moreau
Customer Success, Brasserie Tech SAS`,
    people: ['Yasmin Haddad', 'Georges Khoury', 'Mehmet Öztürk', 'Lucas Moreau'],
    companies: ['Cedar & Salt', 'Brasserie Tech SAS'],
    worksAt: [
      ['Yasmin Haddad', 'Cedar & Salt'],
      ['Georges Khoury', 'Cedar & Salt'],
      ['Mehmet Öztürk', 'Brasserie Tech SAS'],
      ['Lucas Moreau', 'Brasserie Tech SAS'],
    ],
  },
  {
    id: 't963',
    genre: 'e-mail',
    text: `FYI, see below from their procurement. Can you take this one, Adwoa?
Kojo Mensah

---------- Forwarded message ---------
From: Marta Kowalska <m.kowalska@wislanet.pl>
Date: Wed, 14 Jan 2026
Subject: Framework agreement renewal

Dear Mr. Mensah,

WisłaNet Sp. z o.o. would like to renew the framework agreement for 2026. Our legal adviser, Piotr Zieliński of Zieliński Kancelaria, will send comments on clause 9.

Regards,
Marta Kowalska
Procurement Specialist`,
    people: ['Adwoa', 'Kojo Mensah', 'Marta Kowalska', 'Piotr Zieliński'],
    companies: ['WisłaNet Sp. z o.o.', 'Zieliński Kancelaria'],
    worksAt: [
      ['Marta Kowalska', 'WisłaNet Sp. z o.o.'],
      ['Piotr Zieliński', 'Zieliński Kancelaria'],
    ],
  },
  {
    id: 't964',
    genre: 'call log',
    text: `ACCOUNT: Harbour & Finch Insurance
Owner: Nomvula Dlamini
Stage: Proposal

Contacts
- Callum O'Reilly, Head of Claims (decision maker)
- Precious Nkosi, Claims Ops analyst
- Fiona Walsh: left in December for Aviva, keep on the newsletter

14/01: Nomvula called Callum about the proposal. He wants a phased start with Precious's team first. Send the revised phasing by Tuesday 20 Jan.`,
    people: ['Nomvula Dlamini', "Callum O'Reilly", 'Precious Nkosi', 'Fiona Walsh'],
    companies: ['Harbour & Finch Insurance', 'Aviva'],
    worksAt: [
      ["Callum O'Reilly", 'Harbour & Finch Insurance'],
      ['Precious Nkosi', 'Harbour & Finch Insurance'],
      ['Fiona Walsh', 'Aviva'],
    ],
    links: [['left_for', 'Fiona Walsh', 'Aviva']],
    tasks: [{ text: 'revised phasing', due: '2026-01-20' }],
  },
  {
    id: 't965',
    genre: 'introduction',
    text: `Subject: Meet Oksana, our new partner manager

Hi Thabo,

Now that the reseller agreement with Kalahari IT is signed, I'd like to introduce Oksana Melnyk, who joined our partnerships team last month and will be your day-to-day contact at Danubia Software.

Oksana, Thabo Molefe runs the services business at Kalahari IT and knows our product better than most of our own staff.

Best,
Viktor Horváth
VP Channels, Danubia Software Kft.`,
    people: ['Thabo Molefe', 'Oksana Melnyk', 'Viktor Horváth'],
    companies: ['Kalahari IT', 'Danubia Software Kft.'],
    worksAt: [
      ['Oksana Melnyk', 'Danubia Software Kft.'],
      ['Viktor Horváth', 'Danubia Software Kft.'],
      ['Thabo Molefe', 'Kalahari IT'],
    ],
    links: [
      ['introduced_by', 'Oksana Melnyk', 'Viktor Horváth'],
      ['introduced_by', 'Thabo Molefe', 'Viktor Horváth'],
    ],
  },
  {
    id: 't966',
    genre: 'call log',
    text: `Call log, Thu 15 Jan, 09:40
Company: Aurora Borealis Tours ehf.
Dialled the main line; the receptionist, Guðrún, said Einar Jónsson, the owner, is in the Westfjords until Monday. Left a message with her.
Note: Einar's accountant, Sólveig Magnúsdóttir from Reikna ehf., emailed last week about the annual invoice.
Retry Einar on Monday morning.`,
    people: ['Guðrún', 'Einar Jónsson', 'Sólveig Magnúsdóttir'],
    companies: ['Aurora Borealis Tours ehf.', 'Reikna ehf.'],
    worksAt: [
      ['Guðrún', 'Aurora Borealis Tours ehf.'],
      ['Einar Jónsson', 'Aurora Borealis Tours ehf.'],
      ['Sólveig Magnúsdóttir', 'Reikna ehf.'],
    ],
    tasks: [{ text: 'retry einar', due: '2026-01-19' }],
  },
  {
    id: 't967',
    genre: 'job change',
    text: `Org changes in Customer Engineering (effective today)

Following Ahmed's move to Riyadh, Customer Engineering splits into two groups:
  EMEA, led by Nour El-Sayed; Bartosz Krawczyk and Chioma Nwachukwu move to her group.
  APAC, led by Ji-ho Shin, who came to us from our Seoul partner Hanbit Cloud in the autumn.
Ahmed Al-Rashid stays with Qamar Systems as regional GM for the Gulf.
Questions to me or to HR.
Lena`,
    people: ['Nour El-Sayed', 'Bartosz Krawczyk', 'Chioma Nwachukwu', 'Ji-ho Shin', 'Ahmed Al-Rashid', 'Lena'],
    companies: ['Hanbit Cloud', 'Qamar Systems'],
    worksAt: [
      ['Nour El-Sayed', 'Qamar Systems'],
      ['Bartosz Krawczyk', 'Qamar Systems'],
      ['Chioma Nwachukwu', 'Qamar Systems'],
      ['Ji-ho Shin', 'Qamar Systems'],
      ['Ahmed Al-Rashid', 'Qamar Systems'],
      ['Lena', 'Qamar Systems'],
    ],
    links: [
      ['reports_to', 'Bartosz Krawczyk', 'Nour El-Sayed'],
      ['reports_to', 'Chioma Nwachukwu', 'Nour El-Sayed'],
      ['left_for', 'Ji-ho Shin', 'Qamar Systems'],
    ],
  },
  {
    id: 't968',
    genre: 'chat',
    text: `Amara: did you see Jakob's email?
Tunde: the one from Feldberg Capital? yeah
Amara: he wants the Q4 numbers before their IC on Tuesday
Tunde: I'll pull them together tomorrow. Should Hiroko review first?
Amara: yes, she's our finance lead, loop her in`,
    people: ['Amara', 'Tunde', 'Jakob', 'Hiroko'],
    companies: ['Feldberg Capital'],
    worksAt: [['Jakob', 'Feldberg Capital']],
  },
  {
    id: 't969',
    genre: 'e-mail',
    text: `To: Chukwuemeka Okafor, Facilities Director, Apapa Cold Stores
Subject: Proposal for the warehouse fit-out

Dear Mr. Okafor,

Please find attached our proposal for the racking and fire-suppression work at your Apapa site. We have priced both options you discussed with our site engineer, Ikenna Eze, during his visit.

We look forward to hearing from you.

Yours sincerely,

Adaora Nnaji                      Samuel Boateng
Managing Director                 Commercial Manager
Steelgate Installations Ltd       Steelgate Installations Ltd`,
    people: ['Chukwuemeka Okafor', 'Ikenna Eze', 'Adaora Nnaji', 'Samuel Boateng'],
    companies: ['Apapa Cold Stores', 'Steelgate Installations Ltd'],
    worksAt: [
      ['Chukwuemeka Okafor', 'Apapa Cold Stores'],
      ['Ikenna Eze', 'Steelgate Installations Ltd'],
      ['Adaora Nnaji', 'Steelgate Installations Ltd'],
      ['Samuel Boateng', 'Steelgate Installations Ltd'],
    ],
  },
  {
    id: 't970',
    genre: 'meeting notes',
    text: `QBR notes: Pinecrest Hotels (customer)
Attendees: Sakura Endo (VP Guest Experience), Dmitri Volkov (IT), and from us Ayodele Martins and Hamid Rezaei.
- Pinecrest's booking engine vendor is SkyRoute; their rep Connor Blake joined for ten minutes.
- Sakura hired Dmitri from Marriott last summer.
- The renewal is due in March; Ayodele owns it.`,
    people: ['Sakura Endo', 'Dmitri Volkov', 'Ayodele Martins', 'Hamid Rezaei', 'Connor Blake'],
    companies: ['Pinecrest Hotels', 'SkyRoute', 'Marriott'],
    worksAt: [
      ['Sakura Endo', 'Pinecrest Hotels'],
      ['Dmitri Volkov', 'Pinecrest Hotels'],
      ['Connor Blake', 'SkyRoute'],
    ],
    links: [['left_for', 'Dmitri Volkov', 'Pinecrest Hotels']],
  },
  {
    id: 't971',
    genre: 'no names',
    text: `Reminder from Facilities: the Espoo office of Kuura Design Oy is closed on Friday for the fire-alarm test. Badges will not work between 07:00 and 15:00. Please take your laptops home on Thursday evening. Deliveries that day go to the loading bay at the back of the building.`,
    people: [],
    companies: ['Kuura Design Oy'],
    worksAt: [],
  },
  {
    id: 't972',
    genre: 'chat',
    text: `#proj-ridgeway-migration (shared with Ridgeway Health)
Tanvir Ahmed: @Ines Carvalho the staging DB is ready for your team's smoke tests
Ines Carvalho: thanks! Ridgeway's QA folks (me and Kiri Tane) will start after lunch
Tanvir Ahmed: great. @Kiri Tane can you post the test plan here by tomorrow?
Kiri Tane: on it
Olamide Bello: from our side I'll watch the error dashboards`,
    people: ['Tanvir Ahmed', 'Ines Carvalho', 'Kiri Tane', 'Olamide Bello'],
    companies: ['Ridgeway Health'],
    worksAt: [
      ['Ines Carvalho', 'Ridgeway Health'],
      ['Kiri Tane', 'Ridgeway Health'],
    ],
    tasks: [{ text: 'test plan', due: '2026-01-16', assignee: 'Kiri Tane' }],
  },
  {
    id: 't973',
    genre: 'introduction',
    text: `Hey Bilal, hope the move to Manchester went well!

Quick intro: my old colleague Ngaire Thompson now heads sales operations for Kiwi Ledger. They're evaluating CPQ tools and I mentioned you built one at Quillon. Ngaire, Bilal Chaudhry is Quillon's co-founder.

Both cc'd.
Rosa`,
    people: ['Bilal Chaudhry', 'Ngaire Thompson', 'Rosa'],
    companies: ['Kiwi Ledger', 'Quillon'],
    worksAt: [
      ['Ngaire Thompson', 'Kiwi Ledger'],
      ['Bilal Chaudhry', 'Quillon'],
    ],
    links: [
      ['introduced_by', 'Ngaire Thompson', 'Rosa'],
      ['introduced_by', 'Bilal Chaudhry', 'Rosa'],
      ['knows', 'Rosa', 'Ngaire Thompson'],
    ],
  },
  {
    id: 't974',
    genre: 'job change',
    text: `Personal news 🎉

After six years at Orbital Freight, I've joined Nordkapp Shipping AS as Head of Digital. Huge thanks to Yetunde Balogun and the whole Orbital team for everything.

At Nordkapp I'll be working with Håkon Lie on the new booking platform. If you're in Bergen, come say hi!

Kamal Haidari`,
    people: ['Yetunde Balogun', 'Håkon Lie', 'Kamal Haidari'],
    companies: ['Orbital Freight', 'Nordkapp Shipping AS'],
    worksAt: [
      ['Kamal Haidari', 'Nordkapp Shipping AS'],
      ['Yetunde Balogun', 'Orbital Freight'],
      ['Håkon Lie', 'Nordkapp Shipping AS'],
    ],
    links: [['left_for', 'Kamal Haidari', 'Nordkapp Shipping AS']],
  },
  {
    id: 't975',
    genre: 'meeting notes',
    text: `Notes: timetable API, Riga, 14 Jan

Ferrovia Digital: Giulia Esposito, Matteo Greco
Baltic Rail Cargo: Jānis Bērziņš (CIO), Ilze Kalniņa

Jānis wants the API hosted in the EU; Ilze noted they used to run on an old Deutsche Bahn system.
Ruta Jankauskiene from Siemens Mobility may help with certification.

Action items
- Matteo: share the OpenAPI spec, Friday
- Ilze: list of depots, next Tuesday`,
    people: ['Giulia Esposito', 'Matteo Greco', 'Jānis Bērziņš', 'Ilze Kalniņa', 'Ruta Jankauskiene'],
    companies: ['Ferrovia Digital', 'Baltic Rail Cargo', 'Deutsche Bahn', 'Siemens Mobility'],
    worksAt: [
      ['Giulia Esposito', 'Ferrovia Digital'],
      ['Matteo Greco', 'Ferrovia Digital'],
      ['Jānis Bērziņš', 'Baltic Rail Cargo'],
      ['Ilze Kalniņa', 'Baltic Rail Cargo'],
      ['Ruta Jankauskiene', 'Siemens Mobility'],
    ],
    tasks: [
      { text: 'OpenAPI spec', due: '2026-01-16', assignee: 'Matteo Greco' },
      { text: 'list of depots', due: '2026-01-20', assignee: 'Ilze Kalniņa' },
    ],
  },
  {
    id: 't976',
    genre: 'e-mail',
    text: `To: Siddharth Rao <siddharth.rao@cloudfjord.io>
Subject: Cloudfjord invoice 2025-118

Hi Siddharth,

Our finance team (Aylin Çelik and Efua Quaye) spotted that invoice 2025-118 bills 40 seats; we have 32. Could you or someone in your billing team correct it?

Also, our auditors at JKT Partners need the signed DPA. Can you send it to Aylin by the 23rd?

Thanks,
Magnus Lindgren
Head of IT, Fyrtorn Bygg AB`,
    people: ['Siddharth Rao', 'Aylin Çelik', 'Efua Quaye', 'Magnus Lindgren'],
    companies: ['Cloudfjord', 'JKT Partners', 'Fyrtorn Bygg AB'],
    worksAt: [
      ['Siddharth Rao', 'Cloudfjord'],
      ['Aylin Çelik', 'Fyrtorn Bygg AB'],
      ['Efua Quaye', 'Fyrtorn Bygg AB'],
      ['Magnus Lindgren', 'Fyrtorn Bygg AB'],
    ],
  },
  {
    id: 't977',
    genre: 'meeting notes',
    text: `Weekly site meeting no. 14, Harbourside Apartments
Present: Tane Ruatapu (Kauri Build, site manager), Ayşe Korkmaz (Korkmaz Architects), Liam Nguyen (Kauri Build, QS)
Apologies: Priyanka Desai (client rep, Harbourside Living Trust)

1. Level 3 slab poured on Tuesday.
2. Ayşe to issue the revised façade drawings by Friday.
3. Liam will price the window change order next Tuesday.`,
    people: ['Tane Ruatapu', 'Ayşe Korkmaz', 'Liam Nguyen', 'Priyanka Desai'],
    companies: ['Kauri Build', 'Korkmaz Architects', 'Harbourside Living Trust'],
    worksAt: [
      ['Tane Ruatapu', 'Kauri Build'],
      ['Ayşe Korkmaz', 'Korkmaz Architects'],
      ['Liam Nguyen', 'Kauri Build'],
      ['Priyanka Desai', 'Harbourside Living Trust'],
    ],
    tasks: [
      { text: 'façade drawings', due: '2026-01-16', assignee: 'Ayşe Korkmaz' },
      { text: 'window change order', due: '2026-01-20', assignee: 'Liam Nguyen' },
    ],
  },
  {
    id: 't978',
    genre: 'e-mail',
    text: `From: Rahel Tesfaye <rahel@addisroast.et>
To: orders@greenbean.co.uk
Subject: Container 7 delay

Hello,

The container for Green Bean Co. is held at Djibouti; our shipping agent, Yonas Bekele of Horn Logistics, expects release on Monday. I will send the new ETA as soon as he confirms.

Rahel
Addis Roast`,
    people: ['Rahel Tesfaye', 'Yonas Bekele'],
    companies: ['Green Bean Co.', 'Horn Logistics', 'Addis Roast'],
    worksAt: [
      ['Rahel Tesfaye', 'Addis Roast'],
      ['Yonas Bekele', 'Horn Logistics'],
    ],
  },
  {
    id: 't979',
    genre: 'call log',
    text: `Support call #88213, 14 Jan
Caller: Pedro Henrique Santos, IT partner for Lumière Bakery (he's with PHS Tecnologia, their MSP)
On site: Claire Fontaine, Lumière's owner
Issue: POS tablets stuck on update 4.2. Walked Pedro through a reset; 3 of 5 recovered.
Follow-up: engineer callback Friday.`,
    people: ['Pedro Henrique Santos', 'Claire Fontaine'],
    companies: ['Lumière Bakery', 'PHS Tecnologia'],
    worksAt: [
      ['Pedro Henrique Santos', 'PHS Tecnologia'],
      ['Claire Fontaine', 'Lumière Bakery'],
    ],
    tasks: [{ text: 'engineer callback', due: '2026-01-16' }],
  },
  {
    id: 't980',
    genre: 'introduction',
    text: `Subject: Intro: Mirela (Sava Capital) <> Kaveh (Kapadokya Robotics)

Mirela, as discussed, meet Kaveh Jafari, who runs finance at Kapadokya Robotics and reports to their CEO, Selin Aydın. They are raising a €6M Series A in March.

Kaveh, Mirela Popescu is a principal at Sava Capital focused on industrial automation. Sava is not an investor in Kapadokya yet, but she has followed you since the seed.

Best,
Gökhan`,
    people: ['Mirela Popescu', 'Kaveh Jafari', 'Selin Aydın', 'Gökhan'],
    companies: ['Sava Capital', 'Kapadokya Robotics'],
    worksAt: [
      ['Kaveh Jafari', 'Kapadokya Robotics'],
      ['Selin Aydın', 'Kapadokya Robotics'],
      ['Mirela Popescu', 'Sava Capital'],
    ],
    links: [
      ['reports_to', 'Kaveh Jafari', 'Selin Aydın'],
      ['introduced_by', 'Mirela Popescu', 'Gökhan'],
      ['introduced_by', 'Kaveh Jafari', 'Gökhan'],
    ],
  },
]
