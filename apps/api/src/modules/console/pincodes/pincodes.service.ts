import type { ConsolePincode, consolePincodeListQuery, pincodeBody } from '@store/contract/console';
import type { Db } from '@store/db';
import { DomainError, isServiceable, NOT_SERVICEABLE_CHARGE, validationError } from '@store/domain';
import type { z } from 'zod';
import { type Actor, audited } from '../audit/audited';
import { cityName as findCityName } from '../lookups/lookups.repository';
import { pageWindow } from '../paging';
import {
  deletePincode,
  findPincodes,
  findRegion,
  listedPincode,
  lockPincode,
  type PincodeRow,
  savePincode,
} from './pincodes.repository';

const toPincode = (r: PincodeRow): ConsolePincode => ({
  pincode: r.pincode,
  city: { id: r.cityId, name: r.cityName },
  region: r.regionId === null ? null : { id: r.regionId, name: r.regionName ?? '' },
  serviceable: isServiceable(r.charge),
  delivery_charge: isServiceable(r.charge) ? r.charge : 0,
});

/** What the audit keeps of a pincode: its city, region and charge as the store reads it. */
const stateOf = (p: { cityId: number; regionId: number | null; additionalDeliveryCharge: number }) => ({
  city_id: p.cityId,
  region_id: p.regionId,
  serviceable: isServiceable(p.additionalDeliveryCharge),
  delivery_charge: isServiceable(p.additionalDeliveryCharge) ? p.additionalDeliveryCharge : 0,
});

/** GET /admin/v1/pincodes: `q` is the start of a pincode. */
export async function listPincodes(db: Db, q: z.output<typeof consolePincodeListQuery>) {
  const prefix = q.q && /^[0-9]{1,6}$/.test(q.q) ? q.q : undefined;
  if (q.q && prefix === undefined) {
    throw validationError(
      { q: 'q must be the first digits of a pincode' },
      'q must be the first digits of a pincode',
    );
  }
  const { rows, total } = await findPincodes(db, { cityId: q.city_id, prefix }, pageWindow(q));
  return { items: rows.map(toPincode), total };
}

/**
 * PUT /admin/v1/pincodes/{pincode}: adds the pincode to a city or changes its region and delivery
 * charge; not serviceable is kept as the store reads it (charge -1). An unknown city or a region
 * of another city is a 400 naming it; nothing is written.
 */
export async function putPincode(db: Db, actor: Actor, pincode: string, body: z.output<typeof pincodeBody>) {
  const cityName = await findCityName(db, body.city_id);
  if (cityName === undefined) {
    throw validationError(
      { city_id: `City ${body.city_id} is not known.` },
      `City ${body.city_id} is not known.`,
    );
  }
  if (body.region_id !== null) {
    const region = await findRegion(db, body.region_id);
    if (region?.cityId !== body.city_id) {
      const message = region
        ? `${region.name} is not a region of ${cityName}.`
        : `Region ${body.region_id} is not known.`;
      throw validationError({ region_id: message }, message);
    }
  }
  const row = {
    pincode,
    cityId: body.city_id,
    regionId: body.region_id,
    additionalDeliveryCharge: body.serviceable ? body.delivery_charge : NOT_SERVICEABLE_CHARGE,
  };
  return audited(db, actor, async (tx) => {
    const before = await lockPincode(tx, pincode);
    const saved = toPincode(await savePincode(tx, row));
    const what = saved.serviceable ? `₹${saved.delivery_charge} delivery` : 'not serviceable';
    return {
      result: saved,
      audit: {
        action: 'pincode.save',
        subject: { type: 'pincode', id: pincode },
        summary: `${pincode} (${cityName}${saved.region ? `, ${saved.region.name}` : ''}): ${before ? '' : 'added, '}${what}`,
        before: before ? stateOf(before) : null,
        after: stateOf(row),
      },
    };
  });
}

/**
 * DELETE /admin/v1/pincodes/{pincode}: the store no longer knows the pincode, so it answers "not
 * serviceable" there, as for any pincode it does not know. Nothing refers to the row: orders keep
 * their own pincode and the delivery charge they were charged, and a saved address keeps its
 * pincode (the store checks it again at the next booking). Marking it not serviceable (PUT) keeps
 * the row, its city and region instead. An unknown pincode is a 404.
 */
export async function removePincode(db: Db, actor: Actor, pincode: string): Promise<ConsolePincode> {
  return audited(db, actor, async (tx) => {
    const before = await lockPincode(tx, pincode);
    const listed = before && (await listedPincode(tx, pincode));
    if (!before || !listed) throw new DomainError('NOT_FOUND', `Pincode ${pincode} is not known.`);
    await deletePincode(tx, pincode);
    const removed = toPincode(listed);
    return {
      result: removed,
      audit: {
        action: 'pincode.delete',
        subject: { type: 'pincode', id: pincode },
        summary: `${pincode} (${removed.city.name}${removed.region ? `, ${removed.region.name}` : ''}): removed`,
        before: stateOf(before),
      },
    };
  });
}
