'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styles from '../modal.module.css';
import { googleIdentity, listenForGoogleCredential } from './google-identity';
import { ProviderLogo } from './ProviderLogo';
import type { SocialSignInConfig } from './social-config';
import { SIGN_IN_FAILED } from './use-social-sign-in';

const UNAVAILABLE = 'Google sign-in could not be loaded. Please try again.';
/** Google's own button (the one its sign-in window needs), at most 400 px wide. */
const MAX_WIDTH = 400;

/**
 * Google's "Continue with Google" button, rendered by Google Identity Services into `slot`. Until its
 * script has run, a look-alike that waits; if the script cannot load, the look-alike reports failure.
 */
export function GoogleButton(props: {
  config: NonNullable<SocialSignInConfig['google']>;
  onToken(idToken: string): void;
  onFail(text: string): void;
}) {
  const { config } = props;
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const received = useEffectEvent((idToken: string | null) =>
    idToken ? props.onToken(idToken) : props.onFail(SIGN_IN_FAILED.google),
  );

  useEffect(() => listenForGoogleCredential(received), []);

  useEffect(() => {
    const parent = slot.current;
    let live = true;
    googleIdentity(config).then(
      (id) => {
        if (!live || !parent) return;
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          logo_alignment: 'center',
          width: Math.min(MAX_WIDTH, box.current?.clientWidth ?? MAX_WIDTH),
        });
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      parent?.replaceChildren();
    };
  }, [config]);

  return (
    <div ref={box} className={styles.googleSlot} data-testid="login-google" data-state={state}>
      {state !== 'ready' && (
        <button
          type="button"
          className={styles.secondary}
          disabled={state === 'loading'}
          aria-busy={state === 'loading'}
          data-testid="login-google-placeholder"
          onClick={() => props.onFail(UNAVAILABLE)}
        >
          <ProviderLogo provider="google" />
          Continue with Google
        </button>
      )}
      <div ref={slot} className={styles.googleRendered} />
    </div>
  );
}
