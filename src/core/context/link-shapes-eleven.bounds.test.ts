import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The twelfth link pass's shapes (link-shapes-eleven.test.ts), each repeated to the maximum input:
// shared history, subjects listed with commas, org arrows, possessive chiefs of staff, teams taken
// over with their people, one-clause introductions and moves, and parentheses that never close.
// None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'shared history': () =>
    fill(
      'Tomás Herrera trained me at Repsol. Ingrid Dahl was my first hire. Karim Aziz? I sat next to him. Zanele Khumalo sings in the same choir as Pieter Botha. Ewa Nowak and Jakub Lis coached the team together. ',
    ),
  'the same, over and over': () => 'Zanele Khumalo sings in the ' + fill('same same choir as ').slice(0, MAX - 64),
  'subjects listed with commas and no "and"': () => 'Ngozi Eze' + fill(', Tomasz Nowak, Ana Lima').slice(0, MAX - 32),
  'subjects listed with commas': () =>
    fill(
      'Ngozi Eze, Tomasz Nowak and Ana Lima were at Deloitte together. Ada Obi, Ben Eze and I cut our teeth together. ',
    ),
  'an endless org line of arrows': () =>
    'Org: ' + fill('Yaw Mensah (IT Manager) → Efua Osei (CIO) → ').slice(0, MAX - 16),
  'arrows with no names': () => fill('→ -> → ( → ) '),
  'chiefs of staff and deputies': () =>
    fill(
      "Call with Omar Saleh, Leila Haddad's chief of staff at Cedar Foods. Oren Katz, who deputises for Maya Gold, called. Wanjiru Kamau, her former co-founder at Jambo Labs, agrees. ",
    ),
  'a team taken over whose list never closes': () =>
    'Kalani Akana takes over the support team (' + fill('Leilani Kahale, Joon Park, ').slice(0, MAX - 64),
  'a parenthesis of whom someone knows that never closes': () =>
    'Spoke to Femi Ade (knows ' + fill('Chidi Eze Ngozi Obi ').slice(0, MAX - 32),
  'a past job in a parenthesis that never closes': () =>
    'Emma Berg is now at Lund Medtech (was ' + fill('our champion at ').slice(0, MAX - 64),
  'one-clause introductions and moves': () =>
    fill(
      'Hi Olga,\nLars Berg said I should drop you a line. Rania Aziz, who introduced us to their COO Layla Saad, agrees. Aminah Yusof, their COO, whom Farid Rahman had introduced to us, signed. She came to us by way of Wanjiru Kamau. Walid Issa leaves us for Gulf Ports. Hanul Bio lost her in the reorg. Henrik Lund and his data team will report into Beatriz Souza.\n',
    ),
  'skip-levels, godparents, until last month, over at': () =>
    fill(
      "Chen Wei's manager Liu Fang approves, and her skip-level Wang Tao vetoes. Emeka Obi and Adaeze Nnamdi are godparents. Ana Lima — until last month CFO of Parana Foods — starts. Gabriel Silva is over at Andes Dairy (he quit Pampa Foods) — he's Noa Levi's manager. ",
    ),
  'an endless run of skip-levels': () =>
    'Her manager Liu Fang' + fill(', and her skip-level Wang Tao').slice(0, MAX - 32),
  'until, then an endless run of time words': () =>
    'Ana Lima, until ' + fill('last month year week ').slice(0, MAX - 32),
  'favours, numbers passed on, calls set up': () =>
    fill(
      "Ana Costa was kind enough to introduce us to Ben Okoro. Ana Costa kindly introduced us to Ben Okoro. Ana Costa passed me Ben Okoro's number. Ana Costa set up a call with Ben Okoro for us. Thanks to Ana Costa, we got a meeting with Ben Okoro. Ben Okoro, whom we met through Ana Costa, runs ops at Vela Foods. ",
    ),
  'thanks to, then an endless run of words': () => 'Thanks to Ana Costa, we ' + fill('got a big ').slice(0, MAX - 32),
  'reporting in parentheses, dashes and schools': () =>
    fill(
      'Ben Okoro (Vela Foods, reports to Ana), Ana Costa (my boss), Ben Okoro — Vela Foods — reports to Ana Costa. Ben Okoro was at school with Ana Costa. ',
    ),
  'a parenthesis of commas that never closes': () => 'Ben Okoro (' + fill('Vela Foods, ').slice(0, MAX - 32),
  'an endless run of dashes and companies': () => 'Ben Okoro' + fill(' — Vela Foods').slice(0, MAX - 32),
  'meet you via, got in touch after, a friend, (previously C)': () =>
    fill(
      'Hi Ben,\nGreat to meet you via Ana Costa. Ben Okoro got in touch after Ana Costa mentioned us. Ana Costa is a good friend. Ben Okoro is now with Tern Bank (previously Vela Foods).\n',
    ),
  'reporting that is over': () =>
    fill(
      'Ben Okoro reported to Ana Costa until 2022. Ana Costa managed Ben Okoro years ago. Ana Costa used to manage me. Ana Costa was my manager. After Vela Foods, Ben Okoro joined Tern Bank. ',
    ),
  'reported to, then an endless clause': () =>
    'Ben Okoro reported to Ana Costa ' + fill('at Vela Foods ').slice(0, MAX - 64),
}

describeIngestBounds('the twelfth link pass, at the maximum input size (512 KiB)', ADVERSARIAL)
