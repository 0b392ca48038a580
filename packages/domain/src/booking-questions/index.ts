export * from './check-answers';
