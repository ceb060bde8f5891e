import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext, extractDates } from './extract/index.js'

const NOW = Date.parse('2026-01-15T10:00:00Z') // a Thursday
const none = createNameDirectory([])

describe('extractContext', () => {
  it('reads the crafted text: an owned e-mail, its domain, a CTO statement and a follow-up due Friday about the people before it', () => {
    const extraction = extractContext(
      'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Send the proposal to her by Friday.',
      none,
      NOW,
    )
    expect(extraction).toEqual({
      people: [{ name: 'Ada Lovelace', at: 0, emails: ['ada@analytical.io'], title: 'CTO' }],
      companies: [{ name: 'Analytical Engines', at: 47, domain: 'analytical.io' }],
      links: [
        {
          kind: 'works_at',
          from: 'Ada Lovelace',
          to: 'Analytical Engines',
          title: 'CTO',
          sentence: 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines.',
        },
      ],
      emails: [{ address: 'ada@analytical.io', domain: 'analytical.io', owner: 'Ada Lovelace' }],
      domains: ['analytical.io'],
      phones: [],
      known: [],
      dropped: { people: 0, companies: 0, links: 0, follow_ups: 0, lines: 0 },
      dates: [{ text: 'Friday', date: '2026-01-16' }],
      followUps: [
        {
          title: 'Send the proposal to her by Friday',
          due: '2026-01-16',
          sentence: 'Send the proposal to her by Friday.',
          names: ['Ada Lovelace', 'Analytical Engines'],
        },
      ],
    })
  })

  it('finds known names case-insensitively on word boundaries, the longest first, and not inside other words or across sentences', () => {
    const directory = createNameDirectory([
      { id: '1', name: 'Acme', type: 'company' },
      { id: '2', name: 'Acme Robotics', type: 'company' },
      { id: '3', name: 'Grace Hopper', type: 'person' },
    ])
    const { known } = extractContext(
      'Met grace HOPPER from acme robotics. Acmeville is not Acme. Grace. Hopper said hi.',
      directory,
      NOW,
    )
    expect(known.map((k) => k.id)).toEqual(['3', '2', '1'])
    expect(extractContext('Grace. Hopper said hi; Acmeville too.', directory, NOW).known).toEqual([])
  })

  it('does not read names inside e-mail addresses or domains', () => {
    const directory = createNameDirectory([{ id: '1', name: 'Acme', type: 'company' }])
    expect(extractContext('Write to bob@acme.io or visit acme.io', directory, NOW).known).toEqual([])
  })

  it('reads the three statement patterns, with the role, and drops a leading sentence word from the name', () => {
    const { links } = extractContext(
      'Linus Quill works for Initech. Yesterday Priya Raman joined Globex as VP of Sales. Omar Haddad is the Head of Data at Umbrella Corp.',
      none,
      NOW,
    )
    expect(links.map(({ sentence: _, ...l }) => l)).toEqual([
      { kind: 'works_at', from: 'Linus Quill', to: 'Initech' },
      { kind: 'works_at', from: 'Priya Raman', to: 'Globex', title: 'VP of Sales', joined: true },
      { kind: 'works_at', from: 'Omar Haddad', to: 'Umbrella Corp', title: 'Head of Data' },
    ])
  })

  it('gives an address to the one person its sentence names, and keeps free mail domains out of company domains', () => {
    const { emails, domains } = extractContext(
      'Grace Hopper can be reached at grace@gmail.com. Team: a@x.io, b@y.io.',
      none,
      NOW,
    )
    expect(emails).toEqual([
      { address: 'grace@gmail.com', domain: 'gmail.com', owner: 'Grace Hopper' },
      { address: 'a@x.io', domain: 'x.io' },
      { address: 'b@y.io', domain: 'y.io' },
    ])
    expect(domains).toEqual(['x.io', 'y.io'])
    const owned = extractContext('Grace Hopper joined Initech, write to grace@initech.com.', none, NOW)
    expect(owned.emails).toEqual([{ address: 'grace@initech.com', domain: 'initech.com', owner: 'Grace Hopper' }])
  })

  it('reads phone numbers, not dates or short numbers, and gives them to the one person of the sentence', () => {
    const directory = createNameDirectory([{ id: '3', name: 'Grace Hopper', type: 'person' }])
    const { phones } = extractContext(
      'Call Grace Hopper on +1 415 555 0142 before 2026-04-01. Room 42, order 12-34. Office (030) 1234 5678.',
      directory,
      NOW,
    )
    expect(phones).toEqual([{ number: '+1 415 555 0142', owner: 'Grace Hopper' }, { number: '(030) 1234 5678' }])
  })

  it('reads bare domains with a known top-level domain, not file names', () => {
    expect(
      extractContext('See https://www.globex.com/pricing and notes.txt, or initech.io.', none, NOW).domains,
    ).toEqual(['globex.com', 'initech.io'])
  })

  it('makes follow-ups of action sentences only, with the first date of the sentence as due date', () => {
    const { followUps } = extractContext(
      'We met today.\nPlease schedule a demo next Tuesday.\n- follow up with Globex on March 3\nThe weather was nice.',
      none,
      NOW,
    )
    expect(followUps.map((f) => [f.title, f.due])).toEqual([
      ['Schedule a demo next Tuesday', '2026-01-20'],
      ['Follow up with Globex on March 3', '2026-03-03'],
    ])
  })
})

