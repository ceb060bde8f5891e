import type { RecordJsonPart } from './record-json.js'

/** A page's fields beside `data` (RecordPage of records.ts). */
export interface PageMeta {
  total: number
  limit: number
  offset: number
  has_more: boolean
  next_offset: number | null
}

/*
 * The last page built, kept until a page differs: a client polling a list asks for the same page
 * again and again, and building it anew is a 29 KB string per answer (a list of 50), most of the
 * young generation's collections of a list. A page is the same when its record forms are the same
 * strings (the cache of record-json.ts drops a form when its record changes) and its fields are
 * equal, so the page kept is exactly the one that would be built. One page for the whole process:
 * what it holds is bounded by one answer.
 */
let last: { parts: string[]; meta: PageMeta; json: string } | undefined

/**
 * `JSON.stringify` of a page whose records are given as their serialized forms, built in one join
 * (a join inside a template literal answers a tree of strings that every later reader, its byte
 * length and the socket, first copies flat), or the last page when it is the same.
 *
 * @example pageJson([{ id: '1', json: '{"id":"1"}' }], { total: 1, limit: 50, offset: 0, has_more: false, next_offset: null })
 */
export function pageJson(data: RecordJsonPart[], meta: PageMeta): string {
  if (last && samePage(last.parts, last.meta, data, meta)) return last.json
  const pieces = new Array<string>(data.length + 2)
  pieces[0] = '{"data":['
  for (let i = 0; i < data.length; i++) pieces[i + 1] = i === 0 ? data[i]!.json : `,${data[i]!.json}`
  pieces[data.length + 1] =
    `],"total":${meta.total},"limit":${meta.limit},"offset":${meta.offset},"has_more":${meta.has_more},"next_offset":${meta.next_offset}}`
  const json = pieces.join('')
  last = { parts: data.map((part) => part.json), meta, json }
  return json
}

function samePage(parts: string[], meta: PageMeta, data: RecordJsonPart[], next: PageMeta): boolean {
  if (parts.length !== data.length) return false
  if (
    meta.total !== next.total ||
    meta.limit !== next.limit ||
    meta.offset !== next.offset ||
    meta.has_more !== next.has_more ||
    meta.next_offset !== next.next_offset
  )
    return false
  for (let i = 0; i < parts.length; i++) if (parts[i] !== data[i]!.json) return false
  return true
}
