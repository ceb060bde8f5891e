import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// Issue 27, M12 (m12-works-at.test.ts): board offices in brackets on an attendance line under a heading
// company, and moves between teams and stays inside the writer's company, repeated to the maximum input. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'an endless attendance line of offices': () =>
    'Board meeting - Karanga Textiles Ltd, 9 Jan\nPresent: ' +
    fill('Wiremu Tane (chair), Ruth Okafor (company secretary), Sofia Brandt (vice president), ').slice(0, MAX - 64),
  'endless attendance lines': () =>
    'Board meeting - Karanga Textiles Ltd, 9 Jan\n' +
    fill('In attendance: Ruth Okafor (company secretary)\nPresent: Wiremu Tane (chair (chair (\n').slice(0, MAX - 64),
  'unclosed brackets after names': () =>
    'Board meeting - Karanga Textiles Ltd\nPresent: ' +
    fill('Ruth Okafor (company company secretary ').slice(0, MAX - 64),
  'endless team moves': () =>
    fill(
      "Bruno Salas and Lucía Vera move over from QC to Ana Ruiz's analytics group, moves to moves from the team ",
    ).slice(0, MAX - 64) + '\nThanks,\nNadia Ferraz\nHR, Tamboril Genomics S.A.',
  'a move verb with an endless clause': () =>
    'Bruno Salas moves from ' + fill('Data Platform team group ').slice(0, MAX - 32),
  'endless stays': () =>
    fill(
      'Bruno Salas, who was also sounded out, is staying put but decided to stay with us, stays on the the team ',
    ).slice(0, MAX - 64) + '\nThanks,\nNadia Ferraz\nHR, Tamboril Genomics S.A.',
}

describeIngestBounds('board offices on attendance lines, at the maximum input size (512 KiB)', ADVERSARIAL)
