import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, E6: works-at links the tuning part missed because one end was not found, grouped by how the
// name is written and where it sits, fixed where a shape recurs across three writers' batches or more
// (decision 0014, "E6"). Each case lists every person, company and link the reader should find and
// nothing more; near misses beside them.

describe('a public body, school or forum a person works at (institution-ends.ts, body-articles.ts)', () => {
  it.each<Case>([
    [
      'Aibek was referred to us by Gulzat Osmonova of the Central Asia Grantmakers Forum.',
      ['Gulzat Osmonova'],
      ['Central Asia Grantmakers Forum'],
      ['works_at Gulzat Osmonova -> Central Asia Grantmakers Forum'],
    ],
    [
      'Your name came up with Mulugeta Bekele at the Ethiopian Pharmaceutical Supply Service.',
      ['Mulugeta Bekele'],
      ['Ethiopian Pharmaceutical Supply Service'],
      ['works_at Mulugeta Bekele -> Ethiopian Pharmaceutical Supply Service'],
    ],
    [
      'Bethlehem Assefa has left Habesha Air to join Emirates Aviation College as an instructor.',
      ['Bethlehem Assefa'],
      ['Emirates Aviation College', 'Habesha Air'],
      [
        'left_for Bethlehem Assefa -> Emirates Aviation College',
        'works_at Bethlehem Assefa -> Emirates Aviation College',
      ],
    ],
    [
      'Hye-jin Park is Director of International Admissions at Westbourne College.',
      ['Hye-jin Park'],
      ['Westbourne College'],
      ['works_at Hye-jin Park -> Westbourne College'],
    ],
    [
      'Nattapong Chaiyasit, digital lead at the Bangkok Metropolitan Administration, will join.',
      ['Nattapong Chaiyasit'],
      ['Bangkok Metropolitan Administration'],
      [],
    ],
    // Near misses: a forum where people meet, a school's open day, a school where someone studied, a
    // title's field after "of".
    ['I met Ana Silva at the Africa Energy Forum in Cape Town.', ['Ana Silva'], [], []],
    ['I met Ana Silva at the Westbourne College open day.', ['Ana Silva'], [], []],
    // (E7: a school where someone studied is a company of the text, still no employer: studied-schools.ts.)
    ['Ana Silva studied at Westbourne College.', ['Ana Silva'], ['Westbourne College'], []],
    ['See you at the Africa Fintech Forum next week, Tom Reyes.', ['Tom Reyes'], [], []],
    [
      'Tom Reyes is VP of Customer Service at Acme Corp.',
      ['Tom Reyes'],
      ['Acme Corp'],
      ['works_at Tom Reyes -> Acme Corp'],
    ],
  ])('%s', check)
})

describe('a known given name alone in more places (given-name-slots.ts)', () => {
  it.each<Case>([
    [
      "Zofia has never met Krzysztof from Smok Games' sales team.",
      ['Krzysztof', 'Zofia'],
      ['Smok Games'],
      ['works_at Krzysztof -> Smok Games'],
    ],
    [
      "Thanks Bikash, Thursday works. I'll bring Farhana, who manages our guard rosters.\n\nLim Swee Hoon\nRegional Manager, Harimau Security Services",
      ['Bikash', 'Farhana', 'Lim Swee Hoon'],
      ['Harimau Security Services'],
      ['works_at Farhana -> Harimau Security Services', 'works_at Lim Swee Hoon -> Harimau Security Services'],
    ],
    [
      "Sopho Meladze replaced Zviad in the autumn; he's gone to Caucasus Secure LLC.",
      ['Sopho Meladze', 'Zviad'],
      ['Caucasus Secure LLC'],
      ['left_for Zviad -> Caucasus Secure LLC', 'works_at Zviad -> Caucasus Secure LLC'],
    ],
    // Near misses: a place or a day after "from" is no company and makes no person.
    ["I'll call Daniel from Lisbon tomorrow.", [], [], []],
    ["I'll see Maria from Monday on.", [], [], []],
  ])('%s', check)
})

describe('a body named for a saint or a person, through "St." and a possessive (saint-names.ts)', () => {
  it.each<Case>([
    [
      "Meron Haile heads the pharmacy at St. Paul's Hospital.",
      ['Meron Haile'],
      ["St. Paul's Hospital"],
      ["works_at Meron Haile -> St. Paul's Hospital"],
    ],
    [
      "Meron Haile is a nurse at King's College Hospital.",
      ['Meron Haile'],
      ["King's College Hospital"],
      ["works_at Meron Haile -> King's College Hospital"],
    ],
    [
      'Meron Haile works at St. Louis Logistics.',
      ['Meron Haile'],
      ['St. Louis Logistics'],
      ['works_at Meron Haile -> St. Louis Logistics'],
    ],
    // Near miss: a school where someone studied stays no employer.
    ["Tom Reyes studied at King's College London.", ['Tom Reyes'], ["King's College London"], []],
  ])('%s', check)
})

describe('a person after a role label or "ROLE is" (role-labels.ts, role-is-names.ts)', () => {
  it.each<Case>([
    [
      'Host: Gulzhan Amanova (Eurasia Mining Forum)',
      ['Gulzhan Amanova'],
      ['Eurasia Mining Forum'],
      ['works_at Gulzhan Amanova -> Eurasia Mining Forum'],
    ],
    ['- Champion: Ratana Srisai, front office manager; reports to Apinya.', ['Apinya', 'Ratana Srisai'], [], []],
    [
      'The summit now has its speakers: Réka Horváth (Chief Sustainability Officer, Tisza Textiles).',
      ['Réka Horváth'],
      ['Tisza Textiles'],
      ['works_at Réka Horváth -> Tisza Textiles'],
    ],
    // (E7: "Tigist" is a listed given name and "she's with C now" names an employer.)
    ["Tigist: she's with Epiroc now. The new rep is Gábor Kiss.", ['Gábor Kiss', 'Tigist'], ['Epiroc'], []],
    // Near misses: a company after a label or after "is" stays a company.
    ['Host: Kazakh Copper Holdings', [], ['Kazakh Copper Holdings'], []],
    ['The winner is Acme Corp.', [], ['Acme Corp'], []],
  ])('%s', check)
})
