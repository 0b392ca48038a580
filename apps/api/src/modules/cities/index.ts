export { citiesRoutes } from './cities.route';
export { activeCity, readCitiesAhead, resolveCity } from './cities.service';
export { toCity } from './city.dto';
