import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { goneLinkPage } from './share-page.ts';

function render(reason: 'invalid' | 'expired' | 'revoked') {
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
  goneLinkPage(res, reason, false);
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
      expect(page.html).toContain(`<title>${title} · Searchboard</title>`);
      expect(page.html).toContain(
        `<h1>${heading}</h1><p>${why} Ask the person who shared it for a new link.</p>`,
      );
    },
  );
});
