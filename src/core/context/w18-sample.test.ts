import { describe, it } from 'vitest'
import { expectShape, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W18 pass (t1501-t1540, a ninth fresh writer's batch to the fourth held-out
// part's brief, leaning on works-at), each with every person, company and link the reader should find
// and nothing more: a person's unit or contact noun at a company, a company's team with its people in
// parentheses, a table row, a title's own "for" phrase before "at C", a move told by the new job, a
// legal form's stop inside a sentence, "C's new CFO", a notice's heading, ", formerly CFO of C,", the
// addressee's company ("your team at C"), a manager after a title with a department, and "appointed T".

const check = (c: Case) => expectShape(...c)

describe('where a person sits in a company', () => {
  it.each<Case>([
    // A unit of the company after "are from the ... team at".
    [
      'Tesfaye Alemu and Hiwot Girma are from the powerplant team at Blue Nile Airlines.',
      ['Hiwot Girma', 'Tesfaye Alemu'],
      ['Blue Nile Airlines'],
      ['works_at Hiwot Girma -> Blue Nile Airlines', 'works_at Tesfaye Alemu -> Blue Nile Airlines'],
    ],
    // A contact noun: our counterpart at C works there.
    [
      'Met Panos Georgiou today. Panos Georgiou is our counterpart at Hellas Aero Technics.',
      ['Panos Georgiou'],
      ['Hellas Aero Technics'],
      ['works_at Panos Georgiou -> Hellas Aero Technics'],
    ],
    // A company's team with its people in parentheses.
    [
      'Joined: the Rajshahi City Corporation health team (Dr. Mahmuda Sultana, Anisur Rahman).',
      ['Anisur Rahman', 'Mahmuda Sultana'],
      ['Rajshahi City Corporation'],
      ['works_at Anisur Rahman -> Rajshahi City Corporation', 'works_at Mahmuda Sultana -> Rajshahi City Corporation'],
    ],
    // "P from the C" in an attendee line.
    [
      'Attendees: Akosua Frimpong from the Ghana Civil Aviation Authority; Kojo Antwi from Volta Ground Handling.',
      ['Akosua Frimpong', 'Kojo Antwi'],
      ['Ghana Civil Aviation Authority', 'Volta Ground Handling'],
      ['works_at Akosua Frimpong -> Ghana Civil Aviation Authority', 'works_at Kojo Antwi -> Volta Ground Handling'],
    ],
    // Running a part of the company: "runs X for the Y hub of C".
    [
      'Uzma Chowdhury runs inbound for the Khulna hub of Bengal Bay Logistics.',
      ['Uzma Chowdhury'],
      ['Bengal Bay Logistics'],
      ['works_at Uzma Chowdhury -> Bengal Bay Logistics'],
    ],
    // A plain role noun before a company in a person's parentheses, as a title there.
    [
      'Attendees: Georgios Nikolaidis (auditor, Aegis Aviation Assurance); Ana Li.',
      ['Ana Li', 'Georgios Nikolaidis'],
      ['Aegis Aviation Assurance'],
      ['works_at Georgios Nikolaidis -> Aegis Aviation Assurance'],
    ],
    // A title's own "for" phrase before "at the C".
    [
      'Dilnoza Yusupova is the program officer for Central Asia at the Tashkent Public Health Foundation.',
      ['Dilnoza Yusupova'],
      ['Tashkent Public Health Foundation'],
      ['works_at Dilnoza Yusupova -> Tashkent Public Health Foundation'],
    ],
  ])('%s', (...c) => check(c))
})

describe('near misses: no unit, no contact at the company', () => {
  it.each<Case>([
    // A contact noun with no company after it places no one.
    ['Panos Georgiou is our counterpart on this deal.', ['Panos Georgiou'], [], []],
    // A unit with people in parentheses but no company before it.
    ['Joined: the health team (Dr. Mahmuda Sultana, Anisur Rahman).', ['Anisur Rahman', 'Mahmuda Sultana'], [], []],
    // "from the C" that goes on is not an attendee's company.
    [
      'Akosua Frimpong from the Ghana Civil Aviation Authority office visited.',
      ['Akosua Frimpong'],
      ['Ghana Civil Aviation Authority'],
      [],
    ],
  ])('%s', (...c) => check(c))
})

describe('tables, moves and titles', () => {
  it.each<Case>([
    // A table row: a person, a role, a company.
    [
      '| Name | Role | Organisation |\n|---|---|---|\n| Rodrigo Fuentes | Hydraulic engineer | Aguas del Pacífico S.A. |',
      ['Rodrigo Fuentes'],
      ['Aguas del Pacífico S.A.'],
      ['works_at Rodrigo Fuentes -> Aguas del Pacífico S.A.'],
    ],
    // An observer's row names no employer.
    [
      '| Name | Role | Organisation |\n|---|---|---|\n| Theo Angel | Former observer | Aguas del Pacífico S.A. |',
      ['Theo Angel'],
      ['Aguas del Pacífico S.A.'],
      [],
    ],
    // A move told by the new job, past a relative clause (and the legal form's stop does not end the sentence).
    [
      'Personnel note: Zsófia Kovács, who ran the dye house at Danube Loom Kft. for eleven years, has left to become plant manager at Pécs Textile Works.',
      ['Zsófia Kovács'],
      ['Danube Loom Kft', 'Pécs Textile Works'],
      ['left_for Zsófia Kovács -> Pécs Textile Works', 'works_at Zsófia Kovács -> Pécs Textile Works'],
    ],
    // A company's new CFO: the possessive before a word of time and a title names a company.
    [
      "Please welcome Farrukh Usmonov, Fergana Agro Holding's new CFO, to the call.",
      ['Farrukh Usmonov'],
      ['Fergana Agro Holding'],
      ['works_at Farrukh Usmonov -> Fergana Agro Holding'],
    ],
    // A notice's heading names its sender; a title given by "appointed" is at it.
    [
      'Announcement from the Accra Metropolitan Health Directorate\n\nAbena Mensah has been appointed Deputy Director, effective 1 February.',
      ['Abena Mensah'],
      ['Accra Metropolitan Health Directorate'],
      ['works_at Abena Mensah -> Accra Metropolitan Health Directorate'],
    ],
    // A former title's company is a former employer.
    [
      'Ruth Gebremedhin, formerly CFO of Addis Leather Works, has agreed to help us.',
      ['Ruth Gebremedhin'],
      ['Addis Leather Works'],
      [],
    ],
    // A manager after a title whose department is plain words (no company).
    [
      'Sione Faleafa joins Polynesian Airways this month. He will report to our Director of Flight Operations, Malia Toleafoa.',
      ['Malia Toleafoa', 'Sione Faleafa'],
      ['Polynesian Airways'],
      [
        'reports_to Sione Faleafa -> Malia Toleafoa',
        'works_at Malia Toleafoa -> Polynesian Airways',
        'works_at Sione Faleafa -> Polynesian Airways',
      ],
    ],
    // The addressee's company: the signer's title alone does not place them there.
    [
      'Hi Mariana,\n\nCan your team at Andes Fibras ship via Valparaíso this time?\n\nBest,\nTanvir Hossain\nSenior Buyer',
      ['Mariana', 'Tanvir Hossain'],
      ['Andes Fibras'],
      ['works_at Mariana -> Andes Fibras'],
    ],
  ])('%s', (...c) => check(c))
})

describe('given names, outside roles, owners, same team, handed-on names', () => {
  it.each<Case>([
    // Given names of the batch's regions: a pair of capitalised words with no other cue is a person.
    ['Spoke to Mihály Farkas again about the drip pilot.', ['Mihály Farkas'], [], []],
    // "visiting researcher": a title held from outside places no one at the company in play.
    [
      'From Sumatra Agri Bank: Hendra Gunawan (credit officer)\nAlso there: Mahlet Tadesse, visiting researcher',
      ['Hendra Gunawan', 'Mahlet Tadesse'],
      ['Sumatra Agri Bank'],
      ['works_at Hendra Gunawan -> Sumatra Agri Bank'],
    ],
    // A company's line names its owner.
    [
      'Shortlist:\n1. Kebede & Sons Catering, owner Alemayehu Kebede\n2. Lê Family Foods',
      ['Alemayehu Kebede'],
      ['Kebede & Sons Catering', 'Lê Family Foods'],
      ['works_at Alemayehu Kebede -> Kebede & Sons Catering'],
    ],
    // A colleague "from the same team" as the person named before.
    [
      'Morning at Padma Knitwear Ltd with their merchandising head, Nusrat Jahan, and Arnab Das from the same team.',
      ['Arnab Das', 'Nusrat Jahan'],
      ['Padma Knitwear Ltd'],
      ['works_at Arnab Das -> Padma Knitwear Ltd', 'works_at Nusrat Jahan -> Padma Knitwear Ltd'],
    ],
    // Contact details handed on: an introduction.
    [
      'Kidist Alemayehu, export manager at Sidama Coffee Farmers Union, called after Dang Minh Chau at Highland Bean Roasters passed her our name.',
      ['Dang Minh Chau', 'Kidist Alemayehu'],
      ['Highland Bean Roasters', 'Sidama Coffee Farmers Union'],
      [
        'introduced_by Kidist Alemayehu -> Dang Minh Chau',
        'works_at Dang Minh Chau -> Highland Bean Roasters',
        'works_at Kidist Alemayehu -> Sidama Coffee Farmers Union',
      ],
    ],
    // Near miss: details asked for, not handed on.
    [
      'Kidist Alemayehu called after Dang Minh Chau asked her for our name.',
      ['Dang Minh Chau', 'Kidist Alemayehu'],
      [],
      [],
    ],
  ])('%s', (...c) => check(c))
})

describe('places and plural weekdays are no companies', () => {
  it.each<Case>([
    // A city after a person's "from" is where they live, not their employer.
    [
      'Met Siti Rahayu from Surabaya, who buys batik cotton, and Ioannis Pappas from Thessaloniki.',
      ['Ioannis Pappas', 'Siti Rahayu'],
      [],
      [],
    ],
    // "at Navoi airport" places no one at a company named Navoi.
    ['Jasur Toshmatov manages our bonded warehouse at Navoi airport.', ['Jasur Toshmatov'], [], []],
    // A weekday in the plural is no company.
    ['Reminder: bulk waste pickup moves to Wednesdays from February.', [], [], []],
  ])('%s', (...c) => check(c))
})

describe('reporting lines a list or a second predicate shares', () => {
  it.each<Case>([
    // Everyone listed after "including" reports to the one after "to" ("her": whom the sentence before was about).
    [
      'Abena Mensah has been appointed Deputy Director.\nThe officers, including Kwabena Ofori and Esi Appiah, will report to her from that date.',
      ['Abena Mensah', 'Esi Appiah', 'Kwabena Ofori'],
      [],
      ['reports_to Esi Appiah -> Abena Mensah', 'reports_to Kwabena Ofori -> Abena Mensah'],
    ],
    // A second predicate after "and from now on": the one person before it reports to the one after the title.
    [
      'Bence Nagy takes over the dye house and from now on reports to the COO, Gábor Szabó.',
      ['Bence Nagy', 'Gábor Szabó'],
      [],
      ['reports_to Bence Nagy -> Gábor Szabó'],
    ],
    // Near miss: two people before "and" leave the subject open.
    [
      'Bence Nagy met Ilona Kiss and from now on reports to the COO, Gábor Szabó.',
      ['Bence Nagy', 'Gábor Szabó', 'Ilona Kiss'],
      [],
      ['knows Bence Nagy -> Ilona Kiss'],
    ],
  ])('%s', (...c) => check(c))
})
