import { describe, expect, it } from 'vitest';
import { hasErrors, validateTask } from './task-fields.ts';

// spec, Marketing plan: "400 if title or text empty" (add and update).
describe('validateTask', () => {
  it('requires both a title and a text, blank counting as empty', () => {
    const errors = validateTask({ title: '  ', text: '' });
    expect(errors.title).toMatch(/title/);
    expect(errors.text).toMatch(/text/);
    expect(hasErrors(errors)).toBe(true);
  });
  it('accepts a filled task', () => {
    expect(hasErrors(validateTask({ title: 'Publish FAQ', text: 'Top 10 questions' }))).toBe(false);
  });
});
