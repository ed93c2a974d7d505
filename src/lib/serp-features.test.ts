import { describe, expect, it } from 'vitest';
import { serpFeatureLabel } from './serp-features.ts';

// Issue 20: "SERP feature chips use raw names (people_also_ask) where the keywords page says 'People also ask':
// one label table for both." The keywords page (vocabulary.ts) and the SERP pages (advanced-shape.ts) use it.
describe('SERP feature labels', () => {
  it('read as words, with the table’s names first', () => {
    expect(serpFeatureLabel('people_also_ask')).toBe('People also ask');
    expect(serpFeatureLabel('ai_overview')).toBe('AI overview');
    expect(serpFeatureLabel('organic')).toBe('Organic result');
    expect(serpFeatureLabel('odd_new_thing')).toBe('Odd new thing');
  });
});
