import { tagManagerScriptUrl } from '@store/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded = false;

/** Adds the tag manager script once per page load, with the start event it expects first. */
export function loadTagManager(scriptUrl: string, containerId: string): void {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(scriptUrl, containerId);
  script.dataset.testid = 'tag-manager-script';
  document.head.appendChild(script);
}
