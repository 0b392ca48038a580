import { LegalPage } from '@/modules/legal/LegalPage';
import { TERMS } from '@/modules/legal/terms';
import { pageMetadata } from '@/modules/seo/metadata';

export const metadata = pageMetadata(TERMS);

export default function Page() {
  return <LegalPage document={TERMS} />;
}
