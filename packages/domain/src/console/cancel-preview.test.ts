import { describe, expect, it } from 'vitest';
import { cancelRefundPreview } from './cancel-preview';

describe("an operator's cancellation, in rupees before it is confirmed", () => {
  it.each([
    [
      'all of it',
      { paidOnline: 2297, refundable: 2297, wallet: 200 },
      100,
      { online: 2297, wallet: 200, total: 2497 },
    ],
    [
      'half, rounded down per source',
      { paidOnline: 2297, refundable: 2297, wallet: 201 },
      50,
      { online: 1148, wallet: 100, total: 1248 },
    ],
    [
      'never more online than is left',
      { paidOnline: 2297, refundable: 500, wallet: 0 },
      100,
      { online: 500, wallet: 0, total: 500 },
    ],
    ['nothing', { paidOnline: 2297, refundable: 2297, wallet: 0 }, 0, { online: 0, wallet: 0, total: 0 }],
    [
      'cash on delivery: nothing was paid',
      { paidOnline: 0, refundable: 0, wallet: 0 },
      100,
      { online: 0, wallet: 0, total: 0 },
    ],
    ['over 100: nothing to show', { paidOnline: 2297, refundable: 2297, wallet: 0 }, 101, null],
    ['a fraction: nothing to show', { paidOnline: 2297, refundable: 2297, wallet: 0 }, 12.5, null],
    ['empty: nothing to show', { paidOnline: 2297, refundable: 2297, wallet: 0 }, Number.NaN, null],
  ])('%s', (_name, money, percent, preview) => expect(cancelRefundPreview(money, percent)).toEqual(preview));
});
