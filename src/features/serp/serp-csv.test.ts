import { describe, expect, it } from 'vitest';
import type { SerpResult } from '../../api/serp-schemas.ts';
import { toCsv } from '../../lib/csv.ts';
import { standardCsv, tasksCsv } from './serp-csv.ts';

const READ = Date.parse('2026-11-22T08:00:00Z');

describe('SERP CSV files', () => {
  it('writes tasks with the time they were added; a device not known is empty', () => {
    const t = tasksCsv(
      [
        {
          id: 9,
          query: 'café près de moi',
          location_id: 2250,
          language_code: 'fr',
          is_completed: false,
          added: '2026-11-22 07:00:00',
        },
      ],
      new Map(),
      new Map([['2250', 'France']]),
      READ,
    );
    expect(toCsv(t.header, t.rows).split('\r\n')[1]).toBe(
      '"9","café près de moi","2250","France","fr","","","false","2026-11-22 07:00:00","2026-11-22 08:00:00"',
    );
  });

  it("writes standard results with the SERP's collection time, null fields empty", () => {
    const meta: SerpResult['request_metadata'] = {
      keyword: 'hiking boots',
      device: 'desktop',
      location_id: 2840,
      language_code: 'en',
      crawled_at: '2026-11-22 06:59:00',
      serp_url: null,
    };
    const t = standardCsv(
      12,
      meta,
      [
        {
          type: 'organic',
          rank_absolute: 1,
          rank_group: 1,
          domain: 'a.com',
          url: 'https://a.com',
          title: 'A, "the" best',
          description: null,
          highlighted_terms: ['boots'],
        },
      ],
      READ,
    );
    expect(t.filename).toBe('serp-12-hiking-boots-2026-11-22.csv');
    const row = toCsv(t.header, t.rows).split('\r\n')[1];
    expect(row).toBe(
      '"hiking boots","desktop","2840","en","2026-11-22 06:59:00","1","1","organic","","a.com","https://a.com","A, ""the"" best","","","boots","","","2026-11-22 08:00:00"',
    );
  });
});
