import type { ApiModule } from '../../app-context';
import { citiesRoutes } from './cities.route';
import { readCitiesAhead } from './cities.service';

export { activeCity, resolveCity } from './cities.service';
export { toCity } from './city.dto';

export const citiesModule: ApiModule = {
  name: 'cities',
  routes: [citiesRoutes],
  ready: ({ db }) => readCitiesAhead(db),
};
