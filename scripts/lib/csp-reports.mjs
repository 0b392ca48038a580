import { createServer } from 'node:http';
import { freePort } from './proc.mjs';

/**
 * Collects the Content-Security-Policy violation reports browsers send (the store's CSP names this
 * address with report-uri when CSP_REPORT_URI is set). The journeys run with it, so a provider
 * missing from the policy fails the run even where no journey looks at the console.
 */
export async function startCspReportCollector() {
  const reports = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const report = JSON.parse(body)['csp-report'];
        if (report) reports.push(report);
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
