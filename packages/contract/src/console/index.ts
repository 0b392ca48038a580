import '../browser-zod';

// The operator console's API: its own prefix, its own entry point, so the storefront
// never imports a byte of it (`@store/contract/console`).
export const CONSOLE_API_PREFIX = '/admin/v1';

export * from './audit';
// Availability, pincodes and coupons
export * from './availability';
// Catalogue
export * from './catalogue';
export * from './coupons';
export * from './experience-extras';
export * from './inbox';
export * from './lookups';
export * from './money';
export * from './operations';
export * from './orders';
export * from './paging';
export * from './payouts';
export * from './people';
export * from './pincodes';
export * from './reports';
export * from './review-queue';
export * from './session';
export * from './today';
export * from './vendors';
// People (wallet), vendors, inbox, reports (console-people)
export * from './wallet';
