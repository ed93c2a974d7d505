import { describe, expect, it } from 'vitest';
import { getSite } from '../core-data.ts';
import { SANDBOX_PROJECT_KEY } from '../keys.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Contract of project groups (spec, "Project groups"). Membership is core-data's site.group_id.

describe('project groups', () => {
  const t = useTestSandbox();
  const groupOf = (siteId: number) => getSite(t.sandbox.ctx.db, siteId)?.group_id;

  // spec, "Project group": "`id` string, `name` string (list)"
  it('GET /site-groups lists the seeded groups with string ids', async () => {
    const r = await t.call('project', 'GET', '/site-groups');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: '11', name: 'Retail clients' },
      { id: '12', name: 'In-house' },
    ]);
    expect(groupOf(101)).toBe(11);
    expect(groupOf(103)).toBe(12);
  });

  // spec: "POST /site-groups | body `name` string required | `{group_id: integer}`"
  it('POST /site-groups answers `{group_id}` as an integer; the list then shows it as a string', async () => {
    const r = await t.call('project', 'POST', '/site-groups', { json: { name: 'Agency pitches' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ group_id: 13 });
    const list = await t.call('project', 'GET', '/site-groups');
    expect(list.body).toContainEqual({ id: '13', name: 'Agency pitches' });
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: 42 }]])(
    'POST /site-groups 400 for %j',
    async (json) => {
      const r = await t.call('project', 'POST', '/site-groups', { json });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/name/);
    },
  );

  // spec: "PUT /site-groups/{group_id} | ... | 200 no body; 400 if name missing; 404 if group missing"
  it('PUT renames with 200 and no body', async () => {
    const r = await t.call('project', 'PUT', '/site-groups/12', { json: { name: 'In-house brands' } });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    const list = await t.call('project', 'GET', '/site-groups');
    expect(list.body).toContainEqual({ id: '12', name: 'In-house brands' });
  });

  it('PUT 400 when name is missing or empty', async () => {
    for (const json of [{}, { name: '' }]) {
      const r = await t.call('project', 'PUT', '/site-groups/12', { json });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/name/);
    }
  });

  it('PUT 404 when the group is missing', async () => {
    for (const id of ['999', 'abc']) {
      const r = await t.call('project', 'PUT', `/site-groups/${id}`, { json: { name: 'x' } });
      expect(r.status).toBe(404);
      expect(r.body.message).toMatch(/not found/i);
    }
  });

  // spec: "POST /site-groups/{group_id}/sites | body `site_ids` array of site ids, required | 204; 404 if group missing"
  it('moves sites into a group with 204 (ids as numbers or strings)', async () => {
    const r = await t.call('project', 'POST', '/site-groups/13/sites', { json: { site_ids: [101, '102'] } });
    expect(r.status).toBe(204);
    expect(groupOf(101)).toBe(13);
    expect(groupOf(102)).toBe(13);
    expect(groupOf(103)).toBe(12);
  });

  it('moving sites: 404 for a missing group, 400 for missing or empty site_ids, 404 for an unknown site', async () => {
    const noGroup = await t.call('project', 'POST', '/site-groups/999/sites', { json: { site_ids: [101] } });
    expect(noGroup.status).toBe(404);
    for (const json of [{}, { site_ids: [] }, { site_ids: ['x'] }]) {
      const r = await t.call('project', 'POST', '/site-groups/11/sites', { json });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/site_ids/);
    }
    const unknown = await t.call('project', 'POST', '/site-groups/11/sites', {
      json: { site_ids: [101, 9999] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/9999/);
    // Nothing moved when one id was unknown.
    expect(groupOf(101)).toBe(13);
  });

  // spec: "DELETE /site-groups/{group_id} | none | 204; 404 if group missing"
  it('DELETE answers 204, ungroups its sites, then 404', async () => {
    const r = await t.call('project', 'DELETE', '/site-groups/13');
    expect(r.status).toBe(204);
    expect(groupOf(101)).toBeNull();
    expect(groupOf(102)).toBeNull();
    const list = await t.call('project', 'GET', '/site-groups');
    expect(list.body.map((g: any) => g.id)).toEqual(['11', '12']);
    const again = await t.call('project', 'DELETE', '/site-groups/13');
    expect(again.status).toBe(404);
  });

  it('answers 401 to a data key', async () => {
    const r = await t.call('project', 'GET', '/site-groups', { key: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    expect(r.status).toBe(401);
  });
});

// A JSON operation sent as form data or plain text reads no JSON fields: the spec's own "400 if name missing"
// answers, never a 500 from a handler that found no body (seen by the proxy's fuzz test).
describe('a JSON body in another encoding', () => {
  const t = useTestSandbox();

  it.each([
    ['POST', '/site-groups'],
    ['PUT', '/site-groups/11'],
    ['POST', '/site-groups/11/sites'],
    ['PUT', '/checklist/101/task'],
  ])('%s %s with form fields or text: 400, not 500', async (method, path) => {
    const form = await t.call('project', method, path, { form: [['unrelated', 'x']] });
    expect(form.status).toBe(400);
    const url = `${t.sandbox.url}/project${path}`;
    const text = await fetch(url, {
      method,
      headers: { authorization: `Token ${SANDBOX_PROJECT_KEY}`, 'content-type': 'text/xml' },
      body: '<name>x</name>',
    });
    expect(text.status).toBe(400);
  });
});
