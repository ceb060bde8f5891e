/**
 * A response stream that also ends when the request is aborted. In-process clients (MSW, which
 * tees every mocked body for its lifecycle events, so a client's cancel never reaches the
 * source) leave a stream by aborting the request; this cancels the source then, so a server-sent
 * event stream unsubscribes and stops its timers as it does when a socket closes.
 *
 * @example new Response(endOnAbort(stream, request.signal), { headers })
 */
export function endOnAbort(stream: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  let finished = false
  let onAbort: (() => void) | undefined
  const finish = () => {
    finished = true
    if (onAbort) signal.removeEventListener('abort', onAbort)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        if (finished) return
        finish()
        void reader.cancel(signal.reason).catch(() => undefined)
        try {
          controller.close()
        } catch {
          // Closed already by a cancel from the client.
        }
      }
      if (signal.aborted) onAbort()
      else signal.addEventListener('abort', onAbort, { once: true })
    },
    async pull(controller) {
      if (finished) return
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (finished) return
      if (next.done) {
        finish()
        controller.close()
      } else controller.enqueue(next.value)
    },
    cancel(reason) {
      if (finished) return
      finish()
      return reader.cancel(reason)
    },
  })
}
