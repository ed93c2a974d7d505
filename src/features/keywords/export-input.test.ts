import { describe, expect, it } from 'vitest';
import { exportForm } from '../../api/keyword-inputs.ts';
import { describeList, exportCols, exportInput, keywordsFromFile, parseKeywordList } from './export-input.ts';

describe('the export input (spec: keywords[] up to 5000)', () => {
  it('trims keywords and drops empty lines and duplicates (any case or spacing)', () => {
    const list = parseKeywordList('hiking boots\r\n  Hiking  Boots \n\n   \ntrail shoes\nhiking boots\n');
    expect(list).toEqual({ keywords: ['hiking boots', 'trail shoes'], duplicates: 2, empty: 2 });
    expect(describeList(list)).toEqual({
      count: '2 of 5,000 keywords (2 duplicates and 2 empty lines dropped)',
    });
  });

  it('takes exactly 5000 and refuses 5001 at the field, saying how many to remove', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `keyword ${i}`).join('\n');
    expect(describeList(parseKeywordList(lines(5000))).error).toBeUndefined();
    const over = describeList(parseKeywordList(`${lines(5001)}\nkeyword 7`));
    expect(over.count).toBe('5,001 of 5,000 keywords (1 duplicate dropped)');
    expect(over.error).toBe('5,001 keywords: an export takes at most 5,000. Remove 1.');
  });

  it('reads a CSV’s first column (skipping a "keyword" header) and a text file’s lines', () => {
    const csv = '\uFEFFKeyword,Volume\n"boots, leather",100\ntents,20\n\n';
    expect(keywordsFromFile('list.csv', csv)).toEqual(['boots, leather', 'tents']);
    expect(keywordsFromFile('list.txt', 'a\nb,c\n')).toEqual(['a', 'b,c', '']);
  });

  it('builds the canonical input: explicit sort and order, cols only when a subset, in the spec order', () => {
    expect(exportInput(' US ', ['a'], {})).toEqual({
      source: 'us',
      keywords: ['a'],
      sort: 'cpc',
      sort_order: 'desc',
    });
    const input = exportInput('us', ['a', 'b'], {
      esort: 'volume',
      eorder: 'asc',
      cols: 'history_trend,keyword',
    });
    expect(input.cols).toEqual(['keyword', 'history_trend']);
    expect(exportForm(input)).toEqual([
      ['keywords[]', 'a'],
      ['keywords[]', 'b'],
      ['sort', 'volume'],
      ['sort_order', 'asc'],
      ['cols', 'keyword,history_trend'],
    ]);
    expect(exportCols({ cols: 'nothing' })).toHaveLength(6);
  });
});
