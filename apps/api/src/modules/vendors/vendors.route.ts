import multipart from '@fastify/multipart';
import {
  successEnvelope,
  vendorPhotosParts,
  vendorResponseQuery,
  vendorResponseView,
  vendorTokenQuery,
} from '@store/contract';
import { DEFAULT_TIME_ZONE, SETUP_PHOTO_MAX_BYTES, vendorResponseMessage } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { uploadedPhotos } from './photo-upload';
import { addSetupPhotos } from './setup-photos.service';
import { markVendorStep } from './vendor-day.service';
import { respondToVendorRequest, vendorResponseView as viewOf } from './vendor-response.service';

/**
 * The vendor response page's calls (docs/http-contract.md, "Operations"). No session: the signed
 * token of the request's link is the credential. The response is a GET, as the contract has it (the
 * link a vendor taps); it is one-time, so repeating it changes nothing and answers 400.
 */
export function vendorsRoutes(ctx: AppContext): void {
  const { app, db, clock, linkSecret, files } = ctx;
  const linkOf = (token: string) => ({ secret: linkSecret, token, timeZone: DEFAULT_TIME_ZONE });
  // Multipart bodies for the setup photos (its own limits per upload, photo-upload.ts). Other
  // routes never read one: a multipart body sent to them fails their body schema with a 400.
  app.register(multipart, { limits: { fileSize: SETUP_PHOTO_MAX_BYTES } });

  app.get(
    '/v1/vendor/get_response_view',
    {
      schema: {
        tags: ['vendors'],
        summary: "A booking request as its vendor sees it (vendor_data), from its link's token",
        querystring: vendorTokenQuery,
        response: { 200: successEnvelope(vendorResponseView) },
      },
    },
    async (request) => ok(await viewOf(db, linkOf(request.query.token), clock())),
  );

  app.get(
    '/v1/vendor/response',
    {
      schema: {
        tags: ['vendors'],
        summary: "The vendor's one-time answer to a booking request: response=1 accepts, 0 rejects",
        querystring: vendorResponseQuery,
        response: { 200: successEnvelope(vendorResponseView) },
      },
    },
    async (request) => {
      const { token, response } = request.query;
      const link = { ...linkOf(token), response };
      return ok(await respondToVendorRequest(db, link, clock()), vendorResponseMessage(response));
    },
  );

  // The accepted vendor's day, from the same link: POSTs, since each changes
  // the order (a link preview or prefetch must never mark a booking done).
  const steps = [
    ['on_the_way', 'The accepted vendor marks the booking on the way (once, after accepting)'],
    ['done', 'The accepted vendor marks the booking done (once, on the way, with a setup photo)'],
  ] as const;
  for (const [step, summary] of steps) {
    app.post(
      `/v1/vendor/${step}`,
      {
        schema: {
          tags: ['vendors'],
          summary,
          querystring: vendorTokenQuery,
          response: { 200: successEnvelope(vendorResponseView) },
        },
      },
      async (request) => {
        const view = await markVendorStep(db, linkOf(request.query.token), step, clock());
        return ok(view, step === 'done' ? 'Marked done' : 'Marked on the way');
      },
    );
  }

  app.post(
    '/v1/vendor/photos',
    {
      schema: {
        tags: ['vendors'],
        summary:
          'The accepted vendor adds setup photos while on the way: multipart/form-data, files in the field "photos" (JPEG, PNG or WebP by their bytes, at most 8 MB each, 6 per booking)',
        consumes: ['multipart/form-data'],
        querystring: vendorTokenQuery,
        body: vendorPhotosParts,
        response: { 200: successEnvelope(vendorResponseView) },
      },
    },
    async (request) => {
      const link = linkOf(request.query.token);
      const view = await addSetupPhotos(db, files, link, uploadedPhotos(request), clock());
      return ok(view, 'Photos added');
    },
  );
}
