import { describe, expect, it } from 'vitest';
import { isStaff, ROLES } from './roles';

describe('isStaff', () => {
  it.each([
    ['user', false],
    ['agent', true],
    ['operator', true],
    ['vendor', false],
    ['', false],
  ])('%s: %s', (role, staff) => {
    expect(isStaff(role)).toBe(staff);
  });

  it('knows every role', () => {
    expect(ROLES.filter(isStaff)).toEqual(['agent', 'operator']);
  });
});
