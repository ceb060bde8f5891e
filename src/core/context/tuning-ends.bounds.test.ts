import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The E3 pass's shapes (tuning-ends.test.ts), each repeated to the maximum input: given names of more
// cultures, "he"/"she" looking back for a person who agrees, industry words, meeting headings (one a
// dash heading whose date never comes, one a company whose "QBR" never closes), lone given names after
// a speaker or a conjunction, and Vietnamese names. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'given names of many cultures, over and over': () =>
    fill('Callum Fraser Eoin Walsh Rafiq Chowdhury Saara Lindholm Sina Faleolo Georges Khoury Ilan Shapiro '),
  '"he" and "she" after long runs of people who do not agree': () =>
    fill(
      'Fatoumata Diallo, Aisha Bello, Maria Lopez, Anna Berg, Sara Kim and Olga Ivanova met Ousmane Sy; since he left for Senegal Pay, she ',
    ),
  'a sentence of pronouns and nothing else': () => fill('and he and she and he; she, he — she (he) '),
  'industry words without end': () => fill('Kaveri Mills Solano Pumps Ikeja Paints Kobe Precision Aurora Pagamentos '),
  'a meeting heading whose date never comes': () =>
    'QBR — ' + fill('Seoul Semicon Hanbit Telecom, ').slice(0, MAX - 16) + ', 12 Jan',
  'a company whose QBR never closes the heading': () => fill('Halden Telecom QBR Loomcraft org QBR QBR org (: '),
  'one capitalised run of QBR after QBR': () => 'Halden Telecom ' + fill('QBR ').slice(0, MAX - 16),
  'lone given names after speakers and conjunctions': () =>
    fill('[09:16] Tobias Wendt: Olu moved that Baraka left until Achieng is out while Lena joins once Olu is away '),
  'Vietnamese names, family name first': () => fill('Nguyen Van An, Tran Thi Mai, Pham Van Thi Van An Nguyen Van '),
}

describeIngestBounds('the E3 pass: ends across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
