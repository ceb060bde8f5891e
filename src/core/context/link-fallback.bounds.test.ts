import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The fallback for the other links (link-fallback.test.ts), each shape repeated to the maximum input:
// two people with cue words between them, "he"/"she" opening clause after clause, cues that never
// reach a person, moves told person after person (each one scans the links read so far), and one
// endless clause of small words and titles. None may hold the event loop or write past the caps.
const ADVERSARIAL: Record<string, () => string> = {
  'two people and a cue, over and over': () =>
    fill(
      'Kofi Mensah of Volta Cement and Selin Arslan know each other. Ravi Menon says he knows their PM Tove Lund. She was referred by their accountant, Teodor Ionescu. ',
    ),
  'pronouns opening every clause': () =>
    fill("Tane Rewi starts today; he'll report to Mere Tipene, and she knows him, and he knows her: she met him. "),
  'cues that never reach a person': () =>
    fill('Ana Silva knows the the the to to by by of of introduced referred report to manager boss Joao Costa '),
  'moves person after person': () =>
    fill(
      'Arvid Holm left ztrip for Kobalt. Emma Novak is leaving Bosphorus Bank and heading to Anatolia Pay. Nomsa Dlamini joins us from Protea Insurance. Olu Bello traded Lagos Mobile for Naija Cloud. ',
    ),
  'one endless clause of small words and titles': () =>
    'Laura Rossi ' + fill('and the CTO of their new to by with, ').slice(0, 512 * 1024 - 64) + ' Marc Petit',
  '"him" and "her" after a person, endlessly, in one clause': () =>
    'Laura Rossi ' + fill('knows him, met her from Siemens, and him well, her since, ').slice(0, 512 * 1024 - 64),
  'a person, then endless "him"': () => fill('Laura Rossi knows him him him him him him him him him him him him, and '),
  'left and joined with no company, endlessly': () => fill('Mia Berg left for joined from went to moved to left '),
}

describeIngestBounds('the fallback for the other links, at the maximum input size (512 KiB)', ADVERSARIAL)
