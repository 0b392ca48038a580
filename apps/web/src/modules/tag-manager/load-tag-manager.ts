import { tagManagerScriptUrl } from '@store/domain';
import { loadScript } from '@/ui/load-script';

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
  // Asked for once, like the start event, even when it fails to load.
  loadScript(tagManagerScriptUrl(scriptUrl, containerId), 'tag-manager-script').catch(() => undefined);
}
