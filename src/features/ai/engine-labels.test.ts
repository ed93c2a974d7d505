import { describe, expect, it } from 'vitest';
import { engineWhere } from './engine-labels.ts';

describe('engineWhere', () => {
  it('adds the country to a short region name and the language after it', () => {
    expect(engineWhere({ country_code: 'US', region_name: 'New York', lang_code: 'en' })).toBe(
      'New York, US · en',
    );
    expect(engineWhere({ country_code: 'DE', region_name: null, lang_code: 'de' })).toBe('DE · de');
  });

  it('shows the service’s own region name as it is: it already names its country', () => {
    expect(engineWhere({ country_code: 'US', region_name: 'New York, NY, USA', lang_code: 'en' })).toBe(
      'New York, NY, USA · en',
    );
  });
});
