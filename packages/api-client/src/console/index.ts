export { consoleEndpoints } from './endpoints';
