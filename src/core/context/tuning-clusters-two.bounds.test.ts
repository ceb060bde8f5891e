import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The M2 pass's shapes (tuning-clusters-two.test.ts), each repeated to the maximum input: job phrases
// after "is", plain appositives, the one who introduced, "their" pointing back to a name read as a
// person (each such sentence looks over the people read so far), names beside business nouns, and
// departments of the company in play, successors placed once the text is read (each looks over the links).
const ADVERSARIAL: Record<string, () => string> = {
  'job phrases after "is", over and over': () =>
    fill(
      'Nadia Petrova is a reporter at Volga Media. Ingrid Haugen is manager of the Oslo office at Fjord Shipping. Amir Khalili is a partner there. She remains CEO of Zuidas Capital. Ana Lima is a a a a a a at ',
    ),
  'plain appositives and the one who introduced': () =>
    fill(
      'Olivia Hart, his next-door neighbour, is head of IT at Harbourside Council. Ahmet Yildiz was sent to us by Zeynep Arslan; he runs IT at Ege Tekstil. , his his his , ',
    ),
  '"their" beside people, with no company in play': () =>
    fill('Call with Selin Karaca Sarp Oktay. Lucía Ortega, their platform lead, met with Daku Rongo. '),
  'names beside business nouns': () =>
    fill('Our logistics partner, Swift Anchor, their sister brand, Indigo Stays, partner, Kuala Rubber, '),
  'departments beside people, over and over': () =>
    fill(
      'Call with Kudu Mining. Idris Khan (finance), Tom Fischer from the e-commerce team, from procurement, Lindiwe Zulu in accounts payable from the the ( ',
    ),
  'successors, stand-ins and covered accounts': () =>
    fill(
      'Yusuf Demir left Bosporus Logistics for Anatolia Freight. His successor is Elif Kaya. His stand-in at Gold Coast Energy, Akosua Mensah. Omar Haddad will cover her accounts. his successor his his stand - in ',
    ),
}

describeIngestBounds('the M2 pass: shapes across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
