import {
  consoleCatalogueOperations,
  EXPERIENCE_IMAGE_FIELD,
  EXPERIENCE_IMAGE_MAX_BYTES,
} from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { uploadedFiles } from '../../files';
import { operatorOf } from '../console-guard';
import { createCategory, createCustomization, createRegion, createTag } from './creations.service';
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

  route(app, consoleCatalogueOperations.catalogueExperiences, async (request) =>
    ok(await listExperiences(db, request.query)),
  );

  route(app, consoleCatalogueOperations.catalogueExperience, async (request) =>
    ok(await getConsoleExperience(db, request.params.id)),
  );

  route(app, consoleCatalogueOperations.createExperience, async (request) =>
    changed(await createExperience(db, operatorOf(request), request.body, clock()), 'Experience created.'),
  );

  route(app, consoleCatalogueOperations.changeExperience, async (request) =>
    changed(
      await changeExperience(db, operatorOf(request), request.params.id, request.body, clock()),
      'Experience saved.',
    ),
  );

  route(app, consoleCatalogueOperations.uploadExperienceImage, async (request) => {
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
  });

  route(app, consoleCatalogueOperations.catalogueCustomizations, async (request) =>
    ok(await listCustomizations(db, request.query)),
  );

  route(app, consoleCatalogueOperations.catalogueCustomization, async (request) =>
    ok(await getCustomization(db, request.params.id)),
  );

  route(app, consoleCatalogueOperations.createCustomization, async (request) =>
    changed(await createCustomization(db, operatorOf(request), request.body, clock()), 'Add-on created.'),
  );

  route(app, consoleCatalogueOperations.changeCustomization, async (request) =>
    changed(
      await changeCustomization(db, operatorOf(request), request.params.id, request.body, clock()),
      'Add-on saved.',
    ),
  );

  route(app, consoleCatalogueOperations.catalogueTags, async (request) =>
    ok(await listTags(db, request.query)),
  );

  route(app, consoleCatalogueOperations.catalogueTag, async (request) =>
    ok(await getTag(db, request.params.id)),
  );

  route(app, consoleCatalogueOperations.createTag, async (request) =>
    changed(await createTag(db, operatorOf(request), request.body, clock()), 'Tag created.'),
  );

  route(app, consoleCatalogueOperations.changeTag, async (request) =>
    changed(await changeTag(db, operatorOf(request), request.params.id, request.body, clock()), 'Tag saved.'),
  );

  route(app, consoleCatalogueOperations.catalogueCategories, async (request) =>
    ok(await listCategories(db, request.query)),
  );

  route(app, consoleCatalogueOperations.catalogueCategory, async (request) =>
    ok(await getCategory(db, request.params.id)),
  );

  route(app, consoleCatalogueOperations.createCategory, async (request) =>
    changed(await createCategory(db, operatorOf(request), request.body, clock()), 'Category created.'),
  );

  route(app, consoleCatalogueOperations.changeCategory, async (request) =>
    changed(
      await changeCategory(db, operatorOf(request), request.params.id, request.body, clock()),
      'Category saved.',
    ),
  );

  route(app, consoleCatalogueOperations.catalogueRegions, async (request) =>
    ok(await listRegions(db, request.query)),
  );

  route(app, consoleCatalogueOperations.catalogueRegion, async (request) =>
    ok(await getRegion(db, request.params.id)),
  );

  route(app, consoleCatalogueOperations.createRegion, async (request) =>
    changed(await createRegion(db, operatorOf(request), request.body, clock()), 'Region created.'),
  );

  route(app, consoleCatalogueOperations.changeRegion, async (request) =>
    changed(
      await changeRegion(db, operatorOf(request), request.params.id, request.body, clock()),
      'Region saved.',
    ),
  );
}
