import { describe, expect, it } from 'vitest'
import { scriptJson } from './graph-page.js'

describe('the graph page data block', () => {
  it('escapes < and line separators so a value cannot close the script element', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>\u2028' })
    expect(text).not.toContain('<')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' })
  })
})
