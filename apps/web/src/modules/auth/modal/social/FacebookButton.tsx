'use client';

import { useEffect, useState } from 'react';
import styles from '../modal.module.css';
import { type FacebookSdk, facebookSdk } from './facebook-sdk';
import { ProviderLogo } from './ProviderLogo';
import type { SocialSignInConfig } from './social-config';

const UNAVAILABLE = 'Facebook sign-in could not be loaded. Please try again.';
const NOT_GIVEN = 'Facebook sign-in was cancelled or refused.';
const SCOPE = 'public_profile,email';

/**
 * "Continue with Facebook": usable once the SDK has started, because FB.login opens a window and
 * browsers allow that only straight from the click.
 */
export function FacebookButton(props: {
  config: NonNullable<SocialSignInConfig['facebook']>;
  busy: boolean;
  onToken(accessToken: string): void;
  onFail(text: string): void;
}) {
  const { config } = props;
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    facebookSdk(config).then(
      (fb) => live && setSdk(fb),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [config]);

  function click() {
    if (!sdk) return props.onFail(UNAVAILABLE);
    sdk.login(
      (response) => {
        const token = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
        if (token) props.onToken(token);
        else props.onFail(NOT_GIVEN);
      },
      { scope: SCOPE },
    );
  }

  const loading = !sdk && !failed;
  return (
    <button
      type="button"
      className={`${styles.secondary} ${styles.facebook}`}
      disabled={loading || props.busy}
      aria-busy={loading}
      data-testid="login-facebook"
      onClick={click}
    >
      <ProviderLogo provider="facebook" />
      Continue with Facebook
    </button>
  );
}
