import type { GetListParams, GetListResult, GetOneResult, RaRecord } from 'react-admin';

/**
 * One resource of the console, as the data provider serves it to react-admin: a list (paged, sorted,
 * filtered) and, where it has a page, one record. Each calls the API through the api-client's
 * `consoleEndpoints`; a new screen adds its adapter to data/dataProvider.ts (README: adding a screen).
 */
export type ResourceAdapter = {
  getList(params: GetListParams): Promise<GetListResult>;
  getOne?(id: RaRecord['id']): Promise<GetOneResult>;
  /** Catalogue forms (react-admin's Edit): the fields changed, sent to the screen's endpoint. */
  update?(id: RaRecord['id'], changes: Record<string, unknown>): Promise<RaRecord>;
  /** Catalogue forms (react-admin's Create). */
  create?(data: Record<string, unknown>): Promise<RaRecord>;
};

/** A filter's value worth sending: react-admin keeps cleared inputs as '' or null. */
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * react-admin's list parameters as the console's list query (packages/contract/src/console/paging.ts):
 * page and per_page, sort and order where the list sorts, and every filter that has a value.
 */
export function listQuery<S extends string>(params: GetListParams, sorts: readonly S[] = []) {
  // react-admin's filters are untyped form values: the API checks them against the contract.
  const filters = Object.fromEntries(
    Object.entries(params.filter ?? {}).filter(([, v]) => present(v)),
  ) as Record<string, never>;
  const sort = sorts.find((field) => field === params.sort?.field);
  const order = params.sort?.order === 'ASC' ? ('ASC' as const) : ('DESC' as const);
  return {
    ...filters,
    page: params.pagination?.page ?? 1,
    per_page: params.pagination?.perPage ?? 25,
    ...(sort && { sort, order }),
  };
}

/**
 * A resource listed from one paged endpoint of the console's API ({ items, total }): the list's
 * parameters become its query (sortable by `sorts`). Most screens' adapters are this and a getOne.
 */
export function pagedList<S extends string>(
  fetchPage: (query: ReturnType<typeof listQuery<S>>) => Promise<{ items: RaRecord[]; total: number }>,
  sorts: readonly S[] = [],
): ResourceAdapter {
  return {
    async getList(params) {
      const { items, total } = await fetchPage(listQuery(params, sorts));
      return { data: items, total };
    },
  };
}
