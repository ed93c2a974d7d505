import { describe, expect, it } from 'vitest';
import type { AuditCheck, AuditStats } from '../../../api/audit-schemas.ts';
import { createCost, recheckCost } from '../list/cost.ts';
import { orderChecks, shapeSections, statChange } from './report-shape.ts';

const check = (code: string, status: string, value: number): AuditCheck => ({
  code,
  status,
  name: code,
  value,
});

describe('checks in the report', () => {
  it('are ordered by severity, then by pages affected', () => {
    const out = orderChecks([
      check('n_big', 'notice', 900),
      check('w_small', 'warning', 3),
      check('e_small', 'error', 2),
      check('p', 'passed', 0),
      check('w_big', 'warning', 40),
      check('e_big', 'error', 12),
    ]);
    expect(out.map((c) => c.code)).toEqual(['e_big', 'e_small', 'w_big', 'w_small', 'n_big', 'p']);
  });

  it('split into those with issues and passed ones; sections with errors first', () => {
    const sections = shapeSections([
      { uid: 'a', name: 'Only notices', props: { n: check('n', 'notice', 500) } },
      { uid: 'b', name: 'Has an error', props: { e: check('e', 'error', 1), p: check('p', 'passed', 0) } },
      { uid: 'c', name: 'All passed', props: { p2: check('p2', 'passed', 0) } },
    ]);
    expect(sections.map((s) => s.uid)).toEqual(['b', 'a', 'c']);
    expect(sections[0]?.failing.map((c) => c.code)).toEqual(['e']);
    expect(sections[0]?.passed.map((c) => c.code)).toEqual(['p']);
  });
});

describe('change against prev_stats', () => {
  const stats: AuditStats = { score: 70, errors: 10, warnings: 5, notices: 1, crawled: 100 };
  it('is the difference when there was a previous run', () => {
    expect(statChange(stats, { ...stats, errors: 14, score: 72 }, 'errors')).toBe(-4);
    expect(statChange(stats, { ...stats, errors: 14, score: 72 }, 'score')).toBe(-2);
  });
  it('is null, not 0, on a first crawl (prev_stats null)', () => {
    expect(statChange(stats, null, 'errors')).toBeNull();
  });
});

describe('audit costs from the price table', () => {
  it('before creating: up to 2 × max_pages (standard), 20 × (advanced)', () => {
    // spec: "standard audit ... 2 per crawled page; advanced audit ... 20 per crawled page"
    expect(createCost('standard', 1000).text).toBe('up to 2,000 credits');
    expect(createCost('advanced', 1000).text).toBe('up to 20,000 credits');
  });
  it('before a recheck: 2 or 20 × the pages crawled last time', () => {
    expect(recheckCost('standard', 1270)).toMatchObject({ credits: 2540, text: 'about 2,540 credits' });
    expect(recheckCost('advanced', 1270).credits).toBe(25_400);
  });
});
