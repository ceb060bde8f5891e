import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, P2: wrong works-at links of the tuning part's fresh batches, each narrowed by structure. A
// replier is not placed by a forwarded note's signature, a quote header in Spanish opens a quote as
// "wrote:" does, the "you" of "thank you" and "your account at C" place no addressee, and "their" does
// not point back at a company named only as a former employer. Each case fails without its rule (the
// wrong link it stands back from is named beside it).

const FORWARD =
  "Bashir, see below - Khadra's intro to the halal certifier. Can you take it?\n- Ilhan\n\n" +
  '---------- Forwarded message ----------\nFrom: Khadra Osman <khadra@juba-foods.co.uk>\n' +
  'Subject: Halal audit contact\n\nHi Ilhan,\n\nThe person to speak to at Majlis Halal Certification Sdn Bhd ' +
  'is Ahmad Zulkifli.\n\nKhadra Osman\nOperations Director, Juba Foods Ltd'

describe('wrong works-at links the P2 pass removes', () => {
  it('does not place a replier at the company of the forwarded sender\'s signature (was "Ilhan -> Juba Foods")', () => {
    expect(read(FORWARD).links).toEqual(['works_at Khadra Osman -> Juba Foods Ltd'])
  })

  it("still reads the forwarded sender's own signature when nobody signed above the forward", () => {
    const text = 'Forwarding for context.\n\n' + FORWARD.slice(FORWARD.indexOf('----------'))
    const x = read(text)
    expect(x.people).toEqual(['Ahmad Zulkifli', 'Ilhan', 'Khadra Osman'])
    expect(x.links).toEqual(['works_at Khadra Osman -> Juba Foods Ltd'])
  })

  it('reads "our" under a Spanish quote header as the quoted sender\'s (was "Lucía Gorostiaga -> Rastro")', () => {
    const text =
      'Hi Martina,\n\nWe can start on the 26th.\n\nSaludos,\nJoaquín Medina\nRastro Seguridad SRL\n\n' +
      '> El 13 ene, Martina Pereyra escribió:\n> Joaquín, can your team start? Our CISO, Lucía Gorostiaga, wants ' +
      'the report.\n> Martina Pereyra | Compras | Banco Pampeano'
    const x = read(text)
    expect(x.people).toEqual(['Joaquín Medina', 'Lucía Gorostiaga', 'Martina Pereyra'])
    expect(x.links).toEqual(['works_at Joaquín Medina -> Rastro Seguridad SRL'])
  })

  it('places no addressee by "your account at C" (was "Tomás -> Pampa Energía")', () => {
    const text =
      'Hi Tomás,\n\nI have moved to Patagonia Wind S.A., so Gustavo Ibarra now looks after your account at ' +
      'Pampa Energía.\n\nSaludos,\nValentina Cruz\nBusiness Development, Patagonia Wind S.A.'
    expect(read(text).links).toEqual([
      'left_for Valentina Cruz -> Patagonia Wind S.A.',
      'works_at Gustavo Ibarra -> Pampa Energía',
      'works_at Valentina Cruz -> Patagonia Wind S.A.',
    ])
  })

  it('places no addressee by the "you" of "thank you" (was "Eka Chanturia -> Fruit Logistica")', () => {
    const text =
      'Dear Eka Chanturia,\n\nThank you for the tasting at Fruit Logistica. We would like samples.\n\n' +
      'With best wishes,\nAmelia Hartley\nCategory Manager\nWattle & Vine Pty Ltd'
    expect(read(text).links).toEqual(['works_at Amelia Hartley -> Wattle & Vine Pty Ltd'])
  })

  it('still places the addressee by a "your" after "thank you"', () => {
    const text =
      'Dear Giulia,\n\nThank you for showing us round your kitchens at Hotel Castellani last week.\n\n' +
      'Best,\nAmelia Hartley\nCategory Manager\nWattle & Vine Pty Ltd'
    expect(read(text).links).toEqual([
      'works_at Amelia Hartley -> Wattle & Vine Pty Ltd',
      'works_at Giulia -> Hotel Castellani',
    ])
  })

  it('does not point "their" back at a company named only as a former employer (was "Krzysztof Duda -> Veolia")', () => {
    const text =
      'Internal prep — water meter framework bid\nAttendees: Ewa Kowalczyk, Bartosz Lis, Hanna Mazur\n' +
      'Guest: Dr. Aleksander Wróbel (independent bid consultant, formerly with Veolia Polska)\n\n' +
      'We still need a reference from the Gdańsk pilot — Ewa to ask their head of metering, Krzysztof Duda, by Friday.'
    expect(read(text).links).toEqual([])
  })

  it('still points "their" back at the one company the text met', () => {
    const text =
      'Kickoff notes\nGuest: Aleksander Wróbel (bid consultant)\n\n' +
      'We met Veolia Polska yesterday. Ewa to ask their head of metering, Krzysztof Duda, by Friday.'
    expect(read(text).links).toEqual(['works_at Krzysztof Duda -> Veolia Polska'])
  })
})
