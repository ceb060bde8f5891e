import { describe, expect, it } from 'vitest'
import { pageJson, type PageMeta } from './page-json.js'

const meta = (total: number, offset = 0): PageMeta => ({
  total,
  limit: 2,
  offset,
  has_more: offset + 2 < total,
  next_offset: offset + 2 < total ? offset + 2 : null,
})
const part = (id: string, name: string) => ({ id, json: JSON.stringify({ id, name }) })

describe('pageJson', () => {
  it('answers JSON.stringify of the page, the same string for the same page, a new one when anything differs', () => {
    const a = part('1', 'Ada')
    const b = part('2', 'Grace')
    const first = pageJson([a, b], meta(3))
    expect(JSON.parse(first)).toEqual({ data: [JSON.parse(a.json), JSON.parse(b.json)], ...meta(3) })
    // Equal forms built apart, and an equal page: the page kept is answered.
    expect(pageJson([part('1', 'Ada'), part('2', 'Grace')], meta(3))).toBe(first)
    const renamed = pageJson([a, part('2', 'Grace Hopper')], meta(3))
    expect(JSON.parse(renamed).data[1].name).toBe('Grace Hopper')
    expect(JSON.parse(pageJson([a, b], meta(4))).total).toBe(4)
    expect(JSON.parse(pageJson([a, b], meta(4, 1))).offset).toBe(1)
    expect(JSON.parse(pageJson([a], meta(4))).data).toHaveLength(1)
    expect(pageJson([], meta(0))).toBe('{"data":[],"total":0,"limit":2,"offset":0,"has_more":false,"next_offset":null}')
  })
})
