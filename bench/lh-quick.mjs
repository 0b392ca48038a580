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
  for (const url of urls) await fetch(url); // renders and caches each page first (ISR): measure what visitors get
  const rows = new Map(urls.map((url) => [url, []]));
  // Round by round, every page once per round: a host that slows down for a while slows each page's
  // runs alike, instead of all the runs of whichever page was measured then.
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
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
      rows.get(url).push({
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: metric('total-blocking-time'),
        lcp: metric('largest-contentful-paint'),
        fcp: metric('first-contentful-paint'),
      });
    }
  }
  for (const [url, measured] of rows) {
    measured.sort((a, b) => a.score - b.score);
    console.log(
      `${url}  median ${measured[Math.floor(runs / 2)].score}  ` +
        measured.map((r) => `${r.score} (TBT ${r.tbt} LCP ${r.lcp} FCP ${r.fcp})`).join('  '),
    );
  }
} finally {
  await chrome.kill();
}
