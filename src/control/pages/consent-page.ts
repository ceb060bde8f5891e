import type { ConsentRequest } from '../../core/integrations/consent.js'

/*
 * The consent page an `auth_url` opens: what the provider's (and, for HubSpot and Salesforce, the
 * broker's) OAuth screens do, served by the mock itself. One self-contained HTML page (inline CSS
 * and script, no request but its own Approve or Deny call), with every value it prints escaped.
 * The connect id in its URL is its only credential, so it needs no API key.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe in HTML content and in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/** Response headers of the page: it is never cached, framed, or leaked in a Referer, and may only call its own origin. */
export const CONSENT_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f6;color:#1d2330}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,60,.12);padding:28px 32px}
.logo{display:inline-flex;width:44px;height:44px;border-radius:10px;align-items:center;justify-content:center;font-weight:700;font-size:20px;color:#fff;background:#3d5afe}
.broker .logo{background:#5b6472}h1{font-size:20px;margin:14px 0 4px}p{margin:6px 0}.muted{color:#5b6472;font-size:13px}
ul{padding-left:20px;margin:8px 0 16px}label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;padding:9px 10px;border:1px solid #c3c9d4;border-radius:8px;font:inherit}
.actions{display:flex;gap:10px;margin-top:20px}button{flex:1;padding:10px;border-radius:8px;border:1px solid #c3c9d4;background:#fff;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#3d5afe;border-color:#3d5afe;color:#fff}#result{margin-top:16px;font-weight:600}#result.error{color:#b3261e}[hidden]{display:none}
`

const SCRIPT = `
(function(){
  var base = location.pathname.replace(/\\/+$/, '');
  var result = document.getElementById('result');
  var proceed = document.getElementById('continue');
  if (proceed) proceed.addEventListener('click', function(){
    document.getElementById('broker').hidden = true;
    document.getElementById('consent').hidden = false;
  });
  function answer(action, body){
    var buttons = document.querySelectorAll('#consent button');
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    fetch(base + '/' + action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function(response){ return response.json().then(function(data){ return { ok: response.ok, data: data }; }); })
      .then(function(outcome){
        if (!outcome.ok) throw new Error(outcome.data && outcome.data.message || 'The request failed');
        result.className = '';
        result.textContent = outcome.data.status === 'connected'
          ? 'Connected as ' + outcome.data.identifier + '. You can close this window.'
          : 'Access denied. You can close this window.';
        document.getElementById('form').hidden = true;
      })
      .catch(function(error){
        result.className = 'error';
        result.textContent = error.message;
        for (var i = 0; i < buttons.length; i++) buttons[i].disabled = false;
      });
  }
  var approve = document.getElementById('approve');
  if (approve) approve.addEventListener('click', function(){ answer('approve', { account: document.getElementById('account').value }); });
  var deny = document.getElementById('deny');
  if (deny) deny.addEventListener('click', function(){ answer('deny', {}); });
})();
`

/**
 * The page for a connect flow: the broker's step first for brokered providers, then the
 * provider, the access requested, the account as an editable e-mail, and Approve and Deny. A
 * flow already answered shows its outcome instead.
 *
 * @example renderConsentPage(mock.integrations.consent(connectId)) // '<!doctype html>...Gmail...'
 */
export function renderConsentPage(consent: ConsentRequest): string {
  const name = escapeHtml(consent.display_name)
  const initial = escapeHtml(consent.display_name.charAt(0))
  const brokered = consent.brokered
  const answered = consent.status !== 'pending'
  const outcome =
    consent.status === 'connected'
      ? `Connected as ${escapeHtml(consent.account)}. You can close this window.`
      : 'Access denied. You can close this window.'
  const access = consent.access.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  const broker =
    brokered && !answered
      ? `<section id="broker" class="broker">
<div class="logo" aria-hidden="true">&#8644;</div>
<h1>Connect ${name} through the integration broker</h1>
<p>context-graph-mock reaches ${name} through an OAuth broker, which keeps the ${name} tokens. Continue to sign in to ${name} and choose what it may read.</p>
<p class="muted">Step 1 of 2 &middot; broker</p>
<div class="actions"><button type="button" id="continue" class="primary">Continue to ${name}</button></div>
</section>`
      : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Connect ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-provider="${escapeHtml(consent.provider)}" data-type="${escapeHtml(consent.type)}" data-status="${escapeHtml(consent.status)}">
${broker}
<section id="consent"${brokered && !answered ? ' hidden' : ''}>
<div class="logo" aria-hidden="true">${initial}</div>
<h1>context-graph-mock wants to access your ${name} account</h1>
<p class="muted">${brokered ? 'Step 2 of 2 &middot; ' : ''}${escapeHtml(consent.type)} / ${escapeHtml(consent.provider)}</p>
<div id="form"${answered ? ' hidden' : ''}>
<p>It will be able to:</p>
<ul>${access}</ul>
<label for="account">${name} account</label>
<input id="account" name="account" type="email" autocomplete="email" value="${escapeHtml(consent.account)}" maxlength="254">
<div class="actions"><button type="button" id="deny">Deny</button><button type="button" id="approve" class="primary">Approve</button></div>
</div>
<p id="result" role="status">${answered ? outcome : ''}</p>
<p class="muted">A consent page served by the mock: approving connects the account, and the connection then feeds the workspace with simulated activity.</p>
</section>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`
}
