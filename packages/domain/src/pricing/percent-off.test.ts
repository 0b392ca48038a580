import { describe, expect, it } from 'vitest';
import { percentOff } from './percent-off';

describe('percentOff', () => {
  it.each([
    [1500, 2000, 25],
    [999, 1499, 33],
    [1, 3, 67],
    [2000, 2000, 0],
    [2500, 2000, 0],
    [0, 1000, 100],
  ])('Rs %i against Rs %i is %i%% off', (price, originalPrice, off) => {
    expect(percentOff(price, originalPrice)).toBe(off);
  });
});
