import { describe, expect, it } from 'vitest';
import { checkTarget, isDomainName } from './target.ts';

// spec, Backlink reports: info/create take `target` (domain or exact URL) and answer
// `Invalid url` / `Invalid domain` otherwise. These checks catch the same mistakes at the field.
describe('target of a backlink report', () => {
  it('takes a domain in domain and host mode, forgiving a pasted scheme and trailing slash', () => {
    expect(checkTarget('domain', ' Example.com ')).toEqual({ ok: true, target: 'example.com' });
    expect(checkTarget('domain', 'https://example.co.uk/')).toEqual({ ok: true, target: 'example.co.uk' });
    expect(checkTarget('host', 'blog.example.com')).toEqual({ ok: true, target: 'blog.example.com' });
  });

  it('refuses an empty target, a path, a bare word and an IP-like host in domain mode', () => {
    expect(checkTarget('domain', '')).toEqual({ ok: false, error: 'Enter a domain, such as example.com.' });
    const path = checkTarget('domain', 'example.com/shop');
    expect(path.ok).toBe(false);
    expect(!path.ok && path.error).toMatch(/has no path.*URL mode/);
    expect(checkTarget('domain', 'localhost').ok).toBe(false);
    expect(checkTarget('host', '10.0.0.1').ok).toBe(false);
    expect(checkTarget('domain', 'exa mple.com').ok).toBe(false);
    expect(checkTarget('domain', '-bad.com').ok).toBe(false);
  });

  it('needs a full http(s) URL in url mode and keeps it exactly as typed', () => {
    expect(checkTarget('url', 'https://www.example.com/pricing?plan=pro')).toEqual({
      ok: true,
      target: 'https://www.example.com/pricing?plan=pro',
    });
    expect(checkTarget('url', 'example.com/pricing')).toEqual({
      ok: false,
      error: 'Enter the full URL, starting with https:// or http://.',
    });
    expect(checkTarget('url', 'ftp://example.com/a').ok).toBe(false);
    expect(checkTarget('url', 'https://intranet/page').ok).toBe(false);
    expect(checkTarget('url', '  ').ok).toBe(false);
  });

  it('refuses an unknown mode (the service answers "Invalid mode")', () => {
    expect(checkTarget('prefix', 'example.com')).toEqual({ ok: false, error: 'Choose host, domain or URL.' });
  });

  it('knows a domain name when it sees one, international names included', () => {
    expect(isDomainName('münchen.de')).toBe(true);
    expect(isDomainName('xn--mnchen-3ya.de')).toBe(true);
    expect(isDomainName('example')).toBe(false);
    expect(isDomainName('example.c')).toBe(false);
  });
});
