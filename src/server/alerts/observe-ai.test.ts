import { describe, expect, it } from 'vitest';
import { aiEngineUrl, aiPeriod, observeAi, type AiDay } from './observe-ai.ts';
import { judge } from './judge.ts';

const period = { from: '2026-11-15', to: '2026-11-21' };
const day = (date: string, link: number | null, mention: number | null): AiDay => ({ date, link, mention });
/** the 7 days before the period, then the period's 7 */
const days = (before: (number | null)[], now: (number | null)[]): AiDay[] => [
  ...before.map((v, i) => day(`2026-11-${String(8 + i).padStart(2, '0')}`, v, v)),
  ...now.map((v, i) => day(`2026-11-${15 + i}`, v, v)),
];
const engine = (d: AiDay[]) => ({ siteId: 101, engineId: 301, label: 'ChatGPT (US)', days: d });

describe('observeAi', () => {
  it('the period is the 7 days ending yesterday, the event and the link name it', () => {
    expect(aiPeriod(new Date('2026-11-22T06:00:00Z'))).toEqual(period);
    const [link, mention] = observeAi(
      [engine(days([50, 50, 50, 50, 50, 50, 50], [30, 30, 30, 30, 30, 30, 30]))],
      period,
    );
    expect(link).toMatchObject({
      metric: 'ai.link_presence_drop',
      siteId: 101,
      subject: 'engine:301',
      label: 'ChatGPT (US)',
      before: { value: 50, at: '2026-11-08..2026-11-14' },
      now: { value: 30, at: '2026-11-15..2026-11-21' },
      event: 'period:2026-11-15..2026-11-21',
      url: '/sites/101/ai/301?from=2026-11-15&to=2026-11-21',
    });
    expect(link?.missing).toBeUndefined();
    expect(mention?.metric).toBe('ai.mention_presence_drop');
    expect(judge({ metric: 'ai.link_presence_drop', threshold: 10 }, link!).kind).toBe('fire');
  });

  it('compares the means of the answered days: a day without answers counts in neither', () => {
    const [link] = observeAi(
      [engine(days([40, null, 60, null, null, null, null], [null, 20, null, 40, null, null, null]))],
      period,
    );
    expect(link?.before?.value).toBe(50);
    expect(link?.now.value).toBe(30);
  });

  it('a real 0 is a value: presence down to 0 on answered days is a drop', () => {
    const [link] = observeAi([engine(days([20, 20, 20, 20, 20, 20, 20], [0, 0, 0, 0, 0, 0, 0]))], period);
    expect(link?.now.value).toBe(0);
    expect(link?.missing).toBeUndefined();
    expect(judge({ metric: 'ai.link_presence_drop', threshold: 10 }, link!).kind).toBe('fire');
  });

  it('no answers in the period is missing, never a drop', () => {
    const [link] = observeAi(
      [engine(days([80, 80, 80, 80, 80, 80, 80], [null, null, null, null, null, null, null]))],
      period,
    );
    expect(link?.now.value).toBeNull();
    expect(link?.missing).toMatch(/no AI answers in 2026-11-15\.\.2026-11-21/);
    expect(judge({ metric: 'ai.link_presence_drop', threshold: 10 }, link!).kind).toBe('missing');
  });

  it('no answers before (a new engine) is missing; so is an engine with no days at all', () => {
    const [fresh] = observeAi([engine(days([], [10, 10, 10, 10, 10, 10, 10]))], period);
    expect(fresh?.before?.value).toBeNull();
    expect(fresh?.missing).toMatch(/2026-11-08\.\.2026-11-14 to compare with/);
    const none = observeAi([engine([])], period);
    expect(none).toHaveLength(2);
    expect(none.every((o) => o.missing !== undefined && o.now.value === null)).toBe(true);
  });

  it('days outside both periods are left out, and a value that is no number is no data', () => {
    const [link] = observeAi(
      [
        engine([
          day('2026-11-01', 0, 0),
          day('2026-11-10', 60, 60),
          day('2026-11-16', Number.NaN, 5),
          day('2026-11-17', 55, 5),
        ]),
      ],
      period,
    );
    expect(link?.before?.value).toBe(60);
    expect(link?.now.value).toBe(55);
  });

  it('mention and link are read apart', () => {
    const d = [day('2026-11-10', 70, null), day('2026-11-16', 70, 40)];
    const [link, mention] = observeAi([engine(d)], period);
    expect(link?.missing).toBeUndefined();
    expect(mention?.missing).toMatch(/to compare with/);
  });

  it('builds the engine page link with the period', () => {
    expect(aiEngineUrl(7, 9, { from: '2026-01-01', to: '2026-01-07' })).toBe(
      '/sites/7/ai/9?from=2026-01-01&to=2026-01-07',
    );
  });
});
