import { experiencesOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getExperienceDetail } from './experience.service';

export function experienceRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, experiencesOperations.experience, async (request, reply) => {
    const city = requestedCity(request);
    const { id } = request.params;
    return sendCachedJson(reply, catalogueCache, `experience:${id}:${city}`, async () =>
      ok(await getExperienceDetail(db, id, city)),
    );
  });
}
