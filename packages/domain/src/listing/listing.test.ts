import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { firstPage, hasMore, nextPage, pageRequest } from './paging';
import { isSortOption, sortParams } from './sort';

describe('paging', () => {
  it('starts at page 1 of 12', () => {
    expect(firstPage()).toEqual({ page: 1, start: 0, limit: 12 });
  });

  it.each([
    [0, { page: 1, start: 0, limit: 12 }],
    [12, { page: 2, start: 12, limit: 12 }],
    [24, { page: 3, start: 24, limit: 12 }],
    [30, { page: 3, start: 30, limit: 12 }],
  ])('after %d loaded the next request is %o', (loaded, expected) => {
    expect(nextPage(loaded)).toEqual(expected);
  });

  it.each([
    [1, 12, 0],
    [2, 12, 12],
    [3, 8, 16],
  ])('page %d of %d starts at %d', (page, limit, start) => {
    expect(pageRequest(page, limit)).toEqual({ page, start, limit });
  });

  it.each([[() => pageRequest(0)], [() => pageRequest(1, 0)], [() => nextPage(-1)], [() => nextPage(1.5)]])(
    'rejects bad paging input %#',
    (call) => {
      expect(call).toThrow(DomainError);
    },
  );

  it.each([
    [0, 0, false],
    [0, 5, true],
    [12, 30, true],
    [24, 30, true],
    [30, 30, false],
    [36, 30, false],
  ])('hasMore(%d, %d) is %s', (loaded, total, expected) => {
    expect(hasMore(loaded, total)).toBe(expected);
  });

  it('loading full pages one after another gives consecutive pages with no gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 40 }), (limit, pages) => {
        let loaded = 0;
        for (let page = 1; page <= pages; page++) {
          const request = nextPage(loaded, limit);
          expect(request).toEqual(pageRequest(page, limit));
          loaded += limit;
        }
      }),
    );
  });
});

describe('sortParams', () => {
  it.each([
    ['RECOMMENDED', {}],
    ['PRICE_ASC', { sort_type: 'web', sort: 'price_asc', sortBy: 'price' }],
    ['PRICE_DESC', { sort_type: 'web', sort: 'price_desc', sortBy: 'price' }],
  ] as const)('%s gives %o', (sort, expected) => {
    expect(sortParams(sort)).toEqual(expected);
  });

  it.each([
    ['RECOMMENDED', true],
    ['PRICE_ASC', true],
    ['price_asc', false],
    ['', false],
    [undefined, false],
  ])('isSortOption(%j) is %s', (value, expected) => {
    expect(isSortOption(value)).toBe(expected);
  });
});
