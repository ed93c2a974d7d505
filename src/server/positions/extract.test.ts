import { describe, expect, it } from 'vitest';
import { extractPosition, isDomain, matchesDomain, normalizeDomain } from './extract.ts';

const organic = (rank: number, domain: string, url = `https://${domain}/p${rank}`) => ({
  type: 'organic',
  rank_group: rank,
  rank_absolute: rank + 2,
  domain,
  url,
});

describe('domain matching', () => {
  it('normalizes scheme, www., port, path and case', () => {
    expect(normalizeDomain('https://WWW.Northwind-Outdoor.com:443/boots?x=1')).toBe('northwind-outdoor.com');
    expect(isDomain('northwind-outdoor.com')).toBe(true);
    expect(isDomain('not a domain')).toBe(false);
  });

  it('always counts www., counts other subdomains only when configured', () => {
    const rule = { domain: 'northwind-outdoor.com', subdomains: false };
    expect(matchesDomain('www.northwind-outdoor.com', rule)).toBe(true);
    expect(matchesDomain('shop.northwind-outdoor.com', rule)).toBe(false);
    expect(matchesDomain('shop.northwind-outdoor.com', { ...rule, subdomains: true })).toBe(true);
    // a look-alike is not a subdomain
    expect(matchesDomain('fakenorthwind-outdoor.com', { ...rule, subdomains: true })).toBe(false);
  });
});

describe('extractPosition', () => {
  const rule = { domain: 'www.northwind-outdoor.com', subdomains: false };

  it('takes the best organic rank_group of the site, and its URL', () => {
    const result = {
      items: [
        {
          type: 'ads',
          rank_group: 1,
          domain: 'northwind-outdoor.com',
          url: 'https://northwind-outdoor.com/ad',
        },
        organic(1, 'a.com'),
        organic(7, 'northwind-outdoor.com', 'https://northwind-outdoor.com/second'),
        organic(4, 'www.northwind-outdoor.com', 'https://www.northwind-outdoor.com/boots'),
      ],
    };
    expect(extractPosition(result, rule)).toMatchObject({
      position: 4,
      url: 'https://www.northwind-outdoor.com/boots',
    });
  });

  it('says null (never 0) when the site is absent, and lists the top 10 domains in order', () => {
    const items = Array.from({ length: 12 }, (_, i) => organic(i + 1, `www.site${i + 1}.com`));
    const got = extractPosition({ items }, rule);
    expect(got.position).toBeNull();
    expect(got.url).toBeNull();
    expect(got.top10).toEqual(Array.from({ length: 10 }, (_, i) => `site${i + 1}.com`));
  });

  it('reads no result at all as absent', () => {
    expect(extractPosition({ status: 'processing' }, rule)).toEqual({ position: null, url: null, top10: [] });
    expect(extractPosition(null, rule).position).toBeNull();
  });

  it('skips a rank the results cannot hold, and keeps no URL the store cannot', () => {
    // the positions column is a 32-bit integer: 3e9 or 1e308 is no rank, and `[5]` or `true` is none either
    for (const rank of [3e9, 1e308, '1e308', -1, 0, 1.5, [5], true, 'NaN', 1001]) {
      const got = extractPosition(
        { items: [{ ...organic(1, 'northwind-outdoor.com'), rank_group: rank }] },
        rule,
      );
      expect(got.position, String(rank)).toBeNull();
    }
    expect(extractPosition({ items: [{ ...organic(1, 'x.com'), rank_group: '7' }] }, rule).top10).toEqual([
      'x.com',
    ]);
    const hostileUrl = (url: string) =>
      extractPosition({ items: [organic(3, 'northwind-outdoor.com', url)] }, rule);
    expect(hostileUrl('https://northwind-outdoor.com/a\u0000b')).toMatchObject({ position: 3, url: null });
    expect(hostileUrl(`https://northwind-outdoor.com/${'a'.repeat(5000)}`)).toMatchObject({
      position: 3,
      url: null,
    });
    // items that are not objects are skipped
    expect(
      extractPosition({ items: [null, 1, 'organic', [], organic(2, 'northwind-outdoor.com')] }, rule)
        .position,
    ).toBe(2);
  });
});
