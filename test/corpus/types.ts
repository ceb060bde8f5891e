/**
 * The extraction corpus: everyday business texts, each with what a careful reader finds in it.
 * Names are written as the text writes them (the fullest form for a person, the company's name
 * as written, legal form included when the text gives it).
 */
export type Genre =
  | 'meeting notes'
  | 'e-mail'
  | 'chat'
  | 'call log'
  | 'introduction'
  | 'job change'
  | 'attendee list'
  | 'no names'

export interface CorpusText {
  id: string
  genre: Genre
  text: string
  people: string[]
  companies: string[]
  /** [person, company]: the person works at the company (now). */
  worksAt: [string, string][]
  /** Other links: reports_to [report, manager], knows [a, b], introduced_by [person, introducer], left_for [person, new company]. */
  links?: ['reports_to' | 'knows' | 'introduced_by' | 'left_for', string, string][]
  /**
   * Follow-ups the text asks for, when the text's writer listed them (texts without the field are
   * not scored for tasks): words the task's title holds, its due day (YYYY-MM-DD, read against
   * CORPUS_NOW) and the person it is for, as the text names them.
   */
  tasks?: ExpectedTask[]
}

export interface ExpectedTask {
  text: string
  due?: string
  assignee?: string
}
