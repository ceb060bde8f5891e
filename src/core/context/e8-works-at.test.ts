import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, E8: works-at links the tuning part missed with both ends found, grouped by where the person
// and the company sit, fixed where a shape recurs across writers' batches (decision 0014, "E8"). Each
// case lists every person, company and link the reader should find and nothing more; near misses beside
// them.

describe('"their" and a role that is no title, then the name (their-role-names.ts)', () => {
  it.each<Case>([
    [
      'Nok: Bangkok Clinical Research says next week. their PM Chutima Saelim is on it',
      ['Chutima Saelim'],
      ['Bangkok Clinical Research'],
      ['works_at Chutima Saelim -> Bangkok Clinical Research'],
    ],
    [
      '[09:01] Nok: Bangkok Clinical Research says next week\n[09:02] Nok: their lead this year is Chutima Saelim',
      ['Chutima Saelim', 'Nok'],
      ['Bangkok Clinical Research'],
      ['works_at Chutima Saelim -> Bangkok Clinical Research'],
    ],
    [
      'We spoke to Kowhai Partners on Monday. Their side is Ernesto Lim and Cristina Aquino.',
      ['Cristina Aquino', 'Ernesto Lim'],
      ['Kowhai Partners'],
      ['works_at Cristina Aquino -> Kowhai Partners', 'works_at Ernesto Lim -> Kowhai Partners'],
    ],
    [
      'We met Acme Robotics on Monday. Their PM, Sara Lindqvist, sent the plan.',
      ['Sara Lindqvist'],
      ['Acme Robotics'],
      ['works_at Sara Lindqvist -> Acme Robotics'],
    ],
    // Near misses: a past role, an outsider's role, a verb after "their team", a company after the name.
    ['We met Acme Robotics on Monday. Their former lead is Ana Costa.', ['Ana Costa'], ['Acme Robotics'], []],
    ['We met Acme Robotics on Monday. Their lawyer is Ana Costa.', ['Ana Costa'], ['Acme Robotics'], []],
    ['We met Acme Robotics on Monday. Their team met Ana Costa later.', ['Ana Costa'], ['Acme Robotics'], []],
    [
      'We met Acme Robotics on Monday. Their PM Sara Lindqvist of Quell Labs joined.',
      ['Sara Lindqvist'],
      ['Acme Robotics', 'Quell Labs'],
      ['works_at Sara Lindqvist -> Quell Labs'],
    ],
  ])('%s', check)
})

describe('a side labelled "For C:", or listing the writer (side-labels.ts)', () => {
  it.each<Case>([
    [
      'Review - Kura Kura Games Sdn Bhd / Pixel Anvil Oy, 15 Jan\nFor Kura Kura Games: Siti Rahman (producer), Ong Boon Hock (QA lead)\nFor Pixel Anvil Oy: Juho Mäkinen (audio)',
      ['Juho Mäkinen', 'Ong Boon Hock', 'Siti Rahman'],
      ['Kura Kura Games Sdn Bhd', 'Pixel Anvil Oy'],
      [
        'works_at Juho Mäkinen -> Pixel Anvil Oy',
        'works_at Ong Boon Hock -> Kura Kura Games Sdn Bhd',
        'works_at Siti Rahman -> Kura Kura Games Sdn Bhd',
      ],
    ],
    [
      'Notes - Rua Verde Residencial x Kupu Property Tech, 14 Jan\nKupu Property Tech: me, Hemi Walker (implementation)',
      ['Hemi Walker'],
      ['Kupu Property Tech', 'Rua Verde Residencial'],
      ['works_at Hemi Walker -> Kupu Property Tech'],
    ],
    // Near miss: a task for a customer's account, not a list of its people.
    ['Accounts - Acme Foods\nFor Acme Foods: Ana Costa to send the deck by Friday.', ['Ana Costa'], ['Acme Foods'], []],
  ])('%s', check)
})

describe('work handed over when someone leaves (handed-over.ts)', () => {
  it.each<Case>([
    [
      'I have moved to Tui Energy. My old role at Harbourview Utilities is being covered by Sina Faleolo.',
      ['Sina Faleolo'],
      ['Harbourview Utilities', 'Tui Energy'],
      ['works_at Sina Faleolo -> Harbourview Utilities'],
    ],
    [
      'My old accounts at Reefline Surf are now with Pua Kahananui, who knows your range.',
      ['Pua Kahananui'],
      ['Reefline Surf'],
      ['works_at Pua Kahananui -> Reefline Surf'],
    ],
    [
      'Hello, I have left Andean Mining Ltda. Please write to Camila Rojas, who has taken over my accounts.\n\nBest wishes,\nSebastián Vargas',
      ['Camila Rojas', 'Sebastián Vargas'],
      ['Andean Mining Ltda'],
      ['works_at Camila Rojas -> Andean Mining Ltda'],
    ],
    // Near misses: a comparison, not a hand-over; a project taken over, no one's accounts.
    [
      'My old role at Harbourview Utilities was similar to Sina Faleolo’s job.',
      ['Sina Faleolo'],
      ['Harbourview Utilities'],
      [],
    ],
    ['Please write to Camila Rojas, who has taken over the project.', ['Camila Rojas'], [], []],
  ])('%s', check)
})

