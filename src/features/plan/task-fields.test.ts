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

describe('validateTask limits', () => {
  it('takes a title of 255 and a text of 5,000 characters, and refuses one more of either', () => {
    expect(hasErrors(validateTask({ title: 't'.repeat(255), text: 'x'.repeat(5_000) }))).toBe(false);
    expect(validateTask({ title: 't'.repeat(256), text: 'x'.repeat(5_001) })).toEqual({
      title: 'A task title can be at most 255 characters; this one has 256.',
      text: 'A task text can be at most 5,000 characters; this one has 5,001.',
    });
  });
});
