import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W18 pass's shapes (w18-sample.test.ts), each repeated to the maximum input: units and contact
// nouns after a copula, a company's team with its people in parentheses, "from the C", a part of a
// company someone runs, a title's "for" phrase, table rows, a move by the new job, a legal form's stop,
// "C's new CFO", notice headings, former titles, the addressee's company, a titled manager and
// "appointed T". Every look starts at a rare word and is bounded, so none may hold the event loop.
const MAX = CONTEXT_LIMITS.maxContentBytes
const ADVERSARIAL: Record<string, () => string> = {
  'units after a copula': () =>
    fill('Ana Li and Bo Wu are from the powerplant team at Blue Nile Airlines, are from the team of '),
  'contact nouns': () => fill('Panos Georgiou is our counterpart at Hellas Aero, is our main contact in the '),
  'plain from after a copula': () => fill('Ana Li and Bo Wu, Cy Ro and Di Yu are from Blue Nile Airlines, '),
  'team lists in parentheses': () => fill('the Rajshahi City Corporation health team (Ana Li, Bo Wu, and Cy Ro, '),
  'from the company': () => fill('Akosua Frimpong from the Ghana Civil Aviation Authority; from the from the '),
  'parts someone runs': () => fill('Uzma Chowdhury runs inbound for the Khulna hub of Bengal Bay Logistics, hub of '),
  'title for phrases': () => fill('Dilnoza Lee is the program officer for Central Asia and the Pacific at the '),
  'table rows': () => fill('| Rodrigo Fuentes | Hydraulic engineer | Aguas del Pacífico S.A. |\n'),
  'one endless table row': () => ('| Rodrigo Fuentes |' + fill(' engineer |')).slice(0, MAX),
  'moves by the new job': () =>
    fill('Zsófia Kovács, who ran the dye house at Danube Loom Kft. for years, has left to become plant manager at '),
  'legal form stops': () => fill('Danube Loom Kft. for Acme Ltd. and Bolt GmbH. then '),
  'new titles of a possessive': () => fill("Fergana Agro Holding's new CFO, Volta Grid's interim COO, Acme's acting "),
  'notice headings': () => fill('Announcement from the Accra Metropolitan Health Directorate\n'),
  'one endless notice heading': () =>
    ('Announcement from the ' + fill('Accra Metropolitan ').replace(/\n/g, ' ')).slice(0, MAX),
  'former titles': () => fill('Ruth Lee, formerly CFO of Addis Leather Works, formerly CFO of formerly '),
  'addressee companies': () => fill('can your team at Andes Fibras ship? your side at your end in Acme Ltd '),
  'titled managers': () => fill('He will report to our Director of Flight Operations, Malia Toleafoa, to our '),
  'outside roles': () => fill('Also there: Mahlet Tadesse, visiting researcher, (guest speaker, visiting '),
  'company owners': () => fill('Kebede & Sons Catering, owner Alemayehu Kebede, Acme Ltd, owner , founder '),
  'same team': () => fill('Nusrat Jahan, and Arnab Das from the same team, from the same the same '),
  'handed-on names': () => fill('Dang Minh Chau at Highland Bean Roasters passed her our name, gave him my '),
  'places and plural weekdays': () =>
    fill('Siti Rahayu from Surabaya, at Navoi airport, moves to Wednesdays, Mihály Farkas '),
  'including lists': () =>
    fill('The officers, including Kwabena Ofori, Ana Li and Esi Appiah, will report to her, including '),
  'and reports to a title': () =>
    fill('Bence Nagy takes over and from now on reports to the COO, Gábor Szabó, and now reports to the '),
  'roles in parentheses': () =>
    fill('Georgios Nikolaidis (auditor, Aegis Aviation Assurance); (lawyer, Bolt Legal (broker, '),
  'appointed titles': () => fill('Abena Mensah has been appointed Deputy Director, was named Head of Ops at '),
}

describeIngestBounds('the W18 shapes at the maximum input size (512 KiB)', ADVERSARIAL)
