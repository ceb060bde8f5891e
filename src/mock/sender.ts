import type { Pipeline, RawResponse } from '../http/pipeline/index.js'

/** A public call's answer as a replay sees it. */
export interface SentAnswer {
  status: number
  text: string
}

/**
 * Sends public calls straight through the pipeline's replay entry (no faults, limits or
 * journal): what a restore replays and a fixture loads with. The pipeline is built after the
 * control functions that use it, so it is connected once it exists.
 */
export class Sender {
  private pipeline: Pipeline | undefined

  constructor(private readonly basePath: string) {}

  connect(pipeline: Pipeline): void {
    this.pipeline = pipeline
  }

  async send(method: string, target: string, key: string, body: string | null): Promise<SentAnswer> {
    const bytes = body === null ? undefined : new TextEncoder().encode(body)
    const answer: RawResponse = await this.pipeline!.replay({
      method,
      target: `${this.basePath}${target}`,
      header: (name) =>
        name === 'authorization' ? `Bearer ${key}` : name === 'content-type' && bytes ? 'application/json' : undefined,
      readBody: async () => bytes,
    })
    if (answer.body instanceof ReadableStream) {
      await answer.body.cancel()
      return { status: answer.status, text: '' }
    }
    return { status: answer.status, text: answer.body ?? '' }
  }
}
