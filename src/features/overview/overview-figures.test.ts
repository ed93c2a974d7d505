import { describe, expect, it } from 'vitest';
import type { AuditListItem } from '../../api/audit-schemas.ts';
import { listedAudit } from '../../components/testing/audit-item.ts';
import {
  last30Days,
  queuedSerpTasks,
  runningAudits,
  siteAudit,
  siteBacklinks,
  sitesByGroup,
} from './overview-figures.ts';

const stats = (score: number) => ({ score, errors: 1, warnings: 2, notices: 3, crawled: 40 });
const audit = (over: Partial<AuditListItem>): AuditListItem =>
  listedAudit({ last_update: '2026-11-20 10:00:00', stats: stats(80), prev_stats: stats(74), ...over });

// The page a team opens every morning: per site, the audit score and its change, AI presence and its change, the
// latest backlink totals; the credits spent this month against the budget, and what is running
describe('the morning overview', () => {
  it("takes the site's newest audit, its score and the change since the run before", () => {
    const items = [
      audit({ id: 1, last_update: '2026-11-01 10:00:00', stats: stats(60), prev_stats: null }),
      audit({ id: 2, last_update: '2026-11-20 10:00:00' }),
      audit({ id: 3, site_id: 102, last_update: '2026-11-24 10:00:00' }),
    ];
    expect(siteAudit(items, 101)).toMatchObject({ auditId: 2, score: 80, change: 6 });
    expect(siteAudit(items, 999)).toBeUndefined();
  });

  it('says nothing of a score an audit does not have yet, and no change without a run before', () => {
    expect(siteAudit([audit({ status: 'queued', stats: null, prev_stats: null })], 101)).toMatchObject({
      score: null,
      change: null,
    });
    expect(siteAudit([audit({ prev_stats: null })], 101)).toMatchObject({ score: 80, change: null });
  });

  it('counts what is running: audits queued or crawling, SERP tasks not completed', () => {
    const items = [
      audit({ status: 'queued' }),
      audit({ status: 'processing' }),
      audit({ status: 'finished' }),
      audit({ status: 'cancelled' }),
    ];
    expect(runningAudits(items)).toBe(2);
    expect(queuedSerpTasks([{ is_completed: false }, { is_completed: true }])).toBe(1);
  });

  it("matches the newest backlink report on the site's domain, ignoring scheme, www and path", () => {
    const reports = [
      { id: '1', target: 'example.com', created: '2026-10-01 00:00:00', backlinks: 10, refdomains: 2 },
      {
        id: '2',
        target: 'https://www.example.com/',
        created: '2026-11-01 00:00:00',
        backlinks: 12,
        refdomains: 3,
      },
      { id: '3', target: 'other.org', created: '2026-11-20 00:00:00', backlinks: 99, refdomains: 9 },
    ];
    expect(siteBacklinks(reports, 'https://example.com')).toEqual({
      reportId: '2',
      backlinks: 12,
      refdomains: 3,
      created: '2026-11-01 00:00:00',
    });
    expect(siteBacklinks(reports, undefined)).toBeUndefined();
  });

  it('reads AI figures over the last 30 days, today included', () => {
    expect(last30Days(new Date('2026-11-25T08:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  describe('sitesByGroup', () => {
    const sites = [{ id: 101 }, { id: 102 }, { id: 103 }];
    const groups = [{ id: '11', name: 'Retail clients' }];
    const at = '2026-11-20T08:00:00.000Z';
    // 102 was moved into group 11, then into 12, which the account no longer lists
    const moved = [
      { group_id: '11', sites: [{ site_id: 101, moved_at: at }] },
      { group_id: '12', sites: [{ site_id: 102, moved_at: at }] },
    ];

    it('keeps a site in the group it was last moved into, and one whose group is gone in none', () => {
      expect(sitesByGroup(sites, '11', groups, moved).sites).toEqual([{ id: 101 }]);
      expect(sitesByGroup(sites, 'none', groups, moved).sites).toEqual([{ id: 102 }, { id: 103 }]);
      expect(sitesByGroup(sites, '', groups, moved).options).toEqual([
        { id: '11', label: 'Retail clients (1)' },
        { id: 'none', label: 'Not moved into a group here (2)' },
      ]);
    });

    it('shows every site, saying why, for a group it cannot find or groups it could not read', () => {
      expect(sitesByGroup(sites, '12', groups, moved)).toMatchObject({
        sites,
        choice: '',
        note: 'Your account has no group #12, so every site is shown.',
      });
      expect(sitesByGroup(sites, '11', undefined, moved)).toMatchObject({
        sites,
        note: 'The groups could not be read, so every site is shown.',
      });
      expect(sitesByGroup(sites, '', groups, moved).note).toBeUndefined();
    });
  });
});
