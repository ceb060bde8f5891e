import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The E8 pass's shapes (e8-works-at.test.ts), each repeated to the maximum input: "their" and a role word
// before names, "For C:" and "C: me," side lines, hand-overs ("my old role at C is being covered by",
// "who has taken over my accounts"), a chat speaker's "with us at C" and "welcome to C!", "our TITLE"
// beside names, duties "for C", "at C, where I ..." and "At C I'll be working with", "welcome P as
// TITLE at C", name-and-company lines above quotes, and record owners' lines naming companies. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  '"their" and role words before names, over and over': () =>
    fill('Acme Robotics said so. their PM Chutima Saelim, their lead this year is Tama Rewi and their side is '),
  '"their" and role words that never reach a name': () => 'their ' + fill('lead this year now here ').slice(0, MAX - 8),
  'side lines, over and over': () =>
    fill(
      'Notes - Kura Kura Games / Pixel Anvil Oy\nFor Kura Kura Games: Siti Rahman (producer), me, Ong Boon Hock (\n',
    ),
  'a side list that never ends': () =>
    'Pixel Anvil Oy: me, ' + fill('Juho Mäkinen (audio), us and ').slice(0, MAX - 24),
  'hand-overs, over and over': () =>
    fill('My old role at Harbourview Utilities is being covered by Sina Faleolo, who has taken over my accounts. '),
  'a hand-over whose passing words never end': () =>
    'My old accounts at Reefline Surf ' + fill('are now being covered taken over ').slice(0, MAX - 40),
  "a chat speaker's own company, over and over": () =>
    fill('Agustina Molina: with us at Tango Byte Games, here at Nordlux Software, welcome to Nordlux Software!\n'),
  '"our" and titles beside names, over and over': () =>
    fill('on behalf of Ingrid Solberg, our Chief Executive, our Head of Geology Saule Nurpeisova and '),
  '"our Head of" whose field never reaches a name': () => 'our Head of ' + fill('Geology Mining ').slice(0, MAX - 16),
  'duties for a company, over and over': () =>
    fill('Lerato Mokoena buys seed and fertiliser for Highveld Growers Co-op and took over the territory for '),
  'a duty whose object never reaches "for"': () =>
    'Lerato Mokoena buys ' + fill('seed and fertiliser ').slice(0, MAX - 24),
  '"at C, where I" and "At C I\'ll be working with", over and over': () =>
    fill("At Mangrove Capital I'll be working closely with Anjali Menon at Pathshala Foundation, where I look after "),
  'welcomes with the title first, over and over': () =>
    fill('We welcome Hye-jin Park as Director of International Admissions at Westbourne College and Ana Costa as '),
  'name and company lines above quotes, over and over': () =>
    fill('Min-jun Seo\nKauri Lane Studio\n\n> On 14 Jan 2026, Mateus Oliveira wrote:\n'),
  "record owners' lines with companies, over and over": () =>
    fill('Account: Andean Fruit Exporters\nOwner: Dae-jung Kwon, Corporate Support, Coral Gate Shipping (Hopgrid)\n'),
  'an owner line whose companies never end': () =>
    'Account: Andean Fruit Exporters\nOwner: Dae-jung Kwon, ' +
    fill('Coral Gate Shipping, Hopgrid, ').slice(0, MAX - 64),
  'blank lines and quote marks without end': () => fill('Min-jun Seo\nKauri Lane Studio\n   \n   \n ---'),
}

describeIngestBounds('the E8 pass: works-at shapes, at the maximum input size (512 KiB)', ADVERSARIAL)
