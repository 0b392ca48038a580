import { createServer } from 'node:http';
import { freePort } from './proc.mjs';

/**
 * Collects the Content-Security-Policy violation reports browsers send (the store's CSP names this
 * address with report-uri when CSP_REPORT_URI is set). The journeys run with it, so a provider
 * missing from the policy fails the run even where no journey looks at the console.
 */
export const CSP_PROBE_ORIGIN = 'https://csp-probe.invalid';
/** The query parameter of a page where a journey injects an inline script on purpose. */
export const CSP_PROBE_PARAM = 'csp-probe=inline';

export async function startCspReportCollector() {
  const reports = [];
  // A journey loads a script from CSP_PROBE_ORIGIN on purpose, to see that reports arrive here; GET
  // answers how many such probes were reported. They are not violations of the run.
  let probes = 0;
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      return res.end(JSON.stringify({ probes }));
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const report = JSON.parse(body)['csp-report'];
        // An inline script has no address to tell it by: its probe runs on a page whose address says so.
        const probe =
          String(report?.['blocked-uri'] ?? '').startsWith(CSP_PROBE_ORIGIN) ||
          String(report?.['document-uri'] ?? '').includes(CSP_PROBE_PARAM);
        if (probe) probes += 1;
        else if (report) reports.push(report);
      } catch {
        reports.push({ unreadable: body.slice(0, 500) });
      }
      res.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/csp-report`,
    reports,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
