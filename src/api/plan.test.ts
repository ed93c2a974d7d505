import { describe, expect, it } from 'vitest';
import { addTask, planQueries, deleteTask, listChecklist, setTaskChecked, updateTask } from './plan.ts';
import { ApiError } from './errors.ts';
import { fakeFetch } from './test-fetch.ts';

const TASK = '/api/project/checklist/7/task';

describe('checklist', () => {
  it('lists sections: string counts become numbers, "false" becomes false, ids stay strings', async () => {
    const f = fakeFetch({
      json: [
        {
          id: 'onpage',
          title: 'On-page basics',
          items_count: '2',
          items_checked: '1',
          items: [
            { id: '101', title: 'Write unique titles', checked: true },
            { id: 102, title: 'Fix broken links', checked: 'false', text: 'custom text' },
          ],
        },
        { id: 'local', title: 'Local SEO', items_count: 0, items_checked: 0, items: [] },
      ],
    });
    const sections = await listChecklist(7);
    expect(f.last.method).toBe('GET');
    expect(f.last.url.pathname).toBe('/api/project/checklist/7');
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatchObject({ id: 'onpage', items_count: 2, items_checked: 1 });
    expect(sections[0]?.items[0]).toEqual({ id: '101', title: 'Write unique titles', checked: true });
    expect(sections[0]?.items[1]).toMatchObject({ id: '102', checked: false });
    expect(sections[1]?.items).toEqual([]);
  });

  it('adds a task: for_all only when set, the integer id read as a string', async () => {
    const f = fakeFetch({ json: { id: 345 } });
    await expect(
      addTask(7, { title: ' Publish FAQ ', text: 'Answer the top 10 questions' }),
    ).resolves.toEqual({ id: '345' });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(TASK);
    expect(f.last.json).toEqual({ title: 'Publish FAQ', text: 'Answer the top 10 questions' });
    await addTask(7, { title: 'A', text: 'B', for_all: false });
    expect(f.last.json).toEqual({ title: 'A', text: 'B', for_all: false });
  });

  it('refuses an empty title or text before sending (the service answers 400)', async () => {
    const f = fakeFetch({ json: { id: 1 } });
    await expect(addTask(7, { title: '  ', text: 'x' })).rejects.toThrow(ApiError);
    await expect(updateTask(7, { task_id: 1, title: 'x', text: '' })).rejects.toThrow(/text/);
    expect(f.calls).toHaveLength(0);
  });

  it('updateTask sends exactly {task_id, title, text}, task_id as a string', async () => {
    const f = fakeFetch({ status: 200, body: '' });
    const input = { task_id: 345, title: 'Publish FAQ', text: 'Top 20 questions', checked: true };
    await expect(updateTask(7, input)).resolves.toBeUndefined();
    expect(f.last.method).toBe('PUT');
    expect(f.last.url.pathname).toBe(TASK);
    expect(f.last.json).toStrictEqual({ task_id: '345', title: 'Publish FAQ', text: 'Top 20 questions' });
    expect(Object.keys(f.last.json as object).sort()).toEqual(['task_id', 'text', 'title']);
  });

  it('setTaskChecked sends exactly {task_id, checked}', async () => {
    const f = fakeFetch({ status: 200, body: '' });
    await expect(setTaskChecked(7, '101', false)).resolves.toBeUndefined();
    expect(f.last.method).toBe('PUT');
    expect(f.last.url.pathname).toBe(TASK);
    expect(f.last.json).toStrictEqual({ task_id: '101', checked: false });
    await setTaskChecked(7, 102, true);
    expect(Object.keys(f.last.json as object).sort()).toEqual(['checked', 'task_id']);
    expect(f.last.json).toStrictEqual({ task_id: '102', checked: true });
  });

  it('deletes a task by integer path id (204) and refuses a built-in item id', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(deleteTask(7, '345')).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.url.pathname).toBe(`${TASK}/345`);
    await expect(deleteTask(7, 'onpage-titles')).rejects.toThrow(/added/);
    expect(f.calls).toHaveLength(1);
  });

  it('keys the sections by site', () => {
    expect(planQueries.sections(7).queryKey).toEqual(['plan', 7, 'sections', {}]);
  });
});
