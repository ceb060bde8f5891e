import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27: where two passes' rules met when they landed together (M1, W7, W8). Each case is the shape
// of a tuning text one rule got wrong once the other was in, with everything the reader should find.
describe('rules of different passes read together', () => {
  it.each([
    // An announcement's heading places who it names in full, but not someone named right after another
    // company ("a candidate at Unilever, P"), while the attendees under the heading stay placed.
    [
      'Leadership offsite — notes (Harbour & Vine Ltd)\nPresent: Grace Mwangi, Tomás Silva\n\nA recruiter flagged a candidate at Unilever, Priyanka Desai.',
      ['Grace Mwangi', 'Priyanka Desai', 'Tomás Silva'],
      ['Harbour & Vine Ltd', 'Unilever'],
      ['works_at Grace Mwangi -> Harbour & Vine Ltd', 'works_at Tomás Silva -> Harbour & Vine Ltd'],
    ],
    // ... and a company named later in the sentence, after someone else, does not count against the name.
    // (Kwesi's move, "ran until he went to", is not read yet: t837 lists it as a miss.)
    [
      'From HR at Accra Digital: the Kumasi office, which Kwesi Appiah ran until he went to Gold Coast Telecom in January, is now headed by Abena Owusu.',
      ['Abena Owusu', 'Kwesi Appiah'],
      ['Accra Digital', 'Gold Coast Telecom'],
      ['works_at Abena Owusu -> Accra Digital'],
    ],
    // A contact bullet naming a company of its own is not placed at the account by the attendee rule.
    [
      "ACCOUNT: Harbour & Finch Insurance\nOwner: Nomvula Dlamini\n\nContacts\n- Callum O'Reilly, Head of Claims\n- Fiona Walsh: left in December for Aviva, keep on the newsletter",
      ["Callum O'Reilly", 'Fiona Walsh', 'Nomvula Dlamini'],
      ['Aviva', 'Harbour & Finch Insurance'],
      ["works_at Callum O'Reilly -> Harbour & Finch Insurance"],
    ],
  ] as [string, string[], string[], string[]][])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  // A reporting line gives a titled person the other end's company only when that end has one: here the
  // line is misread onto the quoted reply's sender, who is at two companies, so the title's company stands.
  it('keeps the company in play when the other end of a reporting line is at two companies', () => {
    const text =
      "Hi Min-jun,\n\nYes, I'm still at Gangnam Mobility, now running partnerships. My manager, Park Ji-hoon, says hello — you two overlapped at Hanbit Telecom.\n\nSeo-yeon Lim\nPartnerships Lead, Gangnam Mobility\n\n> Hi Seo-yeon, long time! Are you still at Gangnam Mobility? I've just started at Daejeon Robotics. — Min-jun Kang"
    const { links } = read(text)
    expect(links).toContain('works_at Park Ji-hoon -> Gangnam Mobility')
    expect(links).not.toContain('works_at Park Ji-hoon -> Daejeon Robotics')
  })
})
