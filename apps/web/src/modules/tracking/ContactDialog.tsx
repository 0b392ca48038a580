'use client';

import { ContactForm } from '@/modules/legal/ContactForm';
import { Dialog } from '@/ui/Dialog';

/** The contact modal (the "contact us modal"): the contact page's form, about this booking. */
export function ContactDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  return (
    <Dialog title="Contact us" testId="contact-dialog" onClose={onClose}>
      <ContactForm initialMessage={`About booking #${orderId}: `} />
    </Dialog>
  );
}
