export * from './answer-window';
export * from './check-answers';
export * from './question-rules';
