import { describe, expect, it } from 'vitest';
import { siteForTag } from './tracked-site.ts';

const SITES = [
  { id: 104, name: 'Bazaarline Marketplace', url: 'https://www.bazaarline.com' },
  { id: 102, name: 'Bloom Botanics', url: 'https://bloom-botanics.co.uk' },
  { id: 101, name: 'Northwind Outdoor', url: 'https://www.northwind-outdoor.com' },
  { id: 103, name: 'QuantaLedger', url: 'https://www.quantaledger.io' },
  { id: 105, name: 'Northwind Kids', url: 'https://northwind-kids.com' },
];

describe('siteForTag', () => {
  it.each([
    ['northwind outdoor', 101],
    ['Northwind-Outdoor.com', 101],
    ['bloom', 102],
    ['quantaledger', 103],
    ['client: bazaarline', 104],
    ['site 101', 101],
  ])('“%s” names site %i', (tag, id) => {
    expect(siteForTag(tag, SITES)?.id).toBe(id);
  });

  it.each([['northwind'], ['co uk com'], [''], [null], ['retail']])(
    '“%s” names no one site (a tie, no word of a site, or no tag)',
    (tag) => {
      expect(siteForTag(tag, SITES)).toBeUndefined();
    },
  );
});
