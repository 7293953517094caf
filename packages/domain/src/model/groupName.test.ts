import { describe, expect, it } from 'vitest';
import { GROUP_NAME_MAX, groupNameError } from './groupName';

describe('groupNameError', () => {
  it('asks for a name when there is none', () => {
    expect(groupNameError('   ')).toBe('Enter a group name.');
  });

  it('needs 4 to 100 characters, ignoring surrounding spaces', () => {
    expect(groupNameError(' abc ')).toBe('At least 4 characters.');
    expect(groupNameError('abcd')).toBeUndefined();
    expect(groupNameError('a'.repeat(GROUP_NAME_MAX))).toBeUndefined();
    expect(groupNameError('a'.repeat(GROUP_NAME_MAX + 1))).toBe('At most 100 characters.');
  });
});
