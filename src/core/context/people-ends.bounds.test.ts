import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The people-ends pass's shapes (people-ends.test.ts), each repeated to the maximum input: a name
// before "to" and a title or a role to the line's end, after "led by" or "recruited", before ", with
// whom", ", reports to", ", senior dev at", "and I have", "@", two names and a verb of both, a
// surname that is an everyday word, "Jan de Boer", "Professor"; and runs of capitalised words that
// never end where the rules look ahead. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'promotions to a title': () =>
    fill(
      'We promoted Ngoc Anh Tran to CTO. Promotions:\n- Bronwyn Hughes to Claims Team Lead\n- Blue Harbor to Gold Tier pricing\n',
    ),
  'a name, "to" and an endless run of capitalised words': () =>
    '- Bronwyn Hughes to ' + fill('Claims Team Lead Pricing ').slice(0, MAX - 32),
  'clauses after a comma': () =>
    fill(
      'Shirin Ahmadi, with whom I studied, called. Folasade Adeyemi, reports to Chinedu Okeke. Chen Jing, senior dev at Moonbridge Games. Their plant manager, Ngozi Eze, showed us. ',
    ),
  'verbs before and after names': () =>
    fill(
      'Accounts Payable (led by Xochitl Ramírez) rolls up. Kofi Mensah recruited Ousmane Sy to Dakar Telecom. Then Tama Hohaia presents. Li Na and I have met. ',
    ),
  'list lines with "@"': () => fill('- Yaw Boateng @ Sankofa Foods: at risk\n1. Ken Adachi @ Kobe Precision\n@ @ @\n'),
  'two names and a verb of both': () =>
    fill('Emi Kato and Ren Ito move to his team. Kibo Labs and Amber Route ship on Friday. '),
  'an endless chain of names joined by "and"': () => fill('Emi Kato and Ren Ito and '),
  'surnames that are words, particles and honorifics': () =>
    fill(
      'Karim Said, works at Cedar Point Clinics. Jan de Boer, counsel. Professor Adebola Ige teaches. In Jan de facto. ',
    ),
  'everyday words after relation nouns': () =>
    fill('her colleague Even Haugen, who runs it. my boss Also Known. our partner Monday Morning. '),
  'an endless run of particles after "Jan"': () => 'Jan ' + fill('de van der ').slice(0, MAX - 16),
}

describeIngestBounds('people at the ends of links, at the maximum input size (512 KiB)', ADVERSARIAL)
