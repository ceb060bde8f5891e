import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The link-ends-two pass's shapes (link-ends-two.test.ts), each repeated to the maximum input:
// capitalised domains, names joined by "+" and "&", brands opening with digits, surnames after an
// article, chat speakers after a time, greeted pairs, titled single names, roles in parentheses,
// events, funding and products, businesses and teams. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'capitalised domains': () => fill('Fernhill.io Quanta.ai Booking.com (Parcel.ai) Ikenna Obi (Tidepool.io) '),
  'a domain-like word as long as a word may be': () => fill(`A${'a'.repeat(58)}.io B${'b-'.repeat(29)}b.ai `),
  'names joined by "+" and "&"': () => fill('Salt + Pine + Oak & Fox + Hare & '),
  'an endless "+" name': () => 'Attendees: Oona Virtanen (' + fill('Fox + ').slice(0, MAX - 64),
  'brands opening with digits': () => fill('3Sixty 4Color 9Lives Pets 2Bright Dental 51 Degrees '),
  'surnames after an article': () => fill('Yasmin al-Farsi al-Zahra el-Amin bint Khalid ibn Saud an-Nur '),
  'chat speakers after a time': () => fill('[08:55] Anh: hi\n[08:56] Rafa: ok\n[10:00] Update: green\n'),
  'a line of numbers before a speaker': () => fill('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 : 19 Anh: hi\n'),
  'greeted pairs': () => fill('Hi Kaveh and Lotte,\nHi Team and Partners,\n'),
  'titled single names': () => fill('Budiono, our head of finance, Suharto, their CFO, Kobalt, our partner, '),
  'roles in parentheses': () => fill('Pham Thi Mai (purchasing, Hanoi Silk Roasters) called. '),
  'a role in a parenthesis that never closes': () =>
    'Pham Thi Mai (purchasing, ' + fill('Hanoi Silk Roasters Kestrel Labs ').slice(0, MAX - 64),
  'events, funding and products': () =>
    fill("Notes from Web Summit: see you at Slush? Zephr just closed their Series B. Zephr's new app ships. "),
  'businesses and teams': () =>
    fill(
      'Her startup, Pebblework, won. Sione Tupou runs 9Lives Pets. Welcome to the Brightwire partnerships team! QBR: Orchard Labs x Quillfeather\n',
    ),
  'an endless "x" heading': () => 'QBR: ' + fill('Orchard Labs x ').slice(0, MAX - 16),
  'capitals joined by "&"': () => fill('P&G AT&T R&D M&A H&M Q&A '),
  'owned businesses, deals and where someone came from': () =>
    fill(
      'Their auditor is KPMG. Our logistics supplier, Swift Anchor, ships. Imani comes to us from Deloitte. Parsa Labs was acquired by Siemens; she backed Paper Crane. ',
    ),
  'an endless run of owners and business nouns': () => fill('our logistics supplier, their auditor is our '),
  'industry words and given names': () =>
    fill('Andes Copper Moravia Steel Tema Ports Kiran Rao Dewi Lestari Gwen Roberts '),
  'schools and study words': () =>
    fill('They studied together at AUB; the same MBA class at LUMS; days at Lagos Business School. '),
  'study words before an endless run of "at"': () => 'We studied ' + fill('at Kite Labs ').slice(0, MAX - 16),
  initials: () => fill('J. P. Okafor and A. K. Mehta met R. J. Balogun; Anna K. Berg chose Plan B. Then '),
  'an endless run of initials': () => 'Attendees\n' + fill('J. P. ').slice(0, MAX - 16),
  'stays at an employer': () => fill('Grant Douglas used to be at Morgan Stanley; he has been at Goldman Sachs. '),
}

describeIngestBounds('companies and people of rarer shapes, at the maximum input size (512 KiB)', ADVERSARIAL)
