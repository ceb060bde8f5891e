import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's works-at margin pass, each with every works-at link the reader should
// find and nothing more: a working role toward a person at a company, an appositive after a
// person named as an object, and a team's members under a company in play.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const worksAt = (text: string) =>
  extractContext(text, createNameDirectory([]), NOW)
    .links.filter((l) => l.kind === 'works_at')
    .map((l) => `${l.from} -> ${l.to}`)
    .sort()

describe('works-at margin shapes', () => {
  it.each([
    // A working role toward a person at a company: both work there.
    [
      'Greta Lind is Oskar Berg’s deputy at Fjellstad Bank; she signs the contracts.',
      ['Greta Lind -> Fjellstad Bank', 'Oskar Berg -> Fjellstad Bank'],
    ],
    [
      'I spoke to Tomas Novak, who is Eva Horak’s assistant at Vltava Freight.',
      ['Eva Horak -> Vltava Freight', 'Tomas Novak -> Vltava Freight'],
    ],
    [
      'Ines Duarte, Rui Costa’s co-founder at Tejo Robotics, joins the call.',
      ['Ines Duarte -> Tejo Robotics', 'Rui Costa -> Tejo Robotics'],
    ],
    // The past is no employer now; a friend at a company says nothing of the friend's friend.
    ['Carla Vidal was Pau Serra’s manager at Ebro Logistics.', []],
    ['Marek Wolny, Anna Zielinska’s friend at Wisla Capital, called.', []],
    // An appositive after a person the sentence names as an object.
    ['Lunch with Kirsi Laine, the CFO of Saimaa Paper, on Friday.', ['Kirsi Laine -> Saimaa Paper']],
    ['Please copy Bruno Lima, her counterpart in procurement at Cerrado Foods.', ['Bruno Lima -> Cerrado Foods']],
    ['Dinner with Otto Rask, former CFO of Baltic Timber Group, next week.', []],
    // A relative clause after a person a verb read as its object.
    ['I met Farah Qureshi, who runs buying at Indus Retail.', ['Farah Qureshi -> Indus Retail']],
    // A business someone runs or founded, without a company word; a department is none.
    ['Lunch with Joana Reis, who runs Minho Vinhos.', ['Joana Reis -> Minho Vinhos']],
    ['Lunch with Joana Reis, who runs Customer Success.', []],
    // A role toward a person, then the name: where the person works.
    [
      'Call with Lina Haddad, product lead at Cedar Bank. Her boss is Ozan Kaya.',
      ['Lina Haddad -> Cedar Bank', 'Ozan Kaya -> Cedar Bank'],
    ],
    [
      'Lina Haddad works at Cedar Bank. Lina’s manager is Ozan Kaya.',
      ['Lina Haddad -> Cedar Bank', 'Ozan Kaya -> Cedar Bank'],
    ],
    // "now" before an appositive's title.
    ['Tove Aalto, now VP Sales at Saimaa Paper, called me.', ['Tove Aalto -> Saimaa Paper']],
    // A parenthesis between a name and the person joined to it.
    ['Kerem Yalin (Ankara Carpets) and Farid Noori are old colleagues.', ['Kerem Yalin -> Ankara Carpets']],
    // A manager once: no employer now.
    ['Ivo Marin used to report to Lea Kovac at Jadran Bank; he now runs his own firm.', []],
    // "I am the founder of C" under a signature.
    [
      'Dear Wang Fang, thanks for the call. I am the founder of Bamboo Ledger.\n\nKind regards,\nLi Wei',
      ['Li Wei -> Bamboo Ledger'],
    ],
    // A department and the company in a signature.
    ['Will do, see you Friday.\n\nGrace Liu\nFinance, Orchard Bank', ['Grace Liu -> Orchard Bank']],
    ['Sending it today.\n— Claire Dubois, Customer Success, Paperplane', ['Claire Dubois -> Paperplane']],
    ['Sending it today.\n— Claire Dubois, Customer Success, Marketing', []],
    // Taking over a team at a company; the one who now reports to him works there too.
    [
      'Since May Karim Saleh has taken over the sales team at Nile Telecom, so Maria Fawzi now reports to him.',
      ['Karim Saleh -> Nile Telecom', 'Maria Fawzi -> Nile Telecom'],
    ],
    ['Karim Saleh has taken over as COO of Nile Telecom.', ['Karim Saleh -> Nile Telecom']],
    // A chat question for someone at a company, and an answer that says more than the name.
    [
      '[11:02] Priya Raman: who is our contact at Kaveri Mills?\n[11:03] Arvind Iyer: Meena Pillai, she was my classmate',
      ['Meena Pillai -> Kaveri Mills'],
    ],
    [
      '[13:05] Olivia Bennett: do we have a way in at Severn Water?\n[13:06] Rahul Verma: Chloe Adams works there',
      ['Chloe Adams -> Severn Water'],
    ],
    ['[13:05] Olivia Bennett: are you at Severn Water today?\n[13:06] Rahul Verma: Chloe Adams works there', []],
    // A given name alone in a list of who was there.
    [
      'Call with Kestrel Media. Present: Paul Okafor (Head of Partnerships) and Clara.',
      ['Clara -> Kestrel Media', 'Paul Okafor -> Kestrel Media'],
    ],
    // After a person and "at", a company, even one opening with a given name.
    ['Called Diego Soto at Santiago Vinos today.', ['Diego Soto -> Santiago Vinos']],
    // Where someone joins a meeting from; not where a new hire joins us from.
    [
      'Lucas Martin presents. Sophie Bernard will join the call from Rhone Capital.',
      ['Sophie Bernard -> Rhone Capital'],
    ],
    ['Ken Sato is dialling in from Ridge Bank.', ['Ken Sato -> Ridge Bank']],
    ['Isabela Costa joins us from Itaú as Head of Risk.', []],
    // A team at a company places the subject there, and the one named right before "in".
    ['Priya Shah is in the data team at Acme Labs.', ['Priya Shah -> Acme Labs']],
    [
      'Tama Rewi is under Mere Parata in the finance team at Taupo Energy.',
      ['Mere Parata -> Taupo Energy', 'Tama Rewi -> Taupo Energy'],
    ],
    ['Priya Shah is great, we were on the same team at Acme Labs.', []],
    // A person's team, listed, under the company the text is about.
    [
      'Notes, Harbourside Logistics. Petra Vos’s team: Sem Bakker, Noor de Wit and Daan Smit.',
      [
        'Daan Smit -> Harbourside Logistics',
        'Noor de Wit -> Harbourside Logistics',
        'Petra Vos -> Harbourside Logistics',
        'Sem Bakker -> Harbourside Logistics',
      ],
    ],
    [
      'Org chart for Fenland Health: Ruth Ames leads a team of three, Tavi Oruro, Anna Kay and Liam Holt.',
      [
        'Anna Kay -> Fenland Health',
        'Liam Holt -> Fenland Health',
        'Ruth Ames -> Fenland Health',
        'Tavi Oruro -> Fenland Health',
      ],
    ],
    // No company in play: a team says nothing of where.
    ['Petra Vos’s team: Sem Bakker, Noor de Wit and Daan Smit.', []],
  ])('%s', (text, links) => {
    expect(worksAt(text)).toEqual(links)
  })
})

