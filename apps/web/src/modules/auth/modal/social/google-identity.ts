import { loadScript } from '@/ui/load-script';
import type { SocialSignInConfig } from './social-config';

type GoogleConfig = NonNullable<SocialSignInConfig['google']>;

/** The part of Google Identity Services (accounts.google.com/gsi/client) the store uses. */
export type GoogleIdentity = {
  initialize(options: { client_id: string; callback(response: { credential?: string }): void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let initialisedFor: string | null = null;
let listener: ((idToken: string | null) => void) | null = null;

/**
 * Loads Google Identity Services and initialises it once per page (it warns when initialised
 * twice); its callback goes to whichever login screen listens now.
 */
export async function googleIdentity(config: GoogleConfig): Promise<GoogleIdentity> {
  await loadScript(config.scriptUrl, 'google-identity-script');
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not start');
  if (initialisedFor !== config.clientId) {
    id.initialize({
      client_id: config.clientId,
      callback: (response) => listener?.(response.credential ?? null),
    });
    initialisedFor = config.clientId;
  }
  return id;
}

/** The ID token of the next Google sign-in goes to `receive`, until the returned stop is called. */
export function listenForGoogleCredential(receive: (idToken: string | null) => void): () => void {
  listener = receive;
  return () => {
    if (listener === receive) listener = null;
  };
}
