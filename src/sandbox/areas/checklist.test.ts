import { describe, expect, it } from 'vitest';
import { ensureSiteForUrl } from '../core-data.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Contract of the marketing plan (spec, "Marketing plan"): sections, custom tasks, the two PUT shapes.

describe('marketing plan checklist', () => {
  const t = useTestSandbox();
  const sections = async (siteId: number | string) =>
    (await t.call('project', 'GET', `/checklist/${siteId}`)).body;
  const items = async (siteId: number) => (await sections(siteId)).flatMap((s: any) => s.items);
  const custom = async (siteId: number) =>
    (await sections(siteId)).find((s: any) => s.title === 'Custom tasks');

  // spec, "Marketing plan section": "`id` string, `title` string, `items_count` integer, `items_checked` integer,
  // `items` array of items: `id` string, `title` string, `checked` boolean"
  it('GET /checklist/{site_id} answers sections with consistent counts and string ids', async () => {
    const r = await t.call('project', 'GET', '/checklist/101');
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThanOrEqual(5);
    const all = r.body.flatMap((s: any) => s.items);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const s of r.body) {
      expect(Object.keys(s).sort()).toEqual(['id', 'items', 'items_checked', 'items_count', 'title']);
      expect(typeof s.id).toBe('string');
      expect(s.items_count).toBe(s.items.length);
      expect(s.items_checked).toBe(s.items.filter((i: any) => i.checked).length);
      for (const i of s.items) {
        expect(Object.keys(i).sort()).toEqual(['checked', 'id', 'title']);
        expect(i.id).toMatch(/^\d+$/);
        expect(typeof i.checked).toBe('boolean');
      }
    }
    expect(r.body[0]).toMatchObject({ id: '1', title: 'Goals & research' });
  });

  it('every site has the same template with its own progress; only 101 and 102 have seeded custom tasks', async () => {
    const titles = async (id: number) =>
      (await sections(id)).filter((s: any) => s.id !== '8').map((s: any) => s.title);
    expect(await titles(102)).toEqual(await titles(101));
    expect(await titles(103)).toEqual(await titles(101));
    const done = async (id: number) => (await items(id)).filter((i: any) => i.checked).length;
    expect(await done(101)).toBeGreaterThan(await done(103));
    expect((await custom(101)).items.map((i: any) => i.title)).toEqual([
      'Prepare the winter sale landing page',
      'Add size guides to every boot page',
    ]);
    expect(await custom(103)).toBeUndefined();
    const ids101 = new Set((await items(101)).map((i: any) => i.id));
    expect((await items(102)).some((i: any) => ids101.has(i.id))).toBe(false);
  });

  it('404 for an unknown or non-numeric site', async () => {
    for (const id of ['9999', 'abc']) {
      const r = await t.call('project', 'GET', `/checklist/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.message).toMatch(/site/i);
    }
    const post = await t.call('project', 'POST', '/checklist/9999/task', { json: { title: 'a', text: 'b' } });
    expect(post.status).toBe(404);
  });

  it('a site added later (e.g. by an audit) gets a fresh checklist, nothing checked', async () => {
    const site = ensureSiteForUrl(t.sandbox.ctx.db, 'https://www.fernhill-cycles.com', 'Fernhill Cycles');
    const s = await sections(site.id);
    expect(s.length).toBe(7);
    expect(s.every((x: any) => x.items_checked === 0)).toBe(true);
  });

  // spec: "POST /checklist/{site_id}/task | body title, text required, for_all optional | 200 {id: integer}; 400 if title or text empty"
  it('POST adds a custom task and answers `{id}` as an integer', async () => {
    const r = await t.call('project', 'POST', '/checklist/103/task', {
      json: { title: 'Publish the API changelog page', text: 'Developers search for changelogs.' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['id']);
    expect(Number.isInteger(r.body.id)).toBe(true);
    const c = await custom(103);
    expect(c).toMatchObject({ id: '8', items_count: 1, items_checked: 0 });
    expect(c.items).toEqual([
      { id: String(r.body.id), title: 'Publish the API changelog page', checked: false },
    ]);
    expect((await custom(102)).items.map((i: any) => i.id)).not.toContain(String(r.body.id));
  });

  it.each([
    [{ text: 'x' }, /title/],
    [{ title: '', text: 'x' }, /title/],
    [{ title: 'x', text: '  ' }, /text/],
    [{ title: 'x' }, /text/],
  ])('POST 400 for %j', async (json, message) => {
    const r = await t.call('project', 'POST', '/checklist/101/task', { json });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
  });

  it('POST with for_all adds the task to every site, each with its own id', async () => {
    const r = await t.call('project', 'POST', '/checklist/102/task', {
      json: { title: 'Review Q1 goals', text: 'Compare with the plan.', for_all: true },
    });
    expect(r.status).toBe(200);
    const ids = [];
    for (const site of [101, 102, 103]) {
      const match = (await custom(site)).items.filter((i: any) => i.title === 'Review Q1 goals');
      expect(match).toHaveLength(1);
      ids.push(match[0].id);
    }
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe(String(r.body.id));
  });

  // spec: "PUT /checklist/{site_id}/task | update: body task_id string, title string, text string | 200 no body"
  it('PUT with title and text updates a task: 200, no body', async () => {
    const [task] = (await custom(101)).items;
    const r = await t.call('project', 'PUT', '/checklist/101/task', {
      json: { task_id: task.id, title: 'Prepare the winter sale page', text: 'Live by 1 December.' },
    });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    expect((await custom(101)).items[0]).toEqual({ ...task, title: 'Prepare the winter sale page' });
  });

  it('PUT update 400 for an empty title or text, 404 for a task of another site or an unknown one', async () => {
    const [task] = (await custom(101)).items;
    for (const json of [
      { task_id: task.id, title: '', text: 'x' },
      { task_id: task.id, title: 'x', text: '' },
      { task_id: task.id, title: 'x' },
    ]) {
      const r = await t.call('project', 'PUT', '/checklist/101/task', { json });
      expect(r.status).toBe(400);
    }
    const other = await t.call('project', 'PUT', '/checklist/102/task', {
      json: { task_id: task.id, title: 'x', text: 'y' },
    });
    expect(other.status).toBe(404);
    const unknown = await t.call('project', 'PUT', '/checklist/101/task', {
      json: { task_id: '999999', checked: true },
    });
    expect(unknown.status).toBe(404);
  });

  // spec: "PUT /checklist/{site_id}/task | set status: body task_id string required, checked boolean required | 200 no body"
  it('PUT with checked sets the status and keeps items_checked consistent', async () => {
    const before = (await sections(103))[0];
    const item = before.items.find((i: any) => !i.checked);
    const r = await t.call('project', 'PUT', '/checklist/103/task', {
      json: { task_id: item.id, checked: true },
    });
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    const after = (await sections(103))[0];
    expect(after.items_checked).toBe(before.items_checked + 1);
    expect(after.items.find((i: any) => i.id === item.id).checked).toBe(true);
    await t.call('project', 'PUT', '/checklist/103/task', {
      json: { task_id: Number(item.id), checked: false },
    });
    expect((await sections(103))[0].items_checked).toBe(before.items_checked);
  });

  it('PUT 400 for a body that matches neither shape, a missing task_id or a non-boolean checked', async () => {
    const [item] = (await items(101)) as any[];
    for (const json of [
      { task_id: item.id },
      { checked: true },
      { task_id: item.id, checked: 'maybe' },
      {},
    ]) {
      const r = await t.call('project', 'PUT', '/checklist/101/task', { json });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/task_id|checked|title/);
    }
  });

  // spec: "DELETE /checklist/{site_id}/task/{task_id} | only tasks made with Add task can be deleted | 204"
  it('DELETE removes a custom task with 204, then 404', async () => {
    const created = await t.call('project', 'POST', '/checklist/102/task', {
      json: { title: 'Temp', text: 'Temp' },
    });
    const countBefore = (await custom(102)).items_count;
    const r = await t.call('project', 'DELETE', `/checklist/102/task/${created.body.id}`);
    expect(r.status).toBe(204);
    expect((await custom(102)).items_count).toBe(countBefore - 1);
    const again = await t.call('project', 'DELETE', `/checklist/102/task/${created.body.id}`);
    expect(again.status).toBe(404);
  });

  it('DELETE of a template item is refused with 400 (not 403, which clients read as a key problem)', async () => {
    const [item] = (await items(101)) as any[];
    const r = await t.call('project', 'DELETE', `/checklist/101/task/${item.id}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'Only tasks made with Add task can be deleted' });
    expect((await items(101)).map((i: any) => i.id)).toContain(item.id);
  });
});
