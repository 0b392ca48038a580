import { type ApiClient, ApiError, errorKind } from '@store/api-client';
import { type DataProvider, HttpError } from 'react-admin';
import { auditResource } from '../audit/audit.data';
import { slotPatternsResource, slotsResource, surgesResource } from '../availability/availability.data';
import { catalogueResources } from '../catalogue/catalogue.data';
import { couponsResource, giftCodesResource } from '../coupons/coupons.data';
import { inboxResource, reviewQueueResource } from '../inbox/inbox.data';
import { ordersResource } from '../orders/orders.data';
import { payoutsResource } from '../payouts/payouts.data';
import { peopleResource } from '../people/people.data';
import { pincodesResource } from '../pincodes/pincodes.data';
import { vendorsResource } from '../vendors/vendors.data';
import { walletCreditsResource } from '../wallet-credits/wallet-credits.data';
import type { ResourceAdapter } from './resource';

/** The fields a form changed: only they are sent, so the audit keeps only them. */
function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous?.[key])),
  );
}

/** A refused change as react-admin's forms show it: each field's message under its input. */
async function withFieldErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && errorKind(error) === 'bad-request')
      throw new HttpError(error.message, 400, {
        errors: { ...error.fields, root: { serverError: error.message } },
      });
    throw error;
  }
}

/**
 * react-admin's data provider over the console's API: each resource's adapter (its screen's
 * `*.data.ts`) reads through packages/api-client. Changes are the screens' own actions (each one a
 * call of its endpoint, audited by the API), not react-admin's generic create/update/delete.
 */
export function consoleDataProvider(api: ApiClient): DataProvider {
  const resources: Record<string, ResourceAdapter> = {
    orders: ordersResource(api),
    audit: auditResource(api),
    people: peopleResource(api),
    // Catalogue
    ...catalogueResources(api),
    // Availability, pincodes and coupons
    slots: slotsResource(api),
    'slot-patterns': slotPatternsResource(api),
    surges: surgesResource(api),
    pincodes: pincodesResource(api),
    coupons: couponsResource(api),
    'gift-codes': giftCodesResource(api),
    vendors: vendorsResource(api),
    inbox: inboxResource(api),
    reviews: reviewQueueResource(api),
    'wallet-credits': walletCreditsResource(api),
    payouts: payoutsResource(api),
  };
  const adapter = (resource: string) => {
    const found = resources[resource];
    if (!found) throw new Error(`The console has no resource ${resource}`);
    return found;
  };
  const unsupported = (what: string) => () => Promise.reject(new Error(`The console does not ${what} here`));
  return {
    getList: (resource, params) => adapter(resource).getList(params),
    getOne: (resource, params) => {
      const { getOne } = adapter(resource);
      if (!getOne) return Promise.reject(new Error(`${resource} has no page of its own`));
      return getOne(params.id);
    },
    getMany: async (resource, params) => {
      const { getOne } = adapter(resource);
      if (!getOne) return { data: [] };
      return { data: await Promise.all(params.ids.map(async (id) => (await getOne(id)).data)) };
    },
    getManyReference: unsupported('list references'),
    create: async (resource, params) => {
      const { create } = adapter(resource);
      if (!create) return unsupported('create records')();
      return { data: await withFieldErrors(() => create(params.data)) };
    },
    update: async (resource, params) => {
      const { update } = adapter(resource);
      if (!update) return unsupported('update records')();
      const changes = changedFields(params.data, params.previousData);
      // Nothing changed: nothing to send (the API refuses an empty change).
      if (Object.keys(changes).length === 0) return { data: params.previousData };
      return { data: await withFieldErrors(() => update(params.id, changes)) };
    },
    updateMany: unsupported('update records'),
    delete: unsupported('delete records'),
    deleteMany: unsupported('delete records'),
  } as DataProvider;
}
