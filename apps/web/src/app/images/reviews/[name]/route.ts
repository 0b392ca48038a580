import { storedImage } from '@/lib/stored-image.server';

/** GET /images/reviews/{name}: a customer's review photo (lib/stored-image.server.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return storedImage('review-photos', (await params).name);
}
