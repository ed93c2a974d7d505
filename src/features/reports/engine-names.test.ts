import { describe, expect, it } from 'vitest';
import { engineLabel } from './engine-names.ts';

describe('engineLabel (report headings and the CSV engine column)', () => {
  it('names both vocabularies of one engine by its product', () => {
    const place = { id: 301, country_code: 'US' };
    expect(engineLabel({ ...place, base_name: 'chat_engine' })).toBe('ChatGPT #301 (US)');
    expect(engineLabel({ ...place, base_name: 'chatgpt' })).toBe('ChatGPT #301 (US)');
    expect(engineLabel({ ...place, base_name: 'google_ai_mode' })).toBe('Google AI Mode #301 (US)');
  });

  it('shows a name neither vocabulary knows as it is', () => {
    expect(engineLabel({ id: 9, country_code: 'GB', base_name: 'copilot' })).toBe('copilot #9 (GB)');
  });
});
