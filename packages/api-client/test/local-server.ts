import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface LocalServer {
  baseUrl: string;
  /** Every request the server got, in order. */
  received: ReceivedRequest[];
  /** Replaces the handler; the default answers 200 with an empty envelope. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, text: string, type = 'text/plain'): void {
  response.writeHead(status, { 'Content-Type': type });
  response.end(text);
}

/** A real HTTP server on a free port, so the client is exercised through real fetch and sockets. */
export async function startLocalServer(): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 200, { status_code: 200, data: null });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Handlers that never answer (timeout tests) would otherwise keep close() waiting.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on which nothing listens: a port that was free a moment ago, now closed. */
export async function closedPortUrl(): Promise<string> {
  const server = await startLocalServer();
  await server.close();
  return server.baseUrl;
}
