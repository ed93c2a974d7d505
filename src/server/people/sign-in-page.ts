import { PAGE_POLICY } from '../http/security-headers.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page's policy: its single sign-on form answers with a redirect to the provider, and a browser holds a form's
 * redirects to `form-action` too, so the provider's origin is allowed there besides the page's own.
 */
export function signInPolicy(providerOrigin?: string): string {
  if (!providerOrigin) return PAGE_POLICY;
  return PAGE_POLICY.replace("form-action 'self'", `form-action 'self' ${providerOrigin}`);
}

/**
 * The sign-in page a team server shows before the app: a plain form that works without any script, posting to
 * `/login`; with single sign-on, a second form that starts it.
 *
 * `oidc`: undefined without single sign-on; else the provider's name (OIDC_NAME), '' for "your company account".
 */
export function signInPage(o: { error?: string; oidc?: string }): string {
  const err = o.error ? escape(o.error) : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Searchboard</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;width:320px}
label{display:block;font-size:14px;font-weight:600;margin:10px 0 6px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #cbd5e1;border-radius:6px}
button{margin-top:14px;width:100%;padding:8px;background:#4338ca;color:#fff;border:0;border-radius:6px;font-weight:600}
button.alt{background:#fff;color:#1e293b;border:1px solid #cbd5e1}
p.err{color:#b91c1c;font-size:13px}p.help{color:#475569;font-size:13px}</style></head>
<body><main><h1 style="font-size:18px">Sign in to Searchboard</h1>
<form method="post" action="/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus${
    err ? ' aria-describedby="err" aria-invalid="true"' : ''
  }>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${err ? `<p class="err" id="err" role="alert">${err}</p>` : ''}<button type="submit">Sign in</button></form>
${
  o.oidc === undefined
    ? ''
    : `<form method="post" action="/login/oidc"><button class="alt" type="submit">Sign in with ${
        o.oidc ? escape(o.oidc) : 'your company account'
      }</button></form>`
}
<p class="help">No account yet? An owner or admin of your team invites you from the People page.</p>
</main></body></html>`;
}
