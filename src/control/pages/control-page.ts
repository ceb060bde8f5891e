/*
 * The control page (`GET /_mock/`): one self-contained HTML document, plain web components and
 * no library, that talks to its own origin only (the control API next to it). Everything shown is
 * set with textContent, never parsed as HTML, so nothing a request carried can run in the page.
 * An admin token (`--admin-token`) is read once from the URL fragment (`#token=...`, never sent
 * to the server in a URL) and kept in sessionStorage for the page's own requests.
 */

const CSS = `
:root { color-scheme: light; --fg: #1d2330; --muted: #5d6675; --line: #dde1e8; --bg: #f6f7f9; --accent: #2456c7; --bad: #b42318; --ok: #14794a; --warn: #9a6700; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; align-items: center; gap: 16px; padding: 10px 16px; background: #fff; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0; }
header nav { display: flex; gap: 12px; margin-left: auto; }
a { color: var(--accent); }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr); gap: 12px; padding: 12px; }
section { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; min-width: 0; }
section h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 8px; display: flex; gap: 8px; align-items: center; }
section h2 .spacer { flex: 1; }
.column { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--line); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 340px; }
th { color: var(--muted); font-weight: 600; }
tbody tr.entry { cursor: pointer; }
tbody tr.entry:hover, tbody tr.selected { background: #eef3ff; }
.s2 { color: var(--ok); } .s3 { color: var(--muted); } .s4 { color: var(--warn); } .s5, .s0 { color: var(--bad); }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.journal-body { max-height: 360px; overflow: auto; }
pre { background: var(--bg); border: 1px solid var(--line); padding: 6px; margin: 4px 0; white-space: pre-wrap; word-break: break-all; max-height: 220px; overflow: auto; font-size: 12px; }
form { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; }
input, select, button { font: inherit; padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
input[type=number] { width: 90px; }
button { cursor: pointer; }
button.primary { background: var(--accent); color: #fff; border-color: var(--accent); }
button.danger { color: var(--bad); }
.muted { color: var(--muted); }
.error { color: var(--bad); }
.empty { color: var(--muted); font-style: italic; padding: 4px 0; }
.row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.big { font-size: 18px; font-weight: 600; }
[hidden] { display: none !important; }
header label { display: flex; gap: 6px; align-items: center; }
@media (max-width: 760px) {
  main { grid-template-columns: minmax(0, 1fr); padding: 8px; }
  header nav { margin-left: 0; flex-wrap: wrap; }
  th, td { max-width: 160px; }
  .wide-only { display: none; }
}
`

