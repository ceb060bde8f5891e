import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of link-shapes-seven.test.ts, each repeated to the maximum input: two subjects
// who shared time (joined after an appositive too), managers once, a chat's "who knows P?" and
// its answers, terms someone is on with a titled person, leaving one company for another, names
// where only a person stands, team leads, introductions told without a subject, ties after the
// verb ("is married to", "rolls up to"), introductions told the other way round, and moves told as
// a jump, a notice handed in or a next role; and the third batch's favours, meals, bosses "of",
// recommendations, lures and chat lines whose later sentences are the speaker's; and the fourth
// batch's circles, seats, number twos, parentheses, calls set up, new posts and chat answers; and the
// fifth batch's contact cards, bullets with marks and quoted replies.

const ADVERSARIAL: Record<string, () => string> = {
  'two subjects who shared time, in one long sentence': () =>
    fill(
      'Ingrid Solberg, the new CTO at Fjell Energy, and I were flatmates, Kofi Boateng and Abena Asante shared an office, she and Pablo Herrera were at Deloitte together and Nuno Costa and Ana Duarte sit on the board of a charity together, ',
    ),
  'managers once, in one long sentence': () =>
    fill(
      'Siobhan Kelly worked under Declan Byrne for six years, Avi Levi, who was her deputy, and Anna Berg used to manage Tomas Lind at Volvo, ',
    ),
  'chat questions of who knows someone, and their answers': () =>
    fill(
      '[11:30] Hana Suzuki: who knows Takeshi Mori at Kobe Steelworks?\n[11:31] Ren Ito: me, we did our MBA together\n',
    ),
  'terms with titled people and companies left for others': () =>
    fill(
      'Martina Gómez is on first-name terms with their CEO, Federico Ruiz, and Reza Tehrani departed Caspian Energy for Zagros Power and quit Delta Biotech for ',
    ),
  'kin named after a comma, people spoken to at a company, team leads': () =>
    fill(
      'Her brother-in-law, Keanu Akana, spoke to Aroha Ngata at Kauri Timber and his team lead is Priscilla Ong, my old flatmate, Wiremu Parata, ',
    ),
  'notes of how someone came in, and mails pointing to the one they are to': () =>
    fill(
      'Hi Fatima,\nYoussef Amrani pointed us to you. Inbound from Bjørn Eriksen, Head of IT at Fjord Salmon. Came in through a warm intro from Astrid Lund.\n',
    ),
  'ties after the verb and reporting lines, in one long sentence': () =>
    fill(
      "Agnieszka Nowak is married to Tomasz Zieliński, got to know Karim Mansour at INSEAD, is well acquainted with Ricardo Souza, the COO of Paraná Grains, is on a first-name basis with the CEO of Mersey Logistics, Paul Walker, rolls up to Mette Larsen, is accountable to Juliana Costa and Kemal Aydın's reporting line is to Selin Çelik and Halima Bello and Musa Abubakar co-organise ",
    ),
  'introductions told the other way round, and moves told as jumps, notices and next roles': () =>
    fill(
      'We were put in touch with Stefan Ionescu by Mihai Popa, who sent Anjali Desai our way because Rahul Mehta told her about us; Moana Tuhiwai made the jump from Aotea Bank to Tamaki Ventures, handed in her notice at Tyne Energy and starts at Wear Power; her next role is COO at Rhône Dairy, ',
    ),
  'favours, first jobs, references, meals, history and sparring partners, in one long sentence': () =>
    fill(
      'Pilar Sánchez owes Alberto Gil a favour, gave him his first job, is a reference for Markus Steiner, had dinner with Vikram Nair, caught up with Aya Fujita and sends his regards to Sara Malik, and Hamish Ross and Ana Lima have history and are old sparring partners, ',
    ),
  'bosses of, direction taken, recommendations, calls arranged between, and lures': () =>
    fill(
      "Grace Liu is the boss of Henry Wong, who takes direction from Mariam Al Sayed and reports up through Megan Davies and joined as Rūta Kazlauskienė's deputy; she came highly recommended by Antoine Girard, found us thanks to Thandiwe Moyo, was sent to us by Zeynep Arslan, arranged a call between us and Anna Berg and has been lured to Sahara Solar from Atlas Telecom, ",
    ),
  'chat lines whose later sentences are the speaker': () =>
    fill('[10:04] Arjun Pillai: Suresh Iyer. I was best man at his wedding. He is my running buddy. '),
  'the fourth batch: circles, seats, number twos, parentheses, calls set up, settling and leaving': () =>
    fill(
      'Yuto Kobayashi and Anna Berg move in the same circles and sat next to each other, have stayed friends, and his number two, Aoife Kelly (reports to Rachel), took a first call with Bilal Ahmed, set up by Sana Javed; Isabela Rocha is no longer with Amazonas Bank, has taken up a post at Belém Capital, settled at Morava Steel and moved across to ',
    ),
  'chat answers of who someone works for, and friends without a name': () =>
    fill(
      "[10:05] Sophie Martin: who does Lucas Bernard work for?\n[10:06] Hugo Petit: for Claire Dubois, the export director\n[10:07] Diego Navarro: yes! she's a friend\n",
    ),
  'contact cards: fields a line, one after another': () =>
    fill(
      'Contact: Helga Brandt\nCompany: Weser Steel\nPrevious company: Lima Apparel\nReports to: Dieter Vogel\nManager: Shirin Tehrani\nReferred by: Abena Owusu\nSource: intro from Matteo Galli\nLead source: referral - Kamau Njoroge\nRelationship: knows Chioma Eze\nKnows: Anna Berg\nOwner: Lina Khoury\n',
    ),
  'bullets of people with marks, parentheses and fields, and quoted replies': () =>
    fill(
      '- Thabo Molefe (CFO), line manager: Naledi Sithole, knows Radu Stan\n- Maja Holm: reports to Erik\nKristjan Saar -> reports to the CEO, Mari Kask\n> He reports to Ewa Mazur.\n',
    ),
  'one long line of labels and colons': () => fill('Reports to: Line manager: Company: Contact: Dieter Vogel, boss: '),
}

describeIngestBounds('seventh-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
