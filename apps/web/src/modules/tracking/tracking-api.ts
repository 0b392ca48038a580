import { type ApiClient, type BodyOf, endpoints, type ReplyOf } from '@store/api-client';

// The tracking page's calls. Each carries the tracking link's key when the page was opened by one,
// so a customer who is not signed in on this device can answer, opt in and give feedback.
export type OrderQuestions = ReplyOf<typeof endpoints.orderQuestions>;
export type FeedbackState = ReplyOf<typeof endpoints.orderFeedback>;
export type PricedAddOns = ReplyOf<typeof endpoints.addTaskCustomization>;
export type AnswerBody = BodyOf<typeof endpoints.submitOrderQuestions>['question_response'];

const quiet = { hideAlert: true } as const;
const withKey = (key: string | undefined) => (key ? { query: { key } } : {});

export const orderQuestions = (api: ApiClient, orderId: number, key?: string) =>
  api.call(endpoints.orderQuestions, { params: { id: orderId }, ...withKey(key), ...quiet });

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
export const experienceAddOns = (api: ApiClient, experienceId: number, cityId: number) =>
  api.call(endpoints.customizations, {
    params: { id: experienceId },
    headers: { CITY: String(cityId) },
    ...quiet,
  });

export const priceAddOns = (api: ApiClient, body: BodyOf<typeof endpoints.addTaskCustomization>) =>
  api.call(endpoints.addTaskCustomization, { body, ...quiet });

export const buyAddOns = (api: ApiClient, orderId: number, body: BodyOf<typeof endpoints.buyCustomisation>) =>
  api.call(endpoints.buyCustomisation, { params: { id: orderId }, body, ...quiet });
