import type { BacklinkMode } from '../../api/backlink-schemas.ts';

/**
 * The target of a report, checked before any request (spec, "Backlink reports": `target` is a domain, or an
 * exact URL in `url` mode; the service answers `Invalid url` / `Invalid domain` otherwise).
 */

export const MODE_LABELS: Record<BacklinkMode, string> = {
  domain: 'Domain — the domain and all its subdomains',
  host: 'Host — this exact host only',
  url: 'URL — one exact page',
};

export const TARGET_PLACEHOLDER: Record<BacklinkMode, string> = {
  domain: 'example.com',
  host: 'blog.example.com',
  url: 'https://example.com/page',
};

export type TargetCheck = { ok: true; target: string } | { ok: false; error: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A host name with at least two labels and a real top-level domain; IDNs are checked in their ASCII form. */
export function isDomainName(host: string): boolean {
  let ascii: string;
  try {
    ascii = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (ascii !== host.toLowerCase() && !/[^\u0020-\u007e]/.test(host)) return false;
  if (ascii.length > 253) return false;
  const labels = ascii.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(tld);
}

export function checkTarget(mode: BacklinkMode | string, raw: string): TargetCheck {
  const value = raw.trim();
  if (mode === 'url') {
    if (value === '')
      return { ok: false, error: 'Enter the page’s full URL, such as https://example.com/page.' };
    if (!/^https?:\/\//i.test(value))
      return { ok: false, error: 'Enter the full URL, starting with https:// or http://.' };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { ok: false, error: 'This is not a valid URL.' };
    }
    if (!isDomainName(url.hostname))
      return { ok: false, error: `“${url.hostname}” is not a domain name: check the address.` };
    return { ok: true, target: value };
  }
  if (mode !== 'domain' && mode !== 'host') return { ok: false, error: 'Choose host, domain or URL.' };
  const what = mode === 'host' ? 'host' : 'domain';
  if (value === '') return { ok: false, error: `Enter a ${what}, such as ${TARGET_PLACEHOLDER[mode]}.` };
  // A pasted address is forgiven: the scheme and a lone trailing slash go; a path does not.
  const host = value.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  if (/[/?#]/.test(host))
    return {
      ok: false,
      error: `A ${what} has no path. Enter only the ${what} (such as ${TARGET_PLACEHOLDER[mode]}), or choose URL mode for one page.`,
    };
  if (!isDomainName(host))
    return { ok: false, error: `“${host}” is not a ${what} name, such as ${TARGET_PLACEHOLDER[mode]}.` };
  return { ok: true, target: host.toLowerCase() };
}
