import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The M9 pass's shapes (m9-clusters.test.ts), each repeated to the maximum input: handovers read at the
// text's end (each knows link's sentence tested once, and only when short), chat questions about a
// manager, the "lovely to e-meet you" greeting (a search anchored at line starts), ties waiting for the
// addressee, and clauses read after a comma or in a person's parentheses (each looks a few elements back).
const ADVERSARIAL: Record<string, () => string> = {
  'handovers and past reporting lines, over and over': () =>
    fill(
      'Lena Vogt moved to Kiel Freight. Jonas Brandt, who was her deputy, took over. Pedro Alves was poached by Lusa Bank; we deal with his former boss, Carla Nunes. deputy deputy used to report ',
    ),
  'chat questions about a manager and their answers': () =>
    fill(
      "[09:11] Ama Owusu: who's your boss again, Kofi?\n[09:12] Kofi Mensah: yes, Yaw Boateng\nTunde Bello: nice. is Kofi Mensah still reporting to their COO?\nAma Owusu: yes, Efua Sarpong\nAma Owusu: is is reporting to to ?\n",
    ),
  'e-meet greetings, thanks and capitalised words at line starts': () =>
    fill(
      "Thanks Nomvula, I'll take it from here!\nAmelia, lovely to e-meet you.\nHi Ramón, thanks so much!\nAyşe, so nice to virtually meet you\n   Amelia, lovely to e-meet\nAaaaaaaa, lovely to ",
    ),
  'ties waiting for an addressee named later': () =>
    fill(
      'Martín,\nCarmen Quispe says hello — she mentioned you worked together years ago. Rosalinda Pangilinan said you had worked together on the rollout. you two overlapped at Hanbit. > Martín Silva wrote:\n',
    ),
  'clauses after a comma, intros in parentheses and plain rests': () =>
    fill(
      "heads up, Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners, he's been at Liffey Analytics. Tamar Friedman (Ilan Shapiro's introduction, at fintech week) (Ana Lima's intro) Maryam Farahani made the intro over email last week; Karim Mansour used to be my old manager. ",
    ),
  'promised people, units that report and qualified teams': () =>
    fill(
      "Renata Condori at Inkarri Labs is the person I mentioned; Accounts Payable (led by Xochitl Ramírez) rolls up to our new Controller, Diego Castañeda. The sourcing team now reports directly to the CEO, Selin Aksoy; since the reorg he reports to Hine Walker. Przemek Nowicki moves to Alessandra Ferri's analytics group. is the person I told you about the team reports to ",
    ),
}

describeIngestBounds('the M9 pass: other links across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
