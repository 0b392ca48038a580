import {
  customizationCategoryParams,
  customizationList,
  customizationSlugParams,
  customizationsByCategory,
} from '../booking';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/customizations, each declared once: the API registers them, the clients call them. */
export const customizationsOperations = declareOperations({
  customizations: {
    method: 'GET',
    path: '/v5/getCustomizationByExpID/:id',
    access: 'public',
    tags: ['customizations'],
    summary: 'The add-ons of an experience priced for the CITY, by category, Recommended first',
    params: idParams,
    replies: { 200: successEnvelope(customizationsByCategory) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
  allCustomizations: {
    method: 'GET',
    path: '/v5/getAllCustomization/:id',
    access: 'public',
    tags: ['customizations'],
    summary: 'The add-ons of an experience priced for the CITY, as one list',
    params: idParams,
    replies: { 200: successEnvelope(customizationList) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
  customizationsOfCategory: {
    method: 'GET',
    path: '/v5/getCustomizationInfoByCategory/:a/:b',
    access: 'public',
    tags: ['customizations'],
    summary: 'The add-ons of one category (b) of an experience (a), priced for the CITY',
    params: customizationCategoryParams,
    replies: { 200: successEnvelope(customizationList) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
  customizationsBySlug: {
    method: 'GET',
    path: '/v5/getCustomizations/slug/:a/:b',
    access: 'public',
    tags: ['customizations'],
    summary: 'The add-ons of the experience with short link a, priced in the city b, by category',
    params: customizationSlugParams,
    replies: { 200: successEnvelope(customizationsByCategory) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});
