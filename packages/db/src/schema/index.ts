export * from './catalogue';
export * from './customizations';
export * from './delivery';
export * from './orders';
export * from './products';
export * from './reviews';
export * from './slots';
export * from './users';
