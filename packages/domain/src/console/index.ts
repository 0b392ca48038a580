export * from './attention';
export * from './availability';
export * from './console-actions';
export * from './console-sign-in';
export * from './coupon-terms';
export * from './order-actions';
export * from './role-change';
