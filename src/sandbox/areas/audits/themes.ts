import { hashString, type Rng } from '../../rng.ts';

/** Vocabulary for the generated pages of a site, so each seeded site's URLs and titles read like that site. */
export interface SiteTheme {
  brand: string;
  sections: readonly string[];
  words: readonly string[];
  lang: string;
}

const THEMES: Record<string, SiteTheme> = {
  'www.northwind-outdoor.com': {
    brand: 'Northwind Outdoor',
    sections: ['tents', 'backpacks', 'jackets', 'sleeping-bags', 'footwear', 'blog', 'guides'],
    words: [
      'alpine',
      'trail',
      'summit',
      'ridge',
      'storm',
      'ultralight',
      'canyon',
      'glacier',
      'dome',
      'tent',
      'pack',
    ].concat([
      'shell',
      'parka',
      'boots',
      'stove',
      'lantern',
      'hiking',
      'camping',
      'waterproof',
      'insulated',
      'down',
    ]),
    lang: 'en',
  },
  'bloom-botanics.co.uk': {
    brand: 'Bloom Botanics',
    sections: ['plants', 'seeds', 'pots', 'garden-tools', 'care-guides', 'gifts'],
    words: [
      'monstera',
      'fern',
      'succulent',
      'orchid',
      'lavender',
      'ceramic',
      'terracotta',
      'hanging',
      'indoor',
    ].concat([
      'outdoor',
      'rare',
      'pet-safe',
      'seedling',
      'bulb',
      'herb',
      'watering',
      'pruning',
      'compost',
      'bonsai',
    ]),
    lang: 'en-GB',
  },
  'www.quantaledger.io': {
    brand: 'QuantaLedger',
    sections: ['features', 'integrations', 'docs', 'blog', 'customers', 'compare'],
    words: [
      'invoicing',
      'reconciliation',
      'payroll',
      'ledger',
      'api',
      'webhooks',
      'multi-currency',
      'tax',
      'audit',
    ].concat([
      'reporting',
      'forecast',
      'cash-flow',
      'expenses',
      'accounts',
      'bank-feeds',
      'close',
      'saas',
      'startup',
    ]),
    lang: 'en',
  },
  'www.bazaarline.com': {
    brand: 'Bazaarline',
    sections: ['electronics', 'home', 'fashion', 'toys', 'sports', 'beauty', 'sellers', 'deals'],
    words: [
      'wireless',
      'smart',
      'vintage',
      'kids',
      'leather',
      'cotton',
      'portable',
      'gaming',
      'kitchen',
      'led',
    ].concat([
      'headphones',
      'lamp',
      'sneakers',
      'blender',
      'watch',
      'backpack',
      'charger',
      'rug',
      'mixer',
      'drone',
    ]),
    lang: 'en',
  },
};

const GENERIC: Omit<SiteTheme, 'brand'> = {
  sections: ['products', 'category', 'blog', 'help', 'news', 'about'],
  words: [
    'best',
    'new',
    'classic',
    'premium',
    'guide',
    'review',
    'pro',
    'starter',
    'set',
    'kit',
    'tips',
    'faq',
  ].concat(['service', 'plan', 'update', 'story', 'team', 'pricing', 'offer', 'collection']),
  lang: 'en',
};

export function themeFor(host: string): SiteTheme {
  const known = THEMES[host];
  if (known) return known;
  const name = host.replace(/^www\./, '').split('.')[0] ?? host;
  const brand = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return { brand, ...GENERIC };
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');

export function pickWords(rng: Rng, theme: SiteTheme, count: number): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const w = rng.pick(theme.words);
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

/** The page's path: the homepage is `/`, every other page ends in `-<index>` so a URL maps back to its page. */
export function pagePath(theme: SiteTheme, host: string, index: number): string {
  if (index === 0) return '/';
  const h = hashString(`${host}/${index}`);
  const section = theme.sections[h % theme.sections.length] ?? 'page';
  const a = theme.words[(h >>> 8) % theme.words.length] ?? 'page';
  const b = theme.words[(h >>> 16) % theme.words.length] ?? 'item';
  return `/${section}/${a === b ? a : `${a}-${b}`}-${index}`;
}

/** Inverse of pagePath (index only; the caller checks the whole URL). */
export function indexFromPath(path: string): number | undefined {
  if (path === '/' || path === '') return 0;
  const m = /-(\d+)\/?$/.exec(path);
  return m ? Number(m[1]) : undefined;
}
