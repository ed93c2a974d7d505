import { describe, expect, it } from 'vitest';
import { nestedQuery, toArray } from './http.ts';
import { useTestSandbox } from './use-test-sandbox.ts';

describe('sandbox core', () => {
  const t = useTestSandbox();

  it('answers 401 without a key (spec, Authentication 2: "Using the wrong kind causes ... HTTP 401")', async () => {
    const r = await t.call('data', 'GET', '/v1/site-audit/audits', { key: null });
    expect(r.status).toBe(401);
    expect(r.body.error_description).toMatch(/key/i);
  });

  it('answers 401 to a project key on the data interface and a data key on the project interface', async () => {
    const onData = await t.call('data', 'GET', '/v1/site-audit/audits', {
      key: '5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2',
    });
    expect(onData.status).toBe(401);
    const onProject = await t.call('project', 'GET', '/account/balance', {
      key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    expect(onProject.status).toBe(401);
    expect(onProject.body).toEqual({ message: 'Invalid token' });
  });

  it('answers 404 for a path outside the spec', async () => {
    const r = await t.call('project', 'GET', '/no/such/path');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Not found');
  });
});

describe('nestedQuery', () => {
  it('reads bracketed filters and repeated arrays', () => {
    const q = new URLSearchParams(
      'filter[volume][from]=100&filter[intents]=I,C&keywords[]=a&keywords[]=b&filter[0][param]=status&filter[0][value]=404',
    );
    const n = nestedQuery(q) as any;
    expect(n.filter.volume.from).toBe('100');
    expect(n.filter.intents).toBe('I,C');
    expect(n.keywords).toEqual(['a', 'b']);
    expect(toArray({ '1': 'b', '0': 'a' })).toEqual(['a', 'b']);
  });
});
