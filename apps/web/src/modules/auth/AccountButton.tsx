'use client';

import { createApiClient, endpoints } from '@store/api-client';
import { PROFILE_PATH, PROFILE_TABS } from '@store/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './AccountButton.module.css';
import { clearSession, currentToken, openLogin, openSetPassword } from './auth-store';
import { spacedMobile } from './format';
import { loadAuthDialogs } from './modal-loader';
import { PersonIcon } from './PersonIcon';
import { useAuth } from './useAuth';

export const LOGGED_OUT_MESSAGE = 'You have been logged out';

const preload = () => {
  loadAuthDialogs().catch(() => undefined);
};

/** The header's "Log in", or once signed in the visitor's name with a small account menu. */
export function AccountButton() {
  const { ready, profile, token } = useAuth();
  const { apiUrl } = useRuntimeConfig();
  const toast = useToast();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  if (!token) {
    return (
      <button
        type="button"
        className={styles.login}
        data-testid="login-button"
        // Hidden until storage is read, so a signed-in visitor never sees "Log in" flash.
        data-ready={ready}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openLogin}
      >
        <PersonIcon />
        <span className={styles.label}>Log in</span>
      </button>
    );
  }

  async function logout() {
    setLeaving(true);
    const session = currentToken();
    // Its own client: a session that is already dead must not trigger the 401 reload here.
    if (session) {
      await createApiClient({ baseUrl: apiUrl, getToken: () => session })
        .call(endpoints.logout)
        .catch(() => undefined);
    }
    clearSession();
    setOpen(false);
    setLeaving(false);
    toast(LOGGED_OUT_MESSAGE, 'success');
  }

  const name = profile?.first_name.trim() || 'Account';
  return (
    <div className={styles.account} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={styles.avatarButton}
        data-testid="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.label}>{name}</span>
        <span className="visually-hidden">: account menu</span>
      </button>
      {open && (
        <div id={menuId} className={styles.menu} data-testid="account-menu">
          <p className={styles.who}>
            <strong>{profile ? `${profile.first_name} ${profile.last_name}`.trim() : 'Signed in'}</strong>
            {profile?.mobile && <span>{spacedMobile(profile.mobile)}</span>}
          </p>
          <nav aria-label="Your account">
            <ul className={styles.links}>
              {PROFILE_TABS.filter((tab) => tab.hash !== 'logout').map((tab) => (
                <li key={tab.hash}>
                  {/* A plain link: on the profile page itself only the hash changes, and the page follows it. */}
                  <a
                    href={`${PROFILE_PATH}#${tab.hash}`}
                    className={styles.item}
                    data-testid={`account-menu-${tab.hash}`}
                    onClick={() => setOpen(false)}
                  >
                    {tab.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className={styles.item}
            data-testid="set-password-button"
            onPointerEnter={preload}
            onClick={() => {
              setOpen(false);
              openSetPassword();
            }}
          >
            Set a password
          </button>
          <button
            type="button"
            className={styles.item}
            data-testid="logout-button"
            disabled={leaving}
            onClick={logout}
          >
            {leaving ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      )}
    </div>
  );
}
