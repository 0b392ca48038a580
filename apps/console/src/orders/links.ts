/** The order list opened with filters, as react-admin reads them from the address. */
export const ordersLink = (filter: Record<string, string | number>) =>
  `/orders?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/** One order's page. */
export const orderLink = (id: number) => `/orders/${id}/show`;
