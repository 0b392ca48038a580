export { adminEndpoints } from './endpoints';
