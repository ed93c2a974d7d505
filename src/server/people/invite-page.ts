const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `<style>body{font-family:system-ui,sans-serif;background:#f8fafc;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;width:340px;max-width:calc(100vw - 32px);box-sizing:border-box}
label{display:block;font-size:14px;font-weight:600;margin:10px 0 6px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #cbd5e1;border-radius:6px}
input[aria-invalid=true]{border-color:#b91c1c}
button{margin-top:14px;width:100%;padding:8px;background:#4338ca;color:#fff;border:0;border-radius:6px;font-weight:600}
p.err{color:#b91c1c;font-size:13px;margin:4px 0 0}p.help{color:#475569;font-size:13px}a{color:#4338ca}</style>`;

const frame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Searchboard</title>
${STYLE}</head>
<body><main>${body}</main></body></html>`;

export interface InviteForm {
  /** the path the form posts to (the link itself) */
  action: string;
  email: string;
  role: string;
  name: string;
  minPassword: number;
  errors?: Partial<Record<'name' | 'password' | 'confirm' | 'form', string>>;
}

function field(id: string, label: string, input: string, error: string | undefined, hint?: string): string {
  const described = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const attrs = `${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return `<label for="${id}">${label}</label>${input.replace('<input', `<input${attrs}`)}
${error ? `<p class="err" id="${id}-err">${escape(error)}</p>` : ''}${hint ? `<p class="help" id="${id}-hint" style="margin:4px 0 0">${escape(hint)}</p>` : ''}`;
}

/**
 * The page an invitation's link opens: the person sets their password (and their name), then is signed in. A plain
 * form that works without any script, posting to the link itself.
 */
export function invitePage(f: InviteForm): string {
  const e = f.errors ?? {};
  return frame(
    'Set your password',
    `<h1 style="font-size:18px">Set your password</h1>
<p class="help">You are invited to Searchboard as <strong>${escape(f.email)}</strong> (${escape(f.role)}). Choose a password to sign in with.</p>
${e.form ? `<p class="err" role="alert">${escape(e.form)}</p>` : ''}
<form method="post" action="${escape(f.action)}">
${field('name', 'Your name', `<input id="name" name="name" autocomplete="name" maxlength="120" value="${escape(f.name)}">`, e.name)}
<input type="email" name="email" autocomplete="username" value="${escape(f.email)}" hidden readonly>
${field(
  'password',
  'Password',
  `<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${f.minPassword}" autofocus>`,
  e.password,
  `At least ${f.minPassword} characters.`,
)}
${field(
  'confirm',
  'Password again',
  `<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${f.minPassword}">`,
  e.confirm,
)}
<button type="submit">Set password and sign in</button></form>`,
  );
}

const GONE: Record<'unknown' | 'used' | 'expired', { title: string; text: string }> = {
  used: {
    title: 'This invitation was already used',
    text: 'Its password is set: sign in with it. If that was not you, or you forgot the password, ask an owner or an admin of your team for a new link.',
  },
  expired: {
    title: 'This invitation has expired',
    text: 'An invitation link works for 7 days. Ask an owner or an admin of your team for a new one: they make it on the People page.',
  },
  unknown: {
    title: 'This invitation link does not work',
    text: 'It may be mistyped, or a newer link replaced it. Ask an owner or an admin of your team for a new one: they make it on the People page.',
  },
};

/** The page of a link that can no longer be used: why, and who can make a new one. */
export function inviteGonePage(reason: keyof typeof GONE): string {
  const g = GONE[reason];
  return frame(
    g.title,
    `<h1 style="font-size:18px">${g.title}</h1>
<p class="help">${g.text}</p>
<p class="help"><a href="/login">Go to the sign-in page</a></p>`,
  );
}
