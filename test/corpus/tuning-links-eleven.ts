import type { CorpusText } from './types.js'

/**
 * Tuning texts t801-t860, written for issue 27's twelfth link pass: the other links the held-out
 * parts read worst (knows, reports_to, introduced_by, left_for), put in the held-out genres in ways the
 * earlier tuning texts do not. Knowing told through shared history ("was my first hire at C", "trained
 * me when I started at C", "with whom I did my graduate scheme at C", "cut our teeth together at C"),
 * a list ("A, B and I were at C together"), a chat's aside ("old uni friend of mine", "I sat next to
 * him for two years"), a parenthesis ("(knows P personally)"), godparents, a choir, a bar exam;
 * reporting told in org announcements ("will report into P", "P takes over the team (A, B) from Q",
 * "reporting into P", "A and B now sit under P", "move to his team"), in chat ("my boss P", "her
 * skip-level"), in CRM notes ("Decision maker: P, reports to Q", "Org: A → B → C"), "is on P's team",
 * "deputises for P"; introductions and moves told in one clause of a longer sentence ("whom Q had
 * introduced to us", "who introduced us to their COO P", "Q's introduction", "came to us by way of Q",
 * "shout out to Q for the intro to P", "said I should drop you a line", "until he went to B", "snapped
 * up by B", "until last month CFO of A", "lost her in the reorg", "leaves us for B"). About a quarter
 * are near misses: knowing a product or a process, reporting a number, introducing a workflow or the
 * numbers, leaving a call for a board meeting, leaving a badge at a company, an account handed over,
 * two people with the same VP, mutual connections who never met, "Do you know P?" answered no, "Reports
 * to: board". The expectations were written and committed before the reader was run on them.
 */
