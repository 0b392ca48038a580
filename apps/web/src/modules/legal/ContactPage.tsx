import { LEGAL_PATHS, OPS_CONTACT, SUPPORT_EMAIL, SUPPORT_HOURS } from '@store/domain';
import Link from 'next/link';
import { ContactForm } from './ContactForm';
import styles from './Legal.module.css';
import { RequirementForm } from './RequirementForm';
import { SiteFeedbackForm } from './SiteFeedbackForm';

const digits = OPS_CONTACT.replace(/\D/g, '');

/**
 * `/contact`: the fixed support number (docs/product.md, "Business constants") by call and
 * WhatsApp, and email.
 */
export function ContactPage() {
  return (
    <article className={styles.page} data-testid="contact-page">
      <h1>Contact us</h1>
      <p>
        We answer on {SUPPORT_HOURS}. For a booking, have your order number ready: it is on your order
        confirmation and under Upcoming Bookings in your profile.
      </p>
      <ul className={styles.ways}>
        <li className={styles.way}>
          <h2>Call us</h2>
          <p>
            <a href={`tel:+${digits}`} data-testid="contact-call">
              {OPS_CONTACT}
            </a>
          </p>
        </li>
        <li className={styles.way}>
          <h2>WhatsApp</h2>
          <p>
            <a href={`https://wa.me/${digits}`} rel="noopener" target="_blank" data-testid="contact-whatsapp">
              Message {OPS_CONTACT}
            </a>
          </p>
        </li>
        <li className={styles.way}>
          <h2>Email</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="contact-email">
              {SUPPORT_EMAIL}
            </a>{' '}
            (we reply within a working day)
          </p>
        </li>
      </ul>
      <ContactForm />
      <RequirementForm />
      <SiteFeedbackForm />
      <p>
        Before you write, these may already answer you: our{' '}
        <Link href={LEGAL_PATHS.refunds}>cancellation and refund policy</Link>,{' '}
        <Link href={LEGAL_PATHS.terms}>terms of use</Link> and{' '}
        <Link href={LEGAL_PATHS.privacy}>privacy policy</Link>.
      </p>
    </article>
  );
}
