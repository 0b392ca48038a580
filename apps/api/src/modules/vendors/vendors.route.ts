import multipart from '@fastify/multipart';
import { vendorsOperations } from '@store/contract';
import { DEFAULT_TIME_ZONE, SETUP_PHOTO_MAX_BYTES, vendorResponseMessage } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
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

  route(app, vendorsOperations.vendorResponseView, async (request) =>
    ok(await viewOf(db, linkOf(request.query.token), clock())),
  );

  route(app, vendorsOperations.vendorResponse, async (request) => {
    const { token, response } = request.query;
    const link = { ...linkOf(token), response };
    return ok(await respondToVendorRequest(db, link, clock()), vendorResponseMessage(response));
  });

  // The accepted vendor's day, from the same link: POSTs, since each changes
  // the order (a link preview or prefetch must never mark a booking done).
  const steps = [
    [vendorsOperations.vendorOnTheWay, 'on_the_way'],
    [vendorsOperations.vendorDone, 'done'],
  ] as const;
  for (const [operation, step] of steps) {
    route(app, operation, async (request) => {
      const view = await markVendorStep(db, linkOf(request.query.token), step, clock());
      return ok(view, step === 'done' ? 'Marked done' : 'Marked on the way');
    });
  }

  route(app, vendorsOperations.vendorPhotos, async (request) => {
    const link = linkOf(request.query.token);
    const view = await addSetupPhotos(db, files, link, uploadedPhotos(request), clock());
    return ok(view, 'Photos added');
  });
}
