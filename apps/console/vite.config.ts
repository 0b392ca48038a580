import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is a static single-page app: `vite build` writes dist/, which scripts/console-server.mjs
// serves with its runtime settings (/config.json: where the API is). `vite` alone serves it for
// development on the same port, reading public/config.json.
export default defineConfig({
  plugins: [react()],
  server: { port: 3001, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2_000 },
});
