import { describe, expect, it } from 'vitest';
import { ALERT_METRICS, type AlertMetric } from '../../lib/local-schemas/alerts.ts';
import { judge } from './judge.ts';
import type { Observation } from './observation.ts';

const obs = (
  metric: AlertMetric,
  before: number | null,
  now: number | null,
  extra: Partial<Observation> = {},
): Observation => ({
  metric,
  siteId: 101,
  subject: 'keyword:1',
  label: 'hiking boots',
  before: { value: before, at: '2026-11-26' },
  now: { value: now, at: '2026-11-27' },
  url: '/sites/101/positions?keyword=1',
  event: 'run:2',
  ...extra,
});

const kind = (metric: AlertMetric, threshold: number, before: number | null, now: number | null) =>
  judge({ metric, threshold }, obs(metric, before, now)).kind;

describe('judge', () => {
  it('fires, clears and waits on each metric as its rule reads', () => {
    const cases: [AlertMetric, number, number, number, number][] = [
      // metric, threshold, a pair that fires, a pair that does not (before, now) x2
      ['ai.link_presence_drop', 10, 50, 40, 45],
      ['ai.mention_presence_drop', 10, 50, 40, 41],
      ['positions.left_top3', 3, 3, 4, 3],
      ['positions.left_top10', 10, 10, 11, 10],
      ['positions.fall', 5, 3, 8, 7],
      ['positions.average_worse', 2, 5, 7, 6.9],
      ['audits.score_drop', 5, 90, 85, 86],
      ['audits.new_errors', 20, 10, 30, 29],
      ['backlinks.domains_lost_share', 10, 100, 90, 91],
    ];
    for (const [metric, t, before, fires, holds] of cases) {
      expect(kind(metric, t, before, fires), `${metric} fires`).toBe('fire');
      expect(kind(metric, t, before, holds), `${metric} holds`).toBe('clear');
      expect(kind(metric, t, null, fires), `${metric} before null`).toBe('missing');
      expect(kind(metric, t, before, null), `${metric} now null`).toBe('missing');
    }
    expect(kind('budget.daily_share', 80, null, 80)).toBe('fire');
    expect(kind('budget.monthly_share', 80, 90, 79.9)).toBe('clear');
    expect(kind('budget.daily_share', 80, 90, null)).toBe('missing');
    for (const m of ['jobs.skipped', 'jobs.failed'] as const) {
      expect(kind(m, 1, null, 1)).toBe('fire');
      expect(kind(m, 1, null, 0)).toBe('clear');
    }
  });

  it('never fires or clears an observation that says data is missing', () => {
    for (const metric of ALERT_METRICS) {
      const v = judge({ metric, threshold: 1 }, obs(metric, 50, 0, { missing: 'The run failed.' }));
      expect(v).toEqual({ kind: 'missing', reason: 'The run failed.' });
    }
  });

  it('keeps the top 3 and top 10 fixed whatever threshold the rule holds', () => {
    expect(kind('positions.left_top10', 3, 5, 8)).toBe('clear');
    expect(kind('positions.left_top3', 10, 2, 5)).toBe('fire');
  });

  it('reads no referring domains before as missing, not as a share lost', () => {
    expect(kind('backlinks.domains_lost_share', 10, 0, 0)).toBe('missing');
  });

  it('says what it compared, with both values and dates', () => {
    const v = judge({ metric: 'positions.left_top10', threshold: 10 }, obs('positions.left_top10', 6, 14));
    expect(v).toEqual({
      kind: 'fire',
      message: '“hiking boots” left the top 10: position 14 on 2026-11-27, was 6 on 2026-11-26.',
      compared: {
        before: { value: 6, at: '2026-11-26' },
        now: { value: 14, at: '2026-11-27' },
        threshold: 10,
        unit: 'position',
      },
    });
    const gone = judge(
      { metric: 'positions.fall', threshold: 5 },
      obs('positions.fall', 6, 101, { depth: 100 }),
    );
    expect(gone.kind === 'fire' && gone.message).toBe(
      '“hiking boots” fell 95 places: not in the top 100 on 2026-11-27, was 6 on 2026-11-26.',
    );
    const ai = judge(
      { metric: 'ai.link_presence_drop', threshold: 10 },
      obs('ai.link_presence_drop', 42, 30, {
        label: 'ChatGPT',
        before: { value: 42, at: '2026-10-01..2026-10-30' },
        now: { value: 30, at: '2026-10-31..2026-11-29' },
      }),
    );
    expect(ai.kind === 'fire' && ai.message).toBe(
      '“ChatGPT” link presence fell 12 points: 30% in 2026-10-31..2026-11-29, was 42% in 2026-10-01..2026-10-30.',
    );
    const lost = judge(
      { metric: 'backlinks.domains_lost_share', threshold: 10 },
      obs('backlinks.domains_lost_share', 1000, 880, { label: 'northwind-outdoor.com' }),
    );
    expect(lost.kind === 'fire' && lost.message).toBe(
      '“northwind-outdoor.com” lost 12% of its referring domains: 880 on 2026-11-27, was 1,000 on 2026-11-26.',
    );
  });

  it('names the missing side when the collector gave no reason', () => {
    const v = judge({ metric: 'positions.fall', threshold: 5 }, obs('positions.fall', null, 8));
    expect(v).toEqual({ kind: 'missing', reason: 'No earlier value for “hiking boots” on 2026-11-26.' });
  });
});
