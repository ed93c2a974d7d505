import { describe, expect, it } from 'vitest';
import { parseSerpListSearch, parseSerpTaskSearch } from './search.ts';

describe('SERP search params', () => {
  it('keeps valid list params and drops the rest', () => {
    expect(parseSerpListSearch({ q: 'boots', status: 'running', page: '3' })).toEqual({
      q: 'boots',
      status: 'running',
      page: 3,
    });
    expect(parseSerpListSearch({ q: '  ', status: 'done', page: 1 })).toEqual({});
  });
  it('keeps valid task params', () => {
    expect(parseSerpTaskSearch({ tab: 'html', file: 'desktop/page-1.html' })).toEqual({
      tab: 'html',
      file: 'desktop/page-1.html',
    });
    expect(parseSerpTaskSearch({ tab: 'raw', type: 7 })).toEqual({});
  });
});
