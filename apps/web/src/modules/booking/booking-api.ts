import { type ApiClient, type BodyOf, endpoints } from '@store/api-client';

// Every booking call names the page's city (the cookie may hold another) and shows its own message.
const options = (city: string, signal?: AbortSignal) => ({
  hideAlert: true,
  headers: { CITY: city },
  signal,
});

export const checkPincode = (api: ApiClient, city: string, body: BodyOf<typeof endpoints.checkPincode>) =>
  api.call(endpoints.checkPincode, { body, ...options(city) });

export const getSlots = (api: ApiClient, city: string, experienceId: number) =>
  api.call(endpoints.slots, { params: { id: experienceId }, ...options(city) });

export const getCustomizations = (api: ApiClient, city: string, experienceId: number) =>
  api.call(endpoints.customizations, { params: { id: experienceId }, ...options(city) });

export const quoteDraft = (
  api: ApiClient,
  city: string,
  draft: BodyOf<typeof endpoints.quote>,
  signal?: AbortSignal,
) => api.call(endpoints.quote, { body: draft, ...options(city, signal) });

/** The reply's own message is the success text (docs/product.md, "Forms and enquiries"). */
export const sendEnquiry = (api: ApiClient, city: string, body: BodyOf<typeof endpoints.enquire>) =>
  api.callWithMessage(endpoints.enquire, { body, ...options(city) });
