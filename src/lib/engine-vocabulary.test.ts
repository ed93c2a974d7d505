import { describe, expect, it } from 'vitest';
import {
  AI_ENGINE_NAMES,
  SEARCH_ENGINE_NAMES,
  engineKey,
  engineLabel,
  findEngine,
  isGeoEngine,
  nameIn,
  productName,
} from './engine-vocabulary.ts';

// The engines' names, from the service's public documentation and its official client.
const TABLE: [spec: string, service: string, product: string][] = [
  ['chat_engine', 'chatgpt', 'ChatGPT'],
  ['overview_engine', 'google_ai_overview', 'Google AI Overview'],
  ['mode_engine', 'google_ai_mode', 'Google AI Mode'],
  ['answer_engine', 'perplexity', 'Perplexity'],
  ['assistant_engine', 'gemini', 'Gemini'],
];

describe('engine vocabulary', () => {
  it('holds the five AI engines of the table, in the spec order', () => {
    expect(AI_ENGINE_NAMES.map((e) => [e.spec, e.service, e.product])).toEqual(TABLE);
  });

  it('names the web search engine google (spec: web_search_engine_1)', () => {
    expect(SEARCH_ENGINE_NAMES).toMatchObject({
      spec: 'web_search_engine_1',
      service: 'google',
      product: 'Google',
    });
  });

  it.each(TABLE)('%s and %s are one engine', (spec, service, product) => {
    expect(findEngine(spec)).toBe(findEngine(service));
    expect(productName(spec)).toBe(product);
    expect(productName(service)).toBe(product);
    expect(engineKey(service)).toBe(spec);
    expect(engineKey(spec)).toBe(spec);
    expect(nameIn(spec, 'service')).toBe(service);
    expect(nameIn(service, 'spec')).toBe(spec);
    expect(nameIn(service, 'service')).toBe(service);
  });

  it('the geo rules apply to both names of the two geo engines, and only to them', () => {
    const geo = ['overview_engine', 'google_ai_overview', 'mode_engine', 'google_ai_mode'];
    for (const [spec, service] of TABLE) {
      expect(isGeoEngine(spec)).toBe(geo.includes(spec));
      expect(isGeoEngine(service)).toBe(geo.includes(service));
    }
  });

  it('a name neither vocabulary knows is kept as it is (the service adds engines)', () => {
    expect(findEngine('claude')).toBeUndefined();
    expect(productName('claude')).toBe('claude');
    expect(nameIn('claude', 'service')).toBe('claude');
    expect(engineKey('claude')).toBe('claude');
    expect(isGeoEngine('claude')).toBe(false);
  });

  it.each(TABLE)(
    '%s and %s read as one name, with the country (and the id where asked)',
    (spec, service, product) => {
      for (const base_name of [spec, service]) {
        expect(engineLabel({ base_name, country_code: 'us', id: 305 })).toBe(`${product} (US)`);
        expect(engineLabel({ base_name, country_code: 'US', id: 305 }, { withId: true })).toBe(
          `${product} #305 (US)`,
        );
      }
    },
  );

  it('an engine neither vocabulary knows reads as its own name', () => {
    expect(engineLabel({ base_name: 'claude', country_code: 'DE' })).toBe('claude (DE)');
  });

  it('no name is in both vocabularies or twice in one', () => {
    const all = [...AI_ENGINE_NAMES, SEARCH_ENGINE_NAMES].flatMap((e) => [e.spec, e.service]);
    expect(new Set(all).size).toBe(all.length);
  });
});
