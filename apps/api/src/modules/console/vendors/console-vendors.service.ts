import type { ConsoleVendor, vendorListQuery, vendorUpdateBody } from '@store/contract/console';
import type { Db } from '@store/db';
import { acceptanceRate, DAY_NAMES, DomainError } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import {
  findVendors,
  lockVendor,
  updateVendor,
  type VendorRow,
  vendorById,
  vendorsDetails,
} from './console-vendors.repository';

/** Vendors as the console shows them: each with its cities, ranked experiences and record. */
async function withDetails(db: Db, rows: VendorRow[]): Promise<ConsoleVendor[]> {
  const { cityRows, experienceRows, statRows } = await vendorsDetails(
    db,
    rows.map((v) => v.id),
  );
  return rows.map((v) => {
    const stat = statRows.find((s) => s.vendorId === v.id);
    const median = stat?.medianSeconds ?? null;
    return {
      id: v.id,
      name: v.name,
      mobile: v.mobile,
      whatsapp_opt_in: v.whatsappOptIn,
      working_days: [...v.workingDays].sort((a, b) => a - b),
      active: v.active,
      cities: cityRows.filter((c) => c.vendorId === v.id).map((c) => ({ id: c.id, name: c.name })),
      experiences: experienceRows
        .filter((e) => e.vendorId === v.id)
        .map((e) => ({ id: e.id, name: e.name, city: { id: e.cityId, name: e.cityName }, rank: e.rank })),
      requests: stat?.requests ?? 0,
      decided: stat?.decided ?? 0,
      acceptance_rate: acceptanceRate(stat?.accepted ?? 0, stat?.decided ?? 0),
      median_response_minutes: median === null ? null : Math.round(median / 60),
    };
  });
}

/** GET /admin/v1/vendors: by name or mobile, city, experience and whether active. */
export async function listVendors(db: Db, query: z.output<typeof vendorListQuery>) {
  const { rows, total } = await findVendors(
    db,
    {
      q: query.q || undefined,
      cityId: query.city_id,
      experienceId: query.experience_id,
      active: query.active === undefined ? undefined : query.active === 'true',
    },
    pageWindow(query),
  );
  return { items: await withDetails(db, rows), total };
}

/** GET /admin/v1/vendors/{id}. */
export async function vendorDetail(db: Db, id: number): Promise<ConsoleVendor> {
  const [vendor] = await withDetails(db, await vendorById(db, id));
  if (!vendor) throw new DomainError('NOT_FOUND', `Vendor ${id} was not found`);
  return vendor;
}

const days = (list: readonly number[]) => list.map((d) => DAY_NAMES[d]).join(', ');

/**
 * PUT /admin/v1/vendors/{id}: active, WhatsApp opt-in, working days, audited with each field
 * before and after. An inactive vendor, or one off on a day, is asked nothing new (the dispatch and
 * the console's assignment read these); requests already out stand.
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
    const before = {
      active: vendor.active,
      whatsapp_opt_in: vendor.whatsappOptIn,
      working_days: vendor.workingDays,
    };
    const after = {
      active: body.active ?? vendor.active,
      whatsapp_opt_in: body.whatsapp_opt_in ?? vendor.whatsappOptIn,
      working_days: body.working_days ? [...body.working_days].sort((a, b) => a - b) : vendor.workingDays,
    };
    await updateVendor(tx, id, {
      active: after.active,
      whatsappOptIn: after.whatsapp_opt_in,
      workingDays: after.working_days,
    });
    const said = [
      before.active !== after.active && (after.active ? 'active' : 'inactive'),
      before.whatsapp_opt_in !== after.whatsapp_opt_in && `WhatsApp ${after.whatsapp_opt_in ? 'on' : 'off'}`,
      body.working_days && `works ${days(after.working_days)}`,
    ].filter(Boolean);
    return {
      result: undefined,
      audit: {
        action: 'vendor.update',
        subject: { type: 'vendor', id },
        summary: `${vendor.name}: ${said.join('; ') || 'unchanged'}`,
        before,
        after,
      },
    };
  });
  return vendorDetail(db, id);
}
