import { LegalPage } from '@/modules/legal/LegalPage';
import { PRIVACY } from '@/modules/legal/privacy';
import { pageMetadata } from '@/modules/seo/metadata';

export const metadata = pageMetadata(PRIVACY);

export default function Page() {
  return <LegalPage document={PRIVACY} />;
}
