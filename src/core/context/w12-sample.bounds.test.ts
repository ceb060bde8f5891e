import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W12 pass's shapes (w12-sample.test.ts), each repeated to the maximum input: bracketed legal
// forms, the batch's company and title ends, given names and places, "people" named as companies
// and short forms of given names. None may hold the event loop or write past the caps.
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
  'people named as companies': () =>
    fill('Siam Reefer Lines wants more. Pornthip Sangthong, Siam Reefer Lines Co., Ltd. Bangkok Re Ltd. Bangkok Re. '),
  'short given names': () =>
    fill('Corazon Villareal met Cora. Corinne Dubois met Cor, Cora, Coraz. Busisiwe Ngcobo and Busi. '),
  'many people and their short forms': () => {
    let s = ''
    for (let k = 0; s.length < MAX - 64; k++) s += `Mar${k}tina Villa${k} met Mar${k}t. `
    return s
  },
}

describeIngestBounds('the W12 shapes at the maximum input size (512 KiB)', ADVERSARIAL)
