import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionSuggestions } from '../src/features/ai/engine-regions.ts';
import { startTestSandbox, type TestSandbox } from '../src/sandbox/testing.ts';

// The engine form offers region names in the service's own form ("New York, NY, USA"); the sandbox, written from
// the spec, must take every one of them for the geo-targeted engines, or the demo would offer names it refuses.
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL'];

describe('the region names the engine form offers', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it.each(COUNTRIES)(
    '%s: every name offered is a region of the country for a geo-targeted engine',
    async (c) => {
      const offered = regionSuggestions(c);
      expect(offered.length).toBeGreaterThan(0);
      for (const region_name of offered) {
        const r = await t.call('project', 'POST', '/sites/103/airt/llm', {
          json: { base_name: 'overview_engine', country_code: c, region_name },
        });
        expect(r.status, `${c} ${region_name}: ${JSON.stringify(r.body)}`).toBe(201);
        expect(r.body.region_name).toBe(region_name);
        expect(r.body.region_settings).toHaveProperty('uule');
      }
    },
  );
});
