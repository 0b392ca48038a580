import type { ConsoleVendor, vendorListQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import { acceptanceRate, DEFAULT_TIME_ZONE, DomainError, isPaused, ymdInZone } from '@store/domain';
import type { z } from 'zod';
import { pageWindow } from '../paging';
import { findVendors, type VendorRow, vendorById, vendorsDetails } from './console-vendors.repository';

/** Vendors as the console shows them: each with its cities, ranked experiences, pincodes and record. */
async function withDetails(db: Db, rows: VendorRow[], now: Date): Promise<ConsoleVendor[]> {
  const { cityRows, experienceRows, statRows, pincodeRows } = await vendorsDetails(
    db,
    rows.map((v) => v.id),
  );
  const today = ymdInZone(now, DEFAULT_TIME_ZONE);
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
      mobile_verified: v.mobileVerifiedAt !== null,
      daily_capacity: v.dailyCapacity,
      pause: v.pausedUntil ? { until: v.pausedUntil, reason: v.pauseReason ?? '' } : null,
      paused: isPaused(v.pausedUntil, today),
      pincodes: pincodeRows
        .filter((p) => p.vendorId === v.id)
        .map((p) => ({ pincode: p.pincode, city_id: p.cityId })),
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
export async function listVendors(db: Db, query: z.output<typeof vendorListQuery>, now: Date) {
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
  return { items: await withDetails(db, rows, now), total };
}

/** GET /admin/v1/vendors/{id}. */
export async function vendorDetail(db: Db, id: number, now: Date): Promise<ConsoleVendor> {
  const [vendor] = await withDetails(db, await vendorById(db, id), now);
  if (!vendor) throw new DomainError('NOT_FOUND', `Vendor ${id} was not found`);
  return vendor;
}
