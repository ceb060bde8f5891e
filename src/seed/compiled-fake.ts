import type { Faker } from '@faker-js/faker'

/*
 * faker's `helpers.fake(pattern)` fills `{{person.firstName}}`-style placeholders; every
 * `jobTitle()`, `city()`, `lastName()`, `streetAddress()` and `company.name()` goes through it.
 * It searches the template, parses each expression and walks the faker and its raw definitions
 * for it on every call: about a third of building the large scenario's 10,000 people. Here each
 * template is parsed once and each expression resolved once, and the same draws are made in the
 * same order, so the values are the same (src/seed/compiled-fake.test.ts holds the two side by
 * side). Anything off the plain path (arguments, a value that holds braces, an expression that
 * resolves through a function or a list on the way) goes to faker's own code.
 */

type Fake = (pattern: string | readonly string[]) => string

/** One resolved expression: a method to call, a list to draw one element of, or a fixed value. */
type Resolved = { call: () => unknown } | { draw: readonly unknown[] } | { value: unknown }

/** A template split at its placeholders: literal text, then for each placeholder its value's source, the text after it and where that text starts. */
interface Compiled {
  head: string
  parts: Array<{ source: Resolved; tail: string; after: number }>
}

/** How many distinct templates one faker keeps compiled (the English definitions have a few dozen). */
const MAX_TEMPLATES = 512

const PLACEHOLDER = /{{[a-z]/
const SIMPLE_EXPRESSION = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/
const BRACE = /[{}]/

/**
 * Resolves `person.jobType` as faker's evaluator does (its entry points are the faker and its raw
 * definitions; each step keeps what is defined), or undefined when the walk would call a function
 * or draw from a list before its last step, or ends on more than one value.
 */
function resolve(expression: string, faker: Faker): Resolved | undefined {
  if (!SIMPLE_EXPRESSION.test(expression)) return undefined
  const steps = expression.split('.')
  let entries: unknown[] = [faker, faker.rawDefinitions]
  for (const step of steps) {
    // A function or a list is called or drawn from at every step, so only objects may lead on.
    if (entries.some((entry) => typeof entry !== 'object' || entry === null || Array.isArray(entry))) return undefined
    entries = entries.map((entry) => (entry as Record<string, unknown>)[step]).filter((entry) => entry != null)
  }
  if (entries.length !== 1) return undefined
  const last = entries[0]
  if (typeof last === 'function') return { call: last as () => unknown }
  if (Array.isArray(last)) return { draw: last }
  return { value: last }
}

/**
 * Splits a template as faker walks it, or undefined when it is off the plain path: a placeholder
 * that does not resolve plainly, an opening without a closing, or a brace in the literal text
 * (which a value could complete into a placeholder of its own).
 */
function compile(template: string, faker: Faker): Compiled | undefined {
  const parts: Compiled['parts'] = []
  let start = template.search(PLACEHOLDER)
  const head = start === -1 ? template : template.slice(0, start)
  if (BRACE.test(head)) return undefined
  while (start !== -1) {
    const end = template.indexOf('}}', start)
    if (end === -1) return undefined
    const source = resolve(template.slice(start + 2, end), faker)
    if (!source) return undefined
    const after = end + 2
    const next = template.slice(after).search(PLACEHOLDER)
    const tail = next === -1 ? template.slice(after) : template.slice(after, after + next)
    if (BRACE.test(tail)) return undefined
    parts.push({ source, tail, after })
    start = next === -1 ? -1 : after + next
  }
  return { head, parts }
}

/**
 * Gives `faker` (one made for the seed, never the library's shared instance) a `helpers.fake`
 * that compiles each template once. The draws and the text are faker's own.
 */
export function compileFake(faker: Faker): void {
  const helpers = faker.helpers
  // faker binds its methods to their module: this one calls `this.fake` again, which is then the compiled one.
  const original = helpers.fake as Fake
  const templates = new Map<string, Compiled | null>()
  const fast: Fake = (pattern) => {
    const template = typeof pattern === 'string' ? pattern : helpers.arrayElement(pattern)
    let compiled = templates.get(template)
    if (compiled === undefined) {
      compiled = compile(template, faker) ?? null
      if (templates.size < MAX_TEMPLATES) templates.set(template, compiled)
    }
    if (compiled === null) return original(template)
    let text = compiled.head
    for (const { source, tail, after } of compiled.parts) {
      const value = String(
        'call' in source ? source.call() : 'draw' in source ? helpers.arrayElement(source.draw) : source.value,
      )
      // faker reads the text again from its start after each placeholder: a value with a brace
      // could open a placeholder of its own, so faker's own code goes on from here.
      if (BRACE.test(value)) return original(`${text}${value}${template.slice(after)}`)
      text += value + tail
    }
    return text
  }
  helpers.fake = fast as typeof helpers.fake
}
