/** Who a signed-in user is (DESIGN.md section 4): a customer, an agent booking for customers, an operator. */
export const ROLES = ['user', 'agent', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** Staff book for customers, make checkout links and open slots. */
export const STAFF_ROLES: readonly Role[] = ['agent', 'operator'];

export const isStaff = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
