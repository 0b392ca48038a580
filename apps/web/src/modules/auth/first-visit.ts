import { SECRET_PARAMS } from '@/lib/link-secrets';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The address this browser first came to the store by (`first_time_url`), stored once and never
 * replaced: where a customer found us. A link's secret (a tracking key, a vendor's token, a
 * checkout id) is left out, as from anything else that outlives the page.
 */
export function rememberFirstVisit(): void {
  if (readStored(STORAGE_KEYS.firstUrl) !== null) return;
  const url = new URL(window.location.href);
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  writeStored(STORAGE_KEYS.firstUrl, url.href);
}
