import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN } from './mobile';

describe('MOBILE_PATTERN', () => {
  it.each([
    ['9000000001', true],
    ['6123456789', true],
    ['5123456789', false],
    ['900000000', false],
    ['90000000011', false],
    ['+919000000001', false],
    ['90000 00001', false],
  ])('%s: %s', (mobile, valid) => {
    expect(MOBILE_PATTERN.test(mobile)).toBe(valid);
  });
});
