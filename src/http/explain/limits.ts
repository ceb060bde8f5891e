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

/** A 409: the ids the message names, each told as what it is (the holder of a unique value, a member). */
export function explainConflict(workspace: Workspace | undefined, message: string): Explanation {
  const ids = [...new Set(message.match(/\b\d{1,20}\b/g) ?? [])].slice(0, 6)
  const known = workspace
    ? ids.flatMap((id) => {
        const thing = describeId(workspace, id)
        return thing ? [`${id} is ${thing.label}`] : []
      })
    : []
  const bound = /limit/i.test(message) && /holds/.test(message)
  const what = known.length > 0 ? known.join('; ') : bound ? 'a bound of the mock' : 'the state as it stands'
  return explanation(
    'conflict',
    `The call conflicts with ${bound && known.length === 0 ? what : `existing state: ${what}`}`,
    known
      .map((k) => k.split(' is ')[0]!)
      .map((id) => describeId(workspace!, id)?.read)
      .filter((read): read is string => read !== undefined),
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
