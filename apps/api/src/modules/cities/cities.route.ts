import { citiesOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getCities } from './cities.service';

export function citiesRoutes({ app, db }: AppContext): void {
  route(app, citiesOperations.cities, async () => ok(await getCities(db)));
}
