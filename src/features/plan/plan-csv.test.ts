import { describe, expect, it } from 'vitest';
import { planCsv } from './plan-csv.ts';
import { testSection } from './test-sections.ts';

const READ = Date.parse('2026-11-22T08:00:00Z');
const sections = [
  testSection('s1', 'Technical SEO', [
    { id: '1', title: 'Fix "broken" links, then recheck', checked: true },
    { id: '2', title: 'Add a sitemap', checked: false },
  ]),
];

describe('planCsv', () => {
  it('writes every item with its section and progress, and the read time', () => {
    const t = planCsv(101, sections, 'all', READ);
    expect(t.filename).toBe('site-101-plan-2026-11-22.csv');
    expect(t.rows).toEqual([
      ['Technical SEO', 's1', 1, 2, '1', 'Fix "broken" links, then recheck', 'yes', '2026-11-22 08:00:00'],
      ['Technical SEO', 's1', 1, 2, '2', 'Add a sitemap', 'no', '2026-11-22 08:00:00'],
    ]);
  });

  it('exports only what the show filter shows', () => {
    const t = planCsv(101, sections, 'open', READ);
    expect(t.rows.map((r) => r[5])).toEqual(['Add a sitemap']);
    expect(t.filename).toBe('site-101-plan-open-2026-11-22.csv');
  });
});
