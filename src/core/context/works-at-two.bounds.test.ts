import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The ninth pass's shapes (works-at-two.test.ts), each repeated to the maximum input: sides of a
// deal, lines labelled by a company (one of them a single line of names with no end), quoted
// messages, ampersands and titles before names, who stands for a company. None may hold the event
// loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'sides of a deal': () =>
    fill(
      'From Zephyr Air we have Nikos Papadopoulos and Elena Georgiou; from Northstar Consulting, Jack Morrison and me. Pablo Ruiz handles billing on our end. On their side: Deepa Pillai (operations) and Arash Kazemi. On ours: me and Felix Wagner. Tomas Berg starts today here at Pinecone Works. ',
    ),
  'lines labelled by a company': () =>
    'Participants\n' +
    fill(
      'Redline Software: Alexei Volkov (presenter), Kwabena Asare, Lily Tran and Bongani Zulu\nAgency (Brightfold Creative): Kwabena Asare, Lily Tran\nSupplier, Tern Digital: Lotte Jansen (delivery lead)\n',
    ).slice(0, MAX - 16),
  'one company label before an endless list of names': () =>
    'Redline Software: ' + fill('Alexei Volkov (presenter), Lily Tran, ').slice(0, MAX - 32),
  'quoted messages': () =>
    fill(
      '-----Original Message-----\nFrom: Daniel Osei <daniel.osei@ledgerline.com>\nOur controller, Marta Nowak, can answer. Our buyer at Ledgerline, Lena Vogel, agrees.\nOn Monday, Daniel Osei <daniel.osei@ledgerline.com> wrote:\n> Our team at Ledgerline is ready.\n',
    ),
  // A quote marker's rule of dashes as long as the input, with words at its end: the marker's trim
  // reads each line once (quotes.ts).
  'a rule of dashes as long as the input': () => '-'.repeat(MAX - 32) + ' original message x',
  'ampersands and titles before names': () =>
    fill(
      'Quill & Ink & Brook & Fern & Thistle & Pine & Sons. Their buyer Fatima Zahra met Granite Cloud, whose rep Steve Nolan called; their new head of procurement Ana Lima. Grace Mwangi (VP Claims) is VP Manufacturing at Condor Motors. Leon Fischer: their counsel Abena Darko wants changes. ',
    ),
  "a company's letters: your coordinator, signed by the company": () =>
    fill(
      'Your coordinator will be Rafael Souza and your account manager is Mina Hosseini. Clearpath, whose rep Steve Nolan called.\n\nWarm regards,\nTamarind Travel\n',
    ),
  'names read as people, then where only an employer stands': () =>
    fill(
      'Site visit to Riverstone Mills, Thursday. Jorge Medina came along; he used to work at Riverstone Mills. Dr. Amira Haddad (professor at Cairo University) met the owner, Amaka Eze. Harvest Table today named Ngozi Eze its Chief Executive Officer; Eze joins from Golden Field Foods and succeeds founder Paul Whitman. ',
    ),
  'who stands for a company': () =>
    fill(
      "Granite Cloud, represented by Oscar Lindberg. Vega Markets, where his contact is Lucía Herrera. Haruto Suzuki leads our robotics practice at Orbital Works; Colin Reid has moved to our London office. I'm Yasmin Farouk, the account lead for Juniper Mobile here at Blackbird Media. Marco Rossi: their lead is Chloe Dubois on the Blue Heron Bay renewal. Internal memo, Granary Foods: our buyer is Joon Kim. ",
    ),
}

describeIngestBounds('works-at where two companies meet, at the maximum input size (512 KiB)', ADVERSARIAL)
