/**
 * Sentry's browser SDK as one script for the reporter, bundled from the installed @sentry/browser
 * by esbuild on first request and kept in memory: it never enters Next's client bundles, so a store
 * without a DSN ships none of it, and a store with one loads it only after a failure.
 */
let bundle: Promise<string> | undefined;

export function sentrySdk(): Promise<string> {
  bundle ??= build().catch((error: unknown) => {
    bundle = undefined; // the next request tries again
    throw error;
  });
  return bundle;
}

async function build(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: {
      contents:
        "import { captureException, init } from '@sentry/browser';\nwindow.StoreSentry = { init, captureException };",
      // The store's own directory: @sentry/browser resolves from its node_modules upwards.
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild made no bundle of @sentry/browser');
  return file.text;
}
