import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The E6 pass's shapes (e6-works-at.test.ts), each repeated to the maximum input: public bodies after a
// person or a title and "at the"/"of the" (one a run of capitals that never ends), and known given names
// alone after "from", before ", who", after "the ROLE," and after "replaced"; saints' and possessive
// bodies; role labels and "ROLE is" names. None may hold the event
// loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'public bodies after people and titles, over and over': () =>
    fill(
      'Gulzat Osmonova of the Central Asia Grantmakers Forum, digital lead at the Bangkok Metropolitan Administration, join Emirates Aviation College as ',
    ),
  'articles and bodies without people': () => fill('of the at the of the Forum at the College Service of '),
  'a body after "at the" whose name never ends': () =>
    'Mulugeta Bekele at the ' + fill('Ethiopian Pharmaceutical Supply ').slice(0, MAX - 32),
  'a title field that never reaches "at"': () => 'Director of ' + fill('International Admissions ').slice(0, MAX - 16),
  'lone given names in more places, over and over': () =>
    fill("met Krzysztof from Smok Games' bring Farhana, who the receptionist, Guðrún, said replaced Zviad in "),
  'given names before "from" without end': () => fill('Maria from Maria from Anna from '),
  'saints and possessive bodies, over and over': () => fill("at St. Paul's Hospital King's College St. St. Louis's "),
  'a possessive body whose name never ends': () => "St. Paul's " + fill("Mary's Hospital ").slice(0, MAX - 16),
  'role labels and "ROLE is" names, over and over': () =>
    fill('Host: Gulzhan Amanova (Forum) speakers: Réka Horváth, the new rep is Gábor Kiss. Champion: '),
}

describeIngestBounds('the E6 pass: ends of works-at links, at the maximum input size (512 KiB)', ADVERSARIAL)
