export { consoleEndpoints } from './endpoints';
export { fieldLabel, fieldProblem, problemInWords } from './problem-words';
