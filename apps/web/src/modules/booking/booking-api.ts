import type { ApiClient } from '@store/api-client';
import type {
  BookingDraft,
  BookingQuote,
  CheckPincodeBody,
  CustomizationsByCategory,
  EnquiryBody,
  ExperienceSlots,
  PincodeResult,
} from '@store/contract';

// Every booking call names the page's city (the cookie may hold another) and shows its own message.
const options = (city: string, signal?: AbortSignal) => ({
  hideAlert: true,
  headers: { CITY: city },
  signal,
});

export const checkPincode = (api: ApiClient, city: string, body: CheckPincodeBody) =>
  api.post<PincodeResult>('/v3/check-pincode-for-task', body, options(city));

export const getSlots = (api: ApiClient, city: string, experienceId: number) =>
  api.get<ExperienceSlots>(`/v2/experience/${experienceId}/slots`, undefined, options(city));

export const getCustomizations = (api: ApiClient, city: string, experienceId: number) =>
  api.get<CustomizationsByCategory>(`/v5/getCustomizationByExpID/${experienceId}`, undefined, options(city));

export const quoteDraft = (api: ApiClient, city: string, draft: BookingDraft, signal?: AbortSignal) =>
  api.post<BookingQuote>('/v5/booking/quote', draft, options(city, signal));

/** The reply's own message is the success text of spec section 8. */
export const sendEnquiry = (api: ApiClient, city: string, body: EnquiryBody) =>
  api.request<{ enquiry_id: number }>('POST', '/v5/enquire-now', { body, ...options(city) });
