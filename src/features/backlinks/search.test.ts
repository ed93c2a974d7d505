import { describe, expect, it } from 'vitest';
import { pageWindow, parseListSearch, parseReportSearch } from './search.ts';

describe('URL state of the backlink pages', () => {
  it('keeps a search, a page and a known page size; drops defaults and junk', () => {
    expect(parseListSearch({ q: 'north', page: '3', limit: '50' })).toEqual({
      q: 'north',
      page: 3,
      limit: 50,
    });
    expect(parseListSearch({ q: '  ', page: '1', limit: '20' })).toEqual({});
    expect(parseListSearch({ page: '-2', limit: '7' })).toEqual({});
  });

  it('reads the tab, the live/lost filter and the paging of a report', () => {
    expect(parseReportSearch({ tab: 'backlinks', status: 'lost' })).toEqual({
      tab: 'backlinks',
      status: 'lost',
    });
    expect(parseReportSearch({ tab: 'domains', page: 2, limit: 1000 })).toEqual({
      tab: 'domains',
      page: 2,
      limit: 1000,
    });
    expect(parseReportSearch({ tab: 'overview', status: 'all', limit: 100 })).toEqual({});
    expect(parseReportSearch({ tab: 'links', status: 'gone' })).toEqual({});
  });

  it('turns a page into limit and offset', () => {
    expect(pageWindow(undefined, 100)).toEqual({ limit: 100, offset: 0 });
    expect(pageWindow(3, 50)).toEqual({ limit: 50, offset: 100 });
  });
});