describe('a chat speaker who names their own company (speaker-ours.ts)', () => {
  it.each<Case>([
    [
      "[16:20] Agustina Molina: heads up, Nico Ledesma's last day with us at Tango Byte Games was Friday",
      ['Agustina Molina', 'Nico Ledesma'],
      ['Tango Byte Games'],
      ['works_at Agustina Molina -> Tango Byte Games'],
    ],
    [
      'Mette Kjær: received, thanks, and welcome to Nordlux Software!',
      ['Mette Kjær'],
      ['Nordlux Software'],
      ['works_at Mette Kjær -> Nordlux Software'],
    ],
    // Near misses: "our partner at C" is C's person, not the speaker's company; "hosting us at C" is a visit.
    [
      '[10:02] Raúl Ortega: Nomvula Zulu is our integration partner at Ubuntu Automation.',
      ['Nomvula Zulu', 'Raúl Ortega'],
      ['Ubuntu Automation'],
      ['works_at Nomvula Zulu -> Ubuntu Automation'],
    ],
    [
      '[10:02] Raúl Ortega: thanks for hosting us at Ubuntu Automation yesterday',
      ['Raúl Ortega'],
      ['Ubuntu Automation'],
      [],
    ],
  ])('%s', check)
})

describe('"our" and a title beside a name no clause reads (our-titled-names.ts)', () => {
  it.each<Case>([
    [
      'Dear Khalid,\n\nI am writing on behalf of Dr. Ingrid Solberg, our Chief Executive, to confirm her visit.\n\nKind regards,\nAstrid Berg\nNordlys Maritime AS',
      ['Astrid Berg', 'Ingrid Solberg', 'Khalid'],
      ['Nordlys Maritime AS'],
      ['works_at Astrid Berg -> Nordlys Maritime AS', 'works_at Ingrid Solberg -> Nordlys Maritime AS'],
    ],
    [
      'Dear Kairat,\n\nThe panel, our Head of Geology Saule Nurpeisova and Fionnuala Dunne from Dunne Talent Partners, enjoyed meeting you.\n\nBest regards,\nAssel Zhunusova\nHR Business Partner, Altyn Mining',
      ['Assel Zhunusova', 'Fionnuala Dunne', 'Kairat', 'Saule Nurpeisova'],
      ['Altyn Mining', 'Dunne Talent Partners'],
      [
        'works_at Assel Zhunusova -> Altyn Mining',
        'works_at Fionnuala Dunne -> Dunne Talent Partners',
        'works_at Saule Nurpeisova -> Altyn Mining',
      ],
    ],
    // Near misses: an outsider's title, a former one.
    [
      'Dear Kairat,\n\nWe have asked Saule Nurpeisova, our lawyer, to draft it.\n\nBest regards,\nAssel Zhunusova\nHR Business Partner, Altyn Mining',
      ['Assel Zhunusova', 'Kairat', 'Saule Nurpeisova'],
      ['Altyn Mining'],
      ['works_at Assel Zhunusova -> Altyn Mining'],
    ],
    [
      'Dear Kairat,\n\nWe spoke to Saule Nurpeisova, our former CFO, last week.\n\nBest regards,\nAssel Zhunusova\nHR Business Partner, Altyn Mining',
      ['Assel Zhunusova', 'Kairat', 'Saule Nurpeisova'],
      ['Altyn Mining'],
      ['works_at Assel Zhunusova -> Altyn Mining'],
    ],
  ])('%s', check)
})

describe('what someone does for a company (duty-for.ts)', () => {
  it.each<Case>([
    [
      'Lerato Mokoena buys seed and fertiliser for Highveld Growers Co-op.',
      ['Lerato Mokoena'],
      ['Highveld Growers Co-op'],
      ['works_at Lerato Mokoena -> Highveld Growers Co-op'],
    ],
    [
      "My name is Kanya Phongsri and I've just taken over the Ethiopia territory for Bangkok Biologics.",
      ['Kanya Phongsri'],
      ['Bangkok Biologics'],
      ['works_at Kanya Phongsri -> Bangkok Biologics'],
    ],
    [
      'Tendai Moyo does the same job for Great Dyke Platinum.',
      ['Tendai Moyo'],
      ['Great Dyke Platinum'],
      ['works_at Tendai Moyo -> Great Dyke Platinum'],
    ],
    // Near misses: a past job, consulting from outside, a project (no territory or job) taken over.
    ['Ana Costa used to buy coffee for Acme Foods.', ['Ana Costa'], ['Acme Foods'], []],
    ['Ana Costa does consulting for Acme Foods.', ['Ana Costa'], ['Acme Foods'], []],
    ['Ana Costa took over the project for Acme Foods.', ['Ana Costa'], ['Acme Foods'], []],
  ])('%s', check)
})

