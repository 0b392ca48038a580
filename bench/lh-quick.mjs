// Lighthouse (mobile preset) on pages that are already running, for A/B runs of two builds side by
// side: `node bench/lh-quick.mjs URL...` (RUNS=5 by default; SAVE=dir keeps each report and trace).
// bench/lighthouse.mjs is the benchmark (it builds and starts the store and the baseline itself).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../scripts/lib/system.mjs';

const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const url of urls) {
    await fetch(url); // renders and caches the page first (ISR): measure what visitors get
    const rows = [];
    for (let run = 0; run < runs; run++) {
      const { lhr, artifacts } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (process.env.SAVE) {
        const name = join(
          process.env.SAVE,
          `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '_')}-${run}`,
        );
        writeFileSync(`${name}.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
      }
      const metric = (id) => Math.round(lhr.audits[id].numericValue);
      rows.push({
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: metric('total-blocking-time'),
        lcp: metric('largest-contentful-paint'),
        fcp: metric('first-contentful-paint'),
      });
    }
    rows.sort((a, b) => a.score - b.score);
    console.log(
      `${url}  median ${rows[Math.floor(runs / 2)].score}  ` +
        rows.map((r) => `${r.score} (TBT ${r.tbt} LCP ${r.lcp} FCP ${r.fcp})`).join('  '),
    );
  }
} finally {
  await chrome.kill();
}
