import { Cron } from 'croner'
import { describe, expect, it } from 'vitest'
import { cpuFloor } from '../../../test/support/cpu.js'
import { describeRule, DESCRIPTION_LIMITS } from './describe.js'

const runs = (schedule: string) =>
  new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(new Date('2026-01-15T10:00:00Z'))

describe('describeRule', () => {
  it.each([
    ['every Monday at 9am', '0 9 * * 1'],
    ['daily at 8', '0 8 * * *'],
    ['every day at 8pm', '0 20 * * *'],
    ['every hour', '0 * * * *'],
    ['hourly', '0 * * * *'],
    ['weekdays at 17:30', '30 17 * * 1-5'],
    ['on weekends at 10', '0 10 * * 0,6'],
    ['every 2 hours', '0 */2 * * *'],
    ['every minute', '*/1 * * * *'],
    ['every 90 minutes', '*/59 * * * *'],
    ['every Tuesday, Wednesday and Thursday at 12:15am', '15 0 * * 2-4'],
    ['at midnight', '0 0 * * *'],
    ['every evening', '0 18 * * *'],
    ['weekly', '0 9 * * 1'],
    ['monthly at 7:05', '5 7 1 * *'],
    ['tell me about Acme', '0 9 * * *'],
    ['at 25:00', '0 9 * * *'],
  ])('reads "%s" as %s, a schedule that runs', (description, schedule) => {
    expect(describeRule(description).schedule).toBe(schedule)
    expect(runs(schedule)).not.toBeNull()
  })

  it('names a rule after its topic, and keeps the topic words a run filters on', () => {
    expect(describeRule('Tell me about new insights on Acme every Monday at 9am')).toEqual({
      name: 'New insights on Acme',
      prompt: 'Tell me about new insights on Acme every Monday at 9am',
      schedule: '0 9 * * 1',
      topics: ['acme'],
    })
    expect(describeRule('Let me know when Grace Hopper or Initech change, daily at 8')).toMatchObject({
      name: 'Grace Hopper or Initech',
      topics: ['grace', 'hopper', 'initech'],
    })
  })

  it('keeps a name to 6 words and 60 characters', () => {
    const { name } = describeRule('Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel every hour')
    expect(name).toBe('Alpha Bravo Charlie Delta Echo Foxtrot')
    expect(describeRule(`${'x'.repeat(100)} daily`).name).toHaveLength(DESCRIPTION_LIMITS.nameCharacters)
  })

  it('reads adversarial descriptions at the size limit in linear time', async () => {
    const n = DESCRIPTION_LIMITS.maxCharacters
    const inputs = [
      'every '.repeat(n),
      '9:'.repeat(n),
      '12:30pm '.repeat(n),
      'a'.repeat(n),
      'monday and '.repeat(n),
      '1 '.repeat(n),
      'at '.repeat(n),
      '\u00e9'.repeat(n),
      ' '.repeat(n),
    ].map((text) => text.slice(0, n))
    for (const text of inputs) {
      const { ms, result: read } = await cpuFloor(() => describeRule(text), { runs: 3 })
      expect(ms).toBeLessThan(20)
      expect(runs(read.schedule)).not.toBeNull()
    }
  })
})
