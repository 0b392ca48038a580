/** The seed clock of every API test: 1 December 2026, 10:00 in Delhi. */
export const TEST_TODAY = '2026-12-01';
export const TEST_NOW = new Date('2026-12-01T04:30:00.000Z');
export const TEMPLATE_DB_NAME = 'store_test_template';
/** The demo operators' passwords in the tests' database (a real demo makes its own at first start). */
export const TEST_OPERATOR_PASSWORDS = { admin: 'test-admin-password', ops: 'test-ops-password' };
