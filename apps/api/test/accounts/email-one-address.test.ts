import { errorEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';

// An email field holds one address: a list (`,` `;`), a display name (`<` `>` `"`) or a second @
// would have the store's mail reach people who never gave it. Each is a 400 naming the field, with
// nothing written. Runs on PGlite and PostgreSQL.

const LISTS = [
  'riya@example.com,eve@evil.example',
  'riya@example.com; eve@evil.example',
  'Riya <riya@example.com>',
  'riya@example.com>,<eve@evil.example',
  'riya@eve@evil.example',
];

describe('an email field', () => {
  const t = useTestApp();

  it.each(LISTS)('refuses %j in the profile, naming email, and keeps the address', async (email) => {
    const token = await sessionFor(t(), 2);
    const before = (await t().database.db.select().from(schema.users).where(eq(schema.users.id, 2)))[0]
      ?.email;
    const res = await t().app.inject({
      method: 'PUT',
      url: '/v2/user/profile_update',
      payload: { email },
      headers: { 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toEqual(['email']);
    const after = (await t().database.db.select().from(schema.users).where(eq(schema.users.id, 2)))[0]?.email;
    expect(after).toBe(before);
  });

  it.each(LISTS)('refuses %j in the contact form, naming email', async (email) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/v2/contact-us',
      payload: { name: 'Riya', mobile: '9876512345', email, message: 'Hello there, a question about decor.' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain('email');
  });
});
