export { purgeExpiredRecords } from './retention.service';
