import { successEnvelope, vendorResponseQuery, vendorResponseView, vendorTokenQuery } from '@store/contract';
import { DEFAULT_TIME_ZONE, vendorResponseMessage } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { respondToVendorRequest, vendorResponseView as viewOf } from './vendor-response.service';

/**
 * The vendor response page's calls (spec section 7). No session: the signed token of the request's
 * link is the credential. The response is a GET, as the specification has it (the link a vendor
 * taps); it is one-time, so repeating it changes nothing and answers 400.
 */
export function vendorsRoutes(ctx: AppContext): void {
  const { app, db, clock, linkSecret } = ctx;

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
    async (request) => {
      const link = { secret: linkSecret, token: request.query.token, timeZone: DEFAULT_TIME_ZONE };
      return ok(await viewOf(db, link, clock()));
    },
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
      const link = { secret: linkSecret, token, timeZone: DEFAULT_TIME_ZONE, response };
      return ok(await respondToVendorRequest(db, link, clock()), vendorResponseMessage(response));
    },
  );
}
