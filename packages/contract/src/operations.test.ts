import { ERROR_CODES } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as consoleContract from './console';
import * as contract from './index';
import { ACCESS, type Operation } from './operation';

/** Each module's slice, by its export's name (`ordersOperations`, `consoleOrdersOperations`). */
const slices = (module: Record<string, unknown>, all: string) =>
  Object.entries(module).filter(
    ([name, value]) => name.endsWith('Operations') && name !== all && typeof value === 'object',
  ) as [string, Record<string, Operation>][];

describe.each([
  ['the store', slices(contract, 'storeOperations'), contract.storeOperations],
  ['the console', slices(consoleContract, 'consoleOperations'), consoleContract.consoleOperations],
] as const)("%s's operations", (_, modules, all) => {
  const operations = Object.values(all) as Operation[];

  it('are every slice, with no name declared twice', () => {
    const names = modules.flatMap(([, slice]) => Object.keys(slice));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(all).sort()).toEqual([...names].sort());
  });

  it('declare each method and path once', () => {
    const calls = operations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('name each path parameter in their params schema, and nothing else', () => {
    for (const o of operations) {
      const inPath = [...o.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = o.params instanceof z.ZodObject ? Object.keys(o.params.shape).sort() : [];
      expect(declared, `${o.method} ${o.path}`).toEqual(inPath);
    }
  });

  it('answer only error codes of the catalogue, and access of the closed set', () => {
    for (const o of operations) {
      expect(ACCESS).toContain(o.access);
      for (const code of o.errors) expect(ERROR_CODES, `${o.method} ${o.path}`).toContain(code);
    }
  });
});

describe("the console's operations", () => {
  it('live under its prefix and its one tag in /docs', () => {
    for (const o of Object.values(consoleContract.consoleOperations) as Operation[]) {
      expect(o.path.startsWith(consoleContract.CONSOLE_API_PREFIX), o.path).toBe(true);
      expect(o.tags, o.path).toEqual(['console']);
    }
  });
});
