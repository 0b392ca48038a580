import { successEnvelope } from '../envelope';
import { menuResponse } from '../menu';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/menu, each declared once: the API registers them, the clients call them. */
export const menuOperations = declareOperations({
  menu: {
    method: 'GET',
    path: '/v3/getMenuJson',
    access: 'public',
    tags: ['site'],
    summary: 'Header menu for the CITY header: categories with their tags that have experiences there',
    replies: { 200: successEnvelope(menuResponse) },
    errors: ['UNKNOWN_CITY'],
  },
});
