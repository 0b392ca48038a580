import { consoleVendorsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { codeDelivery } from '../../accounts';
import { operatorOf } from '../console-guard';
import { listVendors, vendorDetail } from './console-vendors.service';
import { sendVendorCode, verifyVendorCode } from './vendor-mobile.service';
import { changeVendor, createVendor } from './vendor-setup.service';

/** Vendors: where they work, what they serve, their record; onboarding and changes; their mobile proven. */
export function consoleVendorsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const sms = codeDelivery(ctx);
  route(app, consoleVendorsOperations.vendors, async (request) =>
    ok(await listVendors(db, request.query, clock())),
  );

  route(app, consoleVendorsOperations.vendor, async (request) =>
    ok(await vendorDetail(db, request.params.id, clock())),
  );

  route(app, consoleVendorsOperations.createVendor, async (request) =>
    ok(await createVendor(db, operatorOf(request), request.body, clock()), 'Vendor added.'),
  );

  route(app, consoleVendorsOperations.updateVendor, async (request) =>
    ok(
      await changeVendor(db, operatorOf(request), request.params.id, request.body, clock()),
      'Vendor saved.',
    ),
  );

  route(app, consoleVendorsOperations.sendVendorCode, async (request) =>
    ok(
      await sendVendorCode(db, operatorOf(request), request.params.id, sms, clock()),
      'Code sent: ask the vendor to read it out.',
    ),
  );

  route(app, consoleVendorsOperations.verifyVendorCode, async (request) =>
    ok(
      await verifyVendorCode(db, operatorOf(request), request.params.id, request.body.otp, clock()),
      'Mobile verified.',
    ),
  );
}
