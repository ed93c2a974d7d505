import { describe, expect, it } from 'vitest';
import { serpFeatureLabel } from './serp-features.ts';

// SERP feature chips say "People also ask", never the raw people_also_ask, with the same label table as the
// keywords page: the keywords page (vocabulary.ts) and the SERP pages (advanced-shape.ts) both use it.
describe('SERP feature labels', () => {
  it('read as words, with the table’s names first', () => {
    expect(serpFeatureLabel('people_also_ask')).toBe('People also ask');
    expect(serpFeatureLabel('ai_overview')).toBe('AI overview');
    expect(serpFeatureLabel('organic')).toBe('Organic result');
    expect(serpFeatureLabel('odd_new_thing')).toBe('Odd new thing');
  });
});
