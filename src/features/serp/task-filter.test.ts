import { describe, expect, it } from 'vitest';
import type { SerpTask } from '../../api/serp-schemas.ts';
import { filterTasks } from './task-filter.ts';

const task = (id: number, query: string, done: boolean): SerpTask => ({
  id,
  query,
  location_id: 2840,
  language_code: 'en',
  is_completed: done,
  added: '2024-05-02 10:00:00',
});

describe('filterTasks', () => {
  const tasks = [task(3, 'Hiking boots', false), task(2, 'trail shoes', true), task(1, 'boots sale', true)];

  it('matches the query text (any case) or the id, and the status', () => {
    expect(filterTasks(tasks, { q: 'BOOTS' }).rows.map((t) => t.id)).toEqual([3, 1]);
    expect(filterTasks(tasks, { q: '2' }).rows.map((t) => t.id)).toEqual([2]);
    expect(filterTasks(tasks, { status: 'running' }).rows.map((t) => t.id)).toEqual([3]);
    expect(filterTasks(tasks, { q: 'boots', status: 'completed' }).rows.map((t) => t.id)).toEqual([1]);
  });

  it('pages, keeping the page in range', () => {
    const many = Array.from({ length: 30 }, (_, i) => task(i + 1, `q${i}`, true));
    expect(filterTasks(many, {})).toMatchObject({ total: 30, pages: 2, page: 1 });
    expect(filterTasks(many, {}).rows).toHaveLength(25);
    expect(filterTasks(many, { page: 2 }).rows.map((t) => t.id)).toEqual([26, 27, 28, 29, 30]);
    expect(filterTasks(many, { page: 9 }).page).toBe(2);
    expect(filterTasks([], {})).toMatchObject({ total: 0, pages: 1, page: 1, rows: [] });
  });
});
