import { describe, expect, it } from 'vitest';
import { nextCityPopupCounter } from '../constants';
import { cityChange, cityOfPath, cityPopupShows, pathAfterTagCheck } from './city-switch';
import { isQuietPage } from './paths';
import { TAG_MANAGER_LAZY_DELAY_MS, tagManagerLoading, tagManagerScriptUrl } from './tag-manager';

describe('tagManagerLoading', () => {
  it.each([
    ['/track_order/123', 'GTM-ABC123', 'eager'],
    ['/track_order', 'GTM-ABC123', 'eager'],
    ['/checkout', 'GTM-ABC123', 'eager'],
    ['/checkout/summary', 'GTM-ABC123', 'eager'],
    ['/', 'GTM-ABC123', 'lazy'],
    ['/experiences/delhi-ncr/candlelight-dinner', 'GTM-ABC123', 'lazy'],
    ['/experience/1/delhi-ncr/rooftop-dinner', 'GTM-ABC123', 'lazy'],
    ['/checkouts', 'GTM-ABC123', 'lazy'],
    ['/search', 'GTM-ABC123', 'lazy'],
    ['/checkout', '', 'never'],
    ['/checkout', undefined, 'never'],
    ['/', null, 'never'],
    ['/', 'UA-12345', 'never'],
    ['/', 'GTM-abc"><script>', 'never'],
    ['/vendor/response', 'GTM-ABC123', 'never'],
    ['/vendor', 'GTM-ABC123', 'never'],
    ['/vendors-day-out', 'GTM-ABC123', 'lazy'],
  ])('%s with id %j -> %s', (path, id, expected) => {
    expect(tagManagerLoading(path, id)).toBe(expected);
  });

  it('waits a few seconds on lazy pages', () => {
    expect(TAG_MANAGER_LAZY_DELAY_MS).toBeGreaterThanOrEqual(3000);
  });

  it('adds the container id to the script address', () => {
    expect(tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-AB12')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
    );
    expect(tagManagerScriptUrl('http://127.0.0.1:9/gtm.js?l=dl', 'GTM-AB12')).toBe(
      'http://127.0.0.1:9/gtm.js?l=dl&id=GTM-AB12',
    );
  });
});

describe('cityOfPath', () => {
  it.each([
    ['/experience/12/mumbai/rooftop-dinner', 'mumbai'],
    ['/experiences/delhi-ncr/candlelight-dinner', 'delhi-ncr'],
    ['/experiences/pune', 'pune'],
    ['/home/bangalore', 'bangalore'],
    ['/home-v2/pune', 'pune'],
    ['/', null],
    ['/search', null],
    ['/track_order/5', null],
    ['/experience/12', null],
    ['/experiences/Not A City/x', null],
  ])('%s -> %j', (path, expected) => {
    expect(cityOfPath(path)).toBe(expected);
  });
});

describe('cityChange', () => {
  it.each([
    ['/', 'mumbai', undefined, { action: 'reload' }],
    ['/track_order/77', 'mumbai', undefined, { action: 'reload' }],
    ['/search', 'mumbai', undefined, { action: 'reload' }],
    ['/checkout', 'mumbai', undefined, { action: 'reload' }],
    ['/home/delhi-ncr', 'mumbai', undefined, { action: 'go', path: '/home/mumbai' }],
    [
      '/experience/3/delhi-ncr/rooftop',
      'mumbai',
      undefined,
      { action: 'go', path: '/experience/3/mumbai/rooftop' },
    ],
    [
      '/experience/3/delhi-ncr/rooftop',
      'mumbai',
      'candlelight-dinner',
      { action: 'go', path: '/experience/3/mumbai/rooftop', tag: 'candlelight-dinner' },
    ],
    [
      '/experiences/delhi-ncr/candlelight-dinner',
      'mumbai',
      undefined,
      { action: 'go', path: '/experiences/mumbai/candlelight-dinner', tag: 'candlelight-dinner' },
    ],
    ['/experiences/delhi-ncr/14', 'mumbai', undefined, { action: 'go', path: '/' }],
    ['/experiences/delhi-ncr', 'mumbai', undefined, { action: 'go', path: '/experiences/mumbai' }],
    ['/experiences/mumbai/candlelight-dinner', 'mumbai', undefined, { action: 'stay' }],
    ['/experience/3/mumbai/rooftop', 'mumbai', 'x', { action: 'stay' }],
  ])('%s to %s (tag_source %j)', (path, city, tagSource, expected) => {
    expect(cityChange(path, city, tagSource)).toEqual(expected);
  });

  it('sends the visitor home when the new city lacks the tag', () => {
    expect(pathAfterTagCheck('/experiences/pune/x', 'pune', ['delhi-ncr', 'pune'])).toBe(
      '/experiences/pune/x',
    );
    expect(pathAfterTagCheck('/experiences/pune/x', 'pune', ['delhi-ncr'])).toBe('/');
    expect(pathAfterTagCheck('/experiences/pune/x', 'pune', [])).toBe('/');
  });
});

describe('the city popup counter', () => {
  it('shows on the first visit and every second visit while no city is chosen', () => {
    const shown: boolean[] = [];
    let counter = 0;
    for (let visit = 1; visit <= 5; visit++) {
      counter = nextCityPopupCounter(counter);
      shown.push(cityPopupShows(counter, false, false));
    }
    expect(shown).toEqual([true, false, true, false, true]);
  });

  it.each([
    [1, true, false, false],
    [1, false, true, false],
    [2, false, false, false],
    [1, false, false, true],
  ])('counter %s, city chosen %s, closed %s -> %s', (counter, chosen, closed, expected) => {
    expect(cityPopupShows(counter, chosen, closed)).toBe(expected);
  });
});

describe('isQuietPage', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/result', true],
    ['/track_order/41', true],
    ['/profile', true],
    ['/redeem', true],
    ['/refund-policy', true],
    ['/contact', true],
    ['/', false],
    ['/contacts-of-vendors', false],
    ['/experience/14/delhi-ncr/romantic-room', false],
    ['/profiles-of-decorators', false],
  ])('%s: %s', (path, quiet) => {
    expect(isQuietPage(path)).toBe(quiet);
  });
});
