import { type ApiClient, type BodyOf, endpoints, type ReplyOf } from '@store/api-client';
import type { CustomizationsByCategory } from '@store/contract';
import type { ServedOrder } from '@/modules/checkout/checkout-api';

// The tracking page's calls. Each carries the tracking link's key when the page was opened by one,
// so a customer who is not signed in on this device can answer, opt in and give feedback.
export type OrderQuestions = ReplyOf<typeof endpoints.orderQuestions>;
export type FeedbackState = ReplyOf<typeof endpoints.orderFeedback>;
export type PricedCustomizations = ReplyOf<typeof endpoints.addTaskCustomization>;
export type CancellationTerms = ReplyOf<typeof endpoints.cancellationTerms>;
export type AnswerBody = BodyOf<typeof endpoints.submitOrderQuestions>['question_response'];

/**
 * What the page's sections would ask for after it opens, read by the server with the order, so the
 * page opens with them rendered instead of asking and drawing again once it runs.
 * A section given nothing here asks itself, as it does after a change reloads the order.
 */
export type TrackingSections = {
  readonly questions?: OrderQuestions;
  readonly terms?: CancellationTerms;
  /** The experience's add-ons, when the booking is open for them and a session cookie came. */
  readonly customizations?: CustomizationsByCategory;
  /** A session cookie came with the page: the browser confirms who is here once it runs. */
  readonly signedIn: boolean;
};
export type ServedTracking = ServedOrder & { readonly sections: TrackingSections };

const quiet = { hideAlert: true } as const;
/** The tracking link's key as a call's query, when the page was opened by one. */
export const withKey = (key: string | undefined) => (key ? { query: { key } } : {});

export const orderQuestions = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.orderQuestions, { params: { id: orderId }, ...withKey(key), ...quiet });

export const cancellationTerms = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.cancellationTerms, { params: { id: orderId }, ...withKey(key), ...quiet });

export const submitAnswers = (api: ApiClient, orderId: number, answers: AnswerBody, key?: string) =>
  api.callWithMessage(endpoints.submitOrderQuestions, {
    params: { id: orderId },
    body: { question_response: answers, submitted: true },
    ...withKey(key),
    ...quiet,
  });

export const updateReviewOptIn = (api: ApiClient, orderId: number, status: 0 | 1, key?: string) =>
  api.call(endpoints.reviewOptIn, { params: { id: orderId }, body: { status }, ...withKey(key), ...quiet });

export const orderFeedback = (api: ApiClient, orderId: number, key?: string) =>
  api.callWithMessage(endpoints.orderFeedback, {
    query: { order_id: orderId, ...(key && { key }) },
    ...quiet,
  });

export const shareFeedback = (
  api: ApiClient,
  body: BodyOf<typeof endpoints.shareOrderFeedback>,
  key?: string,
) => api.callWithMessage(endpoints.shareOrderFeedback, { body, ...withKey(key), ...quiet });

/** The experience's add-ons at the booking's city's prices (the cookie may name another city). */
export const experienceCustomizations = (api: ApiClient, experienceId: number, cityId: number) =>
  api.call(endpoints.customizations, {
    params: { id: experienceId },
    headers: { CITY: String(cityId) },
    ...quiet,
  });

export const priceCustomizations = (api: ApiClient, body: BodyOf<typeof endpoints.addTaskCustomization>) =>
  api.call(endpoints.addTaskCustomization, { body, ...quiet });

export const buyCustomizations = (
  api: ApiClient,
  orderId: number,
  body: BodyOf<typeof endpoints.buyCustomization>,
) => api.call(endpoints.buyCustomization, { params: { id: orderId }, body, ...quiet });

export type ReviewState = ReplyOf<typeof endpoints.orderReview>;

export const orderReview = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.orderReview, { params: { id: orderId }, ...withKey(key), ...quiet });

export const writeReview = (
  api: ApiClient,
  orderId: number,
  body: BodyOf<typeof endpoints.writeReview>,
  key?: string,
) => api.callWithMessage(endpoints.writeReview, { params: { id: orderId }, body, ...withKey(key), ...quiet });

/** The review's photos as the browser sends them: a FormData with the files under `photos`. */
export const addReviewPhotos = (api: ApiClient, orderId: number, files: readonly File[], key?: string) => {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  return api.call(endpoints.reviewPhotos, { params: { id: orderId }, body: form, ...withKey(key), ...quiet });
};

export type TaxDocuments = ReplyOf<typeof endpoints.taxDocuments>;

/** The booking's tax invoice and credit notes (the invoice is numbered on this first ask after payment). */
export const taxDocuments = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.taxDocuments, { params: { id: orderId }, ...withKey(key), ...quiet });
