import { describe, expect, it } from 'vitest';
import { addedReport, parsePromptLines } from './prompt-lines.ts';

describe('parsePromptLines', () => {
  it('takes one prompt per line, trims, skips blank lines', () => {
    expect(parsePromptLines('  best tent \n\n hiking boots\r\n   \n')).toEqual({
      ok: true,
      prompts: ['best tent', 'hiking boots'],
      folded: 0,
    });
  });

  it('folds duplicates in the input the way the service matches prompts (case and spaces)', () => {
    const r = parsePromptLines('Best  Tent\nbest tent\nBEST TENT\nboots');
    expect(r).toEqual({ ok: true, prompts: ['Best Tent', 'boots'], folded: 2 });
  });

  it('needs at least one prompt (spec: "min 1 item, each non-empty")', () => {
    expect(parsePromptLines('  \n \n')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/at least one/),
    });
  });

  it('refuses lines over 255 characters and names them (spec: "max 255 chars")', () => {
    expect(parsePromptLines(`ok\n${'x'.repeat(256)}`)).toEqual({
      ok: false,
      error: 'Line 2 is longer than 255 characters. Shorten or split them.',
    });
    expect(parsePromptLines('x'.repeat(255))).toMatchObject({ ok: true });
  });
});

describe('addedReport', () => {
  it('reports added and already tracked from the answer ("duplicates ... are skipped and not counted")', () => {
    expect(addedReport(4, 3, 0)).toBe('Added 3, 1 already tracked.');
    expect(addedReport(2, 2, 1)).toBe('Added 2, 0 already tracked, 1 duplicate line folded.');
  });
});
