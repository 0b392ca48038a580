export * from './answer-window';
export * from './check-answers';
