export * from './attention';
export * from './console-actions';
export * from './console-sign-in';
export * from './inbox';
export * from './order-actions';
export * from './role-change';
export * from './vendor-stats';
export * from './wallet-adjustment';
