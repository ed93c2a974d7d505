import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { goneLinkPage } from './share-page.ts';

function render(reason: 'invalid' | 'expired' | 'revoked', holdsCookie = false, brand?: string | null) {
  const out = { status: 0, html: '' };
  const res = {
    writeHead: (status: number) => {
      out.status = status;
      return res;
    },
    end: (html: string) => {
      out.html = html;
    },
  } as unknown as ServerResponse;
  goneLinkPage(res, reason, holdsCookie, brand);
  return out;
}

describe('the page of a share link that no longer works', () => {
  it.each([
    [
      'invalid',
      403,
      'Share link not valid',
      'This share link is not valid',
      'The link is incomplete or was changed.',
    ],
    [
      'expired',
      410,
      'Share link expired',
      'This share link has expired',
      'The link reached its expiry date.',
    ],
    [
      'revoked',
      410,
      'Share link revoked',
      'This share link was revoked',
      'The person who shared this report revoked the link.',
    ],
  ] as const)(
    '%s: its title and heading give the same reason as its text',
    (reason, status, title, heading, why) => {
      const page = render(reason);
      expect(page.status).toBe(status);
      expect(page.html).toContain(`<title>${title} · Report</title>`);
      expect(page.html).toContain(
        `<h1>${heading}</h1><p>${why} Ask the person who shared it for a new link.</p>`,
      );
    },
  );

  it('names the agency, escaped, never the product, for whoever holds the link', () => {
    for (const holdsCookie of [false, true]) {
      const branded = render('expired', holdsCookie, 'Fjord & <Partners>');
      expect(branded.html).toContain('<title>Share link expired · Fjord &#38; &#60;Partners&#62;</title>');
      expect(branded.html).not.toContain('<Partners>');
      expect(branded.html).not.toMatch(/Searchboard/i);
      // no brand set: neutral, and still not the product's name
      expect(render('revoked', holdsCookie, null).html).not.toMatch(/Searchboard/i);
      expect(render('revoked', holdsCookie, '  ').html).toContain(
        '<title>Share link revoked · Report</title>',
      );
    }
    expect(render('revoked', true).html).toContain('<a href="/share/leave">Leave the shared view</a>');
  });
});
