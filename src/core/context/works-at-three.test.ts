import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's works-at pass on w121-w180, where two or three companies meet, each with
// every person, company and link the reader should find and nothing more: contacts listed under a
// company's name, a side's list, a signature's title and company lines, a chat answer's title,
// and who stands for a company.

describe('works-at where two or three companies meet (w121-w180)', () => {
  it.each([
    // Contacts listed under a company's name on a line of its own; the next company heads its own list.
    [
      'Contacts for the pilot\n\nAspen Bank\n- Priya Kapoor, sponsor\n- Tomas Varga, security\n\nKite Labs\n- Maria Cho (support)',
      ['Maria Cho', 'Priya Kapoor', 'Tomas Varga'],
      ['Aspen Bank', 'Kite Labs'],
      ['works_at Maria Cho -> Kite Labs', 'works_at Priya Kapoor -> Aspen Bank', 'works_at Tomas Varga -> Aspen Bank'],
    ],
    // A line that is not a listed person ends the company's list.
    ['Aspen Bank\nWe met on Monday.\n- Priya Kapoor, sponsor', ['Priya Kapoor'], ['Aspen Bank'], []],
    // A company and a word for its people before the colon.
    [
      'Coral Telecom attendees: Wanjiru Kamau (VP Care), Jomo Otieno (Ops)\nVendor attendees (Echo Voice): Lasse Berg, Mia Tanaka',
      ['Jomo Otieno', 'Lasse Berg', 'Mia Tanaka', 'Wanjiru Kamau'],
      ['Coral Telecom', 'Echo Voice'],
      [
        'works_at Jomo Otieno -> Coral Telecom',
        'works_at Lasse Berg -> Echo Voice',
        'works_at Mia Tanaka -> Echo Voice',
        'works_at Wanjiru Kamau -> Coral Telecom',
      ],
    ],
    // "Notes by P, C": the note's writer, so "our side" is their company, not the one in play.
    [
      'Prep with Birch Capital. On our side, Hamid Rahimi (CEO) and Ines Lopes (CFO) will present.\nNotes by Ines Lopes, Fieldline Health',
      ['Hamid Rahimi', 'Ines Lopes'],
      ['Birch Capital', 'Fieldline Health'],
      ['works_at Hamid Rahimi -> Fieldline Health', 'works_at Ines Lopes -> Fieldline Health'],
    ],
    // A signature's name, title and company lines with no sign-off above them.
    [
      'Hi team,\n\nRosa Vidal approved it.\n\nTobias Kern\nAccount Executive\nSunridge Software',
      ['Rosa Vidal', 'Tobias Kern'],
      ['Sunridge Software'],
      ['works_at Tobias Kern -> Sunridge Software'],
    ],
    // A department line under a name in a signature is no person.
    [
      'Best wishes,\nOliver Hale\nCustomer Service\nBrookside Supplies Ltd',
      ['Oliver Hale'],
      ['Brookside Supplies Ltd'],
      ['works_at Oliver Hale -> Brookside Supplies Ltd'],
    ],
    // A pipe signature with a department, and "our" with a word before the title.
    [
      'Our dispatch manager, Leila Amini, would like to join.\n\nMarcus Obi | Operations | Pelican Freight',
      ['Leila Amini', 'Marcus Obi'],
      ['Pelican Freight'],
      ['works_at Leila Amini -> Pelican Freight', 'works_at Marcus Obi -> Pelican Freight'],
    ],
    // "joined us at C": the company after "us at"; the years before it were at another.
    [
      'Fatou Ndiaye has joined us at Meridian Freight as head of customer operations.',
      ['Fatou Ndiaye'],
      ['Meridian Freight'],
      ['works_at Fatou Ndiaye -> Meridian Freight'],
    ],
    // "C, whose GM is P", "C, where P leads the work", "C was represented by P".
    [
      'Ask Saffron Hotels about Indigo Hotels, whose GM is Kavya Rao. Talk to Stratus Systems, where Jonas Weber leads the work. Vortex Motors was represented by Mehmet Kaya.',
      ['Jonas Weber', 'Kavya Rao', 'Mehmet Kaya'],
      ['Indigo Hotels', 'Saffron Hotels', 'Stratus Systems', 'Vortex Motors'],
      [
        'works_at Jonas Weber -> Stratus Systems',
        'works_at Kavya Rao -> Indigo Hotels',
        'works_at Mehmet Kaya -> Vortex Motors',
      ],
    ],
    // "from the accounts team at C"; "Our buyer, P" is the writer's company.
    [
      'This is Chiara Riva from the accounts team at Vela Shipping. Our buyer, Nikos Pappas, approved one.\n\nThanks,\nChiara',
      ['Chiara Riva', 'Nikos Pappas'],
      ['Vela Shipping'],
      ['works_at Chiara Riva -> Vela Shipping', 'works_at Nikos Pappas -> Vela Shipping'],
    ],
    // A department on one side of a deal: "Legal on their end is P".
    [
      'Update on the Verdant Power deal. Legal on their end is Arjun Menon.',
      ['Arjun Menon'],
      ['Verdant Power'],
      ['works_at Arjun Menon -> Verdant Power'],
    ],
    // "C's brand team is A and B".
    [
      "Velvet Agency does the creative, and Marigold Foods' brand team is Leticia Prado and Ravi Iyer.",
      ['Leticia Prado', 'Ravi Iyer'],
      ['Marigold Foods', 'Velvet Agency'],
      ['works_at Leticia Prado -> Marigold Foods', 'works_at Ravi Iyer -> Marigold Foods'],
    ],
    // A side heading its line, past an honorific; "From us:" is the writer's company.
    [
      'Discovery call: Nimbus Clinics\nTheir team: Dr. Kwame Mensah (CMO), Lisa Cheng (nursing informatics)',
      ['Kwame Mensah', 'Lisa Cheng'],
      ['Nimbus Clinics'],
      ['works_at Kwame Mensah -> Nimbus Clinics', 'works_at Lisa Cheng -> Nimbus Clinics'],
    ],
    [
      'From us: Nadia Karim, Peter Holm\n\nNadia Karim\nBrand Manager, Amberly Beauty Ltd',
      ['Nadia Karim', 'Peter Holm'],
      ['Amberly Beauty Ltd'],
      ['works_at Nadia Karim -> Amberly Beauty Ltd', 'works_at Peter Holm -> Amberly Beauty Ltd'],
    ],
    // A chat speaker's answer "the COO, P" is P's title, not the speaker's.
    [
      'Elena Popa: Tidal Bank signed!!\nKofi Asante: and the economic buyer?\nElena Popa: the COO, Henrik Lund',
      ['Elena Popa', 'Henrik Lund', 'Kofi Asante'],
      ['Tidal Bank'],
      ['works_at Henrik Lund -> Tidal Bank'],
    ],
    // Departments of two words after "their head of", and one before a name.
    [
      'Elena Popa: Farida Haddad, their head of retail lending at Tidal Bank, said yes.',
      ['Elena Popa', 'Farida Haddad'],
      ['Tidal Bank'],
      ['works_at Farida Haddad -> Tidal Bank'],
    ],
    [
      'Met Cascade Bank. Farida Haddad, their head of retail lending, said yes.',
      ['Farida Haddad'],
      ['Cascade Bank'],
      ['works_at Farida Haddad -> Cascade Bank'],
    ],
    // A lawyer representing a client on a deal is not its employee.
    [
      'Blackwood Legal sent the redlines. Hannah Vogel, she represents Ferro Steel on this deal.',
      ['Hannah Vogel'],
      ['Blackwood Legal', 'Ferro Steel'],
      [],
    ],
    // Everyday last words of company names.
    [
      'Thabo Mthembu of Oakridge Credit Union spoke to Vortex Parts and Bayside Water.',
      ['Thabo Mthembu'],
      ['Bayside Water', 'Oakridge Credit Union', 'Vortex Parts'],
      ['works_at Thabo Mthembu -> Oakridge Credit Union'],
    ],
    // A card's fields on one line, after bars.
    [
      'Name: Chloé Laurent | Company: Pixel Harbour | Title: Head of Ad Sales',
      ['Chloé Laurent'],
      ['Pixel Harbour'],
      ['works_at Chloé Laurent -> Pixel Harbour'],
    ],
    // A name after "of" with its current job; a company's share of the work with its person in parentheses.
    [
      'Attached is the CV of Wei Chen, currently a QA manager at Norrland Pharma.',
      ['Wei Chen'],
      ['Norrland Pharma'],
      ['works_at Wei Chen -> Norrland Pharma'],
    ],
    [
      'Velvet Agency does the creative (Ayumi Sato leads), Pressline Media does PR (Connor Byrne).',
      ['Ayumi Sato', 'Connor Byrne'],
      ['Pressline Media', 'Velvet Agency'],
      ['works_at Ayumi Sato -> Velvet Agency', 'works_at Connor Byrne -> Pressline Media'],
    ],
    // A buyer for a company works there; a consultant for one does not.
    [
      'Spoke with Kasia Nowak, who buys packaging for Morningside Bakeries, and Anders Lund, who consults for Rosemont Bank.',
      ['Anders Lund', 'Kasia Nowak'],
      ['Morningside Bakeries', 'Rosemont Bank'],
      ['works_at Kasia Nowak -> Morningside Bakeries'],
    ],
    // "worked at B ... before leaving for C": a move.
    [
      'Ana Lopes worked for me at Quantix for three years before leaving for Loop Health last spring.',
      ['Ana Lopes'],
      ['Loop Health', 'Quantix'],
      ['left_for Ana Lopes -> Loop Health', 'works_at Ana Lopes -> Loop Health'],
    ],
    // "(all C)" after a list places the list; "(our ...)" is the writer's company, never the one in play.
    [
      'Weekly sync with Orion Retail. Attendees: Sofia Marchetti, Jonas Berg, Ama Owusu (all Orion Retail), Mark Li (our Head of Engineering).',
      ['Ama Owusu', 'Jonas Berg', 'Mark Li', 'Sofia Marchetti'],
      ['Orion Retail'],
      [
        'works_at Ama Owusu -> Orion Retail',
        'works_at Jonas Berg -> Orion Retail',
        'works_at Sofia Marchetti -> Orion Retail',
      ],
    ],
    // A company's announcement of who joins it, and from where.
    [
      'Acme Corp is pleased to announce that Maria Lopez, formerly CFO of Beta Ltd, joins as CFO.',
      ['Maria Lopez'],
      ['Acme Corp', 'Beta Ltd'],
      ['left_for Maria Lopez -> Acme Corp', 'works_at Maria Lopez -> Acme Corp'],
    ],
    // "joins from B" in a company's own note joins that company.
    [
      'Org update from Granite Pay: Kwame Boateng joins from Harbor Lane Capital as Head of Partnerships.',
      ['Kwame Boateng'],
      ['Granite Pay', 'Harbor Lane Capital'],
      ['left_for Kwame Boateng -> Granite Pay', 'works_at Kwame Boateng -> Granite Pay'],
    ],
    // "Her CFO" opening a sentence is the last sentence's subject's, not the last person named.
    [
      'Spoke with Olivia Grant (VP Ops) at Tern Freight. She is evaluating us against Routemaster, whose rep Dan Cole has been pushy. Her CFO, Ben Howard, has the final say.',
      ['Ben Howard', 'Dan Cole', 'Olivia Grant'],
      ['Routemaster', 'Tern Freight'],
      [
        'works_at Ben Howard -> Tern Freight',
        'works_at Dan Cole -> Routemaster',
        'works_at Olivia Grant -> Tern Freight',
      ],
    ],
    // A name and a company line closing the text are its signature, with no sign-off above them.
    [
      'Notes: Kestrel Health wants to go live in March.\n\nPriya Shah\nBrightwave Software',
      ['Priya Shah'],
      ['Brightwave Software', 'Kestrel Health'],
      ['works_at Priya Shah -> Brightwave Software'],
    ],
    // "run your onboarding at C" serves the one written to; the address says where the sender works.
    [
      'From: Dana Levi <dana.levi@quartzline.com>\nCc: Irina Petrova <irina.petrova@quartzline.com>\n\nThanks for choosing Quartzline. Irina will run your onboarding at Okafor Build.',
      ['Dana Levi', 'Irina Petrova'],
      ['Okafor Build', 'Quartzline'],
      ['works_at Dana Levi -> Quartzline', 'works_at Irina Petrova -> Quartzline'],
    ],
    // "our account manager for C": C is the client served.
    [
      'Zara Ahmed, our account manager for Acme Corp, joined the call.\n\nBest,\nLi Na\nLumen Labs',
      ['Li Na', 'Zara Ahmed'],
      ['Acme Corp', 'Lumen Labs'],
      ['works_at Li Na -> Lumen Labs', 'works_at Zara Ahmed -> Lumen Labs'],
    ],
    // A title alone places nobody who works for themselves at the company in play.
    [
      'Mei Chen is at Vantage Retail. Diego Rios is a data engineer I know; he now freelances. Tom Berg is a data engineer.',
      ['Diego Rios', 'Mei Chen', 'Tom Berg'],
      ['Vantage Retail'],
      ['works_at Mei Chen -> Vantage Retail', 'works_at Tom Berg -> Vantage Retail'],
    ],
    // Attendees grouped by company: between semicolons, after a dash, after a slash.
    [
      'Attendees: Ana Costa, Rui Pinto (Tejo Foods); Mark Hale, Jenny Cho (Brightline Software)\nMaria Lopez and Peter Novak (Orbis Labs) joined late.',
      ['Ana Costa', 'Jenny Cho', 'Maria Lopez', 'Mark Hale', 'Peter Novak', 'Rui Pinto'],
      ['Brightline Software', 'Orbis Labs', 'Tejo Foods'],
      [
        'works_at Ana Costa -> Tejo Foods',
        'works_at Jenny Cho -> Brightline Software',
        'works_at Mark Hale -> Brightline Software',
        'works_at Peter Novak -> Orbis Labs',
        'works_at Rui Pinto -> Tejo Foods',
      ],
    ],
    [
      'Attendees:\nTejo Foods - Ana Costa, Rui Pinto\nMark Hale / Brightline Software',
      ['Ana Costa', 'Mark Hale', 'Rui Pinto'],
      ['Brightline Software', 'Tejo Foods'],
      [
        'works_at Ana Costa -> Tejo Foods',
        'works_at Mark Hale -> Brightline Software',
        'works_at Rui Pinto -> Tejo Foods',
      ],
    ],
    // A person from a company that serves another: the company after the service noun.
    [
      'Met Tejo Foods. Ken Mori from their IT provider, Bitwise Systems, handles anything technical.',
      ['Ken Mori'],
      ['Bitwise Systems', 'Tejo Foods'],
      ['works_at Ken Mori -> Bitwise Systems'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
