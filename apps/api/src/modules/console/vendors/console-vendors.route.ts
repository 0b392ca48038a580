import { consoleVendorsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import { changeVendor, listVendors, vendorDetail } from './console-vendors.service';

/** Vendors: where they work, what they serve, their record; the basics to change. */
export function consoleVendorsRoutes({ app, db, clock }: AppContext): void {
  route(app, consoleVendorsOperations.vendors, async (request) => ok(await listVendors(db, request.query)));

  route(app, consoleVendorsOperations.vendor, async (request) =>
    ok(await vendorDetail(db, request.params.id)),
  );

  route(app, consoleVendorsOperations.updateVendor, async (request) =>
    ok(
      await changeVendor(db, operatorOf(request), request.params.id, request.body, clock()),
      'Vendor saved.',
    ),
  );
}
