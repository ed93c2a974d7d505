import type { Rng } from '../../rng.ts';

/** Fictional domains and copy for generated SERPs. */

const TLD: Record<string, string> = {
  US: 'com',
  GB: 'co.uk',
  DE: 'de',
  FR: 'fr',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
  CA: 'ca',
  AU: 'com.au',
  BR: 'com.br',
  IN: 'in',
  JP: 'jp',
  MX: 'com.mx',
  SE: 'se',
  PL: 'pl',
  IE: 'ie',
  NZ: 'co.nz',
  ZA: 'co.za',
  SG: 'sg',
  CH: 'ch',
  AT: 'at',
  BE: 'be',
  PT: 'pt',
  DK: 'dk',
  NO: 'no',
};

const WORDS = [
  'summit',
  'trail',
  'wild',
  'north',
  'urban',
  'green',
  'bright',
  'clear',
  'prime',
  'smart',
  'true',
  'blue',
  'golden',
  'silver',
  'happy',
  'simple',
  'daily',
  'modern',
  'classic',
  'river',
  'cedar',
  'maple',
  'harbor',
  'peak',
];
const NOUNS = [
  'gear',
  'hub',
  'shop',
  'guide',
  'lab',
  'works',
  'market',
  'store',
  'depot',
  'review',
  'picks',
  'finder',
  'direct',
  'house',
  'place',
  'world',
  'zone',
  'central',
  'expert',
  'outlet',
];
const SECTIONS = [
  'blog',
  'guides',
  'shop',
  'products',
  'reviews',
  'articles',
  'c',
  'collections',
  'learn',
  'wiki',
];

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'page';

export const titleCase = (s: string) =>
  s.replace(/(^|\s)(\p{L})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());

export function brandOf(domain: string): string {
  const label = domain.replace(/^www\./, '').split('.')[0] ?? domain;
  return titleCase(label.replace(/-/g, ' '));
}

/** A fictional domain, local to the country some of the time. */
export function domainFor(rng: Rng, country: string, queryWords: string[]): string {
  const tld = rng.chance(0.55) ? (TLD[country] ?? 'com') : rng.pick(['com', 'com', 'net', 'org', 'io']);
  const first = queryWords.length > 0 && rng.chance(0.3) ? rng.pick(queryWords) : rng.pick(WORDS);
  return `www.${first.replace(/[^a-z0-9]/g, '')}${rng.pick(NOUNS)}.${tld}`;
}

export function pagePath(rng: Rng, query: string): { section: string; path: string } {
  const section = rng.pick(SECTIONS);
  return { section, path: `/${section}/${slug(query)}${rng.chance(0.3) ? `-${rng.int(2, 99)}` : ''}` };
}

const TITLES: ((q: string, b: string) => string)[] = [
  (q, b) => `${q} | ${b}`,
  (q) => `The 12 Best ${q}, Tested and Reviewed`,
  (q, b) => `Buy ${q} Online – Free Delivery | ${b}`,
  (q) => `${q}: Everything You Need to Know`,
  (q, b) => `${q} – Shop the Range at ${b}`,
  (q) => `How to Choose ${q} – Expert Advice`,
  (q, b) => `${q} for Sale | ${b}`,
  (q) => `${q} Guide: Tips, Prices and Reviews`,
  (q, b) => `Top ${q} Compared – ${b}`,
  (q) => `${q} - Discussion and Recommendations`,
];

const DESCRIPTIONS: ((q: string, b: string) => string)[] = [
  (q, b) =>
    `Discover our range of ${q}. Compare prices, read reviews and find the right ${q} for you at ${b}.`,
  (q) => `Looking for ${q}? We tested dozens of options to find the best ${q} for every budget.`,
  (q) => `Everything you need to know about ${q}: how it works, what it costs and what to look out for.`,
  (q, b) => `Shop ${q} at ${b}. Free returns, fast delivery and expert advice from our team.`,
  (q) =>
    `Our complete guide to ${q}, with step-by-step tips, common mistakes and answers to frequent questions.`,
  (q) => `Read honest reviews of ${q} from real customers, and compare features side by side.`,
];

export const organicTitle = (rng: Rng, q: string, brand: string) => rng.pick(TITLES)(titleCase(q), brand);
export const organicDescription = (rng: Rng, q: string, brand: string) => rng.pick(DESCRIPTIONS)(q, brand);

export function adCopy(rng: Rng, q: string, brand: string): { title: string; description: string } {
  const Q = titleCase(q);
  return {
    title: rng.pick([
      `${Q} – Official Site | ${brand}`,
      `Save on ${Q} | ${brand}`,
      `${Q} Sale – Up to 40% Off`,
    ]),
    description: rng.pick([
      `Shop the latest ${q}. Free shipping on orders over 50. Order today and save.`,
      `Compare ${q} from top brands. Price match promise and easy returns.`,
      `${Q} in stock now. Next-day delivery available. Trusted by thousands of customers.`,
    ]),
  };
}

export function snippetAnswer(q: string): string {
  return (
    `The best ${q} balance quality, durability and price. Look for strong reviews, a clear returns policy ` +
    `and a model that fits how you plan to use it. Compare at least three options before you buy.`
  );
}

export function overviewText(q: string): string {
  return (
    `${titleCase(q)} come in many kinds. Most buyers weigh price, quality and reviews; experts suggest ` +
    `checking sizing and warranty terms, and comparing a few trusted retailers before deciding.`
  );
}

export const hexId = (rng: Rng, n = 11) =>
  Array.from({ length: n }, () => rng.pick([...'abcdef0123456789'])).join('');

/** `n` distinct items in a deterministic random order (Fisher-Yates on a copy). */
export function pickN<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out.slice(0, n);
}

export const BUSINESS_WORDS = WORDS;
export const BUSINESS_NOUNS = NOUNS;
