import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitesInWords } from './client-scope.ts';
import { trackedKeyword, trackSite } from '../positions/test-site.ts';
import { startTestTeam, type TestPerson, type TestTeam } from './test-team.ts';

// A client sees only the report, the rank-tracking summary and the read-only views of the sites given to them: the
// server cuts every read of theirs to those sites, and nothing of another site reaches the service on their behalf.

let team: TestTeam;
let client: TestPerson;
beforeAll(async () => {
  team = await startTestTeam();
  client = await team.add('client', { sites: [101] });
});
afterAll(() => team.close());

async function read(path: string, cookie = client.cookie) {
  const r = await team.call(path, { cookie });
  const text = await r.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a page or a file: the status says enough
  }
  return { status: r.status, json, text };
}

/** What reached the service while `run` ran. */
async function upstreamDuring(run: () => Promise<void>): Promise<string[]> {
  const before = team.tp.upstreamCalls.length;
  await run();
  return team.tp.upstreamCalls.slice(before);
}

/** A call of the service that names site 102, one of its audits (5102) or one of its backlink reports (2, 5). */
const ABOUT_102 = /\/sites\/102\b|\/checklist\/102\b|audit_id=5102\b|\/backlink-reports\/[25]\b/;

describe('a client given site 101', () => {
  it("reads site 101's report data: AI tracking, plan, audits, backlinks, annotations, rank tracking", async () => {
    for (const p of [
      '/api/project/sites/101/airt/llm',
      '/api/project/sites/101/airt/brands',
      '/api/project/checklist/101',
      '/api/data/v1/site-audit/audits/report?audit_id=5101',
      '/api/data/v1/site-audit/audits/status?audit_id=5101',
      '/api/backlinks/backlink-reports/1/overview',
      '/api/local/annotations?site_id=101',
      '/api/local/positions?site_id=101',
      '/api/local/positions/trends?site_id=101&days=30',
      '/api/local/status',
      '/api/local/me',
    ])
      expect([p, (await read(p)).status]).toEqual([p, 200]);
  });

  it("reads the rank-tracking summary without the team's runs, schedule or spend", async () => {
    await trackSite(team.tp.proxy.positions.repo, [trackedKeyword('hiking boots')]);
    const owner = await team.add('owner');
    const { json: full } = await read('/api/local/positions?site_id=101', owner.cookie);
    // the team sees when the next run is; the client does not
    expect(full.schedule).not.toBeNull();
    const { json: summary } = await read('/api/local/positions?site_id=101');
    expect(summary.keywords).toMatchObject([{ keyword: 'hiking boots' }]);
    expect(summary).toMatchObject({ runs: [], schedule: null, running: null });
    expect(JSON.stringify(summary)).not.toMatch(/credits/);
  });

  it('is refused any read of another site (403 naming theirs), and none of it reaches the service', async () => {
    const calls = await upstreamDuring(async () => {
      for (const p of [
        '/api/project/sites/102/airt/llm',
        '/api/project/sites/102/airt/brands',
        // a site id in another spelling, which a service could parse as another site
        '/api/project/sites/0101/airt/llm',
        '/api/project/checklist/102',
        '/api/data/v1/site-audit/audits/report?audit_id=5102',
        '/api/data/v1/site-audit/audits/pages?audit_id=5102',
        '/api/backlinks/backlink-reports/2/overview',
        '/api/backlinks/backlink-reports/5/backlinks',
        '/api/local/annotations?site_id=102',
        '/api/local/positions?site_id=102',
        '/api/local/positions/trends?site_id=102&days=30',
      ]) {
        const r = await read(p);
        expect([p, r.status]).toEqual([p, 403]);
        expect(r.json.message).toMatch(/^Your client account shows site #101 only\./);
        expect(r.text).not.toMatch(/bloom-botanics/i);
      }
    });
    expect(calls.filter((c) => ABOUT_102.test(c))).toEqual([]);
  });

  it('gets the audit list (the site list) and the backlink report list cut to site 101', async () => {
    const audits = await read('/api/data/v1/site-audit/audits?limit=1000&offset=0');
    expect(audits.status).toBe(200);
    const items = audits.json.items as { id: number; site_id: number }[];
    expect(items.map((a) => a.id).sort()).toEqual([5101, 5105]);
    expect(new Set(items.map((a) => a.site_id))).toEqual(new Set([101]));
    expect(audits.json.total).toBe(2);
    const reports = await read('/api/backlinks/backlink-reports?limit=100');
    expect((reports.json.reports as { id: string }[]).map((r) => r.id).sort()).toEqual(['1', '6']);
    expect(reports.json.total_reports).toBe(2);
    expect(audits.text + reports.text).not.toMatch(/bloom-botanics|quantaledger/i);
    // an editor sees the whole account
    const editor = await team.add('editor');
    const all = await read('/api/data/v1/site-audit/audits?limit=1000&offset=0', editor.cookie);
    expect((all.json.items as unknown[]).length).toBe(6);
  });

  it('is refused what is tied to no site: keyword research, SERP, the account, groups, the ledger, share links', async () => {
    const calls = await upstreamDuring(async () => {
      for (const p of [
        '/api/data/v1/serp/classic/locations',
        '/api/data/v1/serp/classic/tasks',
        '/api/project/account/balance',
        '/api/project/account/profile',
        '/api/project/site-groups',
        '/api/backlinks/backlink-reports/info?mode=domain&target=bloom-botanics.co.uk',
        '/api/local/credits',
        '/api/local/shares?site_id=101',
      ]) {
        const r = await read(p);
        expect([p, r.status]).toEqual([p, 403]);
        expect(typeof r.json.message).toBe('string');
      }
      const paid = await read('/api/data/v1/keywords/similar?source=us&keyword=tents');
      expect(paid.status).toBe(403);
    });
    expect(
      calls.filter(
        (c) =>
          !/^GET \/(data\/v1\/site-audit\/audits|backlinks\/backlink-reports)\?limit=1000&offset=0$/.test(c),
      ),
    ).toEqual([]);
  });
});

describe('a client given several sites, or none yet', () => {
  it('reads each of their sites, and a refusal names them all', async () => {
    const two = await team.add('client', { sites: [101, 103] });
    expect((await read('/api/project/sites/103/airt/llm', two.cookie)).status).toBe(200);
    const audits = await read('/api/data/v1/site-audit/audits?limit=1000&offset=0', two.cookie);
    expect(new Set((audits.json.items as { site_id: number }[]).map((a) => a.site_id))).toEqual(
      new Set([101, 103]),
    );
    const other = await read('/api/project/sites/102/airt/llm', two.cookie);
    expect(other.status).toBe(403);
    expect(other.json.message).toMatch(/^Your client account shows sites #101 and #103 only\./);
  });

  it('sees no site at all until one is given', async () => {
    const none = await team.add('client');
    const audits = await read('/api/data/v1/site-audit/audits?limit=1000&offset=0', none.cookie);
    expect([audits.status, audits.json.items, audits.json.total]).toEqual([200, [], 0]);
    const r = await read('/api/project/sites/101/airt/llm', none.cookie);
    expect(r.status).toBe(403);
    expect(r.json.message).toMatch(/No site has been given to your client account yet/);
  });
});

describe('sitesInWords', () => {
  it('names one site, two, or a list', () => {
    expect(sitesInWords([101])).toBe('site #101');
    expect(sitesInWords([101, 103])).toBe('sites #101 and #103');
    expect(sitesInWords([101, 102, 103])).toBe('sites #101, #102 and #103');
  });
});