const SCRIPT = `
'use strict'
const base = location.pathname.replace(/\\/_mock\\/?$/, '')
const tokenMatch = /(?:^#|&)token=([^&]+)/.exec(location.hash)
if (tokenMatch) { sessionStorage.setItem('cgm-admin-token', decodeURIComponent(tokenMatch[1])); history.replaceState(null, '', location.pathname) }
const adminToken = sessionStorage.getItem('cgm-admin-token')

/** A call to the control API: JSON in, JSON out; throws with the answer's message. */
async function api(method, path, body) {
  const headers = { accept: 'application/json' }
  if (adminToken) headers['x-admin-token'] = adminToken
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  let data = null
  try { data = text ? JSON.parse(text) : null } catch { data = text }
  if (!response.ok) throw new Error((data && data.message) || ('HTTP ' + response.status))
  return data
}

/** An element with attributes and children; text is always text. */
function h(tag, props, ...children) {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue
    if (name.startsWith('on')) el.addEventListener(name.slice(2), value)
    else if (name === 'text') el.textContent = String(value)
    else el.setAttribute(name, value === true ? '' : String(value))
  }
  for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) el.append(child instanceof Node ? child : document.createTextNode(String(child)))
  return el
}

const statusClass = (status) => 's' + String(status).charAt(0)
// The key's tail tells keys apart (its token id is shown beside it); the middle stays hidden.
const mask = (key) => key.length > 12 ? key.slice(0, 4) + '…' + key.slice(-6) : key.slice(0, 2) + '…'
const plural = (n, word) => n + ' ' + word + (n === 1 ? '' : 's')
/** Where the panels' control routes are: the server's, or a test workspace's own. */
let scope = '/_mock'

/**
 * A panel: a heading, a body it redraws from the control API, forms it builds once (a redraw
 * never takes what the person is typing), and an error line.
 */
class Panel extends HTMLElement {
  connectedCallback() {
    if (this.ready) return
    this.ready = true
    this.body = h('div')
    this.problem = h('div', { class: 'error', role: 'alert' })
    this.append(h('section', {}, h('h2', {}, this.getAttribute('title') || '', h('span', { class: 'spacer' }), ...this.actions()), this.body, ...this.controls(), this.problem))
    this.refresh()
  }
  actions() { return [] }
  controls() { return [] }
  async refresh() {
    try {
      const content = await this.load()
      this.problem.textContent = ''
      this.body.replaceChildren(...[].concat(content).filter((node) => node !== null && node !== undefined))
    } catch (error) {
      this.problem.textContent = error.message
    }
  }
  async act(action) {
    let failed = null
    try { await action() } catch (error) { failed = error }
    await this.refresh()
    if (failed) this.problem.textContent = failed.message
  }
}

class JournalPanel extends Panel {
  actions() { return [h('button', { type: 'button', text: 'Clear', onclick: () => this.act(() => api('DELETE', scope + '/journal')) })] }
  async load() {
    const page = await api('GET', scope + '/journal?limit=100')
    const entries = page.data.slice().reverse()
    const rows = entries.map((entry) => {
      const row = h('tr', { class: 'entry' + (entry.id === this.selected ? ' selected' : ''), 'data-id': entry.id, onclick: () => { this.selected = entry.id; this.refresh() } },
        h('td', { class: 'muted', text: entry.at.slice(11, 19) }),
        h('td', { class: 'mono', text: entry.method }),
        h('td', { class: 'mono', title: entry.path + (entry.query ? '?' + entry.query : ''), text: entry.path + (entry.query ? '?' + entry.query : '') }),
        h('td', { class: 'mono ' + statusClass(entry.status), text: entry.status === 0 ? 'dropped' : entry.status }),
        h('td', { class: 'muted', text: Math.round(entry.duration_ms * 10) / 10 + ' ms' }))
      return row
    })
    const table = rows.length === 0 ? h('div', { class: 'empty', text: 'No requests yet.' }) : h('div', { class: 'journal-body' }, h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'time' }), h('th', { text: 'method' }), h('th', { text: 'path' }), h('th', { text: 'status' }), h('th', { text: 'latency' }))), h('tbody', {}, rows)))
    const chosen = entries.find((entry) => entry.id === this.selected)
    const summary = h('div', { class: 'muted', text: page.count + ' in the journal (keeps ' + page.size + ')' })
    if (!chosen) return [summary, table]
    const message = (label, m) => [h('strong', { text: label }), h('pre', { class: 'headers', text: Object.entries(m.headers).map(([k, v]) => k + ': ' + v).join('\\n') || '(no headers)' }), h('pre', { class: 'body', text: m.body === null ? '(no body)' : m.body + (m.truncated ? '\\n… (cut)' : '') })]
    const detail = h('div', { class: 'detail' }, h('div', { class: 'row' }, h('span', { class: 'mono', text: chosen.method + ' ' + chosen.path }), h('span', { class: statusClass(chosen.status), text: String(chosen.status) }), chosen.key ? h('span', { class: 'muted', text: 'key ' + chosen.key }) : null, chosen.fault ? h('span', { class: 'error', text: 'fault ' + chosen.fault }) : null, h('button', { type: 'button', text: 'Close', onclick: () => { this.selected = undefined; this.refresh() } })), chosen.explain ? h('p', { class: 'explain', text: chosen.explain.kind + ': ' + chosen.explain.message + (chosen.explain.suggestions.length ? ' (try: ' + chosen.explain.suggestions.join(' | ') + ')' : '') }) : null, message('Request', chosen.request), message('Response', chosen.response))
    return [summary, table, detail]
  }
}

class ClockPanel extends Panel {
  controls() {
    const advance = h('form', { onsubmit: (event) => { event.preventDefault(); const by = event.target.elements.by.value.trim(); this.act(() => api('POST', scope + '/clock/advance', { by })) } },
      h('input', { name: 'by', value: '1m', 'aria-label': 'Advance by', size: 6 }), h('button', { class: 'primary', type: 'submit', text: 'Advance' }),
      ...['5s', '1m', '1h', '1d'].map((by) => h('button', { type: 'button', text: '+' + by, onclick: () => this.act(() => api('POST', scope + '/clock/advance', { by })) })))
    this.speedForm = h('form', { hidden: true, onsubmit: (event) => { event.preventDefault(); const speed = Number(event.target.elements.speed.value); this.act(() => api('POST', scope + '/clock/speed', { speed })) } },
      h('label', { text: 'Speed ×' }), h('input', { name: 'speed', type: 'number', min: '0.001', step: 'any', value: '1', 'aria-label': 'Clock speed' }), h('button', { type: 'submit', text: 'Set speed' }))
    this.manualNote = h('div', { class: 'muted', hidden: true, text: 'Manual clock: it moves only when advanced.' })
    return [advance, this.speedForm, this.manualNote]
  }
  async load() {
    const clock = await api('GET', scope + '/clock')
    // A manual clock has no pace (the API answers 409): its speed control is neither shown nor usable.
    this.speedForm.hidden = clock.mode !== 'real'
    for (const control of this.speedForm.elements) control.disabled = clock.mode !== 'real'
    this.manualNote.hidden = clock.mode === 'real'
    return [h('div', { class: 'row' }, h('span', { class: 'big mono clock-now', text: clock.now }), h('span', { class: 'muted', text: clock.mode + ', ' + clock.pending_timers + ' timers waiting' }))]
  }
}

class FaultsPanel extends Panel {
  async load() {
    const faults = await api('GET', scope + '/faults')
    const describe = (f) => [f.status ? 'status ' + f.status : null, f.delay_ms ? 'delay ' + f.delay_ms + ' ms' : null, f.drop ? 'drop' : null, f.malformed ? 'malformed' : null, f.fraction !== undefined && f.fraction !== 1 ? (f.fraction * 100) + '%' : null].filter(Boolean).join(', ')
    const list = faults.data.length === 0 ? h('div', { class: 'empty', text: 'No faults.' }) : h('table', {}, h('tbody', {}, faults.data.map((f) => h('tr', { class: 'fault' },
      h('td', { class: 'mono', text: f.method + ' ' + f.path }), h('td', { text: describe(f) }), h('td', { class: 'muted', text: f.hits + ' hits' + (f.remaining === null ? '' : ', ' + f.remaining + ' left') }),
      h('td', {}, h('button', { type: 'button', class: 'danger', text: 'Remove', onclick: () => this.act(() => api('DELETE', scope + '/faults/' + encodeURIComponent(f.id))) }))))))
    return list
  }
  controls() {
    return [h('form', { class: 'add-fault', onsubmit: (event) => {
      event.preventDefault()
      const e = event.target.elements
      const fault = { method: e.method.value, path: e.path.value.trim() }
      if (e.status.value) fault.status = Number(e.status.value)
      if (e.delay.value) fault.delay_ms = Number(e.delay.value)
      if (e.kind.value === 'drop') fault.drop = true
      if (e.kind.value === 'malformed') fault.malformed = true
      if (e.times.value) fault.times = Number(e.times.value)
      this.act(() => api('POST', scope + '/faults', fault))
    } },
      h('select', { name: 'method', 'aria-label': 'Method' }, ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => h('option', { value: m, text: m }))),
      h('input', { name: 'path', value: '/v1/**', 'aria-label': 'Path pattern', size: 18 }),
      h('input', { name: 'status', type: 'number', min: '400', max: '599', placeholder: 'status', 'aria-label': 'Status' }),
      h('input', { name: 'delay', type: 'number', min: '0', placeholder: 'delay ms', 'aria-label': 'Delay in ms' }),
      h('select', { name: 'kind', 'aria-label': 'Answer' }, h('option', { value: '', text: 'answer' }), h('option', { value: 'drop', text: 'drop' }), h('option', { value: 'malformed', text: 'malformed' })),
      h('input', { name: 'times', type: 'number', min: '1', placeholder: 'times', 'aria-label': 'Times' }),
      h('button', { class: 'primary', type: 'submit', text: 'Add fault' }))]
  }
}

class KeysPanel extends Panel {
  async load() {
    const [keys, users] = await Promise.all([api('GET', scope + '/keys'), api('GET', scope + '/users')])
    const keyTable = h('table', {}, h('tbody', {}, keys.data.map((k) => h('tr', { class: 'key' },
      h('td', { class: 'mono', title: 'token ' + k.token_id, text: mask(k.key) }), h('td', { class: 'muted', text: 'token ' + k.token_id }), h('td', { class: 'muted wide-only', text: 'workspace ' + k.workspace_id }), h('td', { title: k.scopes.join(' '), text: plural(k.scopes.length, 'scope') }),
      h('td', {}, h('button', { type: 'button', class: 'danger', text: 'Revoke', onclick: () => this.act(() => api('DELETE', scope + '/keys/' + encodeURIComponent(k.token_id))) }))))))
    const created = this.created ? h('div', { class: 'row' }, h('span', { text: 'New key:' }), h('span', { class: 'mono created-key', text: this.created })) : null
    const userTable = h('table', {}, h('tbody', {}, users.data.map((u) => h('tr', { class: 'user' }, h('td', { text: u.name }), h('td', { class: 'muted', text: u.email })))))
    return [keyTable, created, h('h2', { text: 'Users of workspace ' + users.workspace_id }), userTable]
  }
  controls() {
    return [h('form', { class: 'issue-key', onsubmit: (event) => {
      event.preventDefault()
      const e = event.target.elements
      const scopes = e.scopes.value.split(/[\\s,]+/).filter(Boolean)
      const body = { scopes }
      if (e.workspace.value.trim()) body.workspace = e.workspace.value.trim()
      this.act(async () => { const created = await api('POST', scope + '/keys', body); this.created = created.key })
    } }, h('input', { name: 'scopes', value: 'record.read object.read', 'aria-label': 'Scopes', size: 22 }), h('input', { name: 'workspace', placeholder: 'workspace', 'aria-label': 'Workspace', size: 10 }), h('button', { class: 'primary', type: 'submit', text: 'Issue key' }))]
  }
}

class InFlightPanel extends Panel {
  async load() {
    const state = await api('GET', scope + '/in-flight')
    const flows = state.connect_flows.length === 0 ? h('div', { class: 'empty', text: 'No connect flow waits.' }) : h('table', {}, h('tbody', {}, state.connect_flows.map((f) => h('tr', { class: 'flow' },
      h('td', { text: f.provider + ' (' + f.type + ')' }), h('td', { class: 'muted', text: f.account }), h('td', { class: 'muted', text: 'until ' + f.expires_at.slice(11, 19) }),
      h('td', {}, h('button', { type: 'button', class: 'primary', text: 'Approve', onclick: () => this.act(() => api('POST', '/_mock/connect/' + encodeURIComponent(f.connect_id) + '/approve', {})) }),
        h('button', { type: 'button', class: 'danger', text: 'Deny', onclick: () => this.act(() => api('POST', '/_mock/connect/' + encodeURIComponent(f.connect_id) + '/deny')) }))))))
    const jobs = state.jobs.length === 0 ? h('div', { class: 'empty', text: 'No job under way.' }) : h('table', {}, h('tbody', {}, state.jobs.map((j) => h('tr', { class: 'job' }, h('td', { text: j.kind }), h('td', { class: 'mono', text: j.id }), h('td', { text: j.status }), h('td', { class: 'muted', text: 'since ' + j.queued_at.slice(11, 19) })))))
    return [h('h2', { text: 'Connect flows' }), flows, h('h2', { text: 'Jobs' }), jobs]
  }
}

customElements.define('cgm-journal', JournalPanel)
customElements.define('cgm-clock', ClockPanel)
customElements.define('cgm-faults', FaultsPanel)
customElements.define('cgm-keys', KeysPanel)
customElements.define('cgm-in-flight', InFlightPanel)

for (const link of document.querySelectorAll('a[data-path]')) link.href = base + link.dataset.path

/** The picker of test workspaces: the panels show and act on the one chosen, or the server. */
const picker = document.getElementById('scope')
const panels = ['cgm-journal', 'cgm-clock', 'cgm-in-flight', 'cgm-faults', 'cgm-keys']
picker.addEventListener('change', () => {
  scope = picker.value ? '/_mock/workspaces/' + picker.value : '/_mock'
  for (const name of panels) document.querySelector(name).refresh()
})
async function listWorkspaces() {
  let listed
  try { listed = await api('GET', '/_mock/workspaces') } catch { return }
  const chosen = picker.value
  const options = [h('option', { value: '', text: 'server' })].concat(listed.data.map((w) => h('option', { value: w.workspace_id, text: 'test ' + w.workspace_id + ' (' + w.clock.mode + ' clock, ' + plural(w.keys.length, 'key') + ')' })))
  picker.replaceChildren(...options)
  if (listed.data.some((w) => w.workspace_id === chosen)) picker.value = chosen
  else if (chosen) { picker.value = ''; picker.dispatchEvent(new Event('change')) }
}
listWorkspaces()
// Live: the journal, the clock and what is under way every second; the rest every 5 s.
let ticks = 0
setInterval(() => {
  ticks++
  for (const name of ['cgm-journal', 'cgm-clock', 'cgm-in-flight']) document.querySelector(name).refresh()
  if (ticks % 5 === 0) { for (const name of ['cgm-faults', 'cgm-keys']) document.querySelector(name).refresh(); listWorkspaces() }
}, 1000)
`

/**
 * The control page: self-contained (inline style and script, no request beyond the mock's own
 * control API), the same bytes for every mock.
 *
 * @example renderControlPage().startsWith('<!doctype html>') // true
 */
export function renderControlPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>context-graph-mock control</title>
<style>${CSS}</style>
</head>
<body>
<header>
  <h1>context-graph-mock</h1>
  <span class="muted">control page</span>
  <label class="muted">Workspace <select id="scope" aria-label="Workspace"><option value="">server</option></select></label>
  <nav>
    <a data-path="/v1/graph?format=html" id="graph-link" target="_blank" rel="noopener">Graph page</a>
    <a data-path="/openapi.json" target="_blank" rel="noopener">OpenAPI (API)</a>
    <a data-path="/_mock/openapi.json" target="_blank" rel="noopener">OpenAPI (control)</a>
  </nav>
</header>
<main>
  <div class="column">
    <cgm-journal title="Journal"></cgm-journal>
  </div>
  <div class="column">
    <cgm-clock title="Clock"></cgm-clock>
    <cgm-in-flight title="Under way"></cgm-in-flight>
    <cgm-faults title="Faults"></cgm-faults>
    <cgm-keys title="Keys"></cgm-keys>
  </div>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`
}
