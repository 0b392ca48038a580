import type { Db } from '@store/db';
import { type RetainedRecord, retentionCutoffs } from '@store/domain';
import { deleteRecordsBefore } from './retention.repository';

/**
 * The daily purge: sign-in codes, proofs, sessions, limit counters, browsers and webhook events past
 * their keeping time (RETENTION_MS) are deleted, so the store keeps no mobile or address longer than
 * it needs. One statement per table, each on its own: a purge cut short is finished by the next.
 */
export function purgeExpiredRecords(db: Db, now: Date): Promise<Record<RetainedRecord, number>> {
  return deleteRecordsBefore(db, retentionCutoffs(now));
}
