import { describe, expect, it } from 'vitest';
import type { ArchivedTask } from '../../api/ledger.ts';
import { archivedOnly } from './archived-tasks.tsx';

const task = (id: string): ArchivedTask => ({
  task_id: id,
  kinds: ['standard'],
  keyword: 'tents',
  device: 'desktop',
  location_id: '2840',
  language_code: 'en',
  crawled_at: '2026-11-20 10:00:00',
  stored_at: '2026-11-20T10:00:05Z',
});

describe('archived tasks', () => {
  it('shows only the tasks the service no longer lists, beside the live ones', () => {
    expect(archivedOnly([task('1'), task('2')], new Set(['2'])).map((t) => t.task_id)).toEqual(['1']);
  });
});
