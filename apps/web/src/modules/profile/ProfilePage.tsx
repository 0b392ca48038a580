'use client';

import { PROFILE_TABS, profileTabOf, type ProfileTab as Tab } from '@store/domain';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { Loading } from './Empty';
import styles from './Profile.module.css';

// The tabs' code loads after the page's heading has painted, and a guest never loads it.
const TabContent = dynamic(() => import('./ProfileTabContent').then((m) => m.ProfileTabContent), {
  ssr: false,
  loading: () => <Loading />,
});

/** The tab the address hash names, following later hash changes (links from the header menu). */
function useHashTab(): Tab | null {
  const [tab, setTab] = useState<Tab | null>(null);
  useEffect(() => {
    const read = () => setTab(profileTabOf(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return tab;
}

/** The account area: its tabs are the hashes of docs/product.md, "Profile area", so each can be linked to. */
export function ProfilePage() {
  const { ready, token, profile } = useAuth();
  const tab = useHashTab();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = PROFILE_TABS.find((t) => t.hash === tab)?.title ?? '';

  // The server's page and a guest's are the same heading and text (the login button comes after),
  // so what paints first is the page's largest content: nothing bigger replaces it on hydration.
  if (!ready || tab === null || !token || !profile) {
    const loading = !ready || tab === null;
    return (
      <section
        className={styles.signedOut}
        aria-busy={loading || undefined}
        data-testid={loading ? 'profile-loading' : 'profile-signed-out'}
      >
        <h1 className={styles.heading}>Your account</h1>
        <p>Your bookings, wallet, wishlist and saved occasions, in one place.</p>
        {!loading && (
          <button type="button" className="button-secondary" onClick={openLogin} data-testid="profile-login">
            Log in to see them
          </button>
        )}
      </section>
    );
  }

  return (
    <div className={styles.layout} data-testid="profile-page" data-tab={tab}>
      <nav aria-label="Your account" className={styles.tabs}>
        <ul>
          {PROFILE_TABS.map((t) => (
            <li key={t.hash}>
              <a
                href={`#${t.hash}`}
                className={styles.tab}
                aria-current={t.hash === tab ? 'page' : undefined}
                data-testid={`profile-tab-${t.hash}`}
                onClick={() => heading.current?.focus({ preventScroll: true })}
              >
                {t.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="profile-tab-title">
        <h1
          id="profile-tab-title"
          ref={heading}
          tabIndex={-1}
          className={styles.heading}
          data-testid="profile-tab-title"
        >
          {title}
        </h1>
        <TabContent tab={tab} title={title} profile={profile} />
      </section>
    </div>
  );
}
