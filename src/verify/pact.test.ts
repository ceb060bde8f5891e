import { describe, expect, it } from 'vitest'
import { interactionOf } from './pact.js'

describe("the Pact verifier's report lines", () => {
  it('names the interaction a line starts, whatever units its times take', () => {
    expect(interactionOf('  a request for a contact (14ms loading, 319ms verification)')).toBe(
      'a request for a contact',
    )
    expect(interactionOf('  a request to add a note (63ms loading, 1s 206ms verification)')).toBe(
      'a request to add a note',
    )
    expect(interactionOf('  a slow one (pending) (1.5s loading, 2m 3s verification)')).toBe('a slow one')
    expect(interactionOf('    returns a response which')).toBeUndefined()
    expect(interactionOf('Verifying a pact between contacts-app and context-graph-api')).toBeUndefined()
  })
})
