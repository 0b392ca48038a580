import { loadScript } from '@/ui/load-script';
import type { SocialSignInConfig } from './social-config';

type FacebookConfig = NonNullable<SocialSignInConfig['facebook']>;

export type FacebookLoginResponse = {
  status?: string;
  authResponse?: { accessToken?: string } | null;
};

/** The part of the Facebook JavaScript SDK (connect.facebook.net/.../sdk.js) the store uses. */
export type FacebookSdk = {
  init(options: { appId: string; version: string; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
};

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const GRAPH_VERSION = 'v19.0';
/** The SDK announces itself through fbAsyncInit soon after its script has run. */
const START_TIMEOUT_MS = 5_000;

let ready: Promise<FacebookSdk> | null = null;

/** Loads the SDK once per page and initialises it for this app. */
export function facebookSdk(config: FacebookConfig): Promise<FacebookSdk> {
  ready ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const fb = window.FB;
      if (!fb) return reject(new Error('the Facebook SDK did not start'));
      fb.init({ appId: config.appId, version: GRAPH_VERSION, xfbml: false });
      resolve(fb);
    };
    loadScript(config.sdkUrl, 'facebook-sdk-script').then(
      () => setTimeout(() => reject(new Error('the Facebook SDK did not start')), START_TIMEOUT_MS),
      reject,
    );
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
