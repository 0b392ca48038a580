// First, before any schema is built: the console's browser parses without eval (its CSP forbids it).
import '@store/contract/browser-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config';

// The console's settings (where the API is) are read at start from /config.json, which the server
// writes from its environment: one build serves any API address.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const config = await loadConfig();
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
