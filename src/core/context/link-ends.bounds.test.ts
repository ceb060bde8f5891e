import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The tenth pass's shapes (link-ends.test.ts), each repeated to the maximum input: given names that
// are also months or words, plural possessives (one of them after a quote that never closes), roles
// only a person fills, a role at a company before an endless run of capitalised words. None may
// hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'given names that are months or words': () =>
    fill(
      'Mei Lin is close to Jun Wang, their procurement lead at Pearl River Foods. Per Nilsen, who has known Ole Bakke, helps. Per our call on 3 Jun 2026 we agreed. ',
    ),
  'plural possessives': () =>
    fill(
      "Nia Evans' line manager is Rhys Morgan. Rūta Kalniņa's direct reports include Jānis Bērziņš and Laura Ozola. The 'Nordic Sales' manager is Tom Reed. ",
    ),
  'plural possessives after a quote that never closes': () =>
    "He wrote '" + fill("Nordic Sales' Partners' Evans' ").slice(0, MAX - 16),
  'roles only a person fills': () =>
    fill(
      'Congrats to Hyun-woo Park on the new role! Zainab Bello is a former colleague of Kwesi Appiah; she runs treasury at Accra Cocoa. Meeting at the suggestion of Taras Bondarenko. Aliyu Musa, our main contact at Kano Cement, called. Mona Said (our advisor) agrees. ',
    ),
  'a role at a company before an endless run of capitalised words': () =>
    'Our champion at ' + fill('Harbour Freight, Declan Murphy, ').slice(0, MAX - 32),
  'moves next month beside an employer': () =>
    fill(
      'Our champion at Harbour Freight, Declan Murphy, is heading to Celtic Shipping next month. Ana Lima of Oslo Marine is heading to Tasman Timber next year; Tom Reed joined Celtic Shipping from Oslo Marine. ',
    ),
  'greetings alone on a line': () => fill('Hi Rangi,\nHi Team,\nDear Sir,\nHi Kojo, Anna Berg called.\n'),
  'verbs whose object is only an employer': () =>
    fill(
      'He was with Oslo Marine for twelve years. Pedro Alves rejoins Tejo Energia after a stint at Galp. Camila chairs Andes Coffee. Anna Berg was with Tom Reed for an hour. ',
    ),
  'was with, then an endless run of capitalised words and "for"': () =>
    'He was with ' + fill('Oslo Marine Bergen Seafood ').slice(0, MAX - 32) + ' for years',
  'names with their employer in parentheses': () =>
    fill('Lerato Mokoena (Karoo Wind) grew up near Sipho Ndlovu.\nQuarterly Review (Draft) is attached.\n'),
  'a name, then a parenthesis that never closes': () =>
    'Lerato Mokoena (' + fill('Karoo Wind Lekki Ports ').slice(0, MAX - 32),
  'introduced by, stays at, still at': () =>
    fill(
      'Kenta Ito — introduced by Yui Tanaka — wants a demo. Moritz Lang stays at Pfeiffer Bank. Ping Tawanda Chikore, still at Savanna Telecom. ',
    ),
  "a customer's pitch or intro": () =>
    fill('For the Fjord Salmon pitch and the Nordic Paper intro, the Durban pitch. '),
  'an endless chain of "of" people': () => fill('a friend of Kwesi Appiah, a colleague of Zainab Bello of '),
}

describeIngestBounds('link ends the reader finds, at the maximum input size (512 KiB)', ADVERSARIAL)
