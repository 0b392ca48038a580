import { describe, expect, it } from 'vitest';
import { isOperator, isStaff, ROLES } from './roles';

describe('roles', () => {
  it.each([
    ['user', false, false],
    ['agent', true, false],
    ['ops', true, true],
    ['admin', true, true],
    // The role before the console (issue 16) is gone: migration 0015 made its holders admins.
    ['operator', false, false],
    ['vendor', false, false],
    ['', false, false],
  ])('%s: staff %s, operator %s', (role, staff, operator) => {
    expect(isStaff(role)).toBe(staff);
    expect(isOperator(role)).toBe(operator);
  });

  it('knows every role', () => {
    expect(ROLES.filter(isStaff)).toEqual(['agent', 'ops', 'admin']);
    expect(ROLES.filter(isOperator)).toEqual(['ops', 'admin']);
  });
});
