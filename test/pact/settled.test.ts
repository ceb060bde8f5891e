import { PactV4 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { settled } from './support.js'
import { scratchDir } from '../support/scratch.js'

// settled() waits for Pact's mock server to record a match before Pact checks (decision 0032):
// it must neither hide a request that never came nor change what a passing test does.
describe('settled()', () => {
  const pact = settled(
    new PactV4({
      consumer: 'settled-consumer',
      provider: 'settled-provider',
      dir: scratchDir('cgm-settled-'),
      logLevel: 'error',
    }),
  )

  it('still fails an interaction whose request never came, after waiting at most about 2 s', async () => {
    const started = Date.now()
    await expect(
      pact
        .addInteraction()
        .uponReceiving('a request never sent')
        .withRequest('GET', '/never')
        .willRespondWith(200)
        .executeTest(async () => 'done'),
    ).rejects.toThrow(/expected but not received/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000)
  })

  it("passes an interaction whose request came, with the test function's result", async () => {
    const result = await pact
      .addInteraction()
      .uponReceiving('a request sent')
      .withRequest('GET', '/sent')
      .willRespondWith(200)
      .executeTest(async (server) => (await fetch(`${server.url}/sent`)).status)
    expect(result).toBe(200)
  })
})
