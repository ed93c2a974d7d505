import { hashString } from '../../rng.ts';
import type { Mode } from './targets.ts';

/** Word lists for generated referring domains, source pages and anchors. */

export interface Topic {
  mods: string[];
  nouns: string[];
  tails: string[];
}

/** `a|b|c` → ['a', 'b', 'c']: keeps the word lists readable on a few lines. */
const list = (s: string): string[] => s.split('|');

const topic = (mods: string, nouns: string, tails: string): Topic => ({
  mods: list(mods),
  nouns: list(nouns),
  tails: list(tails),
});

// Each topic has 12 modifiers × 12 nouns: anchors are "mod noun" and "mod noun tail".
const TOPICS = {
  outdoor: topic(
    "best|lightweight|waterproof|cheap|ultralight|4-season|family|winter|budget|packable|women's|men's",
    'hiking boots|tents|rain jackets|sleeping bags|backpacks|trekking poles|camping stoves|down jackets|hiking socks|headlamps|base layers|trail shoes',
    'review|buying guide|for beginners|sale|comparison|tips',
  ),
  garden: topic(
    'best|organic|indoor|easy|rare|pet-safe|low-light|hardy|flowering|dwarf|native|fast-growing',
    'houseplants|succulents|spring bulbs|herb seeds|potting soil|fiddle leaf fig|monstera|orchids|perennials|garden gifts|plant food|terrariums',
    'care guide|online|delivery|for beginners|uk|shop',
  ),
  finance: topic(
    'best|free|cloud|small business|simple|online|automated|multi-currency|open source|secure|affordable|startup',
    'accounting software|invoicing app|bookkeeping tool|expense tracker|payroll software|ledger app|tax calculator|budget planner|crypto ledger|receipt scanner|cash flow forecast|billing platform',
    'review|pricing|alternatives|comparison|for freelancers|guide',
  ),
  web: topic(
    'best|free|top|online|simple|modern|fast|secure|affordable|easy|local|new',
    'web tools|services|products|software|resources|guides|tutorials|templates|apps|solutions|platforms|marketplaces',
    'review|guide|tips|alternatives|pricing|comparison',
  ),
};

export function topicOf(target: string): Topic {
  const t = target.toLowerCase();
  if (/outdoor|trail|hik|camp|gear/.test(t)) return TOPICS.outdoor;
  if (/bloom|botan|garden|plant|flower/.test(t)) return TOPICS.garden;
  if (/ledger|quanta|financ|account|bank|pay/.test(t)) return TOPICS.finance;
  return TOPICS.web;
}

export const GENERIC_ANCHORS = list(
  'click here|website|here|read more|this site|source|visit website|link|official site|learn more',
);

const PREFIXES = list(
  'trail|summit|green|garden|money|ledger|daily|urban|wild|north|bright|open|smart|local|pro|true|blue|peak|fresh|happy|market|tech|home|the|my|best|eco|city|coast|river',
);
const SUFFIXES = list(
  'hub|blog|news|guide|review|world|times|journal|lab|post|digest|insider|zone|corner|central|magazine|forum|wiki|life|today|report|net|spot|base|notes|press|talk|watch|point|list',
);
// Weighted by repetition: mostly .com, some country domains, one in forty .edu and one in forty .gov.
const TLDS = list(
  'com|com|com|com|com|com|com|com|com|com|com|com|com|com|com|com|org|org|org|org|net|net|net|net|co.uk|co.uk|co.uk|co.uk|io|io|de|de|fr|ca|com.au|nl|se|info|edu|gov',
);
const TLD_COUNTRY: Record<string, string> = {
  'co.uk': 'GB',
  de: 'DE',
  fr: 'FR',
  ca: 'CA',
  'com.au': 'AU',
  nl: 'NL',
  se: 'SE',
  edu: 'US',
  gov: 'US',
};
const OTHER_COUNTRIES = ['US', 'US', 'US', 'GB', 'CA', 'DE', 'AU', 'NL', 'SE', 'IE'];

const COMBOS = PREFIXES.length * SUFFIXES.length * TLDS.length;
// 7919 is prime and does not divide COMBOS, so j → j·7919 + offset is a bijection on the combinations.
const STEP = 7919;

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export interface RefDomain {
  domain: string;
  name: string;
  country: string;
  tld: string;
  rank: number;
}

/** The j-th referring domain of a report: unique within the report for any j. */
export function refDomain(seed: number, j: number): RefDomain {
  const n = (j * STEP + seed) % COMBOS;
  const round = Math.floor(j / COMBOS);
  const p = PREFIXES[n % PREFIXES.length] ?? 'web';
  const s = SUFFIXES[Math.floor(n / PREFIXES.length) % SUFFIXES.length] ?? 'site';
  const tld = TLDS[Math.floor(n / (PREFIXES.length * SUFFIXES.length))] ?? 'com';
  const domain = `${p}${s}${round > 0 ? round : ''}.${tld}`;
  const h = hashString(domain);
  return {
    domain,
    name: `${cap(p)} ${cap(s)}`,
    country: TLD_COUNTRY[tld] ?? OTHER_COUNTRIES[h % OTHER_COUNTRIES.length] ?? 'US',
    tld,
    // Skewed low like real authority scores: most sites are small.
    rank: Math.round(100 * Math.pow((h % 1000) / 1000, 1.8)),
  };
}

/** Brand anchors of a target: its name, bare domain, host and URL forms. */
export function brandAnchors(mode: Mode, target: string): string[] {
  const host = mode === 'url' ? new URL(target).hostname : target;
  const bare = host.replace(/^www\./, '');
  const label = bare.split('.')[0] ?? bare;
  const brand = label.split('-').map(cap).join(' ');
  return [brand, bare, `www.${bare}`, `https://${host}/`, `${brand} official site`];
}

/** The k-th anchor of the pool brand → generic → "mod noun" → "mod noun tail"; undefined past the pool. */
export function anchorAt(brand: string[], topic: Topic, k: number): string | undefined {
  if (k < brand.length) return brand[k];
  let m = k - brand.length;
  if (m < GENERIC_ANCHORS.length) return GENERIC_ANCHORS[m];
  m -= GENERIC_ANCHORS.length;
  const pairs = topic.mods.length * topic.nouns.length;
  const mod = topic.mods[m % topic.mods.length];
  const noun = topic.nouns[Math.floor(m / topic.mods.length) % topic.nouns.length];
  if (m < pairs) return `${mod} ${noun}`;
  const tail = topic.tails[Math.floor((m - pairs) / pairs)];
  return tail === undefined ? undefined : `${mod} ${noun} ${tail}`;
}

export function anchorPoolSize(brand: string[], topic: Topic): number {
  const pairs = topic.mods.length * topic.nouns.length;
  return brand.length + GENERIC_ANCHORS.length + pairs * (1 + topic.tails.length);
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const titleCase = (s: string) => s.split(' ').map(cap).join(' ');
