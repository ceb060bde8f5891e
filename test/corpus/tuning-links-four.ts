import type { CorpusText } from './types.js'

/**
 * Tuning texts t301-t370, written for issue 27's fourth pass on the other links (numbered apart from
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
  // t347-t370: a second batch, written the same way, for shapes the first one left out: founders,
  // past managers, family, people met through someone, poaching and moves put after the fact.
  {
    id: 't347',
    genre: 'meeting notes',
    text: `Catch-up with Mariam Saleh of Nile Textiles. She co-founded the company with Karim Haddad in 2015; Karim is now their CTO.`,
    people: ['Mariam Saleh', 'Karim Haddad'],
    companies: ['Nile Textiles'],
    worksAt: [
      ['Mariam Saleh', 'Nile Textiles'],
      ['Karim Haddad', 'Nile Textiles'],
    ],
    links: [['knows', 'Mariam Saleh', 'Karim Haddad']],
  },
  {
    id: 't348',
    genre: 'call log',
    text: `Spoke with Joon-ho Choi (Seoul Robotics). He used to work for Min-ji Kang at Samsung and they are still in touch.`,
    people: ['Joon-ho Choi', 'Min-ji Kang'],
    companies: ['Seoul Robotics', 'Samsung'],
    worksAt: [['Joon-ho Choi', 'Seoul Robotics']],
    links: [['knows', 'Joon-ho Choi', 'Min-ji Kang']],
  },
  {
    id: 't349',
    genre: 'e-mail',
    text: `Hi all,

I met Adaora Nwachukwu through Emeka Obi last month. She is Head of Treasury at Enugu Bank and open to a pilot.

Thanks,
Grace Mwangi`,
    people: ['Adaora Nwachukwu', 'Emeka Obi', 'Grace Mwangi'],
    companies: ['Enugu Bank'],
    worksAt: [['Adaora Nwachukwu', 'Enugu Bank']],
    links: [
      ['introduced_by', 'Adaora Nwachukwu', 'Emeka Obi'],
      ['knows', 'Grace Mwangi', 'Adaora Nwachukwu'],
    ],
  },
  {
    id: 't350',
    genre: 'meeting notes',
    text: `Dinner with Isabel Duarte and her husband, Rui Pereira, who runs Douro Wines. Isabel still consults for Porto Capital.`,
    people: ['Isabel Duarte', 'Rui Pereira'],
    companies: ['Douro Wines', 'Porto Capital'],
    worksAt: [['Rui Pereira', 'Douro Wines']],
    links: [['knows', 'Isabel Duarte', 'Rui Pereira']],
  },
  {
    id: 't351',
    genre: 'call log',
    text: `Arash Kazemi at Alborz Energy has a good relationship with Parisa Javadi, the buyer at Zagros Chemicals.`,
    people: ['Arash Kazemi', 'Parisa Javadi'],
    companies: ['Alborz Energy', 'Zagros Chemicals'],
    worksAt: [
      ['Arash Kazemi', 'Alborz Energy'],
      ['Parisa Javadi', 'Zagros Chemicals'],
    ],
    links: [['knows', 'Arash Kazemi', 'Parisa Javadi']],
  },
  {
    id: 't352',
    genre: 'chat',
    text: `[13:05] Olivia Bennett: do we have a way in at Thames Water?
[13:06] Rahul Verma: Chloe Adams works there, we were on the same team at Deloitte`,
    people: ['Olivia Bennett', 'Rahul Verma', 'Chloe Adams'],
    companies: ['Thames Water', 'Deloitte'],
    worksAt: [['Chloe Adams', 'Thames Water']],
    links: [['knows', 'Rahul Verma', 'Chloe Adams']],
  },
  {
    id: 't353',
    genre: 'meeting notes',
    text: `Org chart for Kauri Health: Aroha Walker leads a team of three, Tane Rangi, Mere Hohaia and Liam Brown.`,
    people: ['Aroha Walker', 'Tane Rangi', 'Mere Hohaia', 'Liam Brown'],
    companies: ['Kauri Health'],
    worksAt: [
      ['Aroha Walker', 'Kauri Health'],
      ['Tane Rangi', 'Kauri Health'],
      ['Mere Hohaia', 'Kauri Health'],
      ['Liam Brown', 'Kauri Health'],
    ],
    links: [
      ['reports_to', 'Tane Rangi', 'Aroha Walker'],
      ['reports_to', 'Mere Hohaia', 'Aroha Walker'],
      ['reports_to', 'Liam Brown', 'Aroha Walker'],
    ],
  },
  {
    id: 't354',
    genre: 'e-mail',
    text: `Quick note: at Sahel Solar, Ibrahim Traoré is part of Aminata Keita's team, and Aminata answers to the CEO, Oumar Diallo.`,
    people: ['Ibrahim Traoré', 'Aminata Keita', 'Oumar Diallo'],
    companies: ['Sahel Solar'],
    worksAt: [
      ['Ibrahim Traoré', 'Sahel Solar'],
      ['Aminata Keita', 'Sahel Solar'],
      ['Oumar Diallo', 'Sahel Solar'],
    ],
    links: [
      ['reports_to', 'Ibrahim Traoré', 'Aminata Keita'],
      ['reports_to', 'Aminata Keita', 'Oumar Diallo'],
    ],
  },
  {
    id: 't355',
    genre: 'call log',
    text: `Call with Nadia Petrenko, product lead at Kyiv Soft. Her boss is Andriy Shevchenko, and he supervises Oksana Bondar too.`,
    people: ['Nadia Petrenko', 'Andriy Shevchenko', 'Oksana Bondar'],
    companies: ['Kyiv Soft'],
    worksAt: [
      ['Nadia Petrenko', 'Kyiv Soft'],
      ['Andriy Shevchenko', 'Kyiv Soft'],
      ['Oksana Bondar', 'Kyiv Soft'],
    ],
    links: [
      ['reports_to', 'Nadia Petrenko', 'Andriy Shevchenko'],
      ['reports_to', 'Oksana Bondar', 'Andriy Shevchenko'],
    ],
  },
  {
    id: 't356',
    genre: 'e-mail',
    text: `Team update: Sofía Castillo has hired Diego Morales into her analytics group at Andina Retail. He starts on Monday.`,
    people: ['Sofía Castillo', 'Diego Morales'],
    companies: ['Andina Retail'],
    worksAt: [
      ['Sofía Castillo', 'Andina Retail'],
      ['Diego Morales', 'Andina Retail'],
    ],
    links: [['reports_to', 'Diego Morales', 'Sofía Castillo']],
  },
  {
    id: 't357',
    genre: 'meeting notes',
    text: `Renewal call with Fjord Freight. Ingrid Berg is Lars Holm's boss; Lars and Sigrid Dahl both report in to her.`,
    people: ['Ingrid Berg', 'Lars Holm', 'Sigrid Dahl'],
    companies: ['Fjord Freight'],
    worksAt: [
      ['Ingrid Berg', 'Fjord Freight'],
      ['Lars Holm', 'Fjord Freight'],
      ['Sigrid Dahl', 'Fjord Freight'],
    ],
    links: [
      ['reports_to', 'Lars Holm', 'Ingrid Berg'],
      ['reports_to', 'Sigrid Dahl', 'Ingrid Berg'],
    ],
  },
  {
    id: 't358',
    genre: 'introduction',
    text: `Hi Daniel Cohen,

Noa Levi gave me your name and said you are looking at logistics software. I head sales at Galil Systems; would a call on Thursday work?

Best regards,
Yael Mizrahi`,
    people: ['Daniel Cohen', 'Noa Levi', 'Yael Mizrahi'],
    companies: ['Galil Systems'],
    worksAt: [['Yael Mizrahi', 'Galil Systems']],
    links: [['introduced_by', 'Daniel Cohen', 'Noa Levi']],
  },
  {
    id: 't359',
    genre: 'call log',
    text: `Inbound from Rangi Parata of Tasman Timber, who reached out on Hemi Walker's recommendation.`,
    people: ['Rangi Parata', 'Hemi Walker'],
    companies: ['Tasman Timber'],
    worksAt: [['Rangi Parata', 'Tasman Timber']],
    links: [['introduced_by', 'Rangi Parata', 'Hemi Walker']],
  },
  {
    id: 't360',
    genre: 'introduction',
    text: `Subject: Following up on Chen Jing's introduction

Dear Wang Fang, Chen Jing mentioned you might be interested in our procurement tool. I am the founder of Bamboo Ledger.

Kind regards,
Li Wei`,
    people: ['Chen Jing', 'Wang Fang', 'Li Wei'],
    companies: ['Bamboo Ledger'],
    worksAt: [['Li Wei', 'Bamboo Ledger']],
    links: [['introduced_by', 'Wang Fang', 'Chen Jing']],
  },
  {
    id: 't361',
    genre: 'chat',
    text: `[15:40] Ahmed Farouk: @Layla Nasser looping you in with Omar Shaikh from Gulf Analytics, he wants to talk pricing`,
    people: ['Ahmed Farouk', 'Layla Nasser', 'Omar Shaikh'],
    companies: ['Gulf Analytics'],
    worksAt: [['Omar Shaikh', 'Gulf Analytics']],
    links: [['introduced_by', 'Omar Shaikh', 'Ahmed Farouk']],
  },
  {
    id: 't362',
    genre: 'job change',
    text: `Helena Novak, who left Prague Motors last year, is now VP Operations at Vltava Logistics.`,
    people: ['Helena Novak'],
    companies: ['Prague Motors', 'Vltava Logistics'],
    worksAt: [['Helena Novak', 'Vltava Logistics']],
    links: [['left_for', 'Helena Novak', 'Vltava Logistics']],
  },
  {
    id: 't363',
    genre: 'job change',
    text: `Heard that Marek Kowal was poached by Wawel Software from Krakow Data in December.`,
    people: ['Marek Kowal'],
    companies: ['Wawel Software', 'Krakow Data'],
    worksAt: [['Marek Kowal', 'Wawel Software']],
    links: [['left_for', 'Marek Kowal', 'Wawel Software']],
  },
  {
    id: 't364',
    genre: 'call log',
    text: `Caught up with Thabo Molefe. He now works at Karoo Insurance, having left Highveld Bank in May.`,
    people: ['Thabo Molefe'],
    companies: ['Karoo Insurance', 'Highveld Bank'],
    worksAt: [['Thabo Molefe', 'Karoo Insurance']],
    links: [['left_for', 'Thabo Molefe', 'Karoo Insurance']],
  },
  {
    id: 't365',
    genre: 'job change',
    text: `Rosa Esposito is moving to Vesuvio Foods from Amalfi Bank at the end of the month.`,
    people: ['Rosa Esposito'],
    companies: ['Vesuvio Foods', 'Amalfi Bank'],
    worksAt: [['Rosa Esposito', 'Vesuvio Foods']],
    links: [['left_for', 'Rosa Esposito', 'Vesuvio Foods']],
  },
  {
    id: 't366',
    genre: 'job change',
    text: `After eight years at Nordic Paper, Emil Virtanen has taken a job as CFO of Saimaa Energy.`,
    people: ['Emil Virtanen'],
    companies: ['Nordic Paper', 'Saimaa Energy'],
    worksAt: [['Emil Virtanen', 'Saimaa Energy']],
    links: [['left_for', 'Emil Virtanen', 'Saimaa Energy']],
  },
  {
    id: 't367',
    genre: 'meeting notes',
    text: `Pipeline: Kofi Boateng (now at Volta Cloud, previously Accra Telecom) wants a demo; Kofi's manager there is Abena Owusu.`,
    people: ['Kofi Boateng', 'Abena Owusu'],
    companies: ['Volta Cloud', 'Accra Telecom'],
    worksAt: [
      ['Kofi Boateng', 'Volta Cloud'],
      ['Abena Owusu', 'Volta Cloud'],
    ],
    links: [
      ['left_for', 'Kofi Boateng', 'Volta Cloud'],
      ['reports_to', 'Kofi Boateng', 'Abena Owusu'],
    ],
  },
  {
    id: 't368',
    genre: 'meeting notes',
    text: `Panel recap: Julia Weber and Stefan Braun disagreed on pricing models. Julia runs finance at Rhein Logistik.`,
    people: ['Julia Weber', 'Stefan Braun'],
    companies: ['Rhein Logistik'],
    worksAt: [['Julia Weber', 'Rhein Logistik']],
    links: [],
  },
  {
    id: 't369',
    genre: 'e-mail',
    text: `Please send the contract to Elena Marino and copy Paolo Ricci, her counterpart in legal at Ligure Shipping.`,
    people: ['Elena Marino', 'Paolo Ricci'],
    companies: ['Ligure Shipping'],
    worksAt: [['Paolo Ricci', 'Ligure Shipping']],
    links: [],
  },
  {
    id: 't370',
    genre: 'call log',
    text: `Spoke with Ayşe Kaya, who was Mehmet Demir's manager at Turkcell before she joined Ege Robotics.`,
    people: ['Ayşe Kaya', 'Mehmet Demir'],
    companies: ['Turkcell', 'Ege Robotics'],
    worksAt: [['Ayşe Kaya', 'Ege Robotics']],
    links: [
      ['knows', 'Ayşe Kaya', 'Mehmet Demir'],
      ['left_for', 'Ayşe Kaya', 'Ege Robotics'],
    ],
  },
]
