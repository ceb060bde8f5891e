import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M12: a board office in lower case, in brackets after a name on an attendance line, under a
// first line that names one company ("In attendance: P (company secretary)"): P works at that company.
// And a move between teams inside the writer's company ("P moves from QC to the regulatory team"): P
// works at "our" company, the signature's.

describe('board offices on an attendance line, under a heading that names the company', () => {
  it('reads "(company secretary)", "(chair)" and "(president)" as titles at the heading company', () => {
    const got = read(
      'Board meeting - Karanga Textiles Ltd, 9 Jan\nPresent: Wiremu Tane (chair), Sofia Brandt (CFO)\nIn attendance: Ruth Okafor (company secretary)\n1. Accounts approved.',
    )
    expect(got.links).toEqual([
      'works_at Ruth Okafor -> Karanga Textiles Ltd',
      'works_at Sofia Brandt -> Karanga Textiles Ltd',
      'works_at Wiremu Tane -> Karanga Textiles Ltd',
    ])
  })

  it('leaves brackets that name another company or say more, and a person a company of their own', () => {
    const got = read(
      'Board meeting - Karanga Textiles Ltd, 9 Jan\nPresent: Wiremu Tane (chair)\nIn attendance: Paul Ferris of Ferris Legal (outside counsel), Ines Moll (Birch Capital, observer), Dana Hollis (independent)\nPaul explained the lease.',
    )
    expect(got.links).toEqual([
      'works_at Ines Moll -> Birch Capital',
      'works_at Paul Ferris -> Ferris Legal',
      'works_at Wiremu Tane -> Karanga Textiles Ltd',
    ])
  })

  it('needs the heading: a first line naming a person, or no company, places no one', () => {
    expect(
      read('Notes from Wiremu Tane\nPresent: Ruth Okafor (secretary)\nWe met at Karanga Textiles Ltd.').links,
    ).toEqual([])
    expect(read('Board meeting, 9 Jan\nPresent: Ruth Okafor (president)\nThanks all.').links).toEqual([])
  })

  it('reads the office only on an attendance line, not in a sentence', () => {
    const got = read('Board meeting - Karanga Textiles Ltd, 9 Jan\nWe thanked Ruth Okafor (president) for the dinner.')
    expect(got.links).toEqual([])
  })
})

const SIGNED = '\n\nThanks,\nNadia Ferraz\nHR, Tamboril Genomics S.A.'
/** The three people moved or staying, and the writer, all at the company the writer signs for. */
const ALL_PLACED = [
  'works_at Bruno Salas -> Tamboril Genomics S.A.',
  'works_at Lucía Vera -> Tamboril Genomics S.A.',
  'works_at Nadia Ferraz -> Tamboril Genomics S.A.',
  'works_at Tomás Ibarra -> Tamboril Genomics S.A.',
]

describe('a move between teams, inside the company the writer signs for', () => {
  it('reads "moves from <team> to <team>", "move to her group" and "move over from <team>"', () => {
    const got = read(
      'A few updates:\n- Bruno Salas moves from QC to the regulatory team.\n- Lucía Vera and Tomás Ibarra move over from Infrastructure to the platform group.' +
        SIGNED,
    )
    expect(got.links).toEqual(ALL_PLACED)
  })

  it('stands back from moves to a company, to their side, and denied moves', () => {
    const got = read(
      'A few updates:\n- Bruno Salas moved to Quillon Labs last week.\n- Lucía Vera moved to their data team at Quillon Labs.\n- Tomás Ibarra is not moving to the platform group.' +
        SIGNED,
    )
    expect(got.links).not.toContain('works_at Lucía Vera -> Tamboril Genomics S.A.')
    expect(got.links).not.toContain('works_at Tomás Ibarra -> Tamboril Genomics S.A.')
    expect(got.links).not.toContain('works_at Bruno Salas -> Tamboril Genomics S.A.')
    expect(got.links).toContain('works_at Nadia Ferraz -> Tamboril Genomics S.A.')
  })

  it('places no one when the text never says whose company it is', () => {
    expect(read('Bruno Salas moves from QC to the regulatory team.\n\nThanks,\nNadia').links).toEqual([])
  })
})

describe('staying inside the company the writer signs for', () => {
  it('reads "stays on the <team>", "decided to stay with us" and "P, who ..., is staying put"', () => {
    const got = read(
      'A few updates:\n- Bruno Salas stays on the assurance team.\n- Lucía Vera was offered a role at Quillon Labs but decided to stay with us.\n- Tomás Ibarra, who was also sounded out, is staying put too.' +
        SIGNED,
    )
    expect(got.links).toEqual(ALL_PLACED)
  })

  it('stands back from staying elsewhere, denied stays, and "stays on as" an outsider', () => {
    const got = read(
      'A few updates:\n- Bruno Salas stays with Quillon Labs.\n- Lucía Vera is not staying with us.\n- Tomás Ibarra stays on as an outside advisor.' +
        SIGNED,
    )
    expect(got.links).toEqual([
      'works_at Bruno Salas -> Quillon Labs',
      'works_at Nadia Ferraz -> Tamboril Genomics S.A.',
    ])
  })
})
