import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W10 pass (t1061-t1100, a fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more:
// legal forms in lower case, before the name and Mexican; brand words and regions ending a company's
// name; names written surname first; a side's label under "Attendees"; a qualified attendee heading;
// several names before a dash and their company; a tenure; a pair sharing its predicate past an
// appositive; the addressee's own ties; greetings of other languages; a former employer that is not
// the company in play; "they" after a company; field and trade titles; owner lines under "Actions".

const NOW = Date.parse('2026-01-15T10:00:00Z')

describe('company names a fresh writer ends in a form, a brand word or a region', () => {
  it.each([
    // Lower-case legal forms end the name (it is no person's then).
    [
      'Contact: Tomáš Novák (Elektro Brno s.r.o., subcontractor)',
      ['Tomáš Novák'],
      ['Elektro Brno s.r.o.'],
      ['works_at Tomáš Novák -> Elektro Brno s.r.o.'],
    ],
    [
      'Ivana Kovačević, procurement manager at Dunav Gradnja d.o.o., called.',
      ['Ivana Kovačević'],
      ['Dunav Gradnja d.o.o.'],
      ['works_at Ivana Kovačević -> Dunav Gradnja d.o.o.'],
    ],
    // A form with no name before it joins nothing.
    ['Koval Transport s.r.o. called. We use s.r.o. forms.', [], ['Koval Transport s.r.o.'], []],
    // "S.A. de C.V." as one form, labelling a side under "Attendees".
    [
      'Attendees\nPacífico Distribuidora S.A. de C.V.: Rosa Méndez (key account director)',
      ['Rosa Méndez'],
      ['Pacífico Distribuidora S.A. de C.V.'],
      ['works_at Rosa Méndez -> Pacífico Distribuidora S.A. de C.V.'],
    ],
    // A brand word makes a company of the run; a name's inner capital ("MacKenzie") does not.
    [
      'Goh Mei Ling from RoboDispense Asia joined the survey.',
      ['Goh Mei Ling'],
      ['RoboDispense Asia'],
      ['works_at Goh Mei Ling -> RoboDispense Asia'],
    ],
    [
      'MacKenzie Ross joined Acme Labs last week.',
      ['MacKenzie Ross'],
      ['Acme Labs'],
      ['works_at MacKenzie Ross -> Acme Labs'],
    ],
    // An event's name with a brand word is no company.
    [
      'FinTech Week notes: Grace Okafor (CEO, Lagos Pay) spoke first.',
      ['Grace Okafor'],
      ['Lagos Pay'],
      ['works_at Grace Okafor -> Lagos Pay'],
    ],
    // A region ends a company's name; a team's region and a place do not.
    ['Sales Europe and Veolia Polska met.', [], ['Veolia Polska'], []],
    ['Our team in Sri Lanka grew. Ngozi Okafor runs Customer Success EMEA.', ['Ngozi Okafor'], [], []],
    // The first word of a company's name stays though the second is a given name.
    ['We met Saint Luke Diagnostics Ltd today.', [], ['Saint Luke Diagnostics Ltd'], []],
    // A Malaysian form, and a field title before it.
    [
      'Attendees: Nur Aisyah (Chief Pharmacist, Pantai Medik Sdn Bhd)',
      ['Nur Aisyah'],
      ['Pantai Medik Sdn Bhd'],
      ['works_at Nur Aisyah -> Pantai Medik Sdn Bhd'],
    ],
    // A Spanish title and a Peruvian form on a signature's line.
    [
      'Gabriel Torres\nGerente Comercial | LogiPerú S.A.C.',
      ['Gabriel Torres'],
      ['LogiPerú S.A.C.'],
      ['works_at Gabriel Torres -> LogiPerú S.A.C.'],
    ],
    // "Chain" after a trade's word ends a company's name; after a function's it stays a title.
    [
      'Discovery call — Mai Linh Pharmacy Chain\nContact: Phạm Quốc Huy, IT manager',
      ['Phạm Quốc Huy'],
      ['Mai Linh Pharmacy Chain'],
      ['works_at Phạm Quốc Huy -> Mai Linh Pharmacy Chain'],
    ],
    [
      'Call with Ana Lima, VP Supply Chain at Acme Foods.',
      ['Ana Lima'],
      ['Acme Foods'],
      ['works_at Ana Lima -> Acme Foods'],
    ],
    // A region after the title is no company.
    [
      'Regards,\nAndrés Felipe Gómez\nRegional Manager — Southwest\nAgroAndina Exportadora S.A.S.',
      ['Andrés Felipe Gómez'],
      ['AgroAndina Exportadora S.A.S.'],
      ['works_at Andrés Felipe Gómez -> AgroAndina Exportadora S.A.S.'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('names and lists a fresh writer writes by structure', () => {
  it.each([
    // Surname first, and "Thu" after a family name is no weekday.
    [
      'Attendees: Chen Jia Hui (Lion City Comms), Lim Wei Jie (Pantai Medik)',
      ['Chen Jia Hui', 'Lim Wei Jie'],
      ['Lion City Comms', 'Pantai Medik'],
      ['works_at Chen Jia Hui -> Lion City Comms', 'works_at Lim Wei Jie -> Pantai Medik'],
    ],
    ['Budget sits with the CFO, Đỗ Thu Hà, who was away.', ['Đỗ Thu Hà'], [], []],
    // A side's label under "Attendees"; a chat speaker's line is no label.
    [
      'Attendees\nMercado Sol: Valentina Ríos (category manager), Diego Fernández\nBanco Sur: Rosa Méndez',
      ['Diego Fernández', 'Rosa Méndez', 'Valentina Ríos'],
      ['Banco Sur', 'Mercado Sol'],
      [
        'works_at Diego Fernández -> Mercado Sol',
        'works_at Rosa Méndez -> Banco Sur',
        'works_at Valentina Ríos -> Mercado Sol',
      ],
    ],
    // (Maria, a listed given name alone after a chat speaker's colon, is a person: E3's lone-subjects.ts.)
    ['Jamal Reed: Maria said hi', ['Jamal Reed', 'Maria'], [], []],
    ['Attendees\nClient team: Valentina Ríos, Diego Fernández', ['Diego Fernández', 'Valentina Ríos'], [], []],
    // A qualified attendee heading opens the list.
    [
      'Confirmed attendees\n1. Kila Morea — Coral Sea Freight\n2. Nancy Kerenga — trainer, SafeLift Training',
      ['Kila Morea', 'Nancy Kerenga'],
      ['Coral Sea Freight', 'SafeLift Training'],
      ['works_at Kila Morea -> Coral Sea Freight', 'works_at Nancy Kerenga -> SafeLift Training'],
    ],
    // Several names before a dash and their company.
    [
      'Attendees:\n  Sione Latu — Moana Fleet Systems\n  Chen Jia Hui, Marcus Tan — Lion City Comms Pte Ltd',
      ['Chen Jia Hui', 'Marcus Tan', 'Sione Latu'],
      ['Lion City Comms Pte Ltd', 'Moana Fleet Systems'],
      [
        'works_at Chen Jia Hui -> Lion City Comms Pte Ltd',
        'works_at Marcus Tan -> Lion City Comms Pte Ltd',
        'works_at Sione Latu -> Moana Fleet Systems',
      ],
    ],
    // "on our side" says a person.
    ['Nurlan Abenov on our side reports any excursion to your team.', ['Nurlan Abenov'], [], []],
    // Greetings of other languages; a given name that is also one ("Ola") stays a name.
    ['Hola Javier,\n\nThe crates ship Monday.\n\nAndrés Gómez', ['Andrés Gómez', 'Javier'], [], []],
    [
      'Ola Nordmann joined Fjord Growth Fund.',
      ['Ola Nordmann'],
      ['Fjord Growth Fund'],
      ['works_at Ola Nordmann -> Fjord Growth Fund'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('links a fresh writer states by structure', () => {
  it.each([
    // A tenure, and a day with a company that is none.
    [
      'Suresh Pillai has been with Kaveri Logistics for six years.',
      ['Suresh Pillai'],
      ['Kaveri Logistics'],
      ['works_at Suresh Pillai -> Kaveri Logistics'],
    ],
    ['Suresh Pillai has been with Kaveri Logistics all day.', ['Suresh Pillai'], ['Kaveri Logistics'], []],
    [
      'Call with Thabo Nkosi, who has been with Karoo Solar since 2019.',
      ['Thabo Nkosi'],
      ['Karoo Solar'],
      ['works_at Thabo Nkosi -> Karoo Solar'],
    ],
    // A pair shares its predicate past an appositive.
    [
      'Divya Menon and Arjun Reddy, the two shift leads, will now report to Suresh Pillai.',
      ['Arjun Reddy', 'Divya Menon', 'Suresh Pillai'],
      [],
      ['reports_to Arjun Reddy -> Suresh Pillai', 'reports_to Divya Menon -> Suresh Pillai'],
    ],
    // The addressee's cousin, and someone the addressee worked with; an account manager is no tie.
    [
      'Hi Sunita,\n\nYou mentioned your cousin Vikram Joshi works at Himalaya Fresh Foods.\n\nNeha Agarwal',
      ['Neha Agarwal', 'Sunita', 'Vikram Joshi'],
      ['Himalaya Fresh Foods'],
      ['knows Sunita -> Vikram Joshi', 'works_at Vikram Joshi -> Himalaya Fresh Foods'],
    ],
    [
      'Hi Sunita,\n\nYour account manager Vikram Joshi works at Himalaya Fresh Foods.\n\nNeha Agarwal',
      ['Neha Agarwal', 'Sunita', 'Vikram Joshi'],
      ['Himalaya Fresh Foods'],
      ['works_at Vikram Joshi -> Himalaya Fresh Foods'],
    ],
    [
      'Hi Martín,\n\nYes, we can hold the space. By the way, Carmen Quispe at Andes Aduanas says you worked together at the port authority.\n\nGabriel Torres',
      ['Carmen Quispe', 'Gabriel Torres', 'Martín'],
      ['Andes Aduanas'],
      ['knows Carmen Quispe -> Martín', 'works_at Carmen Quispe -> Andes Aduanas'],
    ],
    // Working together on a task is no tie.
    [
      'Hi Martín,\n\nCarmen Quispe at Andes Aduanas says you worked together on the tender.\n\nGabriel Torres',
      ['Carmen Quispe', 'Gabriel Torres', 'Martín'],
      ['Andes Aduanas'],
      ['works_at Carmen Quispe -> Andes Aduanas'],
    ],
    // A CRM entry's "— logged by P" names its writer, the "I" of the entry.
    [
      'Call with Phạm Quốc Huy. Huy and I were at university together in Hanoi.\n\n— logged by Jasmine Tan',
      ['Jasmine Tan', 'Phạm Quốc Huy'],
      [],
      ['knows Jasmine Tan -> Phạm Quốc Huy'],
    ],
    // A builder's and a plant-hire firm's last words; a competitor is not the company in play.
    [
      'Lead: Ravindu Perera, site manager for Lanka Build Partners. He is comparing us with Colombo Scaff Hire. Decision sits with their contracts manager, Dilani Fernando.',
      ['Dilani Fernando', 'Ravindu Perera'],
      ['Colombo Scaff Hire', 'Lanka Build Partners'],
      ['works_at Dilani Fernando -> Lanka Build Partners', 'works_at Ravindu Perera -> Lanka Build Partners'],
    ],
    // A former employer is not the company in play: "their" after it places no one there.
    [
      'Guest: Aleksander Wróbel (bid consultant, formerly with Veolia Polska)\nHanna Mazur owns pricing; their head of sales is Ewa Lis.',
      ['Aleksander Wróbel', 'Ewa Lis', 'Hanna Mazur'],
      ['Veolia Polska'],
      [],
    ],
    // "they" after a company (called by its first own word after "PT") is the company.
    [
      'PT Nusantara Logistik: Dewi Lestari (sales director), Agus Prasetyo (solutions)\n- Nusantara can take over the DC from April; they already run a site for Sinar Mart next door.',
      ['Agus Prasetyo', 'Dewi Lestari'],
      ['PT Nusantara Logistik', 'Sinar Mart'],
      ['works_at Agus Prasetyo -> PT Nusantara Logistik', 'works_at Dewi Lestari -> PT Nusantara Logistik'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('owner lines under an actions heading', () => {
  const tasks = (text: string) =>
    extractContext(text, createNameDirectory([]), NOW).followUps.map((f) => [f.title, f.due, f.assignee])

  it('reads "Name: ..." and "Name — ..." under "Actions" as that person\'s follow-ups', () => {
    expect(
      tasks(
        'Notes\nPiotr Zieliński and Wanjiru Kamau met.\n\nActions\nPiotr: photometric check, Monday\nWanjiru — valuation 4 to the client by Friday',
      ),
    ).toEqual([
      ['Photometric check, Monday', '2026-01-19', 'Piotr Zieliński'],
      ['Valuation 4 to the client by Friday', '2026-01-16', 'Wanjiru Kamau'],
    ])
  })

  it('reads no follow-up from a "Name:" line without the heading', () => {
    expect(tasks('Notes\nPiotr Zieliński met us.\nPiotr: photometric check, Monday')).toEqual([])
  })

  it('ends the list at a blank line', () => {
    expect(tasks('Actions\nPiotr Zieliński: photometric check, Monday\n\nPiotr Zieliński: fine, thanks')).toEqual([
      ['Photometric check, Monday', '2026-01-19', 'Piotr Zieliński'],
    ])
  })

  it("reads a call's duration as no request", () => {
    expect(tasks('Contact: Efua Quaye\nCall 12 min.\nCall: 40 minutes\nCall Efua on Monday.')).toEqual([
      ['Call Efua on Monday', '2026-01-19', undefined],
    ])
  })

  it('reads a chat\'s "pls also" after a name as a request to that person', () => {
    expect(
      tasks('Jomar Dela Cruz: ok\nMaricel Santos: @Jomar Dela Cruz pls also send me the courier log by Friday'),
    ).toEqual([['Send me the courier log by Friday', '2026-01-16', 'Jomar Dela Cruz']])
  })

  it('takes "Actions:" as a label before a request', () => {
    expect(tasks('Actions: Jana Dvořáková to send the POD scans by Monday.')).toEqual([
      ['Send the POD scans by Monday', '2026-01-19', 'Jana Dvořáková'],
    ])
  })
})
