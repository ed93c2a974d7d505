import { describe, expect, it } from 'vitest';
import { taskIdOf } from './sent-tasks.ts';

// spec, SERP: "GET /v1/serp/classic/tasks?task_id= … `task_id` integer required"
describe('a task id from the service, before the store keeps it', () => {
  it('keeps whole numbers, as a number or as digits', () => {
    expect(taskIdOf(480001)).toBe('480001');
    expect(taskIdOf('480001')).toBe('480001');
  });

  it('names no task for anything the spec cannot send as an id', () => {
    for (const hostile of [
      '48\u00000001',
      '1e308',
      '-1',
      '12.5',
      '',
      'x'.repeat(30),
      '9'.repeat(40),
      1e308,
      NaN,
      2.5,
    ])
      expect(taskIdOf(hostile)).toBeUndefined();
    for (const hostile of [null, undefined, {}, [1], true]) expect(taskIdOf(hostile)).toBeUndefined();
  });
});
