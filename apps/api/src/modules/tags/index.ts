import type { ApiModule } from '../../app-context';
import { tagsRoutes } from './tags.route';

export { toTagSummary } from './tag.dto';

export const tagsModule: ApiModule = {
  name: 'tags',
  routes: [tagsRoutes],
};
export { findTag } from './tags.service';
