// Serves the operator console's build (apps/console/dist) on CONSOLE_PORT (3001): its files, /config.json
// from the environment (CONSOLE_API_URL: the API as the browser reaches it), and index.html for every
// other address (the console routes in the browser). Started by scripts/lib/console.mjs.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const DIST = resolve(import.meta.dirname, '../apps/console/dist');
const port = Number(process.env.CONSOLE_PORT ?? 3001);
const host = process.env.CONSOLE_HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.CONSOLE_API_URL ?? 'http://127.0.0.1:4000');
const config = JSON.stringify({ apiUrl: apiUrl.origin });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

// Scripts only from here; styles inline too (MUI's emotion writes <style> tags); calls to the API,
// and images from it (an experience image just uploaded, shown on its form).
const SECURITY = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${apiUrl.origin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiUrl.origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** The file an address asks for, inside dist only; undefined for anything else. */
function fileOf(pathname) {
  const file = normalize(join(DIST, decodeURIComponent(pathname)));
  if (!file.startsWith(`${DIST}/`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', ...SECURITY }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://console');
  if (pathname === '/config.json') {
    response.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store', ...SECURITY });
    response.end(request.method === 'HEAD' ? undefined : config);
    return;
  }
  let file;
  try {
    file = fileOf(pathname);
  } catch {
    file = undefined; // a malformed escape: served the app, which shows its own "not found"
  }
  const asset = file && pathname.startsWith('/assets/');
  if (!file && extname(pathname) !== '') {
    response.writeHead(404, { 'content-type': 'text/plain', ...SECURITY }).end('Not found');
    return;
  }
  const served = file ?? join(DIST, 'index.html');
  response.writeHead(200, {
    'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
    // Built assets carry their content's hash in their name; everything else is asked again.
    'cache-control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY,
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(served).pipe(response);
});

server.listen(port, host, () => console.log(`console on http://${host}:${port} (API ${apiUrl.origin})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
