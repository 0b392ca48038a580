import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { smtpEmail } from '../../src/modules/messaging/smtp-email';
import { PRICE, placePaid } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { decodedMail, useSmtpStandIn } from '../support/smtp-stand-in';
import { useTestApp } from '../support/test-app';

// The booking confirmation's email, as a local SMTP stand-in receives it: an HTML version (made
// with MJML) with the slot, the place, the amounts, the tracking link and where the tax invoice is,
// beside the plain text. Seed: experience 14 (Delhi) on Fri 4 Dec 2026 at 1:00 PM; customer 2 has
// a verified email.

const { mails, url: smtpUrl } = useSmtpStandIn();

describe('the booking confirmation email', () => {
  const t = useTestApp();

  it('goes as HTML with the slot, the place, the amounts, the tracking link and the invoice', async () => {
    const id = await placePaid(t(), await sessionFor(t(), 2));
    const [order] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, id));
    await deliverDueMessages(
      t().database.db,
      {
        sms: outboxSms,
        storeUrl: 'https://experience-store.in',
        linkSecret: DEVELOPMENT_LINK_SECRET,
        email: smtpEmail({
          provider: 'smtp',
          url: smtpUrl(),
          from: 'Store <care@experience-store.in>',
        }),
      },
      TEST_NOW,
    );
    const raw = mails.find((m) => m.includes(`Subject: Booking #${id} confirmed`)) ?? '';
    expect(raw).toContain('Content-Type: text/html');
    const mail = decodedMail(raw);
    const link = `https://experience-store.in/track_order/${id}?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`;
    expect(mail).toContain(`Booking #${id} confirmed</div>`);
    expect(mail).toContain('When: Fri 4 Dec, 1:00 PM');
    expect(mail).toContain(`Where: ${order?.locality || 'as agreed'}`);
    expect(mail).toMatch(new RegExp(`Price</td><td align="right">₹${PRICE.toLocaleString('en-IN')}`));
    expect(mail).toMatch(new RegExp(`Paid</td><td align="right">₹${PRICE.toLocaleString('en-IN')}`));
    expect(mail).toContain(`href="${link}"`);
    expect(mail).toContain('Your GST tax invoice is on the booking page, ready to download.');
  });
});
