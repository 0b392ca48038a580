import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it.each([
    {
      base: 'http://api:4000',
      path: '/v2/getCities',
      params: undefined,
      url: 'http://api:4000/v2/getCities',
    },
    {
      base: 'http://api:4000/',
      path: 'v2/user/search',
      params: { query: 'a b' },
      url: 'http://api:4000/v2/user/search?query=a+b',
    },
    { base: '', path: '/getCachedCity', params: {}, url: '/getCachedCity' },
    {
      base: 'http://api:4000',
      path: '/x',
      params: { a: undefined, b: null, c: false },
      url: 'http://api:4000/x?c=false',
    },
    {
      base: 'http://api:4000',
      path: '/x',
      params: { ids: [1, 2], empty: [] },
      url: 'http://api:4000/x?ids=1&ids=2',
    },
    {
      base: 'http://api:4000',
      path: 'https://v.example/r?s=1',
      params: { response: 0 },
      url: 'https://v.example/r?s=1&response=0',
    },
  ])('$base + $path + $params', ({ base, path, params, url }) => {
    expect(buildUrl(base, path, params)).toBe(url);
  });
});
