import type { Db } from '@store/db';
import { validationError } from '@store/domain';
import {
  type AreaRow,
  areasOf,
  offeredPairs,
  pincodeCities,
  pincodesOf,
  ranksOfOthers,
} from './vendor-setup.repository';

export type AreaInput = { city_id: number; experience_id: number; rank?: number | undefined };
export type PlannedAreas = {
  areas: AreaRow[];
  served: { pincode: string; cityId: number }[];
  /** Places taken by other vendors, who move one down to make room. */
  makeRoom: AreaRow[];
};

const pair = (cityId: number, experienceId: number) => `${cityId}:${experienceId}`;

/**
 * Each experience in the catalogue's city, at the place asked (a vendor holding it moves one down,
 * with everyone after them), kept, or last in its list.
 */
async function rankedAreas(tx: Db, vendorId: number, input: AreaInput[], current: AreaRow[]) {
  const cityIds = [...new Set(input.map((a) => a.city_id))];
  const offered = await offeredPairs(
    tx,
    cityIds,
    input.map((a) => a.experience_id),
  );
  const missing = input.find((a) => !offered.has(pair(a.city_id, a.experience_id)));
  if (missing) {
    const said = `Experience ${missing.experience_id} is not offered in city ${missing.city_id}`;
    throw validationError({ areas: said }, said);
  }
  const others = await ranksOfOthers(tx, vendorId, cityIds);
  const makeRoom: AreaRow[] = [];
  const areas = input.map((a): AreaRow => {
    const list = others.filter((o) => o.cityId === a.city_id && o.experienceId === a.experience_id);
    const kept = current.find((c) => c.cityId === a.city_id && c.experienceId === a.experience_id);
    const rank = a.rank ?? kept?.rank ?? Math.max(0, ...list.map((o) => o.rank)) + 1;
    const area = { cityId: a.city_id, experienceId: a.experience_id, rank };
    if (list.some((o) => o.rank === rank)) makeRoom.push(area);
    return area;
  });
  return { areas, makeRoom };
}

/**
 * Where the vendor will work, checked: every experience offered in its city, each at its place,
 * every pincode known and in one of the vendor's cities. Undefined when neither changes. A refusal
 * names its field (`areas`, `pincodes`); the caller's transaction then writes nothing.
 */
export async function planAreas(
  tx: Db,
  vendorId: number,
  input: { areas?: AreaInput[] | undefined; pincodes?: string[] | undefined },
): Promise<PlannedAreas | undefined> {
  if (input.areas === undefined && input.pincodes === undefined) return undefined;
  const current = vendorId === 0 ? [] : await areasOf(tx, vendorId);
  const { areas, makeRoom } = input.areas
    ? await rankedAreas(tx, vendorId, input.areas, current)
    : { areas: current, makeRoom: [] };
  const cities = new Set(areas.map((a) => a.cityId));
  const wanted =
    input.pincodes ??
    (vendorId === 0 ? [] : await pincodesOf(tx, vendorId))
      .filter((p) => cities.has(p.cityId))
      .map((p) => p.pincode);
  const known = await pincodeCities(tx, wanted);
  const unknown = wanted.find((p) => !known.has(p));
  if (unknown)
    throw validationError({ pincodes: `Unknown pincode ${unknown}` }, `Unknown pincode ${unknown}`);
  const elsewhere = wanted.find((p) => !cities.has(known.get(p) ?? 0));
  if (elsewhere) {
    const said = `Pincode ${elsewhere} is in a city this vendor does not work in`;
    throw validationError({ pincodes: said }, said);
  }
  return { areas, makeRoom, served: wanted.map((pincode) => ({ pincode, cityId: known.get(pincode) ?? 0 })) };
}
