import { describe, expect, it } from 'vitest';
import { isAgent, isOperator, ROLES } from './roles';

describe('roles', () => {
  it.each([
    ['user', false, false],
    ['agent', true, false],
    // Operators hold no staff power on a store session: they act in the console.
    ['ops', false, true],
    ['admin', false, true],
    // The role before the console is gone: migration 0015 made its holders admins.
    ['operator', false, false],
    ['vendor', false, false],
    ['', false, false],
  ])('%s: agent %s, operator %s', (role, agent, operator) => {
    expect(isAgent(role)).toBe(agent);
    expect(isOperator(role)).toBe(operator);
  });

  it('knows every role', () => {
    expect(ROLES.filter(isAgent)).toEqual(['agent']);
    expect(ROLES.filter(isOperator)).toEqual(['ops', 'admin']);
  });
});
