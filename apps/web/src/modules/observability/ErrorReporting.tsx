import { BOOTSTRAP } from './bootstrap';

/**
 * Failures in the visitor's browser, reported. What every page carries is this
 * inline script and nothing else: a few hundred bytes of HTML that keep the first failures and, at
 * the first one only, load the reporter (reporter.js), which knows this store's settings. Nothing
 * is added to Next's client bundles, and a page that never fails loads nothing more. A server
 * component: no JavaScript of React's either.
 */
export function ErrorReporting() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor data in it
  return <script id="error-reporting" dangerouslySetInnerHTML={{ __html: BOOTSTRAP }} />;
}
