import { LEGAL_PATHS } from '@store/domain';
import { ContactPage } from '@/modules/legal/ContactPage';
import { pageMetadata } from '@/modules/seo/metadata';

export const metadata = pageMetadata({
  title: 'Contact us',
  description: 'Call, WhatsApp or email Experience Store about a booking, a refund or anything else.',
  path: LEGAL_PATHS.contact,
});

export default function Page() {
  return <ContactPage />;
}
