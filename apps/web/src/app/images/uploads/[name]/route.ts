import { storedImage } from '@/lib/stored-image.server';

/** GET /images/uploads/{name}: an experience image an operator uploaded (lib/stored-image.server.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return storedImage('experience-images', (await params).name);
}
