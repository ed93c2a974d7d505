import { describe, expect, it } from 'vitest';
import { createSandboxRouter } from '../../sandbox/server.ts';
import { findOperation, OPERATIONS } from '../../lib/operations.ts';

describe('the proxy allow-list', () => {
  it("names the spec's 60 operations (the two checklist PUTs and the two SERP task GETs share a path)", () => {
    // AI tracking 13, audits 14, checklist 5, groups 5, account 3, keywords 5, SERP 6, backlink reports 9
    const shared = 2;
    expect(OPERATIONS.length + shared).toBe(60);
    expect(new Set(OPERATIONS.map((o) => o.id)).size).toBe(OPERATIONS.length);
  });

  it('marks as paid exactly the operations the spec prices, plus the backlink reports that withdraw money', () => {
    expect(
      OPERATIONS.filter((o) => o.paid)
        .map((o) => o.id)
        .sort(),
    ).toEqual(
      [
        'audits.create.advanced',
        'audits.create.standard',
        'audits.recheck.advanced',
        'audits.recheck.standard',
        'backlinks.create',
        'backlinks.update',
        'keywords.export',
        'keywords.longtail',
        'keywords.questions',
        'keywords.related',
        'keywords.similar',
        'serp.results.advanced',
        'serp.tasks.create',
      ].sort(),
    );
  });

  it('agrees with the sandbox: every allowed operation is one the emulator serves', () => {
    const router = createSandboxRouter();
    for (const op of OPERATIONS) {
      const path = op.path.replace(/:[a-z_]+/g, '7');
      const found = router.match(op.base, op.method, path);
      expect(found, `${op.method} ${op.base}${path}`).toBeTypeOf('object');
    }
  });

  it('tells the backlink info operation from a report id', () => {
    expect(findOperation('backlinks', 'GET', '/backlink-reports/info')?.op.id).toBe('backlinks.info');
    expect(findOperation('backlinks', 'DELETE', '/backlink-reports/info')).toBeUndefined();
    expect(findOperation('backlinks', 'GET', '/backlink-reports/42/overview')?.params).toEqual({
      report_id: '42',
    });
  });

  it('takes only digits for the project and data path ids', () => {
    expect(findOperation('project', 'GET', '/sites/101/airt/llm/301/status')?.op.id).toBe('ai.engine.status');
    expect(findOperation('project', 'GET', '/sites/abc/airt/llm')).toBeUndefined();
  });
});
