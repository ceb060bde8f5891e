import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W12 pass (t1141-t1180, a third fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more:
// bracketed and Thai legal forms, the last words of non-profits' and trades' names, given names
// and places of Central Asia, Southern Africa, the Andes, the Balkans, the Philippines, Thailand and
// Indigenous Australia and Canada, Spanish titles on signature lines, quoted replies opened by ">"
// alone, a "person" named as a company of the text, comma splices and colons before "he", piped
// signatures, and short forms of a given name the text gave in full.

type Case = [string, string[], string[], string[]]

const check = ([text, people, companies, links]: Case) => expect(read(text)).toEqual({ people, companies, links })

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

describe('structure a fresh writer leans on', () => {
  it.each<Case>([
    // A reply's ">" lines open the quoted message: its "our" is the quoted sender's.
    [
      'Hi Pornthip,\n\nGreat news.\n\nBest,\nKaloyan Georgiev\nAccount Director, Balkan Marine Telematics AD\n\n> From: Pornthip Sangthong <pornthip.s@siamreefer.co.th>\n> Our fleet manager, Thanakorn Phromma, will coordinate the port calls.\n> Pornthip Sangthong\n> Procurement Manager, Siam Reefer Lines Co., Ltd.',
      ['Kaloyan Georgiev', 'Pornthip Sangthong', 'Thanakorn Phromma'],
      ['Balkan Marine Telematics AD', 'Siam Reefer Lines Co'],
      [
        'works_at Kaloyan Georgiev -> Balkan Marine Telematics AD',
        'works_at Pornthip Sangthong -> Siam Reefer Lines Co',
        'works_at Thanakorn Phromma -> Siam Reefer Lines Co',
      ],
    ],
    // A text that starts with the quoted question keeps its writer's "our".
    [
      '> Jim, can you send me the forecast?\n> Rosa\n\nHi Rosa, attached. Our analyst, Tobias Wagner, built it.\n\nJim Hale\nFinance Director, Solvia Group',
      ['Jim Hale', 'Rosa', 'Tobias Wagner'],
      ['Solvia Group'],
      ['works_at Jim Hale -> Solvia Group', 'works_at Tobias Wagner -> Solvia Group'],
    ],
    // A comma splice before "he's": the move and the new employer.
    [
      "heads up, Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners",
      ['Kittipong Chaisiri'],
      ['Bangkok Re', 'Luzon Risk Partners'],
      ['left_for Kittipong Chaisiri -> Luzon Risk Partners', 'works_at Kittipong Chaisiri -> Luzon Risk Partners'],
    ],
    // After a name alone the pronoun restates it: no splice.
    ["[10:02] Duc Nguyen: Hamid Rostami, he's their integration lead", ['Duc Nguyen', 'Hamid Rostami'], [], []],
    // A colon before "he": "reports to me" is his.
    [
      'Hi Ayanda,\n\nRiaan van der Merwe is our new façade engineer: he joined us from Helderberg Consulting Engineers last month and reports to me.\n\nThanks,\nNokuthula Dlamini\nAssociate Director\nUmhlaba Architects',
      ['Ayanda', 'Nokuthula Dlamini', 'Riaan van der Merwe'],
      ['Helderberg Consulting Engineers', 'Umhlaba Architects'],
      [
        'left_for Riaan van der Merwe -> Umhlaba Architects',
        'reports_to Riaan van der Merwe -> Nokuthula Dlamini',
        'works_at Nokuthula Dlamini -> Umhlaba Architects',
        'works_at Riaan van der Merwe -> Umhlaba Architects',
      ],
    ],
    // A piped signature under a sign-off signs the mail: the intro is the signer's.
    [
      'Jahongir, meet Wade Bearspaw, who leads partnerships at Chinook Rural Networks. Wade, Jahongir Rakhimov is CTO of Samarkand Towers LLC.\n\nBest,\nDilfuza Yusupova | Partner, Silk Route Capital',
      ['Dilfuza Yusupova', 'Jahongir Rakhimov', 'Wade Bearspaw'],
      ['Chinook Rural Networks', 'Samarkand Towers LLC', 'Silk Route Capital'],
      [
        'introduced_by Jahongir Rakhimov -> Dilfuza Yusupova',
        'introduced_by Wade Bearspaw -> Dilfuza Yusupova',
        'works_at Dilfuza Yusupova -> Silk Route Capital',
        'works_at Jahongir Rakhimov -> Samarkand Towers LLC',
        'works_at Wade Bearspaw -> Chinook Rural Networks',
      ],
    ],
    // A table of people with pipes signs nothing.
    [
      'Attendees\nLisa Wong | Parallax Games\nOmar Haddad | Parallax Games',
      ['Lisa Wong', 'Omar Haddad'],
      ['Parallax Games'],
      ['works_at Lisa Wong -> Parallax Games', 'works_at Omar Haddad -> Parallax Games'],
    ],
  ])('%s', (...c) => check(c))
})
