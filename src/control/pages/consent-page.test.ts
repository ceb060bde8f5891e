import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../core/integrations/catalogue.js'
import { consentRequest } from '../../core/integrations/consent.js'
import { escapeHtml, renderConsentPage } from './consent-page.js'

describe('the consent page', () => {
  it('escapes everything it prints', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const html = renderConsentPage(
      consentRequest({
        id: 'cn_x',
        type: 'email',
        provider: 'google',
        status: 'pending',
        started_at: 0,
        account: '"><script>alert(1)</script>@evil.io',
      }),
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@evil.io"')
    expect(html.match(/<script>/g)).toHaveLength(1)
  })

  it('names every catalogue entry and shows the broker only for brokered OAuth', () => {
    for (const spec of CATALOGUE) {
      const html = renderConsentPage(
        consentRequest({
          id: 'cn_x',
          type: spec.type,
          provider: spec.provider,
          status: 'pending',
          started_at: 0,
          account: 'a@b.io',
        }),
      )
      expect(html).toContain(`<title>Connect ${spec.display_name}</title>`)
      expect(html.includes('id="broker"')).toBe(spec.method === 'brokered_oauth')
    }
  })

  it('shows the outcome of an answered flow instead of the form', () => {
    const html = renderConsentPage(
      consentRequest({
        id: 'cn_x',
        type: 'crm',
        provider: 'hubspot',
        status: 'connected',
        started_at: 0,
        account: 'ada@analytical.io',
        connection_id: 1,
      }),
    )
    expect(html).toContain(
      '<p id="result" role="status">Connected as ada@analytical.io. You can close this window.</p>',
    )
    expect(html).toContain('<div id="form" hidden>')
    expect(html).not.toContain('id="broker"')
  })
})
