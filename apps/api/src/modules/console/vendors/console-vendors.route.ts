import { idParams, successEnvelope } from '@store/contract';
import { consoleVendor, vendorList, vendorListQuery, vendorUpdateBody } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { operatorOf } from '../console-guard';
import { changeVendor, listVendors, vendorDetail } from './console-vendors.service';

/** Vendors: where they work, what they serve, their record; the basics to change. */
export function consoleVendorsRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/vendors',
    {
      schema: {
        summary: 'Vendors with their cities, ranked experiences, acceptance rate and response time',
        querystring: vendorListQuery,
        response: { 200: successEnvelope(vendorList) },
      },
    },
    async (request) => ok(await listVendors(db, request.query)),
  );

  app.get(
    '/vendors/:id',
    {
      schema: {
        summary: 'One vendor with their cities, ranked experiences and record',
        params: idParams,
        response: { 200: successEnvelope(consoleVendor) },
      },
    },
    async (request) => ok(await vendorDetail(db, request.params.id)),
  );

  app.put(
    '/vendors/:id',
    {
      schema: {
        summary: "Changes a vendor's active flag, WhatsApp opt-in or working days",
        params: idParams,
        body: vendorUpdateBody,
        response: { 200: successEnvelope(consoleVendor) },
      },
    },
    async (request) =>
      ok(
        await changeVendor(db, operatorOf(request), request.params.id, request.body, clock()),
        'Vendor saved.',
      ),
  );
}
