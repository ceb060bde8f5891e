import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// Knowing as everyday text also puts it: an offer to put the writer in touch, family by marriage,
// an old contact, former business partners; and the same words where they name a role, not a tie.

describe('knowing, as everyday text puts it', () => {
  it.each([
    ['Tomas Lind can put us in touch with Anna Berg.', ['knows Anna Berg -> Tomas Lind']],
    // Done, not offered: an introduction (introductions.ts).
    ['Tomas Lind put me in touch with Anna Berg.', ['introduced_by Anna Berg -> Tomas Lind']],
    ["Tomas Lind is Anna Berg's brother-in-law.", ['knows Anna Berg -> Tomas Lind']],
    ['Tomas Lind is an old contact of Anna Berg.', ['knows Anna Berg -> Tomas Lind']],
    ['Anna Berg and Tomas Lind are former business partners.', ['knows Anna Berg -> Tomas Lind']],
    // A role, not a tie.
    // (Our contact at a company works there, whichever side of "is" names them: W18.)
    [
      'Our contact at Volvo is Anna Berg; Tomas Lind is our contact at Saab.',
      ['works_at Anna Berg -> Volvo', 'works_at Tomas Lind -> Saab'],
    ],
    ['Anna Berg, a partner at McKinsey, met our CFO.', ['works_at Anna Berg -> McKinsey']],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