describe('the writer\'s company around "at C" (where-i-work.ts)', () => {
  it.each<Case>([
    [
      "I've joined Mangrove Capital as CRO. At Mangrove I'll be working closely with Anjali Menon.",
      ['Anjali Menon'],
      ['Mangrove Capital'],
      ['works_at Anjali Menon -> Mangrove Capital'],
    ],
    [
      'We run a programme in Kathmandu at Pathshala Foundation, where I look after partnerships.\n\nWarmly,\nPrakash Dahal',
      ['Prakash Dahal'],
      ['Pathshala Foundation'],
      ['works_at Prakash Dahal -> Pathshala Foundation'],
    ],
    // Near misses: a visit where the writer met someone; a past spell of working together.
    [
      'We had lunch at Pathshala Foundation, where I met Anjali Menon.\n\nWarmly,\nPrakash Dahal',
      ['Anjali Menon', 'Prakash Dahal'],
      ['Pathshala Foundation'],
      ['knows Prakash Dahal -> Anjali Menon'],
    ],
    ['At Mangrove Capital I worked with Anjali Menon for years.', ['Anjali Menon'], ['Mangrove Capital'], []],
  ])('%s', check)
})

describe('a welcome with the title first (welcome-as.ts) and a signature above a quote (closing-lines.ts)', () => {
  it.each<Case>([
    [
      "We're delighted to welcome Hye-jin Park as Director of International Admissions at Westbourne College.",
      ['Hye-jin Park'],
      ['Westbourne College'],
      ['works_at Hye-jin Park -> Westbourne College'],
    ],
    ['We welcome Ana Costa as CFO of Acme Foods.', ['Ana Costa'], ['Acme Foods'], ['works_at Ana Costa -> Acme Foods']],
    // Near miss: an adviser's title.
    ['We welcome Ana Costa as an adviser to Acme Foods.', ['Ana Costa'], ['Acme Foods'], []],
    [
      'Hi Mateus,\n\nYes, I know Aroha Tipene well.\n\nMin-jun Seo\nKauri Lane Studio\n\n> On 14 Jan 2026, Mateus Oliveira wrote:\n> Do you know anyone?',
      ['Aroha Tipene', 'Mateus Oliveira', 'Min-jun Seo'],
      ['Kauri Lane Studio'],
      ['knows Min-jun Seo -> Aroha Tipene', 'works_at Min-jun Seo -> Kauri Lane Studio'],
    ],
  ])('%s', check)
})

describe("a record owner's own company on the owner line (owner-companies.ts)", () => {
  it.each<Case>([
    [
      'Account: Andean Fruit Exporters\nContact: Rosa Huamani (logistics manager)\nOwner: Dae-jung Kwon, Coral Gate Shipping',
      ['Dae-jung Kwon', 'Rosa Huamani'],
      ['Andean Fruit Exporters', 'Coral Gate Shipping'],
      ['works_at Dae-jung Kwon -> Coral Gate Shipping', 'works_at Rosa Huamani -> Andean Fruit Exporters'],
    ],
    [
      'Opportunity: Saltmarsh Brewing - 40 seats\nOwner: Priya Raman (Hopgrid)',
      ['Priya Raman'],
      ['Hopgrid', 'Saltmarsh Brewing'],
      ['works_at Priya Raman -> Hopgrid'],
    ],
    [
      'Lead: Kaimai Honey Co.\nOwner: Marcin Dabrowski, Corporate Support, Tui Public Radio',
      ['Marcin Dabrowski'],
      ['Kaimai Honey Co', 'Tui Public Radio'],
      ['works_at Marcin Dabrowski -> Tui Public Radio'],
    ],
    // Near misses: the owner's title alone, and the card's own company named again, place the owner nowhere.
    [
      'Account: Andean Fruit Exporters\nOwner: Lina Khoury, Account Executive',
      ['Lina Khoury'],
      ['Andean Fruit Exporters'],
      [],
    ],
    [
      'Account: Andean Fruit Exporters\nOwner: Lina Khoury (Andean Fruit Exporters)',
      ['Lina Khoury'],
      ['Andean Fruit Exporters'],
      [],
    ],
  ])('%s', check)
})
