import { LegalPage } from '@/modules/legal/LegalPage';
import { REFUNDS } from '@/modules/legal/refunds';
import { pageMetadata } from '@/modules/seo/metadata';

export const metadata = pageMetadata(REFUNDS);

export default function Page() {
  return <LegalPage document={REFUNDS} />;
}
