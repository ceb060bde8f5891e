import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The works-at margin pass's shapes (works-at-margin.test.ts), each repeated to the maximum input:
// roles toward a person at a company, appositives after objects, listed teams, meetings with a
// company whose people follow, and a list of full names that never closes (each name looks ahead a
// bounded number of names). None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'roles toward a person and appositives after objects': () =>
    fill(
      "Greta Lind is Oskar Berg's deputy at Fjellstad Bank. Lunch with Kirsi Laine, the CFO of Saimaa Paper, and Bruno Lima, her counterpart in procurement at Cerrado Foods. ",
    ),
  'roles toward a person, then the name; parentheses before "and"': () =>
    fill(
      'Call with Lina Haddad, product lead at Cedar Bank. Her boss is Ozan Kaya. Tove Aalto, now VP Sales at Saimaa Paper, called. Kerem Yalin (Ankara Carpets and Farid Noori (Rift Coffee) and Amani Mushi. ',
    ),
  'signatures with a department': () =>
    fill('Thanks.\n\nGrace Liu\nFinance, Orchard Bank\n— Claire Dubois, Customer Success, Sales Ops, Paperplane\n'),
  'chat questions for someone at a company, given names in attendee lists': () =>
    fill(
      '[13:05] Olivia Bennett: do we have a way in at Severn Water?\n[13:06] Rahul Verma: Chloe Adams works there\nCall with Kestrel Media. Present: Paul Okafor (Head of Partnerships), Clara, Anna and Ruth. Called Diego Soto at Santiago Vinos. Sophie Bernard will join the call from Rhone Capital. Tama Rewi is under Mere Parata in the finance team at Taupo Energy.\n',
    ),
  'listed teams under a company in play': () =>
    'Org notes, Harbourside Logistics. ' +
    fill(
      "Petra Vos's team: Sem Bakker, Noor de Wit and Daan Smit. Ruth Ames leads a team of three, Tavi Oruro, Anna Kay and Liam Holt. ",
    ).slice(0, MAX - 40),
  'meetings with a company whose people follow': () =>
    fill(
      'Sync with Kowhai Rail Tours: Anaru Whare (GM). Quarterly review with Waikato Mills. Present: Pita Kereama (CEO). Inbound from Hemi Parata of Rimu Joinery, who called. I met Farah Qureshi, who runs Minho Vinhos. ',
    ),
  'a list of full names that never closes': () => 'The panel: ' + fill('Tavi Oruro, Mere Hohaia, ').slice(0, MAX - 16),
}

describeIngestBounds('works-at margin shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
