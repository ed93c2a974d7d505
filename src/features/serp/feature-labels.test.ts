import { describe, expect, it } from 'vitest';
import { serpFeatureLabel } from '../../lib/serp-features.ts';
import { typeLabel } from './advanced-shape.ts';

// One label table for the keywords page's feature chips and the SERP pages.
describe('the SERP pages’ result-type labels', () => {
  it('are the shared table’s (lib/serp-features.ts), as on the keywords page', () => {
    for (const name of ['people_also_ask', 'ai_overview', 'video', 'featured_snippet', 'odd_new_thing'])
      expect(typeLabel(name)).toBe(serpFeatureLabel(name));
  });
});
