import { describe, expect, it } from 'vitest';
import { discoveryQuery } from '../../api/keyword-inputs.ts';
import { queryPairs } from '../../api/query.ts';
import { checkDraft, discoveryParams, draftFromSearch, searchFromDraft } from './discovery-params.ts';
import { longtailParams } from './longtail-params.ts';
import { validateKeywordSearch } from './search.ts';

describe('the URL of a search', () => {
  it('keeps every parameter a link needs and drops what it cannot read', () => {
    const s = validateKeywordSearch({
      tab: 'similar',
      source: 'US',
      q: 123, // the router parses "123" as a number
      limit: '10',
      offset: 20,
      sort: 'volume',
      order: 'asc',
      trend: true,
      volume: '100..5000',
      difficulty: '..40',
      cpc: 'cheap',
      features: 'images,video',
      intents: 'I,C',
      include: [
        [
          { type: 'begins', value: 'best' },
          { type: 'near', value: 'x' },
        ],
        'junk',
      ],
      by: 'cpc',
      dir: 'sideways',
      tab2: 'x',
    });
    expect(s).toEqual({
      tab: 'similar',
      source: 'us',
      q: '123',
      limit: 10,
      offset: 20,
      sort: 'volume',
      order: 'asc',
      trend: true,
      volume: '100..5000',
      difficulty: '..40',
      features: 'images,video',
      intents: 'I,C',
      include: [[{ type: 'begins', value: 'best' }]],
      by: 'cpc',
    });
    expect(validateKeywordSearch({ tab: 'nope', limit: 0, offset: -1, volume: '..' })).toEqual({});
  });
});

describe('discovery parameters', () => {
  it('encodes a search with every filter as the bracketed query the service documents', () => {
    const p = discoveryParams(
      validateKeywordSearch({
        source: 'de',
        q: '  wander   schuhe ',
        limit: 50,
        offset: 50,
        sort: 'cpc',
        trend: true,
        volume: '100..',
        competition: '0.2..0.8',
        keyword_count: '2..4',
        features: 'video,images',
        intents: 'C,I',
        include: [
          [
            { type: 'begins', value: 'best' },
            { type: 'contains', value: 'leder' },
          ],
          [{ type: 'exact', value: 'x' }],
        ],
        exclude: [[{ type: 'ends', value: 'kinder' }]],
      }),
    );
    expect(p).toBeDefined();
    expect(queryPairs(discoveryQuery(p!))).toEqual([
      ['source', 'de'],
      ['keyword', 'wander schuhe'],
      ['limit', '50'],
      ['offset', '50'],
      ['sort', 'cpc'],
      ['sort_order', 'desc'],
      ['history_trend', 'true'],
      ['filter[volume][from]', '100'],
      ['filter[competition][from]', '0.2'],
      ['filter[competition][to]', '0.8'],
      ['filter[keyword_count][from]', '2'],
      ['filter[keyword_count][to]', '4'],
      // sorted, so the same choice always makes the same query (and is paid once)
      ['filter[serp_features]', 'images,video'],
      ['filter[intents]', 'I,C'],
      [
        'filter[multi_keyword_included]',
        '[[{"type":"begins","value":"best"},{"type":"contains","value":"leder"}],[{"type":"exact","value":"x"}]]',
      ],
      ['filter[multi_keyword_excluded]', '[[{"type":"ends","value":"kinder"}]]'],
    ]);
  });

  it('sends the spec defaults explicitly and nothing else when no filter is set', () => {
    expect(discoveryParams({ q: 'boots' })).toEqual({
      source: 'us',
      keyword: 'boots',
      limit: 100,
      offset: 0,
    });
    expect(discoveryParams({})).toBeUndefined();
  });

  it('refuses a hand-edited link whose filter the form would refuse (nothing is sent)', () => {
    expect(discoveryParams({ q: 'boots', difficulty: '0..500' })).toBeUndefined();
    expect(discoveryParams({ q: 'boots', volume: '500..100' })).toBeUndefined();
    expect(discoveryParams({ q: 'boots', include: [[{ type: 'begins', value: ' ' }]] })).toBeUndefined();
  });

  it('round-trips through the form draft', () => {
    const s = validateKeywordSearch({
      source: 'gb',
      q: 'tents',
      limit: 20,
      sort: 'difficulty',
      order: 'asc',
      cpc: '0.5..3',
      features: 'images,my_feature',
      intents: 'T',
      exclude: [[{ type: 'contains', value: 'cheap' }]],
    });
    const d = draftFromSearch(s);
    expect(d.features).toEqual(['images']);
    expect(d.otherFeatures).toBe('my_feature');
    expect(checkDraft(d)).toEqual({});
    const given = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
    expect(searchFromDraft(d)).toMatchObject(given);
  });
});

describe('checks at the field (spec bounds of the common parameters)', () => {
  const base = draftFromSearch({ q: 'boots' });
  const withRange = (name: keyof typeof base.ranges, from: string, to = '') =>
    checkDraft({ ...base, ranges: { ...base.ranges, [name]: { from, to } } });

  it('difficulty 0-100 and competition 0.0-1.0', () => {
    expect(withRange('difficulty', '101')['difficulty.from']).toMatch(/0 to 100/);
    expect(withRange('difficulty', '4.5')['difficulty.from']).toMatch(/whole number/);
    expect(withRange('competition', '0.5', '1.2')['competition.to']).toMatch(/0 to 1/);
    expect(withRange('competition', '0.5', '1')).toEqual({});
  });

  it('volume and cpc non-negative; words and characters positive; from ≤ to', () => {
    expect(withRange('volume', '-1')['volume.from']).toBeDefined();
    expect(withRange('cpc', '0.25')).toEqual({});
    expect(withRange('keyword_count', '0')['keyword_count.from']).toMatch(/1 or more/);
    expect(withRange('characters_count', '30', '10')['characters_count.to']).toMatch(/less than/);
  });

  it('a seed, a source and a page size are required; an empty condition is flagged', () => {
    const errors = checkDraft({
      ...base,
      q: ' ',
      source: '',
      limit: '0',
      include: [[{ type: 'begins', value: '' }]],
    });
    expect(Object.keys(errors).sort()).toEqual(['include.0.0', 'limit', 'q', 'source']);
  });

  it('a database names a country and a seed is one line of at most 255 characters, as the server takes them', () => {
    expect(checkDraft({ ...base, source: 'zz' }).source).toMatch(/“zz” is no country’s code/);
    expect(checkDraft({ ...base, source: 'usa' }).source).toBe(
      'A country code is two letters, e.g. us or de.',
    );
    expect(checkDraft({ ...base, source: ' GB ' })).toEqual({});
    expect(checkDraft({ ...base, q: 'x'.repeat(256) }).q).toBe(
      'A seed keyword is at most 255 characters (now 256).',
    );
    expect(checkDraft({ ...base, q: 'x'.repeat(255) })).toEqual({});
  });
});

describe('long-tail parameters', () => {
  it('take the seed, limit and offset only', () => {
    expect(longtailParams({ q: ' boots ', source: 'fr', limit: 10, offset: 30, volume: '1..' })).toEqual({
      source: 'fr',
      keyword: 'boots',
      limit: 10,
      offset: 30,
    });
    expect(longtailParams({ source: 'fr' })).toBeUndefined();
  });
});
