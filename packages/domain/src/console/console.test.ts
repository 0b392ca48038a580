import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '../orders/order-process';
import { ATTENTION_QUEUE_NAMES, ATTENTION_QUEUES } from './attention';
import { CONSOLE_ACTION_NAMES } from './console-actions';
import { maskMobile } from './console-sign-in';
import { csvLine } from './csv';
import { type ActionableOrder, consoleOrderActions } from './order-actions';
import { percentOf, reportDays } from './reports';
import { assertRoleChange } from './role-change';
import { acceptanceRate } from './vendor-stats';
import { walletAdjustmentAmount } from './wallet-adjustment';

const order = (state: OrderState, more: Partial<ActionableOrder> = {}): ActionableOrder => ({
  state,
  kind: 'booking',
  paymentMethod: 'online',
  openRequest: false,
  cashCollected: false,
  refundable: 0,
  refundInFlight: false,
  ...more,
});

const offered = (o: ActionableOrder) =>
  Object.entries(consoleOrderActions(o))
    .filter(([, yes]) => yes)
    .map(([name]) => name);

describe('the console actions an order offers', () => {
  it.each([
    ['pending_payment', ['cancel']],
    ['expired', []],
    ['placed', ['assign_vendor', 'cancel']],
    ['offline_pending', ['cancel']],
    ['sent_to_vendor', ['assign_vendor', 'cancel']],
    ['accepted', ['assign_vendor', 'cancel', 'complete']],
    ['rejected', ['assign_vendor', 'cancel']],
    ['on_the_way', ['complete']],
    ['completed', []],
    ['cancelled', []],
    ['refund_due', []],
    ['refunded', []],
  ] as const)('%s: %j', (state, actions) => {
    expect(offered(order(state))).toEqual(actions);
  });

  it('offers a resend only while a vendor is asked and silent', () => {
    expect(offered(order('sent_to_vendor', { openRequest: true }))).toContain('resend_request');
    expect(offered(order('accepted', { openRequest: true }))).not.toContain('resend_request');
  });

  it('offers a refund while online money is left and none is on its way, never of an unpaid order', () => {
    expect(offered(order('completed', { refundable: 500 }))).toEqual(['refund']);
    expect(offered(order('completed', { refundable: 500, refundInFlight: true }))).toEqual([]);
    expect(offered(order('refunded', { refundable: 100 }))).toEqual(['refund']);
    expect(offered(order('pending_payment', { refundable: 100 }))).toEqual(['cancel']);
  });

  it('records cash once, for cash on delivery only', () => {
    expect(offered(order('accepted', { paymentMethod: 'cod' }))).toContain('cash_collected');
    expect(offered(order('accepted', { paymentMethod: 'cod', cashCollected: true }))).not.toContain(
      'cash_collected',
    );
    expect(offered(order('accepted'))).not.toContain('cash_collected');
  });

  it('leaves add-on orders to their booking', () => {
    for (const state of ORDER_STATES) {
      const actions = consoleOrderActions(order(state, { kind: 'customisation' }));
      expect([actions.assign_vendor, actions.cancel, actions.complete, actions.resend_request]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe('console rules', () => {
  it('refuses a role change of oneself, naming the user', () => {
    expect(() => assertRoleChange({ actorId: 9, userId: 9 })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { id: expect.any(String) } }),
    );
    expect(() => assertRoleChange({ actorId: 9, userId: 10 })).not.toThrow();
  });

  it('shows only the last four digits of the mobile a code went to', () => {
    expect(maskMobile('9000000009')).toBe('******0009');
  });

  it('names every action <subject>.<verb> and labels every queue', () => {
    for (const name of CONSOLE_ACTION_NAMES) expect(name).toMatch(/^[a-z]+\.[a-z_]+$/);
    for (const name of ATTENTION_QUEUE_NAMES) expect(ATTENTION_QUEUES[name].label.length).toBeGreaterThan(0);
  });
});

describe("an operator's wallet credit or debit", () => {
  it.each([
    ['credit', 500, 0, 500],
    ['debit', 200, 500, -200],
    ['debit', 500, 500, -500],
  ] as const)('%s of %i on a balance of %i is %i', (kind, amount, balance, signed) => {
    expect(walletAdjustmentAmount({ kind, amount, balance })).toBe(signed);
  });
  it('refuses a debit below zero, naming the amount', () => {
    expect(() => walletAdjustmentAmount({ kind: 'debit', amount: 501, balance: 500 })).toThrow(
      expect.objectContaining({ fields: { amount: expect.stringContaining('₹500') } }),
    );
  });
});

describe("a vendor's acceptance rate", () => {
  it.each([
    [0, 0, null],
    [1, 1, 100],
    [1, 3, 33],
    [2, 3, 67],
    [0, 4, 0],
  ])('%i accepted of %i decided is %s%', (accepted, decided, rate) => {
    expect(acceptanceRate(accepted, decided)).toBe(rate);
  });
});

describe('a CSV line', () => {
  it.each([
    [['a', 1, null], 'a,1,\r\n'],
    [['Rao, Asha', 'said "hi"'], '"Rao, Asha","said ""hi"""\r\n'],
    [['two\nlines'], '"two\nlines"\r\n'],
    [['=HYPERLINK("x")', '-5', '+91 98', '@me'], `"'=HYPERLINK(""x"")",'-5,'+91 98,'@me\r\n`],
    [[-5], '-5\r\n'],
  ] as const)('%j', (cells, line) => {
    expect(csvLine(cells)).toBe(line);
  });
});

describe("a report's days", () => {
  it('lists every day of the period, both ends included, across a month end', () => {
    expect(reportDays('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(reportDays('2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
  });
  it('refuses a period ending before it starts, or longer than a year and a day, naming to', () => {
    expect(() => reportDays('2026-12-02', '2026-12-01')).toThrow(
      expect.objectContaining({ fields: { to: expect.any(String) } }),
    );
    expect(reportDays('2026-01-01', '2027-01-01')).toHaveLength(366);
    expect(() => reportDays('2026-01-01', '2027-01-02')).toThrow(
      expect.objectContaining({ fields: { to: expect.any(String) } }),
    );
  });
});

describe('a share in percent', () => {
  it.each([
    [1, 8, 12.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 5, 0],
    [3, 0, 0],
    [5, 5, 100],
  ])('%i of %i is %d%%', (part, whole, percent) => expect(percentOf(part, whole)).toBe(percent));
});
