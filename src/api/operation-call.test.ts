import { describe, expect, it } from 'vitest';
import { findOperation, OPERATIONS, operationOf } from '../lib/operations.ts';
import { API_PREFIX } from './base.ts';
import { requestOf } from './client.ts';
import { operationUrl } from './operation-call.ts';

describe('a call names its operation, and the table gives its base, method and path', () => {
  it('fills every path so the proxy finds the very operation it was built from', () => {
    for (const o of OPERATIONS) {
      const params = Object.fromEntries([...o.path.matchAll(/:(\w+)/g)].map(([, name], i) => [name, 7 + i]));
      const req = requestOf({ op: o.id, params });
      expect(req).toMatchObject({ base: o.base, method: o.method, paid: o.paid });
      expect(req.path).not.toContain(':');
      expect(findOperation(o.base, o.method, req.path)?.op.id).toBe(o.id);
    }
  });

  it("keeps a value one segment, and builds the URL the browser's client sends", () => {
    expect(operationUrl({ op: 'backlinks.overview', params: { report_id: 'a/b c' } })).toBe(
      '/api/backlinks/backlink-reports/a%2Fb%20c/overview',
    );
    expect(operationUrl({ op: 'audits.pages', query: { audit_id: 5101, limit: 100, offset: 0 } })).toBe(
      `${API_PREFIX.data}${operationOf('audits.pages').path}?audit_id=5101&limit=100&offset=0`,
    );
    expect(() => operationUrl({ op: 'ai.engine.get', params: { site_id: 1 } })).toThrow(/:id/);
  });
});
