import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { explainGroupError, isGroupGone, withExplanation } from './group-errors.ts';

const notFound = new ApiError(404, 'Group 99 not found', 'not_found', 'project', 'PUT', false);
const badName = new ApiError(400, 'name is required', 'invalid', 'project', 'PUT', false);

// spec, Project groups: "400 if name missing; 404 if group missing".
describe('group errors', () => {
  it('reads a 404 on rename or delete as a group that no longer exists', () => {
    expect(explainGroupError(notFound, 'rename')).toMatch(/no longer exists/);
    expect(isGroupGone(notFound, 'delete')).toBe(true);
    expect(isGroupGone(badName, 'rename')).toBe(false);
  });
  it('reads a 404 on moving sites as a missing group or site', () => {
    expect(explainGroupError(notFound, 'move')).toMatch(/group no longer exists, or one of the sites/);
    expect(isGroupGone(notFound, 'move')).toBe(false);
  });
  it('reads a 400 on rename as a missing name', () => {
    expect(explainGroupError(badName, 'rename')).toMatch(/needs a name/);
  });
  it('adds nothing to a refusal of Searchboard’s own: the service never answered', () => {
    const body = { message: 'The group name is longer than 100 characters.', refused_by: 'searchboard' };
    const tooLong = new ApiError(400, body.message, 'invalid', 'project', 'PUT', false, body);
    expect(explainGroupError(tooLong, 'rename')).toBeUndefined();
  });
  it('keeps the kind and puts the service message first', () => {
    const e = withExplanation(notFound, 'delete') as ApiError;
    expect(e.kind).toBe('not_found');
    expect(e.message).toMatch(/^Group 99 not found\. The service answered 404/);
    expect(withExplanation(new Error('x'), 'delete')).toBeInstanceOf(Error);
  });
});
