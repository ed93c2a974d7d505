/** The checks an audit runs: the report's sections and the issue codes of pages, history and issue-pages. */

export type Severity = 'error' | 'warning' | 'notice';
export type CheckStatus = Severity | 'passed';

export interface CheckDef {
  code: string;
  name: string;
  section: string;
  severity: Severity;
  /** share of crawled pages affected when the issue is present */
  rate: [number, number];
  /** chance that the issue is present at all in one crawl: below 1 some crawls pass it, so history moves */
  presence: number;
  /**
   * Checks of one family never hit the same page (a page is 404 or 500, never both), so the pages they mark
   * can be consistent with the page fields they imply.
   */
  family?: string;
}

export const SECTIONS: readonly { uid: string; name: string }[] = [
  { uid: 'http_status', name: 'HTTP status codes' },
  { uid: 'meta_tags', name: 'Meta tags' },
  { uid: 'headings', name: 'Headings' },
  { uid: 'content', name: 'Content' },
  { uid: 'indexing', name: 'Indexing' },
  { uid: 'links', name: 'Links' },
  { uid: 'images', name: 'Images' },
  { uid: 'performance', name: 'Page speed' },
  { uid: 'https', name: 'HTTPS' },
];

const c = (
  code: string,
  name: string,
  section: string,
  severity: Severity,
  rate: [number, number],
  presence: number,
  family?: string,
): CheckDef => ({ code, name, section, severity, rate, presence, ...(family ? { family } : {}) });

export const CHECKS: readonly CheckDef[] = [
  c('error_4xx', '4xx pages', 'http_status', 'error', [0.01, 0.04], 1, 'status'),
  c('error_5xx', '5xx pages', 'http_status', 'error', [0.001, 0.006], 0.35, 'status'),
  c('redirect_3xx', 'Redirects (3xx)', 'http_status', 'warning', [0.02, 0.06], 0.9, 'status'),
  c('redirect_chains', 'Redirect chains', 'http_status', 'warning', [0.002, 0.01], 0.4),
  c('title_missing', 'Missing title', 'meta_tags', 'error', [0.002, 0.01], 0.7, 'title'),
  c('title_too_long', 'Title too long', 'meta_tags', 'notice', [0.05, 0.15], 1, 'title'),
  c('title_too_short', 'Title too short', 'meta_tags', 'notice', [0.01, 0.05], 0.8, 'title'),
  c('title_duplicate', 'Duplicate titles', 'meta_tags', 'warning', [0.02, 0.08], 0.85),
  c(
    'description_missing',
    'Missing meta description',
    'meta_tags',
    'warning',
    [0.03, 0.12],
    0.9,
    'description',
  ),
  c(
    'description_too_long',
    'Meta description too long',
    'meta_tags',
    'notice',
    [0.02, 0.08],
    0.8,
    'description',
  ),
  c('description_duplicate', 'Duplicate meta descriptions', 'meta_tags', 'warning', [0.02, 0.07], 0.8),
  c('h1_missing', 'Missing H1', 'headings', 'error', [0.005, 0.03], 0.75, 'h1'),
  c('h1_multiple', 'Multiple H1 tags', 'headings', 'warning', [0.01, 0.05], 0.7, 'h1'),
  c('h1_too_long', 'H1 too long', 'headings', 'notice', [0.005, 0.02], 0.5, 'h1'),
  c('h1_duplicate', 'Duplicate H1', 'headings', 'notice', [0.02, 0.06], 0.7),
  c('thin_content', 'Few words on page', 'content', 'warning', [0.04, 0.15], 0.9),
  c('low_html_ratio', 'Low text-to-HTML ratio', 'content', 'notice', [0.05, 0.2], 0.85),
  c('noindex_pages', 'Noindex pages', 'indexing', 'notice', [0.01, 0.05], 0.8, 'index'),
  c('blocked_robots', 'Blocked by robots.txt', 'indexing', 'notice', [0.003, 0.02], 0.3, 'index'),
  c('canonical_missing', 'Missing canonical', 'indexing', 'notice', [0.02, 0.1], 0.7, 'canonical'),
  c('canonical_to_other', 'Canonical to another page', 'indexing', 'notice', [0.01, 0.04], 0.6, 'canonical'),
  c('not_in_sitemap', 'Pages missing from the sitemap', 'indexing', 'notice', [0.03, 0.12], 0.7),
  c('hreflang_errors', 'Hreflang errors', 'indexing', 'warning', [0.005, 0.02], 0.25),
  c('broken_internal_links', 'Broken internal links', 'links', 'error', [0.005, 0.03], 0.85),
  c('broken_external_links', 'Broken external links', 'links', 'warning', [0.005, 0.03], 0.8),
  c('nofollow_internal', 'Nofollow internal links', 'links', 'notice', [0.01, 0.04], 0.6),
  c('single_inlink', 'Pages with only one incoming link', 'links', 'notice', [0.02, 0.08], 0.75),
  c('img_no_alt', 'Images without alt', 'images', 'warning', [0.05, 0.2], 1),
  c('img_broken', 'Broken images', 'images', 'error', [0.002, 0.01], 0.45),
  c('img_too_large', 'Large images', 'images', 'notice', [0.02, 0.08], 0.7),
  c('slow_pages', 'Slow pages', 'performance', 'warning', [0.02, 0.08], 0.85),
  c('large_pages', 'Page size too large', 'performance', 'warning', [0.002, 0.01], 0.35),
  c('heavy_js', 'Heavy JavaScript', 'performance', 'notice', [0.02, 0.1], 0.6),
  c('mixed_content', 'Mixed content', 'https', 'error', [0.001, 0.005], 0.25),
  c('meta_refresh', 'Meta refresh redirects', 'http_status', 'notice', [0.001, 0.003], 0.1),
];

export const CHECK_BY_CODE: ReadonlyMap<string, CheckDef> = new Map(CHECKS.map((d) => [d.code, d]));
