import { describe, expect, it } from 'vitest';
import { bareDomain, urlParts } from './url-parts.ts';

// Link targets and "found on" pages differ by their path, not their domain (which is known): URLs are shown
// path-first, so cutting a long one never loses the part that differs
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

describe('bareDomain', () => {
  it('drops scheme, www, port, path and case, so a site and a report target compare', () => {
    expect(bareDomain('https://www.Example.com:443/pricing')).toBe('example.com');
    expect(bareDomain('example.com')).toBe('example.com');
    expect(bareDomain(' http://blog.example.com?x=1 ')).toBe('blog.example.com');
  });
});
