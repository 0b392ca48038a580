import { idParams, successEnvelope } from '@store/contract';
import {
  categoryList,
  categoryListQuery,
  categoryUpdateBody,
  consoleCategory,
  consoleCustomization,
  consoleExperience,
  consoleRegion,
  consoleTag,
  customizationList,
  customizationListQuery,
  customizationUpdateBody,
  EXPERIENCE_IMAGE_FIELD,
  EXPERIENCE_IMAGE_MAX_BYTES,
  experienceCreateBody,
  experienceImageParts,
  experienceImageQuery,
  experienceList,
  experienceListQuery,
  experienceUpdateBody,
  regionList,
  regionListQuery,
  regionUpdateBody,
  tagList,
  tagListQuery,
  tagUpdateBody,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { uploadedFiles } from '../../files';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import { uploadExperienceImage } from './experience-image.service';
import {
  changeExperience,
  createExperience,
  getConsoleExperience,
  listExperiences,
} from './experiences.service';
import { refreshStore } from './store-refresh';
import {
  changeCategory,
  changeCustomization,
  changeRegion,
  changeTag,
  getCategory,
  getCustomization,
  getRegion,
  getTag,
  listCategories,
  listCustomizations,
  listRegions,
  listTags,
} from './taxonomy.service';

/**
 * The catalogue: any operator reads it, only admins change it. After every change
 * the store follows within seconds: the API's catalogue cache is emptied and the store asked to
 * revalidate its catalogue pages (store-refresh.ts).
 */
export function catalogueRoutes({
  app,
  db,
  clock,
  catalogueCache,
  storeRevalidation,
  files,
}: AppContext): void {
  const changed = async <T>(result: T, message: string) => {
    await refreshStore(db, catalogueCache, storeRevalidation, app.log);
    return ok(result, message);
  };

  app.get(
    '/catalogue/experiences',
    {
      schema: {
        summary: 'Experiences by id, name or short link; by city, category and active',
        querystring: experienceListQuery,
        response: { 200: successEnvelope(experienceList) },
      },
    },
    async (request) => ok(await listExperiences(db, request.query)),
  );

  app.get(
    '/catalogue/experiences/:id',
    {
      schema: {
        summary: 'An experience with every field the catalogue keeps',
        params: idParams,
        response: { 200: successEnvelope(consoleExperience) },
      },
    },
    async (request) => ok(await getConsoleExperience(db, request.params.id)),
  );

  app.post(
    '/catalogue/experiences',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Creates an experience (admins only)',
        body: experienceCreateBody,
        response: { 200: successEnvelope(consoleExperience) },
      },
    },
    async (request) =>
      changed(await createExperience(db, operatorOf(request), request.body, clock()), 'Experience created.'),
  );

  app.put(
    '/catalogue/experiences/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Changes the fields sent of an experience (admins only); the store follows within seconds',
        params: idParams,
        body: experienceUpdateBody,
        response: { 200: successEnvelope(consoleExperience) },
      },
    },
    async (request) =>
      changed(
        await changeExperience(db, operatorOf(request), request.params.id, request.body, clock()),
        'Experience saved.',
      ),
  );

  app.post(
    '/catalogue/experiences/:id/images',
    {
      config: ADMIN_ONLY,
      schema: {
        summary:
          'Uploads an image for an experience (admins): multipart/form-data, one JPEG, PNG or WebP file (by its bytes, at most 8 MB) in the field "image"; place=featured replaces the featured image, place=gallery adds it to the gallery; the store follows within seconds',
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: experienceImageQuery,
        body: experienceImageParts,
        response: { 200: successEnvelope(consoleExperience) },
      },
    },
    async (request) => {
      const uploads = uploadedFiles(request, {
        field: EXPERIENCE_IMAGE_FIELD,
        maxBytes: EXPERIENCE_IMAGE_MAX_BYTES,
        maxFiles: 1,
        what: 'the image',
        only: 'an image is',
        tooMany: 'Send one image at a time.',
      });
      const experience = await uploadExperienceImage(
        db,
        files,
        operatorOf(request),
        request.params.id,
        request.query.place,
        uploads,
        clock(),
      );
      return changed(
        experience,
        request.query.place === 'featured' ? 'Featured image uploaded.' : 'Image added to the gallery.',
      );
    },
  );

  app.get(
    '/catalogue/customizations',
    {
      schema: {
        summary: 'Add-ons with their city prices',
        querystring: customizationListQuery,
        response: { 200: successEnvelope(customizationList) },
      },
    },
    async (request) => ok(await listCustomizations(db, request.query)),
  );

  app.get(
    '/catalogue/customizations/:id',
    {
      schema: {
        summary: 'An add-on with its city prices',
        params: idParams,
        response: { 200: successEnvelope(consoleCustomization) },
      },
    },
    async (request) => ok(await getCustomization(db, request.params.id)),
  );

  app.put(
    '/catalogue/customizations/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Changes an add-on and its city prices (admins only)',
        params: idParams,
        body: customizationUpdateBody,
        response: { 200: successEnvelope(consoleCustomization) },
      },
    },
    async (request) =>
      changed(
        await changeCustomization(db, operatorOf(request), request.params.id, request.body, clock()),
        'Add-on saved.',
      ),
  );

  app.get(
    '/catalogue/tags',
    {
      schema: {
        summary: 'Tags with how many experiences carry each',
        querystring: tagListQuery,
        response: { 200: successEnvelope(tagList) },
      },
    },
    async (request) => ok(await listTags(db, request.query)),
  );

  app.get(
    '/catalogue/tags/:id',
    {
      schema: {
        summary: 'A tag',
        params: idParams,
        response: { 200: successEnvelope(consoleTag) },
      },
    },
    async (request) => ok(await getTag(db, request.params.id)),
  );

  app.put(
    '/catalogue/tags/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Changes a tag (admins only)',
        params: idParams,
        body: tagUpdateBody,
        response: { 200: successEnvelope(consoleTag) },
      },
    },
    async (request) =>
      changed(
        await changeTag(db, operatorOf(request), request.params.id, request.body, clock()),
        'Tag saved.',
      ),
  );

  app.get(
    '/catalogue/categories',
    {
      schema: {
        summary: 'Categories with how many experiences each holds',
        querystring: categoryListQuery,
        response: { 200: successEnvelope(categoryList) },
      },
    },
    async (request) => ok(await listCategories(db, request.query)),
  );

  app.get(
    '/catalogue/categories/:id',
    {
      schema: {
        summary: 'A category',
        params: idParams,
        response: { 200: successEnvelope(consoleCategory) },
      },
    },
    async (request) => ok(await getCategory(db, request.params.id)),
  );

  app.put(
    '/catalogue/categories/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Changes a category (admins only)',
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: successEnvelope(consoleCategory) },
      },
    },
    async (request) =>
      changed(
        await changeCategory(db, operatorOf(request), request.params.id, request.body, clock()),
        'Category saved.',
      ),
  );

  app.get(
    '/catalogue/regions',
    {
      schema: {
        summary: 'Regions of each city',
        querystring: regionListQuery,
        response: { 200: successEnvelope(regionList) },
      },
    },
    async (request) => ok(await listRegions(db, request.query)),
  );

  app.get(
    '/catalogue/regions/:id',
    {
      schema: {
        summary: 'A region',
        params: idParams,
        response: { 200: successEnvelope(consoleRegion) },
      },
    },
    async (request) => ok(await getRegion(db, request.params.id)),
  );

  app.put(
    '/catalogue/regions/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Changes a region (admins only)',
        params: idParams,
        body: regionUpdateBody,
        response: { 200: successEnvelope(consoleRegion) },
      },
    },
    async (request) =>
      changed(
        await changeRegion(db, operatorOf(request), request.params.id, request.body, clock()),
        'Region saved.',
      ),
  );
}
