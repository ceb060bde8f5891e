import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W12 pass's shapes (w12-sample.test.ts), each repeated to the maximum input: bracketed legal
// forms, the batch's company and title ends, given names and places, quoted replies opened by ">",
// "people" named as companies, comma splices and colons before "he", piped signatures and short
// forms of given names. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'bracketed legal forms': () =>
    fill('Karoo Shaft Mining (Pty) Ltd. Ceylon Spice (Pvt) Limited, Indlovu (Private) Ltd (Pty) ) ( Pty) Ltd '),
  'an endless bracket run': () => 'Karoo ' + fill('(Pty) (Pty) ').slice(0, MAX - 32) + ' Ltd',
  'sector ends and regional forms': () =>
    fill(
      'Chair: Ana Lima, Open Spectrum Initiative. Vardar Pharma AD, Azure AD: Goran Petrovski (Actuarial), Isan Mobile PCL. ',
    ),
  'given names and places': () =>
    fill('Nemanja Ilić left for Almaty; Sizwe Nkosi from Ashgabat, Kgosi Mothibi to Walvis Bay. '),
  'Spanish titles': () =>
    fill('Alicia Yupanqui\nGerente Comercial, Pacífico Corredores de Seguros\nJefe de Siniestros\n'),
  'quoted lines': () =>
    ('Hi Rosa,\nthanks\n' + fill('> From: Pornthip Sangthong\n> Our fleet manager, Thanakorn Phromma, will\n')).slice(
      0,
      MAX,
    ),
  'wrote lines': () => fill('Aleksandar Stojanovski wrote:\n> Our office (Vardar Urban Lab) is organising\n'),
  'people named as companies': () =>
    fill('Siam Reefer Lines wants more. Pornthip Sangthong, Siam Reefer Lines Co., Ltd. Bangkok Re Ltd. Bangkok Re. '),
  'comma splices': () =>
    fill("Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners, she is, he "),
  'an endless clause before a splice': () => fill('left the bank and ').slice(0, MAX - 40) + ", he's now at Luzon Re",
  'colons before he': () => fill('Riaan is our engineer: he joined us and reports to me: she: he: '),
  'piped signatures': () =>
    fill('Best,\nDilfuza Yusupova | Partner, Silk Route Capital\nDilfuza\nWade Bearspaw | Chinook |\n'),
  'an endless line above a piped signature': () =>
    fill('Dilfuza ').slice(0, MAX - 64) + '\nDilfuza Yusupova | Partner, Silk Route Capital',
  'short given names': () =>
    fill('Corazon Villareal met Cora. Corinne Dubois met Cor, Cora, Coraz. Busisiwe Ngcobo and Busi. '),
  'many people and their short forms': () => {
    let s = ''
    for (let k = 0; s.length < MAX - 64; k++) s += `Mar${k}tina Villa${k} met Mar${k}t. `
    return s
  },
}

describeIngestBounds('the W12 shapes at the maximum input size (512 KiB)', ADVERSARIAL)
