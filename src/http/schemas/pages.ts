import { z } from 'zod'

/*
 * The offset pages that record and list member queries share: one shape of page and one shape of
 * query, so the two operations cannot drift apart in what they accept or answer.
 */

/** The fields of one page of `item` (a record or a list member), as a query answers it. */
export const offsetPageFields = <T extends z.ZodType>(item: T) => ({
  data: z.array(item),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
  has_more: z.boolean(),
  next_offset: z.number().int().min(0).nullable().describe('The offset of the next page, or null on the last page'),
})

export interface OffsetQueryText {
  /** What a page holds, for the offset's description ("Records", "Members"). */
  items: string
  /** The description of the sort attribute: which attributes a query may sort by, and its default. */
  sortAttribute: string
}

/** The page and sort fields of a query over a page of at most `page.maxLimit` items. */
export const offsetQueryFields = (page: { defaultLimit: number; maxLimit: number }, text: OffsetQueryText) => ({
  limit: z.number().int().min(1).max(page.maxLimit).optional().describe(`Page size, default ${page.defaultLimit}`),
  offset: z.number().int().min(0).optional().describe(`${text.items} to skip, default 0`),
  sort: z
    .strictObject({
      attribute: z.string().min(1).optional().describe(text.sortAttribute),
      direction: z.enum(['asc', 'desc']).optional().describe('Default asc'),
    })
    .optional(),
})
