import { describe, expect, it } from 'vitest'
import { endOnAbort } from './end-on-abort.js'

function source() {
  const state = { cancelled: false as boolean, reason: undefined as unknown }
  let push: (text: string) => void = () => undefined
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text))
    },
    cancel(reason) {
      state.cancelled = true
      state.reason = reason
    },
  })
  return { stream, state, push: (text: string) => push(text) }
}

const read = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  const next = await reader.read()
  return next.done ? null : new TextDecoder().decode(next.value)
}

describe('a response stream that ends on abort', () => {
  it('passes chunks through, and on abort cancels the source and ends', async () => {
    const { stream, state, push } = source()
    const controller = new AbortController()
    const reader = endOnAbort(stream, controller.signal).getReader()
    push('a')
    expect(await read(reader)).toBe('a')
    const pending = read(reader)
    controller.abort()
    expect(await pending).toBeNull()
    expect(state.cancelled).toBe(true)
  })

  it('cancels the source when the client cancels, and forgets the signal', async () => {
    const { stream, state } = source()
    const controller = new AbortController()
    await endOnAbort(stream, controller.signal).cancel('bye')
    expect(state).toEqual({ cancelled: true, reason: 'bye' })
    controller.abort()
  })

  it('ends at once for a request aborted already', async () => {
    const { stream, state } = source()
    const reader = endOnAbort(stream, AbortSignal.abort()).getReader()
    expect(await read(reader)).toBeNull()
    expect(state.cancelled).toBe(true)
  })

  it('closes when the source closes', async () => {
    const reader = endOnAbort(new Response('done').body!, new AbortController().signal).getReader()
    expect(await read(reader)).toBe('done')
    expect(await read(reader)).toBeNull()
  })
})
