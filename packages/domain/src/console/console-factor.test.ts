import { describe, expect, it } from 'vitest';
import {
  consoleFactorFor,
  normaliseRecoveryCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
  totpStepAt,
} from './console-factor';

describe('the console factor', () => {
  it.each([
    [true, true, 'authenticator'],
    [true, false, 'authenticator'],
    [false, true, 'text'],
    [false, false, null],
  ] as const)('enrolled %s, texts allowed %s: asks for %s', (enrolled, texts, factor) => {
    expect(consoleFactorFor(enrolled, texts)).toBe(factor);
  });

  it('makes recovery codes of unambiguous characters, and reads them back however typed', () => {
    const code = recoveryCodeFrom(new Uint8Array(RECOVERY_CODE_LENGTH).fill(255));
    expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code);
  });

  it('counts 30-second steps', () => {
    expect(totpStepAt(new Date(59_000))).toBe(1);
    expect(totpStepAt(new Date(60_000))).toBe(2);
  });
});
