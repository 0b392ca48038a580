import { type ApiClient, endpoints } from '@store/api-client';
import { SERVICE_WORKER_SCOPE } from '@store/domain';
import { deviceId, readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The registration_app (docs/product.md, "Push and the device"): the push provider is the browser's
 * own Web Push.
 */
export const PUSH_APP = 'webpush';

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const pushSupported = (): boolean =>
  'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';

/**
 * Subscribes this browser once: only where push works, and only while no subscription is stored
 * (docs/product.md, "Push and the device"). The registration is then kept under the browser's UUID.
 */
async function subscribeOnce(api: ApiClient, worker: ServiceWorkerRegistration): Promise<void> {
  if (readStored(STORAGE_KEYS.pushToken) || !pushSupported()) return;
  const quiet = { hideAlert: true };
  const { public_key } = await api.call(endpoints.vapidPublicKey, quiet);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  const registrationId = JSON.stringify(subscription.toJSON());
  await api.call(endpoints.registerDevice, {
    body: {
      device_id: deviceId(),
      device_os: 'web_app',
      registration_id: registrationId,
      registration_app: PUSH_APP,
    },
    ...quiet,
  });
  writeStored(STORAGE_KEYS.pushToken, registrationId);
}

let started = false;

/**
 * Registers /sw.js at the root scope once the page has loaded (docs/product.md, "Push and the
 * device"). It asks for nothing: a browser that already allowed notifications is subscribed
 * quietly, any other waits until the customer asks for updates about a booking (askForPush). Every
 * push failure is ignored.
 */
export function startPush(api: ApiClient): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const run = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: SERVICE_WORKER_SCOPE })
      .then(() => navigator.serviceWorker.ready)
      .then((worker) => {
        if (pushSupported() && Notification.permission === 'granted') return subscribeOnce(api, worker);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Whether to offer updates: push works here, the customer has not answered, and none is kept. */
export function canAskForPush(): boolean {
  return (
    'serviceWorker' in navigator &&
    pushSupported() &&
    Notification.permission === 'default' &&
    !readStored(STORAGE_KEYS.pushToken)
  );
}

export type PushAnswer = 'subscribed' | 'refused' | 'unavailable';

/** The browser's question, asked when the customer chose to get updates; then the subscription. */
export async function askForPush(api: ApiClient): Promise<PushAnswer> {
  if (!pushSupported()) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'refused';
  try {
    await subscribeOnce(api, await navigator.serviceWorker.ready);
    return 'subscribed';
  } catch {
    return 'unavailable';
  }
}
