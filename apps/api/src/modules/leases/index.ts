export { withLease } from './lease';
