import { describe, expect, it } from 'vitest';
import type { CrawledPage } from '../../../api/audit-page-schemas.ts';
import {
  ALL_KEYS,
  columnsFromParam,
  columnsToParam,
  DEFAULT_COLUMNS,
  filterByStatus,
  sortPages,
  statusClassOf,
} from './crawled-page-columns.ts';
import { groupPageData } from './crawled-page-data-groups.ts';

const page = (id: string, over: Record<string, unknown>) =>
  ({ id, url: `https://x.test/${id}`, ...over }) as unknown as CrawledPage;

describe('the column picker', () => {
  it('offers every key the spec lists for a crawled page', () => {
    expect(ALL_KEYS).toHaveLength(70);
    expect(ALL_KEYS).toContain('indexable_status');
    expect(ALL_KEYS).toContain('time_check');
    expect(new Set(ALL_KEYS).size).toBe(ALL_KEYS.length);
  });

  it('keeps the default set out of the URL and always keeps the URL column', () => {
    expect(columnsToParam([...DEFAULT_COLUMNS].reverse())).toBeUndefined();
    expect(columnsToParam(['size', 'url'])).toBe('url,size');
    expect(columnsFromParam('size,nonsense')).toEqual(['url', 'size']);
  });
});

describe('sorting and filtering loaded pages', () => {
  const pages = [
    page('a', { load_ms: 300, status: 200, title: 'b' }),
    page('b', { load_ms: null, status: 404, title: null }),
    page('c', { load_ms: '1200', status: 301, title: 'a' }),
    page('d', { load_ms: 90, status: null, title: 'c' }),
  ];

  it('compares numbers as numbers, and pages without a value go last in both directions', () => {
    expect(sortPages(pages, 'load_ms', false).map((p) => p.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortPages(pages, 'load_ms', true).map((p) => p.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortPages(pages, 'title', false).map((p) => p.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('filters by status class; a page without a status is "none", not 2xx', () => {
    expect(statusClassOf(404)).toBe('4xx');
    expect(statusClassOf(null)).toBe('none');
    expect(filterByStatus(pages, '3xx').map((p) => p.id)).toEqual(['c']);
    expect(filterByStatus(pages, 'none').map((p) => p.id)).toEqual(['d']);
    expect(filterByStatus(pages, undefined)).toHaveLength(4);
  });
});

describe('page data groups', () => {
  it('groups page_data as on-page, technical, links and summary, keeping unknown keys under Other', () => {
    const groups = groupPageData({ title: 'T', js_size: 1, inlinks: 3, errors_count: 0, surprise: 'x' });
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.key)])).toEqual([
      ['On-page', ['title']],
      ['Technical', ['js_size']],
      ['Links', ['inlinks']],
      ['Summary', ['errors_count']],
      ['Other', ['surprise']],
    ]);
  });
});
