import type { ApiClient } from '@store/api-client';
import type { DataProvider } from 'react-admin';
import { auditResource } from '../audit/audit.data';
import { inboxResource } from '../inbox/inbox.data';
import { ordersResource } from '../orders/orders.data';
import { peopleResource } from '../people/people.data';
import { vendorsResource } from '../vendors/vendors.data';
import type { ResourceAdapter } from './resource';

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
    vendors: vendorsResource(api),
    inbox: inboxResource(api),
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
    create: unsupported('create records'),
    update: unsupported('update records'),
    updateMany: unsupported('update records'),
    delete: unsupported('delete records'),
    deleteMany: unsupported('delete records'),
  } as DataProvider;
}
