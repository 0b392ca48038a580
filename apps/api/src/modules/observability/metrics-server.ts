import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { registry } from './metrics';

export type MetricsServer = { url: string; close(): Promise<void> };

let processMetrics = false;

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), bound to METRICS_HOST (loopback unless
 * told): the public load balancer never routes to it, so it needs no token, and Prometheus scrapes
 * each API process at its own address, which a balanced port could not give it.
 */
export async function startMetricsServer(options: { host: string; port: number }): Promise<MetricsServer> {
  // The process's own figures too: memory, CPU, event-loop delay, open handles (registered once).
  if (!processMetrics) collectDefaultMetrics({ register: registry });
  processMetrics = true;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
