import { describe, expect, it } from 'vitest';
import { pastedKeywords } from './paste.ts';

describe('pastedKeywords', () => {
  it('takes one keyword a line, trimmed, without blank lines or repeats (in any case)', () => {
    expect(pastedKeywords('hiking boots\r\n\n  Hiking   Boots \ntrail shoes\n')).toEqual([
      'hiking boots',
      'trail shoes',
    ]);
    expect(pastedKeywords('   \n')).toEqual([]);
  });
});
