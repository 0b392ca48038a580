// Types of postgres.mjs for the TypeScript that uses it (the reliability suite).
export type PostgresServer = { url: string; port: number; dataDir: string; stop(): void };
export function startPostgres(binDir: string): Promise<PostgresServer>;
export function restartPostgres(binDir: string, dataDir: string, mode?: 'fast' | 'immediate'): Promise<void>;
export type PostgresReplica = PostgresServer & { start(): void; halt(): void };
export function startReplica(binDir: string, primary: PostgresServer): Promise<PostgresReplica>;
