// Types of proc.mjs for the TypeScript that uses it (the fleet suite).
export function freePort(preferred?: number): Promise<number>;
