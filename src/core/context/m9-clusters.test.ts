import { describe, expect, it } from 'vitest'
import { shapeLinks as links, shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M9: the tuning part's leftover other links (reports_to, knows, introduced_by, left_for),
// grouped by shape across writers' batches (decision 0014, "M9"). Each case lists every link the reader
// should write and no other; the near misses stand beside the shapes.

describe('a handover is no acquaintance (left-behind-ties.ts)', () => {
  it.each([
    // The one who left and the deputy left behind: no knows link.
    [
      'CRM note — Tern Logistics\nOur champion Lena Vogt has moved to Kiel Freight as head of ops. New contact at Tern Logistics is Jonas Brandt, who was her deputy.',
      [
        'left_for Lena Vogt -> Kiel Freight',
        'works_at Jonas Brandt -> Tern Logistics',
        'works_at Lena Vogt -> Kiel Freight',
      ],
    ],
    [
      'Bad news: our sponsor Pedro Alves was poached by Lusa Bank last week. For now we deal with his former boss, Carla Nunes.',
      ['left_for Pedro Alves -> Lusa Bank', 'works_at Pedro Alves -> Lusa Bank'],
    ],
    // Near miss: no one moved; a past reporting line between two people is a tie.
    [
      'Hiring debrief: Ruth Cohen vouched for Avi Levi, who was her deputy at Negev Water for three years.',
      ['knows Avi Levi -> Ruth Cohen'],
    ],
    [
      'Diego Ramírez used to report to Lucía Fernández at Telefónica; he now runs his own firm.',
      ['knows Diego Ramírez -> Lucía Fernández'],
    ],
    // Near miss: a tie the text calls warm stays.
    [
      'Lena Vogt moved to Kiel Freight; Jonas Brandt, who was her deputy, still speaks to her every week.',
      ['knows Jonas Brandt -> Lena Vogt', 'left_for Lena Vogt -> Kiel Freight', 'works_at Lena Vogt -> Kiel Freight'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe("a chat's question about a manager no one names (boss-questions.ts)", () => {
  it.each([
    // "your boss": the one who answers reports to the name.
    [
      "[09:10] Kofi Mensah: can someone approve my leave? my boss is out\n[09:11] Ama Owusu: who's your boss again, Kofi?\n[09:12] Kofi Mensah: yes, Yaw Boateng",
      ['reports_to Kofi Mensah -> Yaw Boateng'],
    ],
    // A yes-no question about someone's reporting to a role, in a later sentence of the line.
    [
      'Ama Owusu: just heard from Kemi at Eko Pharma\nTunde Bello: nice. is Kemi still reporting to their COO?\nAma Owusu: yes, Babatunde Ogundipe',
      [
        'reports_to Kemi -> Babatunde Ogundipe',
        'works_at Babatunde Ogundipe -> Eko Pharma',
        'works_at Kemi -> Eko Pharma',
      ],
    ],
    // Near miss: an answer naming two people, or saying no.
    ["[09:11] Ama Owusu: who's your boss again?\n[09:12] Kofi Mensah: no idea, maybe Yaw Boateng or Efua Sarpong", []],
    ['[09:11] Ama Owusu: is Kemi Adeyemi still reporting to their COO?\n[09:12] Kofi Mensah: no, she left', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe('the reply-all greeting the one a thanked person introduced (met-greetings.ts, e-meet-intros.ts)', () => {
  it.each([
    [
      "Subject: Re: Karoo Wool intro\n\nThanks Nomvula, I'll take it from here!\n\nAmelia, lovely to e-meet you. Are you free for a call next week?\n\nVusi Mahlangu\nFounder, Springbok Trade",
      ['Amelia', 'Nomvula', 'Vusi Mahlangu'],
      ['introduced_by Amelia -> Nomvula', 'works_at Vusi Mahlangu -> Springbok Trade'],
    ],
    // The greeting's own thanks, to a name the greeting alone makes a person.
    [
      "Hi Ramón, thanks so much for pointing Ayşe in our direction!\n\nAyşe, lovely to e-meet you. I'm free Monday.\n\nYesenia Rosario",
      ['Ayşe', 'Ramón', 'Yesenia Rosario'],
      ['introduced_by Ayşe -> Ramón'],
    ],
    // Near miss: no one thanked; a person met, no introduction.
    [
      "Hi Jonas,\n\nGreat to see you at the fair.\n\nAmelia, lovely to meet you too. Let's talk next week.\n\nVusi Mahlangu",
      ['Amelia', 'Jonas', 'Vusi Mahlangu'],
      [],
    ],
  ])('%s', (text, people, expected) => {
    const got = read(text)
    expect(got.people).toEqual(people)
    expect(got.links).toEqual(expected)
  })
})

describe('a tie with the addressee a reply names in full only in its quote (later-addressees.ts, your-ties.ts)', () => {
  it.each([
    [
      'Martín,\n\nYes, we can hold 400 pallets from February. By the way, Carmen Quispe at Andes Aduanas says hello — she mentioned you worked together at the port authority years ago.\n\nGabriel Torres\n\n> On 14 Jan 2026, Martín Silva <msilva@pacificroutes.cl> wrote:\n> Gabriel, do you have space for 400 pallets?',
      ['knows Carmen Quispe -> Martín Silva', 'works_at Carmen Quispe -> Andes Aduanas'],
    ],
    // "had worked together on ..." is over, no task.
    [
      'Dear Farrukh,\n\nRosalinda Pangilinan put me in touch with you; she said you had worked together on the Mindanao rollout.\n\nShirin Nazarova\n\n> Farrukh Saidov, General Manager, Pamir Medical Logistics',
      [
        'introduced_by Farrukh Saidov -> Rosalinda Pangilinan',
        'knows Farrukh Saidov -> Rosalinda Pangilinan',
        'works_at Farrukh Saidov -> Pamir Medical Logistics',
      ],
    ],
    // Near miss: two people the greeting's word may name.
    [
      'Martín,\n\nCarmen Quispe says hello — she mentioned you worked together at the port authority.\n\nGabriel Torres\n\n> Martín Silva wrote: hi\n> Martín Ortega wrote: hello',
      [],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe('a move told in a clause after the first (employment.ts, links/index.ts)', () => {
  it.each([
    // "he's been at C since leaving D".
    [
      "Fergus Byrne picked up on his new number — he's been at Liffey Analytics since leaving Shamrock Software in June — and wants a demo.",
      ['left_for Fergus Byrne -> Liffey Analytics', 'works_at Fergus Byrne -> Liffey Analytics'],
    ],
    // ", he's now at C" after a short clause one person opened.
    [
      "[10:02] Joy Manalo: heads up, Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners",
      ['left_for Kittipong Chaisiri -> Luzon Risk Partners', 'works_at Kittipong Chaisiri -> Luzon Risk Partners'],
    ],
    // Near miss: "had been at" is over.
    ['Fergus Byrne had been at Liffey Analytics before he retired.', []],
    // Two people before the comma: this pass leaves "he" unread, and M8's job-verb-subjects.ts reads it as
    // the sentence's subject (as "Zainab ...; she now runs ..." there), so the subject is placed once.
    [
      "Kittipong Chaisiri met Anna Berg last week, he's now at Luzon Risk Partners.",
      ['knows Anna Berg -> Kittipong Chaisiri', 'works_at Kittipong Chaisiri -> Luzon Risk Partners'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe('introductions narrowed and read (introductions.ts, referrals.ts, intro-notes.ts, paren-intros.ts)', () => {
  it.each([
    // A passive: the one introduced to is no one introduced by the subject.
    [
      'Partnership meeting. Kamala Srisawat was introduced to Pauline Sutherland by Joseph Nanook.',
      ['introduced_by Kamala Srisawat -> Joseph Nanook'],
    ],
    // A possessive names whose team was shown a product.
    [
      "Demo at Wisła Insurance. Our engineer Piotr Zieliński introduced Marta Kowalczyk's claims team to the approval workflow.",
      [],
    ],
    // "told you about" something: no one introduced to the one greeted (as "told you we should talk" is).
    ['Hi Yaw Darko,\n\nKemi Bello told you about our pilot last week.\n\nChidi Obi', []],
    ['Hi Yaw Darko,\n\nKemi Bello told you we should talk.\n\nChidi Obi', ['introduced_by Yaw Darko -> Kemi Bello']],
    // "the person I told you about": the one told about was introduced by the one who wrote it.
    [
      'Malak Haddad at Cedar & Olive is the person I told you about. Mention my name.\n\nChidi',
      ['introduced_by Malak Haddad -> Chidi', 'works_at Malak Haddad -> Cedar & Olive'],
    ],
    // "made the intro over email last week": the note's one person met.
    [
      'Discovery call\nProspect: Kaveh Tehrani, Head of Supply Chain, Zagros Pharma Ltd\nHow we got here: Maryam Farahani (our advisor) made the intro over email last week; she worked with Kaveh at Zagros.',
      [
        'introduced_by Kaveh Tehrani -> Maryam Farahani',
        'knows Kaveh Tehrani -> Maryam Farahani',
        'works_at Kaveh Tehrani -> Zagros Pharma Ltd',
      ],
    ],
    // "P (Q's introduction, ...)".
    [
      "Pipeline notes. I met Tamar Friedman (Ilan Shapiro's introduction, at last year's fintech week) and she now runs payments at Negev Pay.",
      ['introduced_by Tamar Friedman -> Ilan Shapiro', 'works_at Tamar Friedman -> Negev Pay'],
    ],
    // Near miss: whose team, no introduction.
    ["Pipeline notes. I met Tamar Friedman (Ilan Shapiro's team, at last year's fintech week).", []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe("a chat speaker's own past ties (past-ties.ts, links/index.ts)", () => {
  it.each([
    [
      '[16:40] Sung-min Yoon: does anyone know Fatima Al-Sayed?\n[16:41] Oscar Nilsson: no, but Karim Mansour used to be my manager at Tessellate',
      ['knows Karim Mansour -> Oscar Nilsson'],
    ],
    // "we were at Keio together" in a later sentence of the line: its speaker and the person named before.
    [
      'Hiroshi Tanaka: who signs POs at Sakura Pharma?\nMina Kato: Yuki Yamamoto\nHiroshi Tanaka: congrats!! say hi to Kenji for me, we were at Keio together',
      ['knows Hiroshi Tanaka -> Kenji', 'works_at Yuki Yamamoto -> Sakura Pharma'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe('the person the writer promised, and reporting lines of the second round (mentioned-person.ts, pronouns.ts, teams.ts, unit-reports.ts)', () => {
  it.each([
    [
      'Forwarding the note below. Renata Condori at Inkarri Labs is the person I mentioned; feel free to mention my name.\n\nJorge Apaza',
      ['introduced_by Renata Condori -> Jorge Apaza', 'works_at Renata Condori -> Inkarri Labs'],
    ],
    // Near miss: a company is no person introduced.
    ['Hi Camila,\n\nInkarri Labs is the one I mentioned.\n\nBest,\nJorge Apaza', []],
    // "he" after a semicolon and a time phrase: the clause's subject before it.
    [
      'Leadership offsite — notes (Harbour & Vine Ltd)\n1. Structure. Tomás Silva no longer reports to Grace Mwangi; since the reorg he reports to Hine Walker, who took over Commercial.',
      [
        'reports_to Tomás Silva -> Hine Walker',
        'works_at Grace Mwangi -> Harbour & Vine Ltd',
        'works_at Hine Walker -> Harbour & Vine Ltd',
        'works_at Tomás Silva -> Harbour & Vine Ltd',
      ],
    ],
    // One plain word names the team; an old team is no reporting line.
    [
      "Przemek Nowicki moves from Data Platform to Alessandra Ferri's analytics group.",
      ['reports_to Przemek Nowicki -> Alessandra Ferri'],
    ],
    ["Przemek Nowicki was on Alessandra Ferri's old team.", []],
    // A unit for its lead: "(led by P)", or the one person whose title holds the team's word.
    [
      'Org update — Finance, Quetzal Foods\nEffective Monday, Accounts Payable (led by Xochitl Ramírez) rolls up to our new Controller, Diego Castañeda.',
      [
        'reports_to Xochitl Ramírez -> Diego Castañeda',
        'works_at Diego Castañeda -> Quetzal Foods',
        'works_at Xochitl Ramírez -> Quetzal Foods',
      ],
    ],
    [
      'Zeynep Çelik (Head of Sourcing, Anatolia Textiles) joined. The sourcing team reports to Selin Aksoy.',
      [
        'reports_to Zeynep Çelik -> Selin Aksoy',
        'works_at Selin Aksoy -> Anatolia Textiles',
        'works_at Zeynep Çelik -> Anatolia Textiles',
      ],
    ],
    // Near miss: no lead named for the team.
    ['The sourcing team reports to Selin Aksoy.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})

describe('hires and plans are no acquaintance yet (hires.ts, employment.ts)', () => {
  it.each([
    // A hire into the team now: "from C", "as <title>".
    ['QBR notes: Pinecrest Hotels. Sakura Endo hired Dmitri Volkov from Marriott last summer.', []],
    ['Q1 letter. We promoted Ngoc Anh Tran to CTO and hired Pablo Ruiz as controller.', []],
    // Near miss: a hire years ago at another company is a tie.
    ['Gabriela Rojas hired Matías Soto at Santiago Wines years ago.', ['knows Gabriela Rojas -> Matías Soto']],
    // "I will be working with P": not met yet.
    [
      'After six years at Orbital Freight, I have joined Nordkapp Shipping AS. I will be working with Håkon Lie on the new platform.\n\nKamal Haidari',
      ['left_for Kamal Haidari -> Nordkapp Shipping AS', 'works_at Kamal Haidari -> Nordkapp Shipping AS'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
