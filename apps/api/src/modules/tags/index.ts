export { toTagSummary } from './tag.dto';
export { tagsRoutes } from './tags.route';
