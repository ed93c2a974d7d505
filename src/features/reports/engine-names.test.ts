import { describe, expect, it } from 'vitest';
import { engineLabel } from './engine-names.ts';

describe('engineLabel (report headings and the CSV engine column)', () => {
  it('names both vocabularies of one engine by its product, with no id a client cannot read', () => {
    const place = { id: 301, country_code: 'US' };
    expect(engineLabel({ ...place, base_name: 'chat_engine' })).toBe('ChatGPT (US)');
    expect(engineLabel({ ...place, base_name: 'chatgpt' })).toBe('ChatGPT (US)');
    expect(engineLabel({ ...place, base_name: 'google_ai_mode' })).toBe('Google AI Mode (US)');
  });

  it('shows a name neither vocabulary knows as it is', () => {
    expect(engineLabel({ id: 9, country_code: 'GB', base_name: 'copilot' })).toBe('copilot (GB)');
  });
});
