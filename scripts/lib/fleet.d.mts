// Types of fleet.mjs for the TypeScript that uses it (the fleet suite).
export type ServerState = { status: string; current: number };
export type Balancer = {
  apiUrl: string;
  storeUrl: string;
  admin(command: string): Promise<string>;
  servers(): Promise<Record<string, ServerState>>;
  requestsTo(backend: 'api' | 'store'): Promise<number>;
  waitUntil(server: string, test: (state: ServerState) => boolean, timeoutMs?: number): Promise<void>;
  waitFor(backend: 'api' | 'store', status: string): Promise<void>;
  output(): string;
  stop(): Promise<void>;
};
type Daemon = { output(): string; stop(): Promise<void> };
export function startRedis(
  redisServer: string,
  port?: number,
): Promise<Daemon & { url: string; port: number }>;
export function startPgBouncer(
  pgbouncer: string,
  options: { serverPort: number; database?: string },
): Promise<Daemon & { url: string; port: number; restart(): Promise<void> }>;
export function startHaproxy(
  haproxy: string,
  options: { apiPort: number; storePort: number; apis: number[]; stores: number[] },
): Promise<Balancer>;
export function startVarnish(
  varnishd: string,
  options: { backendPort: number; purgeSecret: string },
): Promise<Daemon & { url: string }>;
