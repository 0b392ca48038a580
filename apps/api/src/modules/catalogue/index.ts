import type { ApiModule } from '../../app-context';

export { toFeaturedCard, toTagSections } from './card.dto';
export { catalogueChanged } from './catalogue-version.service';
export { watchCatalogueVersion } from './catalogue-version-watch';
export type { SellableExperience } from './experience-in-city.service';
export { experienceSoldIn, sellable } from './experience-in-city.service';

export const catalogueModule: ApiModule = {
  name: 'catalogue',
};
export { cardsByTag, pageOfCards } from './cards.service';
