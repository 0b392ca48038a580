import { PARTY_STORE_COLLECTION_IDS, PARTY_STORE_URL } from '@/lib/config.server';
import { PartyStoreRows } from './PartyStoreRows';

/** The party-store strip, with the settings only the server reads (config.server.ts). */
export function PartyStoreStrip() {
  return <PartyStoreRows storeUrl={PARTY_STORE_URL} collectionIds={PARTY_STORE_COLLECTION_IDS} />;
}
