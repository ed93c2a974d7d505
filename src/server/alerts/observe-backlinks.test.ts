import { describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { observeBacklinks, targetKey, type BacklinkTarget } from './observe-backlinks.ts';

const target = (counts: BacklinkTarget['counts'], over: Partial<BacklinkTarget> = {}): BacklinkTarget => ({
  key: 'northwind-outdoor.com',
  label: 'northwind-outdoor.com',
  siteId: 101,
  reportId: '1',
  counts,
  ...over,
});
const rule = { metric: 'backlinks.domains_lost_share' as const, threshold: 10 };

describe('observeBacklinks', () => {
  it('compares the latest two counts of a target, whatever their order', () => {
    const [o] = observeBacklinks([
      target([
        { at: '2026-11-19 08:00:00', referringDomains: 1000 },
        { at: '2026-10-01 08:00:00', referringDomains: 1 },
        { at: '2026-11-01 08:00:00', referringDomains: 1200 },
      ]),
    ]);
    expect(o).toMatchObject({
      metric: 'backlinks.domains_lost_share',
      siteId: 101,
      subject: 'target:northwind-outdoor.com',
      label: 'northwind-outdoor.com',
      before: { value: 1200, at: '2026-11-01 08:00:00' },
      now: { value: 1000, at: '2026-11-19 08:00:00' },
      url: '/backlinks/1',
      event: 'report:1:2026-11-19 08:00:00',
    });
    expect(judge(rule, o!).kind).toBe('fire');
    expect(judge({ ...rule, threshold: 20 }, o!).kind).toBe('clear');
  });

  it('a target seen once is missing, with nothing before', () => {
    const [o] = observeBacklinks([target([{ at: '2026-11-19 08:00:00', referringDomains: 5 }])]);
    expect(o?.before).toBeNull();
    expect(o?.missing).toMatch(/one report/);
  });

  it('a report without a count is missing on either side; 0 is a real count', () => {
    const [nowNull] = observeBacklinks([
      target([
        { at: '2026-11-19', referringDomains: null },
        { at: '2026-11-01', referringDomains: 50 },
      ]),
    ]);
    expect(nowNull?.missing).toMatch(/2026-11-19 .*no referring domains count/);
    expect(judge(rule, nowNull!).kind).toBe('missing');
    const [beforeNull] = observeBacklinks([
      target([
        { at: '2026-11-19', referringDomains: 50 },
        { at: '2026-11-01', referringDomains: null },
      ]),
    ]);
    expect(beforeNull?.missing).toMatch(/2026-11-01/);
    const [toZero] = observeBacklinks([
      target([
        { at: '2026-11-19', referringDomains: 0 },
        { at: '2026-11-01', referringDomains: 50 },
      ]),
    ]);
    expect(toZero?.missing).toBeUndefined();
    expect(judge(rule, toZero!).kind).toBe('fire');
  });

  it('a target with no counts gives nothing; a report id is one path segment', () => {
    expect(observeBacklinks([target([])])).toEqual([]);
    const [o] = observeBacklinks([target([{ at: 'x', referringDomains: 1 }], { reportId: 'a/b' })]);
    expect(o?.url).toBe('/backlinks/a%2Fb');
  });

  it('keys a target by its mode unless it is a whole domain', () => {
    expect(targetKey('domain', 'a.com')).toBe('a.com');
    expect(targetKey('host', 'blog.a.com')).toBe('host:blog.a.com');
    expect(targetKey('url', 'https://a.com/x')).toBe('url:https://a.com/x');
  });
});
