/*
 * Browser sessions: a navigation from the address bar sends no Authorization header, so the graph
 * page (`GET /v1/graph`, which answers HTML to a browser) would answer 401. The control page opens
 * a session of the development key and the browser keeps its token in an HttpOnly cookie; the
 * pipeline reads it for GET requests without an Authorization header. The cookie holds a random
 * token, never a key, and only the development key can have a session.
 */

export const SESSION_COOKIE = 'cgm_session'
/** Bounds what sessions accumulate: the oldest is dropped past this many. */
export const MAX_SESSIONS = 100

export interface BrowserSessions {
  /** Opens a session of `apiKey` and answers its token (32 hex digits, from the platform's CSPRNG). */
  open(apiKey: string): string
  /** The API key of a `Cookie` header's session, or undefined. */
  keyOf(cookieHeader: string | undefined): string | undefined
}

export function createBrowserSessions(): BrowserSessions {
  const sessions = new Map<string, string>()
  return {
    open(apiKey) {
      const bytes = crypto.getRandomValues(new Uint8Array(16))
      const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
      sessions.set(token, apiKey)
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!)
      return token
    },
    keyOf(cookieHeader) {
      if (!cookieHeader || sessions.size === 0) return undefined
      // A cookie header is short (the node server caps headers); split, never a regex over it.
      for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=')
        if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue
        const key = sessions.get(part.slice(eq + 1).trim())
        if (key !== undefined) return key
      }
      return undefined
    },
  }
}

/**
 * The `Set-Cookie` value of a session: HttpOnly (the page's scripts never see it), SameSite=Strict
 * (no other site's page can send it), on the mock's base path.
 */
export function sessionCookie(token: string, basePath: string): string {
  return `${SESSION_COOKIE}=${token}; Path=${basePath || '/'}; HttpOnly; SameSite=Strict`
}
