import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The FX2 shapes (fx2-plain-sentences.test.ts), each repeated to the maximum input: given names'
// possessives, "the manager of P" appositives, label lines' topics, firms named for people, "contact
// at C is P", "used to be at C, is now at D", "NAME to VERB", and runs that never reach their end.
// None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  "given names' possessives, over and over": () =>
    fill("Sofia Berg is the manager of Anna's account. Kwame's team and Priya's desk and Vireo's sales team. "),
  '"the manager of P at C" appositives, over and over': () =>
    fill(
      'Sofia Berg, the manager of Anna Lindqvist at Nordbank, called. Rahel Tesfaye (the supervisor of Dawit Bekele) ',
    ),
  'appositive commas and "the manager of" without people': () => fill(', the manager of , the boss of the of at '),
  "label lines' topics, one a line": () =>
    fill('Agenda: Review Pipeline\nTopic: Renewal Strategy\nRe: Budget Planning\nOwner: Maria Lopez\n'),
  'a label and topic words that never end': () => 'Agenda: ' + fill('Review Pipeline Strategy ').slice(0, MAX - 16),
  'firms named for people, over and over': () =>
    fill('The law firm Arthur Cox, the firm Baker Hale, Arthur Cox & Co and Mwangi & Partners. '),
  'ampersands between names, over and over': () => fill('Anna & Co & Tom & Partners & '),
  'signature lines with a title and a firm': () =>
    fill('Sean Murphy - Partner, Arthur Cox\n— Ana Silva, CFO, Tom Berg\n'),
  '"contact at C is P", over and over': () =>
    fill('Our contact at Nordlys is Magnus Eriksen. The champion at Tidewell Ltd Group is Bjarke Holm; '),
  '"contact at" and capitals that never reach "is"': () =>
    'Our contact at ' + fill('Nordlys Tidewell Harbour ').slice(0, MAX - 32),
  '"used to be at C, is now at D", over and over': () =>
    fill('Layla Haddad, who used to be at Orbis, is now at Stellar Freight. She used to work at Orbis and is now '),
  '"NAME to VERB" items, one a line': () =>
    fill('- Freya to schedule demo\nJonas to share the deck\nAction item: Pooja to book; Lars to send\n'),
  '"the team at C (P, P)", over and over': () =>
    fill('The team at Baobab Health (Amani Njoroge, Kwame Mensah) wants a pilot. The Kora folks (Ada Eze and Emeka) '),
  "a group's parentheses that never close": () =>
    'The Baobab Health team (' + fill('Amani Njoroge, Kwame Mensah and ').slice(0, MAX - 32),
  '"@NAME VERB" asks, over and over': () =>
    fill('@Tomasz review the SOW by Wednesday; @Aisha chase the PO @Mei Ling send '),
  'given names joined by "and" before plural verbs and "met"': () =>
    fill('Hamid and Priya report to Arash Karimi.\nEmeka met Ada and Priya work and Hamid and '),
  'signature dashes and lines under them': () => fill('--\nIsabela Costa | Partnerships | Ipê Ventures\n--\n'),
  'business verbs before person-shaped names': () =>
    fill('Zhang Wei runs Jade River. She founded Grace Hopper Labs; who owns Anna Berg and ran '),
}

describeIngestBounds('the FX2 pass: plain sentences, at the maximum input size (512 KiB)', ADVERSARIAL)
