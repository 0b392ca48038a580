// Types of store.mjs for the TypeScript that uses it (the fleet suite).
export const SHARED_API_PORT: number;
export function buildWebIfStale(apiUrl: string): Promise<boolean>;
