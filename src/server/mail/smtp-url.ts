/**
 * The SMTP address's parts; a malformed one throws naming what is wrong, never echoing the password. Apart from the
 * mailer, so the settings check SMTP_URL at start without loading the mail library.
 */
export function parseSmtpUrl(value: string): {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
} {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a valid address (smtp://user:password@host:587, or smtps:// for TLS).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// (or smtps:// for TLS from the first byte).');
  if (!url.hostname) throw new Error('SMTP_URL names no host (smtp://user:password@host:587).');
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    secure,
    ...(user ? { auth: { user, pass } } : {}),
  };
}
