// How the journeys start Chromium (scripts/test.mjs passes both paths in).

/** Headless, without the sandbox (CI runs as root) and without a GPU (there is none here). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Chromium's headless shell: the same Blink and V8 without the desktop browser around them, the
 * browser Playwright itself runs headless tests in. The journeys take about a tenth less time in it.
 */
export const headlessShell = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};

/**
 * The full browser, for web push: the headless shell answers every notification permission with
 * "denied" and has no push service, so the store rightly never offers updates there.
 */
export const fullBrowser = {
  executablePath: process.env.CHROMIUM_FULL ?? '/usr/bin/chromium',
  args: ARGS,
};
