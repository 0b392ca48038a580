import { resolve } from 'node:path';

// Built and served by bench/lighthouse.mjs; the workspace root holds the one `next` install.
export default {
  distDir: '.next',
  turbopack: { root: resolve(import.meta.dirname, '../..') },
};