describe('a list of full names', () => {
  const people = (text: string) =>
    extractContext(text, createNameDirectory([]), NOW)
      .people.map((p) => p.name)
      .sort()
  it('reads its first name when a later one opens with a given name', () => {
    expect(people('The panel: Tavi Oruro, Mere Hohaia and Liam Holt.')).toEqual([
      'Liam Holt',
      'Mere Hohaia',
      'Tavi Oruro',
    ])
  })
  it('reads no places or products as people', () => {
    expect(people('Markets: Northern Europe, South Asia and Latin America.')).toEqual([])
    expect(people('Plans: Team Edition, Cloud Suite and Data Vault.')).toEqual([])
  })
})

describe('what a meeting was with', () => {
  const read = (text: string) => {
    const x = extractContext(text, createNameDirectory([]), NOW)
    return {
      people: x.people.map((p) => p.name).sort(),
      companies: x.companies.map((c) => c.name).sort(),
      worksAt: x.links
        .filter((l) => l.kind === 'works_at')
        .map((l) => `${l.from} -> ${l.to}`)
        .sort(),
    }
  }
  it('is a company when its people follow the colon with their parentheses', () => {
    expect(read('Sync with Kowhai Rail Tours: Anaru Whare (GM) and Pita Kereama (Ops).')).toEqual({
      people: ['Anaru Whare', 'Pita Kereama'],
      companies: ['Kowhai Rail Tours'],
      worksAt: ['Anaru Whare -> Kowhai Rail Tours', 'Pita Kereama -> Kowhai Rail Tours'],
    })
  })
  it('is a company when the next sentence lists who was there', () => {
    expect(read('Quarterly review with Waikato Mills. Present: Anaru Whare (CEO) and Pita Kereama (CFO).')).toEqual({
      people: ['Anaru Whare', 'Pita Kereama'],
      companies: ['Waikato Mills'],
      worksAt: ['Anaru Whare -> Waikato Mills', 'Pita Kereama -> Waikato Mills'],
    })
  })
  it('stays a person who opens with a given name, or when no list follows', () => {
    expect(read('Sync with Laura Whare. Present: Anaru Whare (CEO).').people).toContain('Laura Whare')
    expect(read('Quarterly review with Anaru Whare. He will send the numbers.').people).toEqual(['Anaru Whare'])
  })
  it('reads a name-shaped owner of a team someone joins or is part of as a person', () => {
    expect(read('Idriss Kone is part of Aminata Keita’s team.')).toMatchObject({
      people: ['Aminata Keita', 'Idriss Kone'],
      companies: [],
    })
    expect(read('Kaveh Rostami is joining Shirin Ahmadi’s team.').people).toEqual(['Kaveh Rostami', 'Shirin Ahmadi'])
    expect(read('We met the Kauri Health team.').companies).toEqual(['Kauri Health'])
  })
  it('reads where someone was hired away from as a company', () => {
    expect(read('Rift Coffee has hired Amani Mushi away from Usambara Brands.').companies).toContain('Usambara Brands')
  })
  it('reads "P of C, who ..." as a person at a company', () => {
    expect(read('Inbound from Hemi Parata of Rimu Joinery, who reached out last week.')).toEqual({
      people: ['Hemi Parata'],
      companies: ['Rimu Joinery'],
      worksAt: ['Hemi Parata -> Rimu Joinery'],
    })
  })
})
