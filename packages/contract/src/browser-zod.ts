import { z } from 'zod';

// In a browser, zod would compile its object parsers with `new Function`, and building a schema first
// probes whether it may: a caught call that a Content-Security-Policy forbidding eval still reports.
// The store's bundles carry no schemas (the clients take route tables, not declarations); the
// console's do, so its entry imports this before anything builds one. Servers (the API, the store's
// rendering) never load it and keep the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
