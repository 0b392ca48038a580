// Types of system.mjs for the TypeScript that uses it (the reliability suite, the backup scripts).
export const CHROMIUM: string;
export function postgresBinDir(): string | null;
export function chromiumPath(): string | null;
export type FleetEngines = { haproxy: string; varnishd: string; pgbouncer: string; redisServer: string };
export function fleetEngines(): FleetEngines | null;
