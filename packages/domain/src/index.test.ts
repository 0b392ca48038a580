import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it.each([
    'surgedPrice',
    'customizationUnitPrice',
    'orderAmount',
    'deliveryText',
    'isServiceable',
    'missingMandatoryQuestions',
    'orderDetailsMessage',
    'toggleMultiSelect',
    'stripEmoji',
    'isBookingOpen',
    'zonedDateTimeToInstant',
    'to12Hour',
    'formatInr',
    'nextPage',
    'sortParams',
    'DomainError',
  ])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });
});
