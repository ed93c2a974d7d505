import { describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { observeAudits, PREVIOUS_CRAWL, type AuditRow } from './observe-audits.ts';

const audit = (over: Partial<AuditRow> = {}): AuditRow => ({
  id: 5101,
  siteId: 101,
  title: 'Northwind Outdoor',
  status: 'finished',
  lastUpdate: '2026-11-21',
  auditTime: '2026-11-21 09:39:30',
  previousAt: '2026-11-14',
  stats: { score: 60, errors: 143 },
  prevStats: { score: 67, errors: 100 },
  ...over,
});

describe('observeAudits', () => {
  it('compares the last crawl with the one before: score and errors', () => {
    const [score, errors] = observeAudits([audit()]);
    expect(score).toMatchObject({
      metric: 'audits.score_drop',
      siteId: 101,
      subject: 'audit:5101',
      label: 'Northwind Outdoor',
      before: { value: 67, at: '2026-11-14' },
      now: { value: 60, at: '2026-11-21' },
      url: '/audits/5101',
      event: 'crawl:2026-11-21 09:39:30',
    });
    expect(errors).toMatchObject({
      metric: 'audits.new_errors',
      before: { value: 100 },
      now: { value: 143 },
    });
    expect(judge({ metric: 'audits.score_drop', threshold: 5 }, score!).kind).toBe('fire');
    expect(judge({ metric: 'audits.new_errors', threshold: 20 }, errors!).kind).toBe('fire');
    expect(judge({ metric: 'audits.new_errors', threshold: 50 }, errors!).kind).toBe('clear');
  });

  it('without the crawl time the day is the event; an unknown earlier day is said as such', () => {
    const [score] = observeAudits([audit({ auditTime: null, previousAt: null })]);
    expect(score?.event).toBe('crawl:2026-11-21');
    expect(score?.before?.at).toBe(PREVIOUS_CRAWL);
  });

  it.each(['processing', 'queued', 'cancelled', 'expired', null])('a crawl %s is missing', (status) => {
    const obs = observeAudits([audit({ status })]);
    expect(obs).toHaveLength(2);
    for (const o of obs) {
      expect(o.missing).toBeDefined();
      expect(judge({ metric: o.metric, threshold: 1 }, o).kind).toBe('missing');
    }
  });

  it('a first crawl (no prev_stats) is missing, with nothing before', () => {
    const [score] = observeAudits([audit({ prevStats: null })]);
    expect(score?.before).toBeNull();
    expect(score?.missing).toMatch(/one crawl/);
  });

  it('a null figure is no data; a 0 is a real 0', () => {
    const [score, errors] = observeAudits([
      audit({ stats: { score: null, errors: 0 }, prevStats: { score: 70, errors: 0 } }),
    ]);
    expect(score?.missing).toMatch(/no score/);
    expect(errors?.missing).toBeUndefined();
    expect(errors?.now.value).toBe(0);
    expect(judge({ metric: 'audits.new_errors', threshold: 1 }, errors!).kind).toBe('clear');
    const [, prevNull] = observeAudits([audit({ prevStats: { score: 70, errors: null } })]);
    expect(prevNull?.missing).toMatch(/previous crawl .* has no errors/);
  });

  it('a score of 0 after a real score is a drop', () => {
    const [score] = observeAudits([audit({ stats: { score: 0, errors: 1 } })]);
    expect(judge({ metric: 'audits.score_drop', threshold: 5 }, score!).kind).toBe('fire');
  });

  it('an audit with no date at all gives no observation (it could not be one event)', () => {
    expect(observeAudits([audit({ lastUpdate: null, auditTime: null })])).toEqual([]);
  });
});
