'use client';

import { Dialog } from '@/modules/auth/modal/Dialog';
import { ContactForm } from '@/modules/legal/ContactForm';

/** The contact modal (the "contact us modal"): the contact page's form, about this booking. */
export function ContactDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  return (
    <Dialog title="Contact us" testId="contact-dialog" onClose={onClose}>
      <ContactForm initialMessage={`About booking #${orderId}: `} />
    </Dialog>
  );
}
