'use client';

import { useEffect, useState } from 'react';
import styles from '../modal.module.css';
import { useAuthCalls } from '../use-calls';
import { FacebookButton } from './FacebookButton';
import { GoogleButton } from './GoogleButton';
import { type SocialSignInConfig, socialSignInConfig } from './social-config';
import { useSocialSignIn } from './use-social-sign-in';

/**
 * The configured providers' buttons on the login screen. Their scripts load from here, so only
 * once the login modal is open, and not at all for a provider that is not configured.
 */
export function SocialSignIn() {
  const calls = useAuthCalls();
  const { busy, complete, fail } = useSocialSignIn();
  const [config, setConfig] = useState<SocialSignInConfig | null>(null);

  useEffect(() => {
    let live = true;
    void socialSignInConfig().then((answer) => live && setConfig(answer));
    return () => {
      live = false;
    };
  }, []);

  if (!config?.google && !config?.facebook) return null;
  return (
    <div className={styles.social} data-testid="social-sign-in">
      {config.google && (
        <GoogleButton
          config={config.google}
          onToken={(idToken) => void complete('google', () => calls.googleLogin(idToken))}
          onFail={fail}
        />
      )}
      {config.facebook && (
        <FacebookButton
          config={config.facebook}
          busy={busy}
          onToken={(accessToken) => void complete('facebook', () => calls.facebookLogin(accessToken))}
          onFail={fail}
        />
      )}
      {busy && (
        <p className={styles.fine} role="status">
          Signing you in…
        </p>
      )}
    </div>
  );
}
