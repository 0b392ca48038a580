/**
 * The push services browsers use (Chrome and Edge through Google's FCM, Firefox through Mozilla's,
 * Safari through Apple's, the old Edge through Windows'). The store sends a customer's messages to
 * whatever endpoint a browser registered, so an endpoint anywhere else would make the API post to
 * any address a visitor names.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
];
const PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com'];

export const PUSH_ENDPOINT_REFUSED = "This browser's push subscription is not on a known push service.";

/**
 * Whether a subscription's endpoint may be sent to: https on a known push service, or (outside
 * production only, for the tests' stand-in push services) any scheme on one of `testHosts`.
 */
export function isPushEndpointAllowed(endpoint: string, testHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testHosts.includes(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443'))
    return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}

/** The endpoint of a registration (the subscription's JSON text), or undefined when there is none. */
export function pushEndpointOf(registrationId: string): string | undefined {
  try {
    const value: unknown = JSON.parse(registrationId);
    const endpoint = (value as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' ? endpoint : undefined;
  } catch {
    return undefined;
  }
}
