import type { CorpusText } from './types.js'

/**
 * Tuning texts t301-t346, written for issue 27's fourth pass on the other links (numbered apart from
 * other passes written at the same time): knowing someone put as everyday text puts it ("we worked
 * together at", "an old friend of mine", "X and I go back", "X knows Y well", "my classmate", "are
 * close", a chat's "you know X?"), reporting ("reports into", "Y's team now includes X", "X's new
 * manager is Y", "will be reporting to", "under Y", "Y manages X", "joining Y's team"),
 * introductions ("thanks to X for the intro", "X connected us", "via X", "cc'ing X, who introduced
 * us") and moves ("moved from A to B", "has left A; she starts at B", "formerly of A, now at B",
 * "jumped ship to B"), and a few texts that name people side by side with no link between them.
 * Each text's expectations were written and committed before the reader was run on it.
 */
export const TUNING_LINKS_FOUR: CorpusText[] = [
  {
    id: 't301',
    genre: 'e-mail',
    text: `Hi team,

Hiroshi Tanaka is the new COO at Saffron Foods. We worked together at Mitsui for years, so I can reach out.

Best,
Kenji Watanabe`,
    people: ['Hiroshi Tanaka', 'Kenji Watanabe'],
    companies: ['Saffron Foods', 'Mitsui'],
    worksAt: [['Hiroshi Tanaka', 'Saffron Foods']],
    links: [['knows', 'Kenji Watanabe', 'Hiroshi Tanaka']],
  },
  {
    id: 't302',
    genre: 'chat',
    text: `[09:14] Tomás Álvarez: Ngozi Eze just became Head of Partnerships at Lagos Freight
[09:15] Tomás Álvarez: she's an old friend of mine, I'll ping her`,
    people: ['Tomás Álvarez', 'Ngozi Eze'],
    companies: ['Lagos Freight'],
    worksAt: [['Ngozi Eze', 'Lagos Freight']],
    links: [['knows', 'Tomás Álvarez', 'Ngozi Eze']],
  },
  {
    id: 't303',
    genre: 'e-mail',
    text: `Team,

Dariusz Nowak runs procurement at Vistula Energy now. Dariusz and I go back to our Siemens days; I'll set up a call.

Cheers,
Magdalena Kowalska`,
    people: ['Dariusz Nowak', 'Magdalena Kowalska'],
    companies: ['Vistula Energy', 'Siemens'],
    worksAt: [['Dariusz Nowak', 'Vistula Energy']],
    links: [['knows', 'Magdalena Kowalska', 'Dariusz Nowak']],
  },
  {
    id: 't304',
    genre: 'meeting notes',
    text: `Pipeline review: Aisha Bello knows Chukwuma Obi well, and Chukwuma is the buyer at Niger Delta Power. Aisha will make the first call.`,
    people: ['Aisha Bello', 'Chukwuma Obi'],
    companies: ['Niger Delta Power'],
    worksAt: [['Chukwuma Obi', 'Niger Delta Power']],
    links: [['knows', 'Aisha Bello', 'Chukwuma Obi']],
  },
  {
    id: 't305',
    genre: 'chat',
    text: `[11:02] Priya Raman: who's our contact at Deccan Textiles?
[11:03] Arvind Iyer: Lakshmi Subramanian, she was my classmate in Chennai`,
    people: ['Priya Raman', 'Arvind Iyer', 'Lakshmi Subramanian'],
    companies: ['Deccan Textiles'],
    worksAt: [['Lakshmi Subramanian', 'Deccan Textiles']],
    links: [['knows', 'Arvind Iyer', 'Lakshmi Subramanian']],
  },
  {
    id: 't306',
    genre: 'meeting notes',
    text: `Account notes: Siobhan Byrne, the CFO of Fenwick Insurance, and Declan Murphy are close. Declan could open the door for us.`,
    people: ['Siobhan Byrne', 'Declan Murphy'],
    companies: ['Fenwick Insurance'],
    worksAt: [['Siobhan Byrne', 'Fenwick Insurance']],
    links: [['knows', 'Siobhan Byrne', 'Declan Murphy']],
  },
  {
    id: 't307',
    genre: 'chat',
    text: `[14:20] Ji-woo Park: you know Mateus Costa at Lisboa Fintech?
[14:21] Haruto Sato: yes, we met at Web Summit last year`,
    people: ['Ji-woo Park', 'Mateus Costa', 'Haruto Sato'],
    companies: ['Lisboa Fintech'],
    worksAt: [['Mateus Costa', 'Lisboa Fintech']],
    links: [['knows', 'Haruto Sato', 'Mateus Costa']],
  },
  {
    id: 't308',
    genre: 'e-mail',
    text: `Note for the account plan: Eleni Papadopoulos, now VP Sales at Aegean Shipping, and I were colleagues at Maersk.

Nikos Georgiou`,
    people: ['Eleni Papadopoulos', 'Nikos Georgiou'],
    companies: ['Aegean Shipping', 'Maersk'],
    worksAt: [['Eleni Papadopoulos', 'Aegean Shipping']],
    links: [['knows', 'Nikos Georgiou', 'Eleni Papadopoulos']],
  },
  {
    id: 't309',
    genre: 'meeting notes',
    text: `Ahmed Karimi and Reza Tehrani studied together in Tehran; Reza is now CTO of Caspian Cloud.`,
    people: ['Ahmed Karimi', 'Reza Tehrani'],
    companies: ['Caspian Cloud'],
    worksAt: [['Reza Tehrani', 'Caspian Cloud']],
    links: [['knows', 'Ahmed Karimi', 'Reza Tehrani']],
  },
  {
    id: 't310',
    genre: 'call log',
    text: `Spoke with Olga Ivanova (Baltic Timber), a longtime friend of Sergei Morozov. Olga wants pricing for 40 seats.`,
    people: ['Olga Ivanova', 'Sergei Morozov'],
    companies: ['Baltic Timber'],
    worksAt: [['Olga Ivanova', 'Baltic Timber']],
    links: [['knows', 'Olga Ivanova', 'Sergei Morozov']],
  },
  {
    id: 't311',
    genre: 'meeting notes',
    text: `Org note for Kestrel Aviation: Thandiwe Dlamini reports into Sibusiso Ndlovu, the VP of Engineering.`,
    people: ['Thandiwe Dlamini', 'Sibusiso Ndlovu'],
    companies: ['Kestrel Aviation'],
    worksAt: [
      ['Thandiwe Dlamini', 'Kestrel Aviation'],
      ['Sibusiso Ndlovu', 'Kestrel Aviation'],
    ],
    links: [['reports_to', 'Thandiwe Dlamini', 'Sibusiso Ndlovu']],
  },
  {
    id: 't312',
    genre: 'meeting notes',
    text: `Update from Jade River Media: Mei Chen's team now includes Wei Zhang, who moved over from marketing.`,
    people: ['Mei Chen', 'Wei Zhang'],
    companies: ['Jade River Media'],
    worksAt: [
      ['Mei Chen', 'Jade River Media'],
      ['Wei Zhang', 'Jade River Media'],
    ],
    links: [['reports_to', 'Wei Zhang', 'Mei Chen']],
  },
  {
    id: 't313',
    genre: 'e-mail',
    text: `Heads up: Camille Girard's new manager is Antoine Lefebvre, the COO of Lumière Retail.`,
    people: ['Camille Girard', 'Antoine Lefebvre'],
    companies: ['Lumière Retail'],
    worksAt: [
      ['Camille Girard', 'Lumière Retail'],
      ['Antoine Lefebvre', 'Lumière Retail'],
    ],
    links: [['reports_to', 'Camille Girard', 'Antoine Lefebvre']],
  },
  {
    id: 't314',
    genre: 'e-mail',
    text: `From next month Óscar Jiménez will be reporting to Valeria Ruiz, Head of Finance at Monterrey Steel.`,
    people: ['Óscar Jiménez', 'Valeria Ruiz'],
    companies: ['Monterrey Steel'],
    worksAt: [
      ['Óscar Jiménez', 'Monterrey Steel'],
      ['Valeria Ruiz', 'Monterrey Steel'],
    ],
    links: [['reports_to', 'Óscar Jiménez', 'Valeria Ruiz']],
  },
  {
    id: 't315',
    genre: 'call log',
    text: `Tevita Fifita joined Pacific Reef Resorts in March and sits under Sione Tupou, their revenue director.`,
    people: ['Tevita Fifita', 'Sione Tupou'],
    companies: ['Pacific Reef Resorts'],
    worksAt: [
      ['Tevita Fifita', 'Pacific Reef Resorts'],
      ['Sione Tupou', 'Pacific Reef Resorts'],
    ],
    links: [['reports_to', 'Tevita Fifita', 'Sione Tupou']],
  },
  {
    id: 't316',
    genre: 'call log',
    text: `Call with Bongani Zulu (Head of IT, Protea Mining). Bongani manages Lerato Mokoena and Pieter van Wyk; Lerato owns the rollout.`,
    people: ['Bongani Zulu', 'Lerato Mokoena', 'Pieter van Wyk'],
    companies: ['Protea Mining'],
    worksAt: [
      ['Bongani Zulu', 'Protea Mining'],
      ['Lerato Mokoena', 'Protea Mining'],
      ['Pieter van Wyk', 'Protea Mining'],
    ],
    links: [
      ['reports_to', 'Lerato Mokoena', 'Bongani Zulu'],
      ['reports_to', 'Pieter van Wyk', 'Bongani Zulu'],
    ],
  },
  {
    id: 't317',
    genre: 'e-mail',
    text: `Subject: org update

All, starting Monday Kaveh Rostami is joining Shirin Ahmadi's team as a data engineer. Please welcome him!

Laleh Moradi
Head of People, Zagros Systems`,
    people: ['Kaveh Rostami', 'Shirin Ahmadi', 'Laleh Moradi'],
    companies: ['Zagros Systems'],
    worksAt: [
      ['Kaveh Rostami', 'Zagros Systems'],
      ['Shirin Ahmadi', 'Zagros Systems'],
      ['Laleh Moradi', 'Zagros Systems'],
    ],
    links: [['reports_to', 'Kaveh Rostami', 'Shirin Ahmadi']],
  },
  {
    id: 't318',
    genre: 'e-mail',
    text: `Quick org change: Ana Lima moves to Bruno Carvalho's team on 1 March, and Bruno now reports to Rafaela Gomes.`,
    people: ['Ana Lima', 'Bruno Carvalho', 'Rafaela Gomes'],
    companies: [],
    worksAt: [],
    links: [
      ['reports_to', 'Ana Lima', 'Bruno Carvalho'],
      ['reports_to', 'Bruno Carvalho', 'Rafaela Gomes'],
    ],
  },
  {
    id: 't319',
    genre: 'chat',
    text: `[08:45] Hamza Qureshi: fyi Zainab Malik is now reporting to Imran Siddiqui at Indus Health
[08:46] Sana Javed: thanks, good to know`,
    people: ['Hamza Qureshi', 'Zainab Malik', 'Imran Siddiqui', 'Sana Javed'],
    companies: ['Indus Health'],
    worksAt: [
      ['Zainab Malik', 'Indus Health'],
      ['Imran Siddiqui', 'Indus Health'],
    ],
    links: [['reports_to', 'Zainab Malik', 'Imran Siddiqui']],
  },
  {
    id: 't320',
    genre: 'meeting notes',
    text: `Lunch with Astrid Johansson from Nordlys Energy. Her boss, Henrik Dahl, signs anything over 50k.`,
    people: ['Astrid Johansson', 'Henrik Dahl'],
    companies: ['Nordlys Energy'],
    worksAt: [
      ['Astrid Johansson', 'Nordlys Energy'],
      ['Henrik Dahl', 'Nordlys Energy'],
    ],
    links: [['reports_to', 'Astrid Johansson', 'Henrik Dahl']],
  },
  {
    id: 't321',
    genre: 'call log',
    text: `Kwame Mensah (Gold Coast Telecom) says his line manager Efua Boateng wants to see the roadmap first.`,
    people: ['Kwame Mensah', 'Efua Boateng'],
    companies: ['Gold Coast Telecom'],
    worksAt: [
      ['Kwame Mensah', 'Gold Coast Telecom'],
      ['Efua Boateng', 'Gold Coast Telecom'],
    ],
    links: [['reports_to', 'Kwame Mensah', 'Efua Boateng']],
  },
  {
    id: 't322',
    genre: 'meeting notes',
    text: `Anh Nguyen heads customer success at Mekong Pay, with Linh Tran and Duc Pham reporting to her.`,
    people: ['Anh Nguyen', 'Linh Tran', 'Duc Pham'],
    companies: ['Mekong Pay'],
    worksAt: [
      ['Anh Nguyen', 'Mekong Pay'],
      ['Linh Tran', 'Mekong Pay'],
      ['Duc Pham', 'Mekong Pay'],
    ],
    links: [
      ['reports_to', 'Linh Tran', 'Anh Nguyen'],
      ['reports_to', 'Duc Pham', 'Anh Nguyen'],
    ],
  },
  {
    id: 't323',
    genre: 'call log',
    text: `Spoke to Malia Fonoti, who reports to the CFO, Lani Kealoha, at Aloha Grid.`,
    people: ['Malia Fonoti', 'Lani Kealoha'],
    companies: ['Aloha Grid'],
    worksAt: [
      ['Malia Fonoti', 'Aloha Grid'],
      ['Lani Kealoha', 'Aloha Grid'],
    ],
    links: [['reports_to', 'Malia Fonoti', 'Lani Kealoha']],
  },
  {
    id: 't324',
    genre: 'introduction',
    text: `Subject: Divya Kapoor's intro

Rohan Mehta, thanks to Divya Kapoor for the intro! I run partnerships at Indigo Air and would love to compare notes next week.

Sameer Joshi`,
    people: ['Divya Kapoor', 'Rohan Mehta', 'Sameer Joshi'],
    companies: ['Indigo Air'],
    worksAt: [['Sameer Joshi', 'Indigo Air']],
    links: [['introduced_by', 'Rohan Mehta', 'Divya Kapoor']],
  },
  {
    id: 't325',
    genre: 'introduction',
    text: `Great to meet you today, Fatou Diop. Moussa Sow connected us after the Dakar fintech meetup. I'll send the deck tomorrow.

Amadou Ba, Teranga Capital`,
    people: ['Fatou Diop', 'Moussa Sow', 'Amadou Ba'],
    companies: ['Teranga Capital'],
    worksAt: [['Amadou Ba', 'Teranga Capital']],
    links: [['introduced_by', 'Fatou Diop', 'Moussa Sow']],
  },
  {
    id: 't326',
    genre: 'call log',
    text: `Intro call with Yerlan Abenov (Steppe Logistics), via Aigerim Nurlanovna. Yerlan needs cold-chain tracking.`,
    people: ['Yerlan Abenov', 'Aigerim Nurlanovna'],
    companies: ['Steppe Logistics'],
    worksAt: [['Yerlan Abenov', 'Steppe Logistics']],
    links: [['introduced_by', 'Yerlan Abenov', 'Aigerim Nurlanovna']],
  },
  {
    id: 't327',
    genre: 'introduction',
    text: `Hi Gabriel Santos,

Lovely to meet at the conference. Cc'ing Beatriz Rocha, who introduced us, so she knows we connected.

Best,
Marta Kowalczyk
Head of Sales, Amber Analytics`,
    people: ['Gabriel Santos', 'Beatriz Rocha', 'Marta Kowalczyk'],
    companies: ['Amber Analytics'],
    worksAt: [['Marta Kowalczyk', 'Amber Analytics']],
    links: [['introduced_by', 'Gabriel Santos', 'Beatriz Rocha']],
  },
  {
    id: 't328',
    genre: 'meeting notes',
    text: `Leilani Kahale put me in touch with Koa Makoa, who runs ops at Maui Harvest. Koa and I meet Thursday.`,
    people: ['Leilani Kahale', 'Koa Makoa'],
    companies: ['Maui Harvest'],
    worksAt: [['Koa Makoa', 'Maui Harvest']],
    links: [['introduced_by', 'Koa Makoa', 'Leilani Kahale']],
  },
  {
    id: 't329',
    genre: 'call log',
    text: `Adebayo Ogunleye from Eko Health was referred to us by Funmilayo Bankole. He wants a pilot for two clinics.`,
    people: ['Adebayo Ogunleye', 'Funmilayo Bankole'],
    companies: ['Eko Health'],
    worksAt: [['Adebayo Ogunleye', 'Eko Health']],
    links: [['introduced_by', 'Adebayo Ogunleye', 'Funmilayo Bankole']],
  },
  {
    id: 't330',
    genre: 'meeting notes',
    text: `First meeting with Ilse de Vries of Delta Water. Jeroen Bakker made the introduction.`,
    people: ['Ilse de Vries', 'Jeroen Bakker'],
    companies: ['Delta Water'],
    worksAt: [['Ilse de Vries', 'Delta Water']],
    links: [['introduced_by', 'Ilse de Vries', 'Jeroen Bakker']],
  },
  {
    id: 't331',
    genre: 'chat',
    text: `[10:30] Carmen Vidal: how do you know Jorge Navarro?
[10:31] Lucía Ortega: Pablo Serrano introduced us last spring`,
    people: ['Carmen Vidal', 'Jorge Navarro', 'Lucía Ortega', 'Pablo Serrano'],
    companies: [],
    worksAt: [],
    links: [
      ['introduced_by', 'Jorge Navarro', 'Pablo Serrano'],
      ['knows', 'Lucía Ortega', 'Jorge Navarro'],
    ],
  },
  {
    id: 't332',
    genre: 'introduction',
    text: `Subject: Intro via Olumide

Hello Zanele Mthembu, Olumide Adeyemi passed on your details and said you are looking at payroll tools. I lead sales at Payline Africa.

Kind regards,
Brian Otieno`,
    people: ['Zanele Mthembu', 'Olumide Adeyemi', 'Brian Otieno'],
    companies: ['Payline Africa'],
    worksAt: [['Brian Otieno', 'Payline Africa']],
    links: [['introduced_by', 'Zanele Mthembu', 'Olumide Adeyemi']],
  },
  {
    id: 't333',
    genre: 'job change',
    text: `FYI Sunita Reddy has moved over from Infosys to Hyderabad Robotics; she leads the data team there.`,
    people: ['Sunita Reddy'],
    companies: ['Infosys', 'Hyderabad Robotics'],
    worksAt: [['Sunita Reddy', 'Hyderabad Robotics']],
    links: [['left_for', 'Sunita Reddy', 'Hyderabad Robotics']],
  },
  {
    id: 't334',
    genre: 'job change',
    text: `Personnel: Yasmin Haddad has left Levant Bank; she starts at Cedar Payments on Monday as Head of Risk.`,
    people: ['Yasmin Haddad'],
    companies: ['Levant Bank', 'Cedar Payments'],
    worksAt: [['Yasmin Haddad', 'Cedar Payments']],
    links: [['left_for', 'Yasmin Haddad', 'Cedar Payments']],
  },
  {
    id: 't335',
    genre: 'call log',
    text: `Piotr Zieliński, formerly of Allegro, now at Baltic Commerce, asked for a trial licence.`,
    people: ['Piotr Zieliński'],
    companies: ['Allegro', 'Baltic Commerce'],
    worksAt: [['Piotr Zieliński', 'Baltic Commerce']],
    links: [['left_for', 'Piotr Zieliński', 'Baltic Commerce']],
  },
  {
    id: 't336',
    genre: 'job change',
    text: `Gossip from the conference: Keanu Akana jumped ship to Surfline Analytics after four years at Kona Data.`,
    people: ['Keanu Akana'],
    companies: ['Surfline Analytics', 'Kona Data'],
    worksAt: [['Keanu Akana', 'Surfline Analytics']],
    links: [['left_for', 'Keanu Akana', 'Surfline Analytics']],
  },
  {
    id: 't337',
    genre: 'job change',
    text: `Farewell lunch for Gülşen Aydın on Friday: she is leaving Bosphorus Bank and heading to Anatolia Pay as CFO.`,
    people: ['Gülşen Aydın'],
    companies: ['Bosphorus Bank', 'Anatolia Pay'],
    worksAt: [['Gülşen Aydın', 'Anatolia Pay']],
    links: [['left_for', 'Gülşen Aydın', 'Anatolia Pay']],
  },
  {
    id: 't338',
    genre: 'job change',
    text: `Rustam Aliyev quit Caspian Oil to join Baku Ventures as a partner.`,
    people: ['Rustam Aliyev'],
    companies: ['Caspian Oil', 'Baku Ventures'],
    worksAt: [['Rustam Aliyev', 'Baku Ventures']],
    links: [['left_for', 'Rustam Aliyev', 'Baku Ventures']],
  },
  {
    id: 't339',
    genre: 'job change',
    text: `Welcome Nomvula Khumalo to Ubuntu Health! Nomvula was previously at Discovery, where she ran claims.`,
    people: ['Nomvula Khumalo'],
    companies: ['Ubuntu Health', 'Discovery'],
    worksAt: [['Nomvula Khumalo', 'Ubuntu Health']],
    links: [['left_for', 'Nomvula Khumalo', 'Ubuntu Health']],
  },
  {
    id: 't340',
    genre: 'job change',
    text: `Big news: Mateo Fernández is off to Patagonia Data after six years with Andes Telecom.`,
    people: ['Mateo Fernández'],
    companies: ['Patagonia Data', 'Andes Telecom'],
    worksAt: [['Mateo Fernández', 'Patagonia Data']],
    links: [['left_for', 'Mateo Fernández', 'Patagonia Data']],
  },
  {
    id: 't341',
    genre: 'job change',
    text: `Kilimanjaro Coffee has hired Neema Mushi away from Serengeti Brands to run exports.`,
    people: ['Neema Mushi'],
    companies: ['Kilimanjaro Coffee', 'Serengeti Brands'],
    worksAt: [['Neema Mushi', 'Kilimanjaro Coffee']],
    links: [['left_for', 'Neema Mushi', 'Kilimanjaro Coffee']],
  },
  {
    id: 't342',
    genre: 'meeting notes',
    text: `Sofia Rossi and Marco Bruno both spoke at the Milan retail panel. Neither has replied to our follow-up yet.`,
    people: ['Sofia Rossi', 'Marco Bruno'],
    companies: [],
    worksAt: [],
    links: [],
  },
  {
    id: 't343',
    genre: 'meeting notes',
    text: `Ryo Kimura used to report to Aiko Mori at Sakura Bank, but both have since left the bank.`,
    people: ['Ryo Kimura', 'Aiko Mori'],
    companies: ['Sakura Bank'],
    worksAt: [],
    links: [],
  },
  {
    id: 't344',
    genre: 'attendee list',
    text: `Quarterly review with Taranaki Dairy. Present: Aroha Ngata (CEO), Wiremu Tane (Head of Supply) and Hana Parata. Hana reports into Wiremu and joined from Fonterra in June.`,
    people: ['Aroha Ngata', 'Wiremu Tane', 'Hana Parata'],
    companies: ['Taranaki Dairy', 'Fonterra'],
    worksAt: [
      ['Aroha Ngata', 'Taranaki Dairy'],
      ['Wiremu Tane', 'Taranaki Dairy'],
      ['Hana Parata', 'Taranaki Dairy'],
    ],
    links: [
      ['reports_to', 'Hana Parata', 'Wiremu Tane'],
      ['left_for', 'Hana Parata', 'Taranaki Dairy'],
    ],
  },
  {
    id: 't345',
    genre: 'e-mail',
    text: `Background: I've known Dilnoza Karimova since our time at Tashkent Telecom; she is now CFO of Silk Road Foods.

— Timur Usmanov`,
    people: ['Dilnoza Karimova', 'Timur Usmanov'],
    companies: ['Tashkent Telecom', 'Silk Road Foods'],
    worksAt: [['Dilnoza Karimova', 'Silk Road Foods']],
    links: [['knows', 'Timur Usmanov', 'Dilnoza Karimova']],
  },
  {
    id: 't346',
    genre: 'attendee list',
    text: `Attendees: Hyun-woo Kim (Director, Han River Bank), Seo-yeon Lee (his deputy). Since January Giorgos Andreou has taken over the sales team at Olive Tree Telecom, so Maria Konstantinou now reports to him.`,
    people: ['Hyun-woo Kim', 'Seo-yeon Lee', 'Giorgos Andreou', 'Maria Konstantinou'],
    companies: ['Han River Bank', 'Olive Tree Telecom'],
    worksAt: [
      ['Hyun-woo Kim', 'Han River Bank'],
      ['Seo-yeon Lee', 'Han River Bank'],
      ['Giorgos Andreou', 'Olive Tree Telecom'],
      ['Maria Konstantinou', 'Olive Tree Telecom'],
    ],
    links: [
      ['reports_to', 'Seo-yeon Lee', 'Hyun-woo Kim'],
      ['reports_to', 'Maria Konstantinou', 'Giorgos Andreou'],
    ],
  },
]
