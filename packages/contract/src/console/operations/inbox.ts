import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import {
  inboxItemParams,
  inboxList,
  inboxListQuery,
  inboxReplied,
  inboxReplyBody,
  inboxStatusBody,
  inboxStatusSet,
} from '../inbox';
import {
  reviewDecided,
  reviewDecisionBody,
  reviewDecisionParams,
  reviewQueue,
  reviewQueueQuery,
} from '../review-queue';

/** The operations of apps/api/src/modules/console/inbox, each declared once: the API registers them, the clients call them. */
export const consoleInboxOperations = declareOperations({
  inbox: {
    method: 'GET',
    path: '/admin/v1/inbox',
    access: 'console-ops',
    tags: ['console'],
    summary:
      "Enquiries, requirement forms, contact messages, site feedback and bookings' feedback, newest first",
    query: inboxListQuery,
    replies: { 200: successEnvelope(inboxList) },
    errors: ['RATE_LIMITED'],
  },
  replyToInbox: {
    method: 'POST',
    path: '/admin/v1/inbox/:source/:id/reply',
    access: 'console-ops',
    tags: ['console'],
    summary:
      'Replies to feedback by SMS, WhatsApp or email (queued in the outbox), recorded on the item and done',
    params: inboxItemParams,
    body: inboxReplyBody,
    replies: { 200: successEnvelope(inboxReplied) },
    errors: ['NOT_FOUND', 'NOT_REPLYABLE', 'REPLY_CHANNEL_UNREACHABLE'],
  },
  setInboxStatus: {
    method: 'PUT',
    path: '/admin/v1/inbox/:source/:id/status',
    access: 'console-ops',
    tags: ['console'],
    summary: "Sets an inbox item's status: new, in progress or done",
    params: inboxItemParams,
    body: inboxStatusBody,
    replies: { 200: successEnvelope(inboxStatusSet) },
    errors: ['NOT_FOUND'],
  },
  reviewQueue: {
    method: 'GET',
    path: '/admin/v1/reviews',
    access: 'console-ops',
    tags: ['console'],
    summary: "Customers' reviews of their bookings, those waiting for a decision first, then newest first",
    query: reviewQueueQuery,
    replies: { 200: successEnvelope(reviewQueue) },
    errors: [],
  },
  decideReview: {
    method: 'PUT',
    path: '/admin/v1/reviews/:id/decision',
    access: 'console-ops',
    tags: ['console'],
    summary: "Approves a customer's review (it shows as a verified booking) or rejects it",
    params: reviewDecisionParams,
    body: reviewDecisionBody,
    replies: { 200: successEnvelope(reviewDecided) },
    errors: ['NOT_FOUND', 'REVIEW_ALREADY_DECIDED'],
  },
});
