import type { Fault } from '../faults.js'
import type { RateLimiter } from '../rate-limit.js'
import { explanation, type Explanation } from './explanation.js'
import { describeId } from './things.js'
import type { Workspace } from '../../core/model.js'

/** A 429: the key's bucket, how fast it refills, when to retry, and the flag that sets the limit. */
export function explainRateLimit(rateLimit: RateLimiter, headers: Record<string, string> | undefined): Explanation {
  const seconds = rateLimit.windowMs / 1000
  const retry = headers?.['retry-after']
  return explanation(
    'rate_limited',
    `This key's bucket holds ${rateLimit.limit} calls and refills ${rateLimit.limit} per ${seconds} s on the ` +
      `mock's clock${retry ? `; retry after ${retry} s` : ''}; raise it with serve --rate-limit <n/window> ` +
      `(or createMock({ rateLimit })), or turn it off with --rate-limit off`,
    ['--rate-limit off', `--rate-limit ${rateLimit.limit * 10}/${seconds}s`],
  )
}

/**
 * A 409: each id the message names, told as what it is (the holder of a unique value, an existing
 * member or relationship); a bound of the mock when it names none.
 */
export function explainConflict(workspace: Workspace | undefined, message: string): Explanation {
  const ids = [...new Set(message.slice(0, 2000).match(/\b\d{1,20}\b/g) ?? [])].slice(0, 6)
  const held = ids.flatMap((id) => {
    const thing = workspace && describeId(workspace, id)
    return thing ? [{ id, thing }] : []
  })
  if (held.length === 0)
    return explanation(
      'conflict',
      /limit/i.test(message) ? `A bound of the mock: ${message}` : `The call conflicts with the state: ${message}`,
    )
  return explanation(
    'conflict',
    `The call conflicts with existing state: ${held.map(({ id, thing }) => `${id} is ${thing.label}`).join('; ')}`,
    held.flatMap(({ thing }) => (thing.read ? [thing.read] : [])),
  )
}

/** An answer shaped by an injected fault: which one, and how many more calls it shapes. */
export function explainFault(fault: Fault): Explanation {
  const left = fault.remaining === null ? 'until removed' : `${fault.remaining} more call(s)`
  return explanation('fault', `Injected by fault ${fault.id} (${fault.method} ${fault.path}); it applies ${left}`, [
    `DELETE /_mock/faults/${fault.id}`,
    'mock.faults.clear()',
  ])
}
