import { citiesResponse, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { getCities } from './cities.service';

export function citiesRoutes({ app, db }: AppContext): void {
  app.get(
    '/v2/getCities',
    {
      schema: {
        tags: ['site'],
        summary: 'Cities the store sells in',
        response: { 200: successEnvelope(citiesResponse) },
      },
    },
    async () => ok(await getCities(db)),
  );
}
