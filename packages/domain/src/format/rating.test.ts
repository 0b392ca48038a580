import { describe, expect, it } from 'vitest';
import { roundRating } from './rating';

describe('roundRating', () => {
  it.each<[number | string | null | undefined, number]>([
    [4.35, 4.4],
    ['4.349', 4.3],
    ['5.0000000000000000', 5],
    [3, 3],
    [null, 0],
    [undefined, 0],
  ])('%s → %s', (average, shown) => {
    expect(roundRating(average)).toBe(shown);
  });
});
