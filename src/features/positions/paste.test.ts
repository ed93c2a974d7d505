import { describe, expect, it } from 'vitest';
import { csvKeywords, parseTags, pastedKeywords } from './paste.ts';

describe('pastedKeywords', () => {
  it('takes one keyword a line, trimmed, without blank lines or repeats (in any case)', () => {
    expect(pastedKeywords('hiking boots\r\n\n  Hiking   Boots \ntrail shoes\n')).toEqual([
      'hiking boots',
      'trail shoes',
    ]);
    expect(pastedKeywords('   \n')).toEqual([]);
  });
});

describe('csvKeywords', () => {
  it('takes the column headed keyword (never the header itself), else the first column', () => {
    expect(
      csvKeywords([
        ['volume', 'Keyword', 'cpc'],
        ['100', 'hiking boots', '1.2'],
        ['50', 'trail shoes', ''],
      ]),
    ).toEqual(['hiking boots', 'trail shoes']);
    expect(csvKeywords([['tent'], ['tent'], [''], ['tarp', 'x']])).toEqual(['tent', 'tarp']);
    expect(csvKeywords([])).toEqual([]);
  });

  it('reads tags separated by commas', () => {
    expect(parseTags(' boots, sale ,,boots')).toEqual(['boots', 'sale']);
  });
});
