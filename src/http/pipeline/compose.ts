import type { Exchange, RawResponse } from './exchange.js'

/** Runs the rest of the pipeline and answers what it answered. */
export type Next = () => Promise<RawResponse>

/**
 * One stage of the pipeline: it reads and fills the exchange, then answers itself (or throws an
 * ApiError) or hands on to `next`, and may change what `next` answered. A step that needs not
 * wait returns `next()` as it is: no promise of its own on the hot path.
 */
export type Step = (exchange: Exchange, next: Next) => Promise<RawResponse>

/**
 * The steps as one function, each wrapping the ones after it (as hono's `compose`). The last
 * step answers; it is never given a `next` that leads anywhere.
 *
 * @example const answer = compose([answerErrors, locate(router, ''), callHandler(services, true)])
 */
export function compose(steps: readonly Step[]): (exchange: Exchange) => Promise<RawResponse> {
  const end: Next = () => Promise.reject(new Error('The last step of the pipeline must answer'))
  return (exchange) => {
    const dispatch = (i: number): Promise<RawResponse> => {
      const step = steps[i]
      return step ? step(exchange, () => dispatch(i + 1)) : end()
    }
    return dispatch(0)
  }
}
