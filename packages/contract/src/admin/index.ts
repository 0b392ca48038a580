// The operator console's API (issue 16): its own prefix, its own entry point, so the storefront
// never imports a byte of it (`@store/contract/admin`).
export const CONSOLE_API_PREFIX = '/admin/v1';

export * from './audit';
export * from './inbox';
export * from './lookups';
export * from './orders';
export * from './paging';
export * from './people';
export * from './reports';
export * from './session';
export * from './today';
export * from './vendors';
// People (wallet), vendors, inbox, reports (console-people)
export * from './wallet';
