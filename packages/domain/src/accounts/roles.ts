/**
 * Who a signed-in user is (docs/product.md, "Who uses it"): a customer, an agent booking for customers, or an
 * operator of the console: `ops` runs orders, vendors and customers, `admin` everything, roles included.
 */
export const ROLES = ['user', 'agent', 'ops', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The console's people: each holds every right of the store's staff besides their own. */
export const OPERATOR_ROLES = ['ops', 'admin'] as const satisfies readonly Role[];
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * The store's staff powers (customer search, registering a customer, checkout links, bookings for
 * another customer, slot openings) belong to agents. Operators do the same in the console, behind
 * its second factor and its audit: a store session is a password alone, so it carries no such power.
 */
export const AGENT_ROLES: readonly Role[] = ['agent'];

export const isAgent = (role: string): boolean => (AGENT_ROLES as readonly string[]).includes(role);

export const isOperator = (role: string): role is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(role);
