import { describe, expect, it } from 'vitest'
import { PACK_AFTER, PackedChanges } from './packed-changes.js'

const change = (i: number) =>
  JSON.stringify({ kind: 'request', at: 1768471200000 + i, body: `{"name":"Person ${i}","note":"Zoë ✓ \ud800"}` })
const read = (packed: PackedChanges) => [...packed.runs()].flatMap((run) => JSON.parse(`[${run}]`) as unknown[])

describe('PackedChanges', () => {
  it('answers every text in order, packed or not, byte for byte', () => {
    const packed = new PackedChanges()
    const texts = Array.from({ length: 2_000 }, (_, i) => change(i))
    for (const text of texts) packed.push(text)
    expect(texts.join(',').length).toBeGreaterThan(2 * PACK_AFTER)
    expect(packed.count).toBe(2_000)
    expect([...packed.runs()].length).toBeGreaterThan(2)
    expect([...packed.runs()].join(',')).toBe(texts.join(','))
    expect(read(packed)).toEqual(texts.map((text) => JSON.parse(text)))
  })

  it('takes back the newest text, even right after a pack', () => {
    const packed = new PackedChanges()
    const texts: string[] = []
    // Until the first pack: then one block and the newest text.
    for (let i = 0; [...packed.runs()].length < 2; i++) {
      texts.push(change(i))
      packed.push(texts.at(-1)!)
    }
    expect(packed.pop()).toBe(texts.pop())
    packed.push('{"kind":"clock","at":1}')
    expect([...packed.runs()].join(',')).toBe([...texts, '{"kind":"clock","at":1}'].join(','))
    expect(packed.count).toBe(texts.length + 1)
  })

  it('answers no runs when empty', () => {
    const packed = new PackedChanges()
    expect([...packed.runs()]).toEqual([])
    expect(packed.pop()).toBeUndefined()
    expect(packed.count).toBe(0)
  })
})
