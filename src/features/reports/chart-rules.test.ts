import { describe, expect, it } from 'vitest';
import { annotationErrors } from '../../api/annotations.ts';
import { pageRules } from './print-style.tsx';

describe('annotationErrors (the server rules, checked before sending)', () => {
  it('wants a real day, a 1-120 character label and a note of at most 1000 characters', () => {
    expect(annotationErrors({ date: '2026-11-01', label: 'x'.repeat(120), note: 'n'.repeat(1000) })).toEqual(
      {},
    );
    expect(
      Object.keys(annotationErrors({ date: '2026-02-30', label: ' ', note: 'n'.repeat(1001) })).sort(),
    ).toEqual(['date', 'label', 'note']);
    expect(annotationErrors({ date: '', label: 'x'.repeat(121), note: '' })).toHaveProperty('label');
  });
});

describe('pageRules', () => {
  it('prints A4 with the running head and page numbers, without breaking out of the CSS string', () => {
    const css = pageRules('Site report · "Acme" \\ #101');
    expect(css).toContain('size: A4');
    expect(css).toContain('content: "Site report ·  Acme    #101"');
    expect(css).toContain('counter(page)');
  });
});
