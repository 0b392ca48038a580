import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginOtpBody, passwordLoginBody, registerBody } from './accounts';
import { INT4_MAX, id, int4, text } from './bounds';

describe('text', () => {
  it('refuses longer text by its length alone: nothing chained after it runs', () => {
    let ran = 0;
    const field = text(10, 'name')
      .trim()
      .refine(() => {
        ran += 1;
        return true;
      });
    const result = field.safeParse('x'.repeat(11));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['name must have at most 10 characters']);
    expect(ran).toBe(0);
    expect(field.parse('  ok  ')).toBe('ok');
    expect(ran).toBe(1);
  });

  it('refuses NUL anywhere, naming the field', () => {
    expect(
      text(10, 'q')
        .safeParse('a\u0000b')
        .error?.issues.map((i) => i.message),
    ).toEqual(['q must not contain the NUL character']);
  });

  it('keeps other unicode', () => {
    expect(text(10).parse('İı🙂\u202e')).toBe('İı🙂\u202e');
  });

  it('gives the missing-field text when asked to', () => {
    expect(text(10, 'q', { required: 'q is required' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'q is required',
    );
  });
});

describe('int4 and id', () => {
  it.each([
    [id(), 1, true],
    [id(), INT4_MAX, true],
    [id(), 2 ** 31, false],
    [id(), 0, false],
    [id(), 1.5, false],
    [int4(), 0, true],
    [int4(), -1, false],
    [int4(), 2 ** 53, false],
  ] as [z.ZodType, number, boolean][])('%#: %d accepted: %s', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

describe('the sign-in bodies', () => {
  const hostile = 'a@'.repeat(125_000);

  it.each([
    ['login email', () => passwordLoginBody.safeParse({ email: hostile, password: 'x' })],
    [
      'register email',
      () => registerBody.safeParse({ first_name: 'A', mobile: '9876543210', email: hostile }),
    ],
    ['mobile', () => loginOtpBody.safeParse({ mobile: hostile, device_id: 'device-0001' })],
  ])('refuses a 250,000-character %s at once', (_, parse) => {
    const before = process.cpuUsage();
    expect(parse().success).toBe(false);
    const used = process.cpuUsage(before);
    // CPU milliseconds: the old pattern needed 31 s of them; other processes' load does not count.
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
