import { DAY_MS } from '../../clock.ts';
import { hashString, type Rng } from '../../rng.ts';
import type { CheckDef } from './catalog.ts';
import { Draws, fastDate, fastDateTime } from './draws.ts';
import { externalCount, internalCount, mix } from './layout.ts';
import type { CrawlModel } from './model.ts';
import { settingInt } from './settings.ts';
import type { PageFacts } from './page-facts.ts';
import { capitalise, pickWords, type SiteTheme } from './themes.ts';
import { pageId, pageUrl, type CrawlView } from './view.ts';

/** HTTP status of a page, cheap enough to compute for the target of every link. */
export const pageStatus = (model: CrawlModel, index: number) => model.statusOf(index);

/** Words until the text reaches `min` characters, cut back to `max` (at most 400: silly settings stay cheap). */
function fitText(rng: Rng, words: readonly string[], start: string, min: number, max: number): string {
  const cap = Math.min(max, 400);
  const floor = Math.min(min, cap);
  let s = start;
  while (s.length < floor) s += ` ${rng.pick(words)}`;
  if (s.length > cap) s = s.slice(0, cap).trimEnd();
  return s;
}

function hex(seed: number, run: number): string {
  let out = '';
  for (let k = 0; k < 4; k++) out += (0x100000000 + mix(seed, run, k)).toString(16).slice(1);
  return out;
}

const fillers = new WeakMap<SiteTheme, string[]>();
function fillerOf(theme: SiteTheme): string[] {
  let f = fillers.get(theme);
  if (!f) fillers.set(theme, (f = theme.words.map(capitalise)));
  return f;
}

/** Cheaper than model.has per code: the page's failing checks are computed once. */
function hasCode(issues: CheckDef[], code: string): boolean {
  for (const d of issues) if (d.code === code) return true;
  return false;
}

