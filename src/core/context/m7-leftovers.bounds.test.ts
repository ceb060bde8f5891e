import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The M7 pass's shapes (m7-leftovers.test.ts), each repeated to the maximum input: sentences opening with
// two addressed names, roles written as his or hers, "reports to" with no subject (one parenthesis that
// never closes), a greeted name turned to before a list of three, and a forwarded message's signatures
// under a signed reply. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'two names addressed at once, over and over': () =>
    fill('Lena, Tom, connecting you as promised. Lena, Tom — both of you said yes. Ana, Ben, '),
  'roles written as his or hers, over and over': () =>
    fill('Siosaia Taufa said his GM, Leota Tuilagi, his ops manager, Ana Lima, her old boss, his his , her , '),
  '"reports to" without a subject, over and over': () =>
    fill('Daniyar Seitkali (her deputy, reports to her) and reports to me. Ana Lima (reports to Tom Reed) '),
  'a parenthesis before "reports to" that never closes': () =>
    'Aigerim Bekova. Daniyar Seitkali (' + fill('her deputy, reports to her, reports to me , ').slice(0, MAX - 48),
  'a greeted name turned to before lists of three': () =>
    'Hi Ximena, hi Tendai,\n' +
    fill('Tendai, Ximena Huanca and I served together on a board. Tendai Moyo, Ximena and I sat together. ').slice(
      0,
      MAX - 40,
    ),
  "a team's listed members, over and over": () =>
    fill(
      'His team of twelve engineers, including Ana Lima and Sefo Tuilagi, will report to him. Neema Mwakyusa manages the quality team (Juma Said, ',
    ),
  '"comes to us from", over and over': () =>
    fill(
      'Olumide comes to us from Paystack. Ji-ho Shin, who came to us from our partner Hanbit Cloud, came to us from ',
    ),
  'forwarded messages under a signed reply, over and over': () =>
    'Best,\nJorge Apaza\nRegional Lead, Altiplano Therapeutics\n' +
    fill(
      '---------- Forwarded message ---------\nFrom: Renata Condori\nRenata Condori\nInkarri Labs\nOver to you,\n',
    ).slice(0, MAX - 80),
}

describeIngestBounds(
  'the M7 pass: other links across the fresh batches, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
