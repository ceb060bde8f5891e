import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The fallback's third pass (link-fallback-four.test.ts), each shape repeated to the maximum input:
// mails turning to name after name, "Quick intro:" and "Meet P!" lines, "they" clauses of closeness,
// "each other" after long runs of "and", "the same team" told over and over, "Notes: P" lines,
// first names alone for people named before, endless tables with a "Knows" column, introductions
// told across sentences, and "his contact is P". None may hold the event loop or write past the caps.
const ADVERSARIAL: Record<string, () => string> = {
  'mails turning to name after name': () =>
    fill('Sofia, you should meet Tobias Wendt. Li Wei, meet Noa Ben-David. Tobias, Sofia is a founder.\n'),
  'intro labels and "Meet" lines, over and over': () =>
    fill('Quick intro: Malik Johnson is here. Meet Sina Matagi! Intro intro quick: Ivana Horvat\n'),
  'one endless label of intro words': () =>
    fill('quick intro a short brief introduction ').slice(0, 512 * 1024 - 64) + ':',
  'they clauses of closeness after two people': () =>
    fill('Amina Yusuf hired Ibrahim Musa, and they still have lunch, and they go back, and have stayed friends. '),
  'each other after a long run of and': () =>
    'Emeka Obi and ' + fill('he and Adaeze Nnamdi and ').slice(0, 512 * 1024 - 64) + ' are close to each other',
  'the same team, over and over': () =>
    fill('Ana Lima and Bo Chen were in the same class at INSEAD. Ana and I spent years in the same team. '),
  'notes lines signed by name': () => fill('Ngozi Eze and I were at Deloitte together.\nNotes: Hana Sato\n'),
  'first names alone after people named in full': () =>
    fill('Paulo Ferreira met us. Paulo is a contact of Yasmin Haddad. Paulo knows Yasmin, Paulo was there. '),
  'an endless table with a Knows column': () =>
    '| Name | Company | Knows |\n' +
    fill('| Lucia Romero | Brightwater Analytics | Sven Aalto |\n').slice(0, 512 * 1024 - 64),
  'one table row that never closes': () =>
    '| Name | Knows |\n| ' + fill('Lucia Romero Sven Aalto ').slice(0, 512 * 1024 - 64),
  'introductions across sentences, over and over': () =>
    fill('Bo Chen runs procurement at Zeta Foods. Ana Lima made the introduction. The intro came from Ana Lima. '),
  'his contact is, over and over': () =>
    fill('Roberto Salazar called. His contact at Vega Markets is Lucía Herrera, where her main contact was Bo Chen. '),
}

describeIngestBounds("the fallback's third pass, at the maximum input size (512 KiB)", ADVERSARIAL)