export const TUNING_LINKS_ELEVEN: CorpusText[] = [
  {
    id: 't801',
    genre: 'meeting notes',
    text: `Kickoff — Baltica Shipping
Attendees: Ngozi Eze (Baltica Shipping, CFO), Tomasz Wróbel (Baltica Shipping), Hana Sato
Ngozi, Tomasz and I were at Deloitte together, so the intro round was short.
Next: send the draft SOW by Wednesday.
Notes: Hana Sato`,
    people: ['Ngozi Eze', 'Tomasz Wróbel', 'Hana Sato'],
    companies: ['Baltica Shipping', 'Deloitte'],
    worksAt: [
      ['Ngozi Eze', 'Baltica Shipping'],
      ['Tomasz Wróbel', 'Baltica Shipping'],
    ],
    links: [
      ['knows', 'Ngozi Eze', 'Tomasz Wróbel'],
      ['knows', 'Ngozi Eze', 'Hana Sato'],
      ['knows', 'Tomasz Wróbel', 'Hana Sato'],
    ],
  },
  {
    id: 't802',
    genre: 'e-mail',
    text: `Hi Sipho,

Lerato Dube was my first hire at Absa, so I can vouch for how she runs a project. She's now Head of Payments at Mzansi Retail and would be a great reference customer for you.

Cheers,
Thabo Nkosi`,
    people: ['Sipho', 'Lerato Dube', 'Thabo Nkosi'],
    companies: ['Absa', 'Mzansi Retail'],
    worksAt: [['Lerato Dube', 'Mzansi Retail']],
    links: [['knows', 'Lerato Dube', 'Thabo Nkosi']],
  },
  {
    id: 't803',
    genre: 'chat',
    text: `[10:02] Mateo Rossi: calling Inês Duarte at Tejo Energia now — old uni friend of mine, should be an easy chat
[10:03] Clara Vidal: great, ask her about the tender timeline`,
    people: ['Mateo Rossi', 'Inês Duarte', 'Clara Vidal'],
    companies: ['Tejo Energia'],
    worksAt: [['Inês Duarte', 'Tejo Energia']],
    links: [['knows', 'Mateo Rossi', 'Inês Duarte']],
  },
  {
    id: 't804',
    genre: 'e-mail',
    text: `Dear Parisa,

Shirin Ahmadi, with whom I did my graduate scheme at Shell, now leads procurement at Zagros Petrochem. I'll ask her whether they are open to a pilot.

Best regards,
Omid Farahani`,
    people: ['Parisa', 'Shirin Ahmadi', 'Omid Farahani'],
    companies: ['Shell', 'Zagros Petrochem'],
    worksAt: [['Shirin Ahmadi', 'Zagros Petrochem']],
    links: [['knows', 'Shirin Ahmadi', 'Omid Farahani']],
  },
  {
    id: 't805',
    genre: 'call log',
    text: `Call log, 3 Feb. Spoke to Daniel Okafor (knows Yuki Tanaka personally) about the Osaka warehouse deal. Yuki is VP Operations at Naniwa Logistics. Daniel will sound her out this week.`,
    people: ['Daniel Okafor', 'Yuki Tanaka'],
    companies: ['Naniwa Logistics'],
    worksAt: [['Yuki Tanaka', 'Naniwa Logistics']],
    links: [['knows', 'Daniel Okafor', 'Yuki Tanaka']],
  },
  {
    id: 't806',
    genre: 'job change',
    text: `Org update — Quetzal Bank
From 1 March, Henrik Lund and his data platform team will report into Beatriz Santos, our VP Engineering. Nothing changes in day-to-day priorities.`,
    people: ['Henrik Lund', 'Beatriz Santos'],
    companies: ['Quetzal Bank'],
    worksAt: [
      ['Henrik Lund', 'Quetzal Bank'],
      ['Beatriz Santos', 'Quetzal Bank'],
    ],
    links: [['reports_to', 'Henrik Lund', 'Beatriz Santos']],
  },
  {
    id: 't807',
    genre: 'job change',
    text: `Team announcement (Mauna Cloud): Kalani Akana takes over the support team (Leilani Kahale, Joon-ho Park) from Rhys Morgan, who moves to product. Please send support escalations to Kalani from today.`,
    people: ['Kalani Akana', 'Leilani Kahale', 'Joon-ho Park', 'Rhys Morgan'],
    companies: ['Mauna Cloud'],
    worksAt: [
      ['Kalani Akana', 'Mauna Cloud'],
      ['Leilani Kahale', 'Mauna Cloud'],
      ['Joon-ho Park', 'Mauna Cloud'],
      ['Rhys Morgan', 'Mauna Cloud'],
    ],
    links: [
      ['reports_to', 'Leilani Kahale', 'Kalani Akana'],
      ['reports_to', 'Joon-ho Park', 'Kalani Akana'],
    ],
  },
  {
    id: 't808',
    genre: 'chat',
    text: `[14:01] Priya Nair: contract looks fine on our side
[14:02] Priya Nair: but my boss Arjun Mehta has to sign off, he's back Monday
[14:02] Sam Cole: no rush, thanks Priya`,
    people: ['Priya Nair', 'Arjun Mehta', 'Sam Cole'],
    companies: [],
    worksAt: [],
    links: [['reports_to', 'Priya Nair', 'Arjun Mehta']],
  },
  {
    id: 't809',
    genre: 'chat',
    text: `[09:30] Tom Reyes: who signs at Lotus Textiles?
[09:31] Mia Huang: Chen Jing owns the budget but her manager Liu Yang approves anything over 50k, and her skip-level Wang Lei has a veto`,
    people: ['Tom Reyes', 'Mia Huang', 'Chen Jing', 'Liu Yang', 'Wang Lei'],
    companies: ['Lotus Textiles'],
    worksAt: [
      ['Chen Jing', 'Lotus Textiles'],
      ['Liu Yang', 'Lotus Textiles'],
      ['Wang Lei', 'Lotus Textiles'],
    ],
    links: [
      ['reports_to', 'Chen Jing', 'Liu Yang'],
      ['reports_to', 'Liu Yang', 'Wang Lei'],
    ],
  },
  {
    id: 't810',
    genre: 'meeting notes',
    text: `Account: Zuma Agritech
Stage: proposal
Contact: Bolaji Ojo, Procurement Lead
Decision maker: Folasade Adeyemi, reports to Chinedu Okeke (COO)
Next step: pricing call on the 14th`,
    people: ['Bolaji Ojo', 'Folasade Adeyemi', 'Chinedu Okeke'],
    companies: ['Zuma Agritech'],
    worksAt: [
      ['Bolaji Ojo', 'Zuma Agritech'],
      ['Folasade Adeyemi', 'Zuma Agritech'],
      ['Chinedu Okeke', 'Zuma Agritech'],
    ],
    links: [['reports_to', 'Folasade Adeyemi', 'Chinedu Okeke']],
  },
  {
    id: 't811',
    genre: 'e-mail',
    text: `Hi team,

We signed the pilot with Kuala Rubber in May, after Aminah Yusof, their COO, whom Farid Rahman had introduced to us at the Penang trade fair, convinced her board to go ahead.

Regards,
Siti Hassan`,
    people: ['Aminah Yusof', 'Farid Rahman', 'Siti Hassan'],
    companies: ['Kuala Rubber'],
    worksAt: [['Aminah Yusof', 'Kuala Rubber']],
    links: [['introduced_by', 'Aminah Yusof', 'Farid Rahman']],
  },
  {
    id: 't812',
    genre: 'meeting notes',
    text: `Renewals review. Now that Gabriel Silva is over at Andes Dairy (he quit Pampa Foods in March), the Pampa renewal has no champion. Valentina Cruz to find a new sponsor there by end of month.`,
    people: ['Gabriel Silva', 'Valentina Cruz'],
    companies: ['Andes Dairy', 'Pampa Foods'],
    worksAt: [['Gabriel Silva', 'Andes Dairy']],
    links: [['left_for', 'Gabriel Silva', 'Andes Dairy']],
  },
  {
    id: 't813',
    genre: 'call log',
    text: `Call with Cantabria Mobile. Lucía Ortega, their platform lead, knows the Kafka setup better than Diego Navarro, our solutions engineer, does. Next: joint architecture session.`,
    people: ['Lucía Ortega', 'Diego Navarro'],
    companies: ['Cantabria Mobile'],
    worksAt: [['Lucía Ortega', 'Cantabria Mobile']],
    links: [],
  },
  {
    id: 't814',
    genre: 'meeting notes',
    text: `Hanbit Telecom QBR. The regional leads reported their numbers: Hyun-woo Choi reported 4.2M in bookings for Q3, Soo-ah Lim reported 3.9M. Both want the new dashboard before Q4 planning.`,
    people: ['Hyun-woo Choi', 'Soo-ah Lim'],
    companies: ['Hanbit Telecom'],
    worksAt: [
      ['Hyun-woo Choi', 'Hanbit Telecom'],
      ['Soo-ah Lim', 'Hanbit Telecom'],
    ],
    links: [],
  },
  {
    id: 't815',
    genre: 'meeting notes',
    text: `Demo at Wisła Insurance. Our solutions engineer Piotr Zieliński introduced Marta Kowalczyk's claims team at Wisła Insurance to the approval workflow we shipped in v3. They want a sandbox.`,
    people: ['Piotr Zieliński', 'Marta Kowalczyk'],
    companies: ['Wisła Insurance'],
    worksAt: [['Marta Kowalczyk', 'Wisła Insurance']],
    links: [],
  },
  {
    id: 't816',
    genre: 'meeting notes',
    text: `Steering call — freight visibility
Attendees: Oksana Melnyk (Kyiv Logistics), Dmytro Bondar (Kyiv Logistics), Anna Weiss
Oksana had to leave for the Dnipro Steel board meeting halfway through; Dmytro covered the rest.
Action: Anna to send the revised timeline.`,
    people: ['Oksana Melnyk', 'Dmytro Bondar', 'Anna Weiss'],
    companies: ['Kyiv Logistics', 'Dnipro Steel'],
    worksAt: [
      ['Oksana Melnyk', 'Kyiv Logistics'],
      ['Dmytro Bondar', 'Kyiv Logistics'],
    ],
    links: [],
  },
  {
    id: 't817',
    genre: 'e-mail',
    text: `Hi Grace,

Li Na and I have dozens of mutual connections on LinkedIn but have never actually met, so I'd rather not cold-pitch her. She runs sourcing at Pearl River Components.

Thanks,
Owen Hughes`,
    people: ['Grace', 'Li Na', 'Owen Hughes'],
    companies: ['Pearl River Components'],
    worksAt: [['Li Na', 'Pearl River Components']],
    links: [],
  },
  {
    id: 't818',
    genre: 'e-mail',
    text: `Hola Javier,

Raúl Jiménez, CTO of Ebro Networks, trained me when I started at Telefónica, and I'm sure he'd take a call about the fibre project.

Un saludo,
Carmen Ruiz`,
    people: ['Javier', 'Raúl Jiménez', 'Carmen Ruiz'],
    companies: ['Ebro Networks', 'Telefónica'],
    worksAt: [['Raúl Jiménez', 'Ebro Networks']],
    links: [['knows', 'Raúl Jiménez', 'Carmen Ruiz']],
  },
  {
    id: 't819',
    genre: 'introduction',
    text: `Subject: Aditi <> Rohan

Aditi, Rohan Kapoor, Sunil Batra and I were all at IIT Bombay together, and Rohan now runs the cloud practice at Deccan Systems. Aditi Rao heads IT at Konkan Ports. You two should compare notes on the migration.

Sunil`,
    people: ['Aditi Rao', 'Rohan Kapoor', 'Sunil Batra'],
    companies: ['Deccan Systems', 'Konkan Ports'],
    worksAt: [
      ['Rohan Kapoor', 'Deccan Systems'],
      ['Aditi Rao', 'Konkan Ports'],
    ],
    links: [
      ['knows', 'Aditi Rao', 'Rohan Kapoor'],
      ['knows', 'Aditi Rao', 'Sunil Batra'],
      ['knows', 'Rohan Kapoor', 'Sunil Batra'],
      ['introduced_by', 'Aditi Rao', 'Sunil Batra'],
      ['introduced_by', 'Rohan Kapoor', 'Sunil Batra'],
    ],
  },
  {
    id: 't820',
    genre: 'call log',
    text: `Call with Ewa Nowak (Mazury Dairy, finance director; she and Jakub Lewandowski coached their kids' football team together for years). Budget approved for Q2.`,
    people: ['Ewa Nowak', 'Jakub Lewandowski'],
    companies: ['Mazury Dairy'],
    worksAt: [['Ewa Nowak', 'Mazury Dairy']],
    links: [['knows', 'Ewa Nowak', 'Jakub Lewandowski']],
  },
  {
    id: 't821',
    genre: 'chat',
    text: `[15:10] Jonah Klein: Karim Saleh from Cedar Bank just joined the vendor call
[15:11] Nour Khalil: lol Karim? I sat next to him for two years at HSBC
[15:11] Jonah Klein: perfect, you take the lead then`,
    people: ['Jonah Klein', 'Karim Saleh', 'Nour Khalil'],
    companies: ['Cedar Bank', 'HSBC'],
    worksAt: [['Karim Saleh', 'Cedar Bank']],
    links: [['knows', 'Nour Khalil', 'Karim Saleh']],
  },
  {
    id: 't822',
    genre: 'meeting notes',
    text: `Prospect notes — Karoo Wines
Zanele Khumalo (Karoo Wines, marketing director) sings in the same choir as Pieter Botha, our CFO, which is how the first meeting happened.
Follow-up: tasting-room pilot proposal.`,
    people: ['Zanele Khumalo', 'Pieter Botha'],
    companies: ['Karoo Wines'],
    worksAt: [['Zanele Khumalo', 'Karoo Wines']],
    links: [['knows', 'Zanele Khumalo', 'Pieter Botha']],
  },
  {
    id: 't823',
    genre: 'chat',
    text: `Kemi Ade: the Niger Textiles deal is stuck with Adaeze Nnamdi
Kemi Ade: ask Emeka Obi to warm things up, he and Adaeze are godparents to each other's kids`,
    people: ['Kemi Ade', 'Adaeze Nnamdi', 'Emeka Obi'],
    companies: ['Niger Textiles'],
    worksAt: [],
    links: [['knows', 'Emeka Obi', 'Adaeze Nnamdi']],
  },
  {
    id: 't824',
    genre: 'job change',
    text: `Treasury update at Godavari Finance: Kavya Iyer and Nikhil Joshi now sit under Siddharth Rao, who joined as Head of Treasury last week.`,
    people: ['Kavya Iyer', 'Nikhil Joshi', 'Siddharth Rao'],
    companies: ['Godavari Finance'],
    worksAt: [
      ['Kavya Iyer', 'Godavari Finance'],
      ['Nikhil Joshi', 'Godavari Finance'],
      ['Siddharth Rao', 'Godavari Finance'],
    ],
    links: [
      ['reports_to', 'Kavya Iyer', 'Siddharth Rao'],
      ['reports_to', 'Nikhil Joshi', 'Siddharth Rao'],
    ],
  },
  {
    id: 't825',
    genre: 'job change',
    text: `To all staff at Carpathian Insurance

As of today, Customer Success moves under Ioana Popa, with Mihai Stan, who has run it since 2022, reporting into Ioana.

Andrei Munteanu
CEO`,
    people: ['Ioana Popa', 'Mihai Stan', 'Andrei Munteanu'],
    companies: ['Carpathian Insurance'],
    worksAt: [
      ['Ioana Popa', 'Carpathian Insurance'],
      ['Mihai Stan', 'Carpathian Insurance'],
      ['Andrei Munteanu', 'Carpathian Insurance'],
    ],
    links: [['reports_to', 'Mihai Stan', 'Ioana Popa']],
  },
  {
    id: 't826',
    genre: 'meeting notes',
    text: `Account: Volta Cocoa
Org: Yaw Boateng (IT Manager) → Efua Asante (CIO) → Kojo Mensah (CEO)
Yaw is friendly; Efua holds the budget.`,
    people: ['Yaw Boateng', 'Efua Asante', 'Kojo Mensah'],
    companies: ['Volta Cocoa'],
    worksAt: [
      ['Yaw Boateng', 'Volta Cocoa'],
      ['Efua Asante', 'Volta Cocoa'],
      ['Kojo Mensah', 'Volta Cocoa'],
    ],
    links: [
      ['reports_to', 'Yaw Boateng', 'Efua Asante'],
      ['reports_to', 'Efua Asante', 'Kojo Mensah'],
    ],
  },
  {
    id: 't827',
    genre: 'call log',
    text: `Call with Tanvir Hossain at Padma Jute. Tanvir is on Rupa Das's team in treasury and needs her approval for anything above the monthly limit.`,
    people: ['Tanvir Hossain', 'Rupa Das'],
    companies: ['Padma Jute'],
    worksAt: [
      ['Tanvir Hossain', 'Padma Jute'],
      ['Rupa Das', 'Padma Jute'],
    ],
    links: [['reports_to', 'Tanvir Hossain', 'Rupa Das']],
  },
  {
    id: 't828',
    genre: 'job change',
    text: `Congratulations to Hiroshi Sato, promoted to Head of Sales at Fuji Optics! Emi Kato and Ren Ito move to his team from 1 April.`,
    people: ['Hiroshi Sato', 'Emi Kato', 'Ren Ito'],
    companies: ['Fuji Optics'],
    worksAt: [
      ['Hiroshi Sato', 'Fuji Optics'],
      ['Emi Kato', 'Fuji Optics'],
      ['Ren Ito', 'Fuji Optics'],
    ],
    links: [
      ['reports_to', 'Emi Kato', 'Hiroshi Sato'],
      ['reports_to', 'Ren Ito', 'Hiroshi Sato'],
    ],
  },
  {
    id: 't829',
    genre: 'e-mail',
    text: `Hi Yael,

Please cc Lior Ben-David on approvals from now on — he's Noa Levi's manager now that Avi Cohen has left Galil Software.

Thanks,
Dana Shapiro`,
    people: ['Yael', 'Lior Ben-David', 'Noa Levi', 'Avi Cohen', 'Dana Shapiro'],
    companies: ['Galil Software'],
    worksAt: [
      ['Lior Ben-David', 'Galil Software'],
      ['Noa Levi', 'Galil Software'],
    ],
    links: [['reports_to', 'Noa Levi', 'Lior Ben-David']],
  },
  {
    id: 't830',
    genre: 'meeting notes',
    text: `Pipeline notes. I met Tamar Friedman (Ilan Shapiro's introduction, at last year's fintech week) and she now runs payments at Negev Pay. Worth a proper demo in March.`,
    people: ['Tamar Friedman', 'Ilan Shapiro'],
    companies: ['Negev Pay'],
    worksAt: [['Tamar Friedman', 'Negev Pay']],
    links: [['introduced_by', 'Tamar Friedman', 'Ilan Shapiro']],
  },
  {
    id: 't831',
    genre: 'e-mail',
    text: `Hi all,

The Oasis Water rollout (three sites, kicking off in June) came via Rania Aziz, who introduced us to their COO Layla Hamdan at a dinner in Dubai last autumn.

Omar Khalifa`,
    people: ['Rania Aziz', 'Layla Hamdan', 'Omar Khalifa'],
    companies: ['Oasis Water'],
    worksAt: [['Layla Hamdan', 'Oasis Water']],
    links: [['introduced_by', 'Layla Hamdan', 'Rania Aziz']],
  },
  {
    id: 't832',
    genre: 'meeting notes',
    text: `Discovery — Kobe Precision
Attendees: Aya Mori (Head of IT, Kobe Precision), Daiki Ono (Kobe Precision), Sarah Lin
How we got here: Kenji Watanabe, an old colleague of Sarah's, made the intro to Aya.
Next steps: security questionnaire by Friday.`,
    people: ['Aya Mori', 'Daiki Ono', 'Sarah Lin', 'Kenji Watanabe'],
    companies: ['Kobe Precision'],
    worksAt: [
      ['Aya Mori', 'Kobe Precision'],
      ['Daiki Ono', 'Kobe Precision'],
    ],
    links: [
      ['introduced_by', 'Aya Mori', 'Kenji Watanabe'],
      ['knows', 'Kenji Watanabe', 'Sarah Lin'],
    ],
  },
  {
    id: 't833',
    genre: 'chat',
    text: `[17:45] Dev Patel: signed with Rio Verde Agro 🎉 shout out to Bianca Lopes for the intro to Thiago Costa
[17:46] Hannah Moss: amazing!!`,
    people: ['Dev Patel', 'Bianca Lopes', 'Thiago Costa', 'Hannah Moss'],
    companies: ['Rio Verde Agro'],
    worksAt: [['Thiago Costa', 'Rio Verde Agro']],
    links: [['introduced_by', 'Thiago Costa', 'Bianca Lopes']],
  },
  {
    id: 't834',
    genre: 'e-mail',
    text: `Hi Olga,

Lars Eriksen said I should drop you a line about your grain-drying sites; he mentioned your team at Volga Grain is reviewing sensor vendors this spring.

Best regards,
Nils Berg
Sales, Fjordkraft Analytics`,
    people: ['Olga', 'Lars Eriksen', 'Nils Berg'],
    companies: ['Volga Grain', 'Fjordkraft Analytics'],
    worksAt: [
      ['Olga', 'Volga Grain'],
      ['Nils Berg', 'Fjordkraft Analytics'],
    ],
    links: [['introduced_by', 'Olga', 'Lars Eriksen']],
  },
  {
    id: 't835',
    genre: 'meeting notes',
    text: `New lead: Imani Kariuki, founder of Savanna Health. She came to us by way of Wanjiru Mwangi, her former co-founder at Jambo Labs. Book a discovery call.`,
    people: ['Imani Kariuki', 'Wanjiru Mwangi'],
    companies: ['Savanna Health', 'Jambo Labs'],
    worksAt: [['Imani Kariuki', 'Savanna Health']],
    links: [
      ['introduced_by', 'Imani Kariuki', 'Wanjiru Mwangi'],
      ['knows', 'Imani Kariuki', 'Wanjiru Mwangi'],
    ],
  },
  {
    id: 't836',
    genre: 'call log',
    text: `Called Bongani Zulu, introduced to me by Thandi Nkosi last spring, who has just moved to Karoo Solar as energy manager. He wants the storage pricing again.`,
    people: ['Bongani Zulu', 'Thandi Nkosi'],
    companies: ['Karoo Solar'],
    worksAt: [['Bongani Zulu', 'Karoo Solar']],
    links: [
      ['introduced_by', 'Bongani Zulu', 'Thandi Nkosi'],
      ['left_for', 'Bongani Zulu', 'Karoo Solar'],
    ],
  },
  {
    id: 't837',
    genre: 'job change',
    text: `From HR at Accra Digital: the Kumasi office, which Kwesi Appiah ran until he went to Gold Coast Telecom in January, is now headed by Abena Owusu.`,
    people: ['Kwesi Appiah', 'Abena Owusu'],
    companies: ['Accra Digital', 'Gold Coast Telecom'],
    worksAt: [
      ['Kwesi Appiah', 'Gold Coast Telecom'],
      ['Abena Owusu', 'Accra Digital'],
    ],
    links: [['left_for', 'Kwesi Appiah', 'Gold Coast Telecom']],
  },
  {
    id: 't838',
    genre: 'e-mail',
    text: `Hi Pavel,

We'd hoped to close with Svetlana Ivanova, but she's since been snapped up by Neva Robotics, so the Ural Mining deal goes back to square one.

Regards,
Igor Smirnov`,
    people: ['Pavel', 'Svetlana Ivanova', 'Igor Smirnov'],
    companies: ['Neva Robotics', 'Ural Mining'],
    worksAt: [['Svetlana Ivanova', 'Neva Robotics']],
    links: [['left_for', 'Svetlana Ivanova', 'Neva Robotics']],
  },
  {
    id: 't839',
    genre: 'e-mail',
    text: `Dear partners,

Our new COO, Ana Lima — until last month CFO of Paraná Foods — starts on Monday. Please send operational questions to her from then on.

Best,
Rafael Souza
CEO, Amazonas Logistics`,
    people: ['Ana Lima', 'Rafael Souza'],
    companies: ['Paraná Foods', 'Amazonas Logistics'],
    worksAt: [
      ['Ana Lima', 'Amazonas Logistics'],
      ['Rafael Souza', 'Amazonas Logistics'],
    ],
    links: [['left_for', 'Ana Lima', 'Amazonas Logistics']],
  },
  {
    id: 't840',
    genre: 'chat',
    text: `[08:50] Ji-woo Kang: fyi Seo-yeon Park is at Daewon Chemical now, Hanul Bio lost her in the reorg
[08:51] Min-jun Cho: ugh, she was our best contact there`,
    people: ['Ji-woo Kang', 'Seo-yeon Park', 'Min-jun Cho'],
    companies: ['Daewon Chemical', 'Hanul Bio'],
    worksAt: [['Seo-yeon Park', 'Daewon Chemical']],
    links: [['left_for', 'Seo-yeon Park', 'Daewon Chemical']],
  },
  {
    id: 't841',
    genre: 'call log',
    text: `Call with Oren Katz, who deputises for Maya Gold at Jaffa Labs while she's on leave. He confirmed the security review can start on the 3rd.`,
    people: ['Oren Katz', 'Maya Gold'],
    companies: ['Jaffa Labs'],
    worksAt: [
      ['Oren Katz', 'Jaffa Labs'],
      ['Maya Gold', 'Jaffa Labs'],
    ],
    links: [['reports_to', 'Oren Katz', 'Maya Gold']],
  },
  {
    id: 't842',
    genre: 'e-mail',
    text: `Subject: Delft Water / Ashanti Partners — MSA

Hi Leon,

Good news on timing: Ruth Mensah, who heads our legal team, and your counsel at Delft Water, Jan de Boer, sat the bar exam the same year in Leiden and have stayed friends, so the redlines should be quick.

Best,
Kofi Boateng
Ashanti Partners`,
    people: ['Leon', 'Ruth Mensah', 'Jan de Boer', 'Kofi Boateng'],
    companies: ['Delft Water', 'Ashanti Partners'],
    worksAt: [
      ['Leon', 'Delft Water'],
      ['Ruth Mensah', 'Ashanti Partners'],
      ['Jan de Boer', 'Delft Water'],
      ['Kofi Boateng', 'Ashanti Partners'],
    ],
    links: [['knows', 'Ruth Mensah', 'Jan de Boer']],
  },
  {
    id: 't843',
    genre: 'introduction',
    text: `Hi Aroha,

Meet Sina Matagi! Sina and I spent four years in the same team at Fonterra, and she now runs growth at Kiwi Ledger. Sina, Aroha Ngata leads partnerships at Kōwhai Bank and is looking for exactly your kind of product.

Ngā mihi,
Tane Walker`,
    people: ['Aroha Ngata', 'Sina Matagi', 'Tane Walker'],
    companies: ['Fonterra', 'Kiwi Ledger', 'Kōwhai Bank'],
    worksAt: [
      ['Sina Matagi', 'Kiwi Ledger'],
      ['Aroha Ngata', 'Kōwhai Bank'],
    ],
    links: [
      ['introduced_by', 'Sina Matagi', 'Tane Walker'],
      ['introduced_by', 'Aroha Ngata', 'Tane Walker'],
      ['knows', 'Sina Matagi', 'Tane Walker'],
    ],
  },
  {
    id: 't844',
    genre: 'job change',
    text: `Bodensee Systems — sales leadership change
Isabel Vargas is handing the EMEA sales team to Lukas Meyer, who joins from Alpen Software. The team's account executives, including Sofia Rinaldi, will report to Lukas from 1 April; Isabel moves to lead partnerships.`,
    people: ['Isabel Vargas', 'Lukas Meyer', 'Sofia Rinaldi'],
    companies: ['Bodensee Systems', 'Alpen Software'],
    worksAt: [
      ['Isabel Vargas', 'Bodensee Systems'],
      ['Lukas Meyer', 'Bodensee Systems'],
      ['Sofia Rinaldi', 'Bodensee Systems'],
    ],
    links: [
      ['left_for', 'Lukas Meyer', 'Bodensee Systems'],
      ['reports_to', 'Sofia Rinaldi', 'Lukas Meyer'],
    ],
  },
  {
    id: 't845',
    genre: 'e-mail',
    text: `Hi Rachel,

Happy to help with Thames Utilities. Olivia Brown, their new procurement head, and I cut our teeth together at Accenture, so I can make a warm intro whenever you're ready.

James Hill`,
    people: ['Rachel', 'Olivia Brown', 'James Hill'],
    companies: ['Thames Utilities', 'Accenture'],
    worksAt: [['Olivia Brown', 'Thames Utilities']],
    links: [['knows', 'Olivia Brown', 'James Hill']],
  },
  {
    id: 't846',
    genre: 'meeting notes',
    text: `Contact record: Emma Svensson
Status: contact left — Emma is now at Lund Medtech (was our champion at Skåne Bio)
Owner: Erik Nilsson
Next step: find a new champion at Skåne Bio; pitch Lund Medtech through Emma.`,
    people: ['Emma Svensson', 'Erik Nilsson'],
    companies: ['Lund Medtech', 'Skåne Bio'],
    worksAt: [['Emma Svensson', 'Lund Medtech']],
    links: [['left_for', 'Emma Svensson', 'Lund Medtech']],
  },
  {
    id: 't847',
    genre: 'job change',
    text: `Press release — Levant Insurance
Noura Al-Sayed takes over as CFO from Walid Haddad, who leaves us for Gulf Ports at the end of June after eight years.`,
    people: ['Noura Al-Sayed', 'Walid Haddad'],
    companies: ['Levant Insurance', 'Gulf Ports'],
    worksAt: [
      ['Noura Al-Sayed', 'Levant Insurance'],
      ['Walid Haddad', 'Gulf Ports'],
    ],
    links: [['left_for', 'Walid Haddad', 'Gulf Ports']],
  },
  {
    id: 't848',
    genre: 'chat',
    text: `[12:10] Selin Arslan: Mehmet Kaya left his badge at Bosphorus Tech's front desk after the workshop
[12:11] Burak Yıldız: I'll courier it to him tomorrow`,
    people: ['Selin Arslan', 'Mehmet Kaya', 'Burak Yıldız'],
    companies: ['Bosphorus Tech'],
    worksAt: [],
    links: [],
  },
  {
    id: 't849',
    genre: 'call log',
    text: `Call with Ali Rezaei and Sara Karimi, both of Persepolis Tiles. They report to the same VP, who was not on the call, so no decision today.`,
    people: ['Ali Rezaei', 'Sara Karimi'],
    companies: ['Persepolis Tiles'],
    worksAt: [
      ['Ali Rezaei', 'Persepolis Tiles'],
      ['Sara Karimi', 'Persepolis Tiles'],
    ],
    links: [],
  },
  {
    id: 't850',
    genre: 'chat',
    text: `[11:20] Farhan Ali: does anyone know Zainab Haidari at Hindu Kush Minerals?
[11:22] Mina Rahimi: no, but Khalid Noor might
[11:22] Farhan Ali: ok I'll ask him`,
    people: ['Farhan Ali', 'Zainab Haidari', 'Mina Rahimi', 'Khalid Noor'],
    companies: ['Hindu Kush Minerals'],
    worksAt: [['Zainab Haidari', 'Hindu Kush Minerals']],
    links: [],
  },
  {
    id: 't851',
    genre: 'meeting notes',
    text: `Board prep — Aotearoa Freight
Agenda: Ngaio Rangi will introduce the quarterly numbers, then Tama Hohaia presents the fleet roadmap.
Both from Aotearoa Freight's exec team.`,
    people: ['Ngaio Rangi', 'Tama Hohaia'],
    companies: ['Aotearoa Freight'],
    worksAt: [
      ['Ngaio Rangi', 'Aotearoa Freight'],
      ['Tama Hohaia', 'Aotearoa Freight'],
    ],
    links: [],
  },
  {
    id: 't852',
    genre: 'e-mail',
    text: `Hi all,

Chiara Greco is handing the Lago Tessile account over to Marco Ferri while she's on leave. Marco, the renewal call is on the 12th.

Thanks,
Giulia Neri`,
    people: ['Chiara Greco', 'Marco Ferri', 'Giulia Neri'],
    companies: ['Lago Tessile'],
    worksAt: [],
    links: [],
  },
  {
    id: 't853',
    genre: 'meeting notes',
    text: `Account: Mekong Foods
Decision maker: Mai Nguyen (CEO). Reports to: board.
Technical contact: Tran Van Minh (IT lead)
Next: send the integration plan to Minh.`,
    people: ['Mai Nguyen', 'Tran Van Minh'],
    companies: ['Mekong Foods'],
    worksAt: [
      ['Mai Nguyen', 'Mekong Foods'],
      ['Tran Van Minh', 'Mekong Foods'],
    ],
    links: [],
  },
  {
    id: 't854',
    genre: 'call log',
    text: `Call with Sven Larsson (Göta Energi). Sven knows the Vattenfall procurement process well from the supplier side and offered to walk Astrid Holm through it next week.`,
    people: ['Sven Larsson', 'Astrid Holm'],
    companies: ['Göta Energi', 'Vattenfall'],
    worksAt: [['Sven Larsson', 'Göta Energi']],
    links: [],
  },
  {
    id: 't855',
    genre: 'chat',
    text: `[16:03] Tevita Lolo: Mele Havili knows the board wants the API first, not the dashboard
[16:04] Ana Folau: good, then we lead with the API at Tonga Power`,
    people: ['Tevita Lolo', 'Mele Havili', 'Ana Folau'],
    companies: ['Tonga Power'],
    worksAt: [],
    links: [],
  },
  {
    id: 't856',
    genre: 'meeting notes',
    text: `Vendor day at Indus Textiles. Bilal Chaudhry (Indus Textiles, procurement) introduced the new supplier portal to Ayesha Malik's buyers; Ayesha asked for SSO before rollout.`,
    people: ['Bilal Chaudhry', 'Ayesha Malik'],
    companies: ['Indus Textiles'],
    worksAt: [['Bilal Chaudhry', 'Indus Textiles']],
    links: [],
  },
  {
    id: 't857',
    genre: 'call log',
    text: `Spoke with Hamza Qureshi, Sadia Baig's chief of staff at Lahore Looms. He'll get Sadia's sign-off on the pilot by the 20th.`,
    people: ['Hamza Qureshi', 'Sadia Baig'],
    companies: ['Lahore Looms'],
    worksAt: [
      ['Hamza Qureshi', 'Lahore Looms'],
      ['Sadia Baig', 'Lahore Looms'],
    ],
    links: [['reports_to', 'Hamza Qureshi', 'Sadia Baig']],
  },
  {
    id: 't858',
    genre: 'meeting notes',
    text: `Account plan — Loire Cosmetics. Chloé Bernard is their new buyer. Lucas Martin knows Chloé through his wife, so he'll ask for an informal coffee first.`,
    people: ['Chloé Bernard', 'Lucas Martin'],
    companies: ['Loire Cosmetics'],
    worksAt: [['Chloé Bernard', 'Loire Cosmetics']],
    links: [['knows', 'Lucas Martin', 'Chloé Bernard']],
  },
  {
    id: 't859',
    genre: 'e-mail',
    text: `Hi Mette,

(Jens Holm gave me your details — I hope that's OK.) I'm the founder of Vejle Robotics and we're looking for a pilot site among Danish dairies like Jutland Dairy.

Best,
Anders Kjær`,
    people: ['Mette', 'Jens Holm', 'Anders Kjær'],
    companies: ['Vejle Robotics', 'Jutland Dairy'],
    worksAt: [['Anders Kjær', 'Vejle Robotics']],
    links: [['introduced_by', 'Mette', 'Jens Holm']],
  },
  {
    id: 't860',
    genre: 'call log',
    text: `Fergus Byrne picked up on his new number — he's been at Liffey Analytics since leaving Shamrock Software in June — and wants a demo of the forecasting module.`,
    people: ['Fergus Byrne'],
    companies: ['Liffey Analytics', 'Shamrock Software'],
    worksAt: [['Fergus Byrne', 'Liffey Analytics']],
    links: [['left_for', 'Fergus Byrne', 'Liffey Analytics']],
  },
]