describe('extractDates', () => {
  const dates = (text: string) => extractDates(text, NOW).map((d) => d.date)

  it('reads ISO dates, today and tomorrow, and skips impossible ones', () => {
    expect(dates('on 2026-04-01, not 2026-02-30; today or tomorrow')).toEqual([
      '2026-04-01',
      '2026-01-15',
      '2026-01-16',
    ])
  })

  it('reads a weekday as the first one after today, and next <weekday> as one in the following week', () => {
    expect(dates('by Friday')).toEqual(['2026-01-16'])
    expect(dates('this Thursday')).toEqual(['2026-01-22'])
    expect(dates('next Friday')).toEqual(['2026-01-23'])
    expect(dates('next Tuesday')).toEqual(['2026-01-20'])
    expect(dates('next week')).toEqual(['2026-01-19'])
  })

  it('reads offsets and month names, rolling a past day without year into next year', () => {
    expect(dates('in 3 days, in two weeks, in a day')).toEqual(['2026-01-18', '2026-01-29', '2026-01-16'])
    expect(dates('on March 3rd, 5 January, the 1st of February 2027')).toEqual([
      '2026-03-03',
      '2027-01-05',
      '2027-02-01',
    ])
  })
})

describe('extraction speed', () => {
  it('reads 100 KB of text against 10,000 known names in well under a second', () => {
    const directory = createNameDirectory(
      Array.from({ length: 10_000 }, (_, i) => ({
        id: String(i + 1),
        name: `Person${i} Surname${i % 97}`,
        type: 'person' as const,
      })),
    )
    const paragraph =
      'Person12 Surname12 (p12@globex.com) is the CTO of Globex. Send the deck to her by Friday, call +1 415 555 0142. Grace Hopper joined Initech. '
    const text = paragraph.repeat(Math.ceil(100_000 / paragraph.length))
    const started = performance.now()
    const extraction = extractContext(text, directory, NOW)
    const elapsed = performance.now() - started
    console.log(`extractContext: ${text.length} characters in ${elapsed.toFixed(1)} ms`)
    expect(extraction.known.map((k) => k.id)).toEqual(['13'])
    // One follow-up per paragraph, up to the cap; the rest are counted.
    expect(extraction.followUps.length).toBe(100)
    expect(extraction.dropped.follow_ups).toBe(Math.ceil(100_000 / paragraph.length) - 100)
    expect(elapsed).toBeLessThan(5_000) // a generous sanity bound; the figure is printed above
  })
})

describe('extractContext: the link shapes of issue 27', () => {
  const links = (text: string) =>
    extractContext(text, none, NOW)
      .links.map((l) => `${l.kind} ${l.from} -> ${l.to}`)
      .sort()

  it('reads an intro heading, a role at a company, a chat speaker\'s "my manager" and a second predicate', () => {
    expect(links('Subject: Intro: Amara Nwosu <> Lukas Brandt\n\nHi both,\n\nBest,\nSophie Marchand')).toEqual([
      'introduced_by Amara Nwosu -> Sophie Marchand',
      'introduced_by Lukas Brandt -> Sophie Marchand',
    ])
    expect(links('So our new contact at Cordillera Mining is Maria Soto.')).toEqual([
      'works_at Maria Soto -> Cordillera Mining',
    ])
    expect(links('Carmen Ortega: fyi my manager is Javier Molina, he signs off on budgets')).toEqual([
      'reports_to Carmen Ortega -> Javier Molina',
    ])
    expect(links('Gabriel Dubois works for Rivage Assurances and reports to Sandrine Moreau.')).toEqual([
      'reports_to Gabriel Dubois -> Sandrine Moreau',
      'works_at Gabriel Dubois -> Rivage Assurances',
      'works_at Sandrine Moreau -> Rivage Assurances',
    ])
  })

  it('never makes a person of a company of the same text', () => {
    const { people, companies } = extractContext(
      'Wanjiru Kamau (Director of Finance, Acacia Microfinance, wanjiru@acaciamf.co.ke) joined. Acacia Microfinance said yes.',
      none,
      NOW,
    )
    expect(people.map((p) => p.name)).toEqual(['Wanjiru Kamau'])
    expect(companies.map((c) => c.name)).toEqual(['Acacia Microfinance'])
  })

  it('reads follow-ups with their assignee: "X will", "X to", "@X can you", a chat line\'s "I\'ll", and none for "Could someone"', () => {
    const followUps = extractContext(
      [
        'Tunde Bakare will send the API specs by Friday.',
        'Elif Yıldız to circulate the term sheet next Tuesday.',
        '[10:04] Aisha Bello: @Tunde can you send it over today?',
        'Aisha Bello: ok, I’ll email Tunde tomorrow',
        'Could someone send the invoices by Friday?',
        'Call log — 14 Jan — Halvard Shipping',
      ].join('\n'),
      none,
      NOW,
    ).followUps.map((f) => [f.title, f.due, f.assignee])
    expect(followUps).toEqual([
      ['Send the API specs by Friday', '2026-01-16', 'Tunde Bakare'],
      ['Circulate the term sheet next Tuesday', '2026-01-20', 'Elif Yıldız'],
      ['Send it over today', '2026-01-15', 'Tunde Bakare'],
      ['Email Tunde tomorrow', '2026-01-16', 'Aisha Bello'],
      ['Send the invoices by Friday', '2026-01-16', undefined],
    ])
  })
})
