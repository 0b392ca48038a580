import type { Db } from '@store/db';
import webpush, { type PushSubscription } from 'web-push';
import { deleteDevice, devicesOfUser, findPushKeys, insertPushKeys } from './push.repository';
import type { PushConfig } from './push-config';

type Keys = { publicKey: string; privateKey: string };
// Per database: the stored pair never changes once made.
const storedFor = new WeakMap<Db, Keys>();

/** The configured VAPID pair, else the one kept in the database, made on first use. */
export async function vapidKeys(db: Db, config: PushConfig, now: Date): Promise<Keys> {
  if (config.keys) return config.keys;
  const known = storedFor.get(db);
  if (known) return known;
  let row = await findPushKeys(db);
  if (!row) {
    await insertPushKeys(db, webpush.generateVAPIDKeys(), now);
    row = await findPushKeys(db);
  }
  if (!row) throw new Error('no VAPID keys could be stored');
  const keys = { publicKey: row.publicKey, privateKey: row.privateKey };
  storedFor.set(db, keys);
  return keys;
}

function subscriptionOf(registrationId: string): PushSubscription | undefined {
  try {
    const value = JSON.parse(registrationId) as PushSubscription;
    return typeof value.endpoint === 'string' && value.keys?.p256dh && value.keys.auth ? value : undefined;
  } catch {
    return undefined;
  }
}

export type PushMessage = { title: string; body: string; url: string };

/**
 * web-push encrypts and signs; the request goes out with fetch, so it has a timeout and works with
 * any endpoint the browser gave (web-push's own sender speaks https only). 0 means no answer.
 */
async function deliver(
  subscription: PushSubscription,
  message: PushMessage,
  vapid: Keys & { subject: string },
) {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: vapid,
    TTL: 3600,
  });
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Sends a Web Push to every browser of a user. A subscription the push service says is gone
 * (404/410) is forgotten; other failures are counted, never thrown: a push is a courtesy.
 */
export async function pushToUser(
  db: Db,
  config: PushConfig,
  userId: number,
  message: PushMessage,
  now: Date,
) {
  const keys = await vapidKeys(db, config, now);
  const report = { sent: 0, removed: 0, failed: 0 };
  for (const device of await devicesOfUser(db, userId)) {
    const subscription = subscriptionOf(device.registrationId);
    if (!subscription) {
      report.failed += 1;
      continue;
    }
    const status = await deliver(subscription, message, { subject: config.subject, ...keys });
    if (status === 404 || status === 410) {
      await deleteDevice(db, device.deviceId);
      report.removed += 1;
    } else if (status >= 200 && status < 300) report.sent += 1;
    else report.failed += 1;
  }
  return report;
}
