export { copyOnRequest } from './copy-on-request';
