import { z } from 'zod';

// In a browser, zod would compile its object parsers with `new Function` and first probes whether it
// may (a caught call that still reports to the store's Content-Security-Policy, which forbids eval).
// The browser parses little, so it parses without compiling and the policy stays strict. Servers
// (the API, the store's rendering) keep the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
