import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnsFor } from './columns.ts';
import { csvFileName, keywordsCsv, rowsAsTsv } from './keywords-csv.ts';
import { rowsFromDiscovery, rowsFromExport } from './rows.ts';

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;

describe('keyword CSV', () => {
  it('carries the source and data date, the shown metrics and one column per trend month', () => {
    const rows = rowsFromDiscovery([
      {
        keyword: 'boots, "leather"',
        volume: 1900,
        cpc: 1.35,
        difficulty: 41,
        competition: 0.87,
        intents: ['C', 'T'],
        serp_features: ['images'],
        history_trend: { '2024-04-01': 1900, '2024-03-01': 1600 },
        relevance: 82,
      },
    ]);
    const csv = keywordsCsv(rows, {
      source: 'us',
      date: '2024-05-31',
      columns: columnsFor('related', { trend: true }),
      readAt: Date.UTC(2024, 5, 2, 8, 30, 5),
    });
    expect(csv.startsWith('\uFEFF"keyword","source","date"')).toBe(true);
    expect(parse(csv)).toEqual([
      [
        'keyword',
        'source',
        'date',
        'relevance',
        'volume',
        'cpc',
        'difficulty',
        'competition',
        'intents',
        'serp_features',
        '2024-03',
        '2024-04',
        'read_at_utc',
      ],
      [
        'boots, "leather"',
        'us',
        '2024-05-31',
        '82',
        '1900',
        '1.35',
        '41',
        '0.87',
        'C,T',
        'images',
        '1600',
        '1900',
        '2024-06-02 08:30:05',
      ],
    ]);
  });

  it('writes "no data" as empty fields and says whether the export found the keyword', () => {
    const rows = rowsFromExport([
      {
        keyword: 'zzqx',
        volume: null,
        cpc: null,
        difficulty: null,
        competition: null,
        intents: [],
        serp_features: [],
        history_trend: null,
        is_data_found: false,
      },
    ]);
    const csv = keywordsCsv(rows, {
      source: 'de',
      date: '2024-05-31',
      columns: columnsFor('export', { cols: ['keyword', 'volume', 'competition'] }),
      readAt: Date.UTC(2024, 5, 2, 8, 30, 5),
    });
    // the keywords CSV carries read_at_utc, as every other export does
    expect(parse(csv)).toEqual([
      ['keyword', 'source', 'date', 'volume', 'competition', 'is_data_found', 'read_at_utc'],
      ['zzqx', 'de', '2024-05-31', '', '', 'false', '2024-06-02 08:30:05'],
    ]);
    expect(csv).toContain('"zzqx","de","2024-05-31","","","false"');
  });

  it('names the file after the tab, source, seed and date; copies rows as TSV', () => {
    expect(csvFileName('similar', 'us', 'Hiking Boots', '2024-05-31')).toBe(
      'keywords-similar-us-hiking-boots-2024-05-31.csv',
    );
    expect(csvFileName('export', 'gb', undefined, '2024-05-31')).toBe('keywords-export-gb-2024-05-31.csv');
    const rows = rowsFromDiscovery([
      {
        keyword: 'a\tb',
        volume: null,
        cpc: 1,
        difficulty: 3,
        competition: 0.5,
        intents: [],
        serp_features: [],
        history_trend: null,
      },
    ]);
    expect(rowsAsTsv(rows, columnsFor('similar', {}))).toBe(
      'keyword\tvolume\tcpc\tdifficulty\tcompetition\na b\t\t1\t3\t0.5',
    );
  });
});
