import { describe, it } from 'vitest'
import { expectShape, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W12 pass (t1141-t1180, a third fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more:
// bracketed and Thai legal forms, the last words of non-profits' and trades' names, given names
// and places of Central Asia, Southern Africa, the Andes, the Balkans, the Philippines, Thailand and
// Indigenous Australia and Canada, Spanish titles on signature lines, a "person" named as a company
// of the text, and short forms of a given name the text gave in full. The pass's four structural
// rules (quoted blocks opened by ">" alone, comma splices and colons before "he", piped signatures)
// were left out by the lead, and their cases with them.

const check = (c: Case) => expectShape(...c)

describe('the ends of companies and people a fresh writer names', () => {
  it.each<Case>([
    // A bracketed legal form ends the name; the "Ltd" after the bracket is no company of its own.
    [
      'Regards,\nLindiwe Mthembu\nEngineering Manager, Karoo Shaft Mining (Pty) Ltd',
      ['Lindiwe Mthembu'],
      ['Karoo Shaft Mining (Pty) Ltd'],
      ['works_at Lindiwe Mthembu -> Karoo Shaft Mining (Pty) Ltd'],
    ],
    [
      'Call with Ruwan Perera, Director, Ceylon Spice Exports (Pvt) Ltd. He wants samples.',
      ['Ruwan Perera'],
      ['Ceylon Spice Exports (Pvt) Ltd.'],
      ['works_at Ruwan Perera -> Ceylon Spice Exports (Pvt) Ltd.'],
    ],
    // After a lower-case word the bracket joins nothing.
    ['Please file it under the old heading (Pty) Ltd for now.', [], [], []],
    // A fund, an initiative: their last words make them companies, not people.
    [
      'Spoke with Naledi Sithole, observer, Kalahari Battery Metals Fund, about the offtake.',
      ['Naledi Sithole'],
      ['Kalahari Battery Metals Fund'],
      [],
    ],
    [
      'Chair: Ana Lima, Open Spectrum Initiative',
      ['Ana Lima'],
      ['Open Spectrum Initiative'],
      ['works_at Ana Lima -> Open Spectrum Initiative'],
    ],
    // A Thai legal form; "AD" is none ("Azure AD" is no company).
    [
      'Attendees: Wanchai Phongsakorn (Isan Mobile PCL), Goran Petrovski (Vardar Pharma)',
      ['Goran Petrovski', 'Wanchai Phongsakorn'],
      ['Isan Mobile PCL', 'Vardar Pharma'],
      ['works_at Goran Petrovski -> Vardar Pharma', 'works_at Wanchai Phongsakorn -> Isan Mobile PCL'],
    ],
    ['Our Azure AD rollout is done, says Ana Lima.', ['Ana Lima'], [], []],
    // A Serbian given name with no other cue.
    [
      'For the routing details talk to Nemanja Ilić; he knows the backbone better than anyone.',
      ['Nemanja Ilić'],
      [],
      [],
    ],
    // Cities are no companies: no move to Almaty, no employer in Ashgabat.
    [
      'Ognjen Radić left for Almaty right after the call. Serdar Annayev from Ashgabat joins as a freelancer.',
      ['Ognjen Radić', 'Serdar Annayev'],
      [],
      [],
    ],
    // Spanish titles on a signature's line are no people.
    [
      'Regards,\nAlicia Yupanqui\nGerente Comercial, Pacífico Corredores de Seguros',
      ['Alicia Yupanqui'],
      ['Pacífico Corredores de Seguros'],
      ['works_at Alicia Yupanqui -> Pacífico Corredores de Seguros'],
    ],
    [
      'Saludos,\nWilmer Quispe Mamani\nJefe de Siniestros, Andesur Seguros S.A.',
      ['Wilmer Quispe Mamani'],
      ['Andesur Seguros S.A.'],
      ['works_at Wilmer Quispe Mamani -> Andesur Seguros S.A.'],
    ],
    // A "person" read before the company's full name is that company.
    [
      'Great news that Siam Reefer Lines wants to extend the trial.\n\nPornthip Sangthong\nProcurement Manager, Siam Reefer Lines Co., Ltd.',
      ['Pornthip Sangthong'],
      ['Siam Reefer Lines Co'],
      ['works_at Pornthip Sangthong -> Siam Reefer Lines Co'],
    ],
    // A short form of a given name the text gave in full; other capitalised words stay words.
    [
      "We're delighted to welcome Corazon Villareal to Bayanihan Design Studio as Design Director. Emmanuel Tolentino will report to Cora from 1 February.",
      ['Corazon Villareal', 'Emmanuel Tolentino'],
      ['Bayanihan Design Studio'],
      [
        'reports_to Emmanuel Tolentino -> Corazon Villareal',
        'works_at Corazon Villareal -> Bayanihan Design Studio',
        'works_at Emmanuel Tolentino -> Bayanihan Design Studio',
      ],
    ],
    ['Thanks Theo. The Johnson account is closed; The team meets Monday.', ['Theo'], [], []],
  ])('%s', (...c) => check(c))
})
