'use client';

import { TAG_MANAGER_LAZY_DELAY_MS, type TagManagerLoading, tagManagerLoading } from '@store/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { hideLinkSecrets } from '@/lib/link-secrets';
import { loadTagManager } from './load-tag-manager';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * The tag manager's loading rule (domain `tagManagerLoading`, docs/product.md, "Toasts, popups and
 * the tag manager"): right after the page becomes interactive (hydration) on order tracking and
 * checkout; elsewhere at the first interaction or a few seconds after the load event, so it stays
 * out of the page's own loading.
 */
export function TagManager({ containerId, scriptUrl }: { containerId: string; scriptUrl: string }) {
  const pathname = usePathname();
  const [loading, setLoading] = useState<TagManagerLoading | null>(null);

  // The address bar, not the route: a not-found page (e.g. /checkout before it exists) is
  // rendered once for every path, and its route pathname is not the visitor's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname: read the address again after each navigation
  useEffect(
    () => setLoading(tagManagerLoading(window.location.pathname, containerId)),
    [pathname, containerId],
  );

  useEffect(() => {
    if (loading === null || loading === 'never') return;
    const load = () => {
      hideLinkSecrets();
      loadTagManager(scriptUrl, containerId);
    };
    if (loading === 'eager') return load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      timer = setTimeout(load, TAG_MANAGER_LAZY_DELAY_MS);
    };
    const options = { once: true, passive: true, capture: true } as const;
    for (const name of INTERACTIONS) window.addEventListener(name, load, options);
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', startTimer);
      for (const name of INTERACTIONS) window.removeEventListener(name, load, options);
    };
  }, [loading, scriptUrl, containerId]);

  // Tells tests (and curious operators) which rule this page follows; the id is public anyway.
  return (
    <span hidden data-testid="tag-manager" data-container-id={containerId} data-loading={loading ?? ''} />
  );
}
