import { describe, expect, it } from 'vitest'
import { shapeRead as read, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27's pass on the tuning part's own misses (after t691-t800 and w121-w180 landed): a reporting
// line set at one company, a list under a heading naming one company, an introduction mail whose
// writer introduces someone to the one addressed, a job taken or a company traded, a CRM record's
// owner (the writer's side), and "our Siemens days" (a company). Each case
// lists every person, company and link the reader should find and nothing more.

describe('a reporting line set at one company', () => {
  it.each<Case>([
    // "At C," opening the sentence: the manager and the report both work there.
    [
      'At Outback Rail, Mia Thompson now manages Jack Wilson directly.',
      ['Jack Wilson', 'Mia Thompson'],
      ['Outback Rail'],
      [
        'reports_to Jack Wilson -> Mia Thompson',
        'works_at Jack Wilson -> Outback Rail',
        'works_at Mia Thompson -> Outback Rail',
      ],
    ],
    // "... at C" closing it.
    [
      'Keiko Sato oversees Daichi Mori and the rest of the Osaka desk at Naniwa Trading.',
      ['Daichi Mori', 'Keiko Sato'],
      ['Naniwa Trading'],
      [
        'reports_to Daichi Mori -> Keiko Sato',
        'works_at Daichi Mori -> Naniwa Trading',
        'works_at Keiko Sato -> Naniwa Trading',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // Two companies: which one the pair is at is not told.
    [
      'At Outback Rail, Mia Thompson manages Jack Wilson, who came from Kite Labs.',
      ['Jack Wilson', 'Mia Thompson'],
      ['Kite Labs', 'Outback Rail'],
      ['reports_to Jack Wilson -> Mia Thompson'],
    ],
    // A company in the middle of the sentence is no place of it.
    [
      'Mia Thompson at Outback Rail said Jack Wilson reports to Ana Lima.',
      ['Ana Lima', 'Jack Wilson', 'Mia Thompson'],
      ['Outback Rail'],
      ['reports_to Jack Wilson -> Ana Lima', 'works_at Mia Thompson -> Outback Rail'],
    ],
  ])('no place for the pair: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a list under a heading naming one company', () => {
  it.each<Case>([
    // An item that says only a department, or how the writer knows them, is listed there too.
    [
      'Attendees from Pinecrest Bank:\n- Rachel Green, Head of Payments\n- Lena Fischer, Risk',
      ['Lena Fischer', 'Rachel Green'],
      ['Pinecrest Bank'],
      ['works_at Lena Fischer -> Pinecrest Bank', 'works_at Rachel Green -> Pinecrest Bank'],
    ],
    [
      'People at Nordic Timber:\n- Erik Lund: Head of Sales\n- Jonas Berg: knows our CEO from school',
      ['Erik Lund', 'Jonas Berg'],
      ['Nordic Timber'],
      ['works_at Erik Lund -> Nordic Timber', 'works_at Jonas Berg -> Nordic Timber'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // The writer's side, and a line naming a company of its own, keep their reading.
    [
      'Attendees from Pinecrest Bank:\n- Lena Fischer, Risk\n- Tom Reed (us)\n- Ana Lima (Kite Labs)',
      ['Ana Lima', 'Lena Fischer', 'Tom Reed'],
      ['Kite Labs', 'Pinecrest Bank'],
      ['works_at Ana Lima -> Kite Labs', 'works_at Lena Fischer -> Pinecrest Bank'],
    ],
    // A call with a company lists both sides: no list of its people.
    [
      'Call with Pinecrest Bank:\n- Lena Fischer, Risk\n- Tom Reed, notes',
      ['Lena Fischer', 'Tom Reed'],
      ['Pinecrest Bank'],
      [],
    ],
    // A line that names no one ends the list.
    ['Team map for Baltic Data:\nNext steps are below.\n- Liis Tamm, notes', ['Liis Tamm'], ['Baltic Data'], []],
  ])('not all listed there: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('an introduction mail that addresses the other one', () => {
  it.each<Case>([
    // The writer introduces Adwoa; the one greeted is introduced to her, by the writer too.
    [
      'Hi Patrick,\n\nI’d like you to meet Adwoa Mensah, who heads people operations at Greenhouse Foods.\n\nWarmly,\nSun-mi Lee',
      ['Adwoa Mensah', 'Patrick', 'Sun-mi Lee'],
      ['Greenhouse Foods'],
      [
        'introduced_by Adwoa Mensah -> Sun-mi Lee',
        'introduced_by Patrick -> Sun-mi Lee',
        'works_at Adwoa Mensah -> Greenhouse Foods',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // "I'd like to introduce you to P", "meet my colleague P": the writer introduces P, and the one greeted.
    [
      'Hi Meera,\n\nI’d like to introduce you to Jakob Lindholm. He advises hardware startups.\n\nBest,\nCarla Mendes',
      ['Carla Mendes', 'Jakob Lindholm', 'Meera'],
      [],
      ['introduced_by Jakob Lindholm -> Carla Mendes', 'introduced_by Meera -> Carla Mendes'],
    ],
    [
      'Hi Gabriela,\n\nAs promised, meet my colleague Haruto Suzuki.\n\nBest,\nInes Brandão',
      ['Gabriela', 'Haruto Suzuki', 'Ines Brandão'],
      [],
      ['introduced_by Gabriela -> Ines Brandão', 'introduced_by Haruto Suzuki -> Ines Brandão'],
    ],
  ])('introduced by the writer: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // A promise or an offer introduces no one yet.
    [
      'Hi Meera,\n\nI will introduce you to Jakob Lindholm next week.\n\nBest,\nCarla Mendes',
      ['Carla Mendes', 'Jakob Lindholm', 'Meera'],
      [],
      [],
    ],
    [
      'Hi Meera,\n\nI’d be happy to introduce you to Jakob Lindholm.\n\nBest,\nCarla Mendes',
      ['Carla Mendes', 'Jakob Lindholm', 'Meera'],
      [],
      [],
    ],
  ])('no introduction yet: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // A greeting alone, with no one introduced, is no introduction.
    [
      'Hi Patrick,\n\nAdwoa Mensah heads people operations at Greenhouse Foods.\n\nWarmly,\nSun-mi Lee',
      ['Adwoa Mensah', 'Patrick', 'Sun-mi Lee'],
      ['Greenhouse Foods'],
      ['works_at Adwoa Mensah -> Greenhouse Foods'],
    ],
  ])('no introduction of the one greeted: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a job taken or a company traded', () => {
  it.each<Case>([
    [
      'Account review: Aliyu Musa, our main contact at Kano Cement, has taken a job with Sahara Solar.',
      ['Aliyu Musa'],
      ['Kano Cement', 'Sahara Solar'],
      ['left_for Aliyu Musa -> Sahara Solar', 'works_at Aliyu Musa -> Sahara Solar'],
    ],
    [
      'Olu Bello traded Kite Labs for Naija Cloud in March.',
      ['Olu Bello'],
      ['Kite Labs', 'Naija Cloud'],
      ['left_for Olu Bello -> Naija Cloud', 'works_at Olu Bello -> Naija Cloud'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each<Case>([
    // Something taken that is no job is no move.
    ['Ana Lima has taken a look at Sahara Solar.', ['Ana Lima'], ['Sahara Solar'], []],
  ])('no move: %s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('given names from many cultures the lists lacked', () => {
  it.each<Case>([
    // A given name the lists know makes a person of two capitalised words without further cue.
    [
      'Adding two names to Thursday: Renata Vargas and Andrés Molina from Palisade Consulting.',
      ['Andrés Molina', 'Renata Vargas'],
      ['Palisade Consulting'],
      ['works_at Andrés Molina -> Palisade Consulting', 'works_at Renata Vargas -> Palisade Consulting'],
    ],
    // Read as people; the fallback's third pass reads the list after "taken over management of" (managed-lists.ts).
    [
      'Noura Al-Qahtani has taken over management of the engineers, Faisal Otaibi and Reem Harbi.',
      ['Faisal Otaibi', 'Noura Al-Qahtani', 'Reem Harbi'],
      [],
      ['reports_to Faisal Otaibi -> Noura Al-Qahtani', 'reports_to Reem Harbi -> Noura Al-Qahtani'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("a record's owner, and the company of someone's days", () => {
  it.each<Case>([
    // "Owner:" and "Account manager:" are the writer's side: placed at neither company of the card.
    [
      'Name: Lucía Paredes\nCompany: Cusco Textiles\nPrevious company: Lima Apparel\nOwner: Tom Becker',
      ['Lucía Paredes', 'Tom Becker'],
      ['Cusco Textiles', 'Lima Apparel'],
      ['left_for Lucía Paredes -> Cusco Textiles', 'works_at Lucía Paredes -> Cusco Textiles'],
    ],
    [
      'Contact: Samir Haddad\nCompany: Beirut Pay\nAccount manager: Lina Khoury',
      ['Lina Khoury', 'Samir Haddad'],
      ['Beirut Pay'],
      ['works_at Samir Haddad -> Beirut Pay'],
    ],
    // The name between "our"/"their" and "days" is a company; a city there stays a place.
    [
      'Oskar Lindqvist and Freya Nilsson know each other from their Spotify days.',
      ['Freya Nilsson', 'Oskar Lindqvist'],
      ['Spotify'],
      ['knows Freya Nilsson -> Oskar Lindqvist'],
    ],
    [
      'Sara Malik knows Imran Qureshi from their Karachi days.',
      ['Imran Qureshi', 'Sara Malik'],
      [],
      ['knows Imran Qureshi -> Sara Malik'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a company named after a heading label', () => {
  it.each<Case>([
    [
      'Org notes, Pacific Salmon:\n- CEO: Hemi Walker\n- COO: Aroha Smith (reports to Hemi)',
      ['Aroha Smith', 'Hemi Walker'],
      ['Pacific Salmon'],
      [
        'reports_to Aroha Smith -> Hemi Walker',
        'works_at Aroha Smith -> Pacific Salmon',
        'works_at Hemi Walker -> Pacific Salmon',
      ],
    ],
    [
      'Deal memo: Tashkent Cotton. Dilnoza Yusupova introduced us to their CEO, Rustam Karimov.',
      ['Dilnoza Yusupova', 'Rustam Karimov'],
      ['Tashkent Cotton'],
      // The introduction too, since the fallback for the other links (link-fallback.test.ts).
      ['introduced_by Rustam Karimov -> Dilnoza Yusupova', 'works_at Rustam Karimov -> Tashkent Cotton'],
    ],
    // A person after the label stays one.
    ['Meeting notes: Anna Berg.', ['Anna Berg'], [], []],
    // "Kitchen" and "Orchard" end company names; "Mills", a common surname, does not ("John Mills").
    [
      'Recap of the call with Saffron Kitchen. On their side: Deepa Pillai (operations).',
      ['Deepa Pillai'],
      ['Saffron Kitchen'],
      ['works_at Deepa Pillai -> Saffron Kitchen'],
    ],
    ['John Mills joined the call.', ['John Mills'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
