import { describe, expect, it } from 'vitest';
import { filtersInWords, searchFilters } from './order-search';

describe("the order list's search", () => {
  it.each([
    [
      'a search drops the Today queue',
      { q: '9811100001', attention: 'no_vendor' },
      { q: '9811100001' },
      'no_vendor',
    ],
    [
      "a search keeps the list's own filters",
      { q: 'Asha', attention: 'refund_due', status: 'placed' },
      { q: 'Asha', status: 'placed' },
      'refund_due',
    ],
    ['no search: the queue stays', { attention: 'no_vendor' }, { attention: 'no_vendor' }, null],
    [
      'a blank search is no search',
      { q: '  ', attention: 'no_vendor' },
      { q: '  ', attention: 'no_vendor' },
      null,
    ],
    ['a search without a queue', { q: '41' }, { q: '41' }, null],
  ])('%s', (_name, filters, applied, dropped) =>
    expect(searchFilters(filters)).toEqual({ filters: applied, dropped }),
  );

  it('says which filters apply, in words, the search itself aside', () => {
    expect(
      filtersInWords(
        { q: '98', status: 'placed', city_id: 2, date_from: '' },
        { status: 'Status', city_id: 'City' },
        (f, v) => (f === 'city_id' ? 'Delhi NCR' : String(v)),
      ),
    ).toEqual(['Status: placed', 'City: Delhi NCR']);
    expect(filtersInWords({ q: '98' }, {})).toEqual([]);
  });
});
