/**
 * Who a signed-in user is (DESIGN.md section 1): a customer, an agent booking for customers, or an
 * operator of the console: `ops` runs orders, vendors and customers, `admin` everything, roles included.
 */
export const ROLES = ['user', 'agent', 'ops', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The console's people: each holds every right of the store's staff besides their own. */
export const OPERATOR_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Staff book for customers, make checkout links and open slots: agents, and operators too. */
export const STAFF_ROLES: readonly Role[] = ['agent', 'ops', 'admin'];

export const isStaff = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

export const isOperator = (role: string): role is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(role);
