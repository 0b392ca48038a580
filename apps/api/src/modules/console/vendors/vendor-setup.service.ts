import type { ConsoleVendor, vendorCreateBody, vendorUpdateBody } from '@store/contract/console';
import type { Db } from '@store/db';
import { DAY_NAMES, DEFAULT_TIME_ZONE, DomainError, validationError, ymdInZone } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { lockVendor, updateVendor } from './console-vendors.repository';
import { vendorDetail } from './console-vendors.service';
import { type PlannedAreas, planAreas } from './vendor-areas.service';
import {
  areasOf,
  insertVendor,
  lockRankedLists,
  replaceAreas,
  vendorWithMobile,
} from './vendor-setup.repository';

const days = (list: readonly number[]) => list.map((d) => DAY_NAMES[d]).join(', ');
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const areasSaid = (planned: PlannedAreas) =>
  [
    `${planned.areas.length} experience(s) in ${new Set(planned.areas.map((a) => a.cityId)).size} city(ies)`,
    planned.served.length === 0
      ? 'all pincodes'
      : `pincodes ${planned.served.map((p) => p.pincode).join(' ')}`,
    ...planned.makeRoom.map(
      (p) => `number ${p.rank} for experience ${p.experienceId} in city ${p.cityId} (the others moved down)`,
    ),
  ].join(', ');

async function mobileFree(tx: Db, mobile: string, exceptId = 0): Promise<void> {
  const holder = await vendorWithMobile(tx, mobile, exceptId);
  if (!holder) return;
  const said = `${mobile} is the mobile of ${holder.name}`;
  throw new DomainError('VENDOR_MOBILE_TAKEN', said, { mobile: said });
}

/**
 * POST /admin/v1/vendors (admins): a vendor with where they work, what they serve (last in each
 * list unless placed: those from that place on move one down), their pincodes, days and capacity. Their mobile is unproven: they are asked
 * for nothing until they read out the code texted to it.
 */
export async function createVendor(
  db: Db,
  operator: Operator,
  body: z.output<typeof vendorCreateBody>,
  now: Date,
): Promise<ConsoleVendor> {
  const id = await audited(db, { userId: operator.userId, now }, async (tx) => {
    await mobileFree(tx, body.mobile);
    await lockRankedLists(tx);
    const vendorId = await insertVendor(tx, {
      name: body.name,
      mobile: body.mobile,
      whatsappOptIn: body.whatsapp_opt_in,
      workingDays: sorted(body.working_days),
      dailyCapacity: body.daily_capacity,
      createdAt: now,
    });
    const planned = await planAreas(tx, vendorId, { areas: body.areas, pincodes: body.pincodes });
    if (planned) await replaceAreas(tx, vendorId, planned);
    const after = { ...body, working_days: sorted(body.working_days), areas: planned?.areas };
    return {
      result: vendorId,
      audit: {
        action: 'vendor.create',
        subject: { type: 'vendor', id: vendorId },
        summary: `${body.name} (${body.mobile}) added: ${planned ? areasSaid(planned) : ''}; mobile not verified yet`,
        after,
      },
    };
  });
  return vendorDetail(db, id, now);
}

/**
 * PUT /admin/v1/vendors/{id}: any of name, mobile (a new one is unproven until its code is read
 * out), WhatsApp, working days, daily capacity, areas, pincodes and pause; the active flag only by
 * an admin (a deactivated vendor keeps their history and is asked nothing new). Audited with each
 * field before and after. Requests already out stand.
 */
export async function changeVendor(
  db: Db,
  operator: Operator,
  id: number,
  body: z.output<typeof vendorUpdateBody>,
  now: Date,
): Promise<ConsoleVendor> {
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    const vendor = await lockVendor(tx, id);
    if (!vendor) throw new DomainError('NOT_FOUND', `Vendor ${id} was not found`);
    if (body.active !== undefined && body.active !== vendor.active && operator.role !== 'admin') {
      const said = `Only an admin ${body.active ? 'reactivates' : 'deactivates'} a vendor`;
      throw new DomainError('FORBIDDEN', said, { active: said });
    }
    if (body.pause && body.pause.until <= ymdInZone(now, DEFAULT_TIME_ZONE)) {
      const said = 'pause.until must be a date after today: the vendor is asked again from that day';
      throw validationError({ 'pause.until': said }, said);
    }
    const newMobile = body.mobile !== undefined && body.mobile !== vendor.mobile ? body.mobile : undefined;
    if (newMobile) await mobileFree(tx, newMobile, id);
    if (body.areas) await lockRankedLists(tx);
    const planned = await planAreas(tx, id, body);
    const areasBefore = planned ? await areasOf(tx, id) : undefined;
    if (planned) await replaceAreas(tx, id, planned);
    const before = {
      name: vendor.name,
      mobile: vendor.mobile,
      mobile_verified: vendor.mobileVerifiedAt !== null,
      active: vendor.active,
      whatsapp_opt_in: vendor.whatsappOptIn,
      working_days: vendor.workingDays,
      daily_capacity: vendor.dailyCapacity,
      pause: vendor.pausedUntil ? { until: vendor.pausedUntil, reason: vendor.pauseReason } : null,
    };
    const pause = body.pause === undefined ? before.pause : body.pause;
    const after = {
      name: body.name ?? vendor.name,
      mobile: newMobile ?? vendor.mobile,
      mobile_verified: newMobile ? false : before.mobile_verified,
      active: body.active ?? vendor.active,
      whatsapp_opt_in: body.whatsapp_opt_in ?? vendor.whatsappOptIn,
      working_days: body.working_days ? sorted(body.working_days) : vendor.workingDays,
      daily_capacity: body.daily_capacity === undefined ? vendor.dailyCapacity : body.daily_capacity,
      pause,
    };
    await updateVendor(tx, id, {
      name: after.name,
      mobile: after.mobile,
      ...(newMobile ? { mobileVerifiedAt: null } : {}),
      active: after.active,
      whatsappOptIn: after.whatsapp_opt_in,
      workingDays: after.working_days,
      dailyCapacity: after.daily_capacity,
      pausedUntil: pause?.until ?? null,
      pauseReason: pause?.reason ?? null,
    });
    const said = [
      before.name !== after.name && `renamed ${after.name}`,
      newMobile && `mobile ${newMobile} (not verified)`,
      before.active !== after.active && (after.active ? 'active' : 'inactive'),
      before.whatsapp_opt_in !== after.whatsapp_opt_in && `WhatsApp ${after.whatsapp_opt_in ? 'on' : 'off'}`,
      body.working_days && `works ${days(after.working_days)}`,
      body.daily_capacity !== undefined && `takes ${after.daily_capacity ?? 'any number of'} bookings a day`,
      body.pause && `paused until ${body.pause.until}: ${body.pause.reason}`,
      body.pause === null && before.pause && 'pause ended',
      planned && areasSaid(planned),
    ].filter(Boolean);
    return {
      result: undefined,
      audit: {
        action: 'vendor.update',
        subject: { type: 'vendor', id },
        summary: `${vendor.name}: ${said.join('; ') || 'unchanged'}`,
        before: planned ? { ...before, areas: areasBefore } : before,
        after: planned
          ? { ...after, areas: planned.areas, pincodes: planned.served.map((p) => p.pincode) }
          : after,
      },
    };
  });
  return vendorDetail(db, id, now);
}
