import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { auditIdParams, engineIdParams, parsePathId, siteIdParams, taskIdParams } from './path-ids.ts';

describe('ids in an address', () => {
  it('reads a positive whole id only', () => {
    expect(parsePathId('101')).toBe(101);
    expect(parsePathId('0')).toBeUndefined();
    expect(parsePathId('abc')).toBeUndefined();
    expect(parsePathId('1.5')).toBeUndefined();
    expect(parsePathId('-3')).toBeUndefined();
    expect(parsePathId('')).toBeUndefined();
    expect(parsePathId('99999999999999999999')).toBeUndefined();
  });

  it('gives each route its id as a number and writes it back as the same segment', () => {
    expect(auditIdParams.parse({ auditId: '5101' })).toEqual({ auditId: 5101 });
    expect(siteIdParams.parse({ siteId: '101' })).toEqual({ siteId: 101 });
    expect(engineIdParams.parse({ engineId: '301' })).toEqual({ engineId: 301 });
    // a SERP task's id (was serp/search.ts parseTaskId)
    expect(taskIdParams.parse({ taskId: '480001' })).toEqual({ taskId: 480001 });
    expect(auditIdParams.stringify({ auditId: 5101 })).toEqual({ auditId: '5101' });
    expect(siteIdParams.stringify(siteIdParams.parse({ siteId: '101' }))).toEqual({ siteId: '101' });
  });

  it('makes an id that does not parse a not-found of the route', () => {
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    expect(isNotFound(thrown(() => auditIdParams.parse({ auditId: 'abc' })))).toBe(true);
    expect(isNotFound(thrown(() => siteIdParams.parse({ siteId: '0' })))).toBe(true);
    expect(isNotFound(thrown(() => engineIdParams.parse({ engineId: '1.5' })))).toBe(true);
    expect(isNotFound(thrown(() => taskIdParams.parse({ taskId: '12a' })))).toBe(true);
  });
});
