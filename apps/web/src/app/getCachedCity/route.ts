import { getCities } from '@/lib/api.server';

/** Same-origin city list (spec section 7): the /v2/getCities data, regenerated at most once a minute. */
export const revalidate = 60;

export async function GET() {
  return Response.json(await getCities());
}