export function pageFacts(v: CrawlView, index: number): PageFacts {
  const { model, settings: st, theme } = v;
  const url = pageUrl(v, index);
  const seed = hashString(url);
  const rng = new Draws(seed);
  const issues = model.issuesOf(index);
  const has = hasCode.bind(null, issues);
  const status = pageStatus(model, index);
  const topic = index === 0 ? [theme.brand] : pickWords(rng, theme, 3).map(capitalise);
  const filler = fillerOf(theme);

  const minT = settingInt(st, 'min_title_len');
  const maxT = settingInt(st, 'max_title_len');
  const titleBase = `${topic.join(' ')} | ${theme.brand}`;
  let title: string | null = fitText(rng, filler, titleBase, minT, maxT);
  if (has('title_missing')) title = null;
  else if (has('title_too_long')) title = fitText(rng, filler, titleBase, maxT + rng.int(3, 40), maxT + 60);
  else if (has('title_too_short')) title = (topic[0] ?? theme.brand).slice(0, Math.max(1, minT - 1));

  const maxD = settingInt(st, 'max_description_len');
  const descBase = `${topic.join(', ')} from ${theme.brand}: compare options, read guides and order online.`;
  let description: string | null = fitText(rng, filler, descBase, Math.min(70, maxD), maxD);
  if (has('description_missing')) description = null;
  else if (has('description_too_long')) description = fitText(rng, filler, descBase, maxD + 10, maxD + 120);

  const maxH1 = settingInt(st, 'max_h1_len');
  let h1: string | null = topic.join(' ').slice(0, maxH1);
  if (has('h1_missing')) h1 = null;
  else if (has('h1_too_long')) h1 = fitText(rng, filler, topic.join(' '), maxH1 + 5, maxH1 + 60);
  const h1Count = h1 === null ? 0 : has('h1_multiple') ? 2 : 1;
  const h2Count = rng.int(0, 6);
  const h2 = h2Count > 0 ? `${capitalise(rng.pick(theme.words))} ${rng.pick(theme.words)}` : null;

  const minWords = settingInt(st, 'min_words');
  const words = has('thin_content') ? rng.int(20, Math.max(20, minWords - 1)) : minWords + rng.int(0, 1800);
  const maxSizeKb = settingInt(st, 'max_size');
  const size =
    (has('large_pages') ? maxSizeKb + rng.int(50, 900) : rng.int(18, Math.min(180, maxSizeKb))) * 1024;
  const img = 1 + rng.int(0, 11);
  const inlinks =
    index === 0 ? Math.max(1, Math.round(v.pages * 0.92)) : has('single_inlink') ? 1 : rng.int(2, 240);
  const inlinksNofollow = inlinks > 1 ? rng.int(0, 2) : 0;
  const redirectCount = status >= 300 && status < 400 ? 1 : 0;

  const canonical = has('canonical_missing')
    ? null
    : has('canonical_to_other')
      ? pageUrl(v, canonicalTarget(v, index))
      : url;
  const noindex = has('noindex_pages');
  const blockedRobots = has('blocked_robots');
  const indexableStatus =
    status >= 500
      ? 'server_error'
      : status >= 400
        ? 'client_error'
        : status >= 300
          ? 'redirect'
          : noindex
            ? 'noindex'
            : blockedRobots
              ? 'blocked_by_robots'
              : has('canonical_to_other')
                ? 'canonicalized'
                : 'indexable';
  const indexable = indexableStatus === 'indexable';
  const depthCap = Math.max(1, Math.min(settingInt(st, 'max_depth'), 6));
  const checkedAt = v.crawlStart + Math.floor((v.crawlMs * index) / Math.max(1, v.finalPages));

  return {
    index,
    id: pageId(v, index),
    url,
    status,
    depth: index === 0 ? 0 : 1 + (hashString(url) % depthCap),
    loadMs: has('slow_pages') ? rng.int(1800, 5200) : rng.int(120, 1100),
    firstMs: rng.int(40, 380),
    title,
    description,
    h1,
    h2,
    h1Count,
    h2Count,
    hCounts: [rng.int(0, 8), rng.int(0, 4), rng.int(0, 2), rng.int(0, 1)],
    words,
    chars: words * 6 + rng.int(0, 400),
    size,
    htmlRatio: has('low_html_ratio') ? rng.int(3, 9) : rng.int(10, 35),
    img,
    imgSize: (has('img_too_large') ? rng.int(900, 4200) : rng.int(20, 400)) * 1024,
    cssSize: rng.int(30, 160) * 1024,
    jsSize: (has('heavy_js') ? rng.int(900, 2600) : rng.int(80, 450)) * 1024,
    jsCount: rng.int(3, 24),
    cssCount: rng.int(1, 6),
    inlinks,
    inlinksNofollow,
    outInternal: internalCount(v.auditId, index),
    outExternal: externalCount(v.auditId, index),
    refpages: rng.int(0, 60),
    redirectUrl: redirectCount ? pageUrl(v, redirectTarget(v, index)) : null,
    redirectCount,
    redirectLinks: has('redirect_chains') ? rng.int(1, 3) : 0,
    canonical,
    noindex,
    blockedRobots,
    inSitemap: !has('not_in_sitemap'),
    hreflang: hasHreflang(v, index) ? `${url}?lang=de` : null,
    mixedCount: has('mixed_content') ? rng.int(1, 4) : 0,
    metaRefresh: has('meta_refresh'),
    duplicate: {
      title: has('title_duplicate'),
      description: has('description_duplicate'),
      h1: has('h1_duplicate'),
    },
    indexableStatus,
    trafficForecast: indexable ? Math.round(rng.next() ** 3 * 2400) : 0,
    numKeywords: indexable ? Math.round(rng.next() ** 2 * 180) : 0,
    lastModified: fastDate(v.crawlStart - rng.int(1, 400) * DAY_MS),
    contentHash: hex(seed, v.runNo),
    checkedAt: fastDateTime(checkedAt),
    issues,
  };
}

export const hasHreflang = (v: CrawlView, index: number) =>
  v.model.has(index, 'hreflang_errors') || mix(v.auditId, index, 0x4f1) % 5 === 0;

/** Where a 3xx page redirects to and where a canonicalised page points: another crawled page. */
export function redirectTarget(v: CrawlView, index: number): number {
  const t = (index * 31 + 7) % Math.max(1, v.pages);
  return t === index ? 0 : t;
}

export function canonicalTarget(v: CrawlView, index: number): number {
  const t = (index * 17 + 3) % Math.max(1, v.pages);
  return t === index ? 0 : t;
}
