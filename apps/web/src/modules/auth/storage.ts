import type { Profile } from '@store/contract';

/** Browser storage keys (docs/product.md, "Sign-in and the signed-in state"). */
export const STORAGE_KEYS = {
  token: 'token',
  profile: 'profile',
  deviceId: 'UUID',
  pushToken: 'fcm_token',
  firstUrl: 'first_time_url',
} as const;

// Private windows and full disks throw on storage; the store then works for this page only.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives in memory until the page closes.
  }
}

export function readStoredProfile(): Profile | null {
  const text = readStored(STORAGE_KEYS.profile);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'id' in value ? (value as Profile) : null;
  } catch {
    return null;
  }
}

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http address gets a v4 id from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device_id of sign-in and push registration: generated once per browser and kept. */
export function deviceId(): string {
  const kept = readStored(STORAGE_KEYS.deviceId);
  if (kept) return kept;
  const id = newUuid();
  writeStored(STORAGE_KEYS.deviceId, id);
  return id;
}
