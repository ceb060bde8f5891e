import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The M6 pass's shapes (m6-leftovers.test.ts), each repeated to the maximum input: team memberships
// ("joining Q's team", "manages the quality team (P, P)", "his team of ..., including P", "P on my
// team"), the new sign-off lines and titles with department words. None may hold the event loop or
// write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'team memberships': () =>
    fill(
      "Kofi Mensah is joining Ana Lima's team. Neema Mwakyusa manages the quality team (Juma Said, Rehema Kimaro). His team of ten engineers, including Tala Faleolo and Sefo Tuilagi, grows. Shona Kennedy on my team agrees. ",
    ),
  'an endless list after a team': () =>
    'Neema Mwakyusa manages the quality team (' + fill('Juma Said, Rehema Kimaro and ').slice(0, MAX - 64) + ')',
  'possessives before team words, endlessly': () => fill("Ana Lima's Kofi Mensah's team team our my his team ( , "),
  'sign-offs and names under them': () =>
    fill('Pozdrav,\nDragan Jovanović\nHead of Wholesale | Dunav Telekom d.o.o.\nTake care,\nYours faithfully,\n'),
  'titles with department words': () =>
    fill('Call log — Kgosi Mothibi, Pricing Director, Okavango Freight Forwarders\nPricing Lead Export Tender '),
  "a company's name cut short, endlessly": () =>
    'Siam Mutual Insurance PCL\n' +
    fill('Siam Mutual: Kanokwan Rattanakul, Siam Mutual Insurance Siam ').slice(0, MAX - 64),
  'quote headers on every line': () =>
    fill('> From: Pornthip Sangthong <p@siamreefer.co.th>\n> Ana Lima wrote:\n>>> > > From:\n>\n wrote:\n'),
  'one endless quoted line': () => '> ' + fill('From: wrote: > ').slice(0, MAX - 32),
  'chat questions about contacts at companies, answered': () =>
    fill("Ana Lima: who is your contact at Osaka Gas Trading?\nKofi Mensah: sure — that's Ryo Ishikawa, at at ?\n"),
  'one endless chat question': () =>
    'Ana Lima: who ' + fill('at Osaka Gas Trading contact ').slice(0, MAX - 64) + '?\nKofi Mensah: Ryo Ishikawa',
}

describeIngestBounds('shapes of the M6 pass, at the maximum input size (512 KiB)', ADVERSARIAL)
