'use client';

import { useEffect, useState } from 'react';
import { readCookie, writeCookie } from '@/lib/browser-cookies';
import {
  type SiteVersion,
  VERSION_BUILD_KEY,
  VERSION_COOKIE,
  VERSION_COOKIE_MAX_AGE_SECONDS,
  versionOrDefault,
} from '@/lib/version-cookie';
import styles from './VersionSwitch.module.css';

function storedVersion(): SiteVersion {
  return versionOrDefault(readCookie(VERSION_COOKIE));
}

/**
 * Version change (docs/product.md, "Version selection"): store the choice in a cookie for 7 days
 * and in browser storage, then reload the current path; the proxy serves `/` in the chosen version.
 */
export function VersionSwitch() {
  // Unknown until mounted: the footer is part of cached pages shared by both versions.
  const [version, setVersion] = useState<SiteVersion | null>(null);
  useEffect(() => setVersion(storedVersion()), []);
  if (!version) return <span className={styles.placeholder} />;

  const next: SiteVersion = version === 'v1' ? 'v2' : 'v1';
  async function switchVersion() {
    await writeCookie(VERSION_COOKIE, next, VERSION_COOKIE_MAX_AGE_SECONDS);
    localStorage.setItem(VERSION_BUILD_KEY, next);
    setVersion(next);
    // A reload comes back where the page was left, here the footer: the other version starts at its top.
    window.scrollTo({ top: 0, behavior: 'instant' });
    window.location.reload();
  }

  return (
    <button type="button" className={styles.switch} data-testid="version-switch" onClick={switchVersion}>
      {next === 'v2' ? 'Try the new home page' : 'Back to the classic home page'}
    </button>
  );
}
