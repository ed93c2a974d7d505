import { describe, expect, it } from 'vitest';
import { groupNameError } from './group-name.ts';

const GROUPS = [{ name: 'Retail clients' }, { name: 'In-house' }];

describe('groupNameError', () => {
  it('asks for a name, blank counting as none', () => {
    expect(groupNameError('   ', GROUPS)).toBe('Enter a name for the group.');
  });
  it('takes 100 characters and refuses 101, counting what is sent (trimmed)', () => {
    expect(groupNameError(` ${'a'.repeat(100)} `, GROUPS)).toBeUndefined();
    expect(groupNameError('a'.repeat(101), GROUPS)).toBe(
      'A group name can be at most 100 characters; this one has 101.',
    );
  });
  it('names the group a name repeats, whatever its case and spacing', () => {
    expect(groupNameError('RETAIL\u00a0  clients', GROUPS)).toBe(
      'A group named “Retail clients” already exists.',
    );
    expect(groupNameError('Retail client', GROUPS)).toBeUndefined();
  });
});
