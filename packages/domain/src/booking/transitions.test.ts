import { describe, expect, it } from 'vitest';
import { reachableStates, type TransitionTable, transitionTarget } from './transitions';

type Light = 'red' | 'green' | 'amber' | 'off';
const table: TransitionTable<Light, 'go' | 'stop'> = {
  red: { go: 'green' },
  green: { stop: 'amber' },
  amber: { stop: 'red' },
  off: { go: 'red' },
};

describe('transition tables', () => {
  it.each<[Light, 'go' | 'stop', Light | undefined]>([
    ['red', 'go', 'green'],
    ['red', 'stop', undefined],
    ['green', 'stop', 'amber'],
    ['off', 'go', 'red'],
  ])('%s --%s--> %s', (state, event, target) => {
    expect(transitionTarget(table, state, event)).toBe(target);
  });

  it('finds the reachable states', () => {
    expect([...reachableStates(table, 'red')].sort()).toEqual(['amber', 'green', 'red']);
    expect(reachableStates(table, 'off').size).toBe(4);
  });
});
