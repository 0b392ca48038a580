export * from './city';
export * from './envelope';
export * from './experience';
export * from './featured-card';
export * from './headers';
export * from './home';
export * from './params';
