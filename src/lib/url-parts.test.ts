import { describe, expect, it } from 'vitest';
import { urlParts } from './url-parts.ts';

// Issue 20: "link targets and 'found on' are cut right after the domain, so the path — the only part that
// differs — is lost … Show URLs path-first (the domain is known)"
describe('urlParts', () => {
  it('puts the path (with its query) first and keeps the host apart', () => {
    expect(urlParts('https://www.northwind-outdoor.com/collections/tents?page=2')).toEqual({
      path: '/collections/tents?page=2',
      host: 'northwind-outdoor.com',
    });
    expect(urlParts('http://example.com')).toEqual({ path: '/', host: 'example.com' });
  });

  it('leaves a value that is not a URL whole', () => {
    expect(urlParts('mailto:a@b.c')).toEqual({ path: 'mailto:a@b.c', host: '' });
    expect(urlParts('/relative/path')).toEqual({ path: '/relative/path', host: '' });
  });
});
