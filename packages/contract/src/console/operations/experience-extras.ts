import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { idParams } from '../../params';
import {
  cancellationTermsBody,
  consoleCancellationTerms,
  consoleQuestion,
  consoleQuestions,
  questionCreateBody,
  questionOrderBody,
  questionParams,
  questionUpdateBody,
} from '../experience-extras';

/**
 * An experience's booking questions and cancellation terms (apps/api/src/modules/console/catalogue):
 * any operator reads them, admins change them, and the store's checkout, tracking page and
 * cancellation quote follow at once.
 */
export const consoleExperienceExtrasOperations = declareOperations({
  experienceQuestions: {
    method: 'GET',
    path: '/admin/v1/catalogue/experiences/:id/questions',
    access: 'console-ops',
    tags: ['console'],
    summary: "The booking questions an experience's checkout asks, in order (removed ones left out)",
    params: idParams,
    replies: { 200: successEnvelope(consoleQuestions) },
    errors: ['NOT_FOUND'],
  },
  addQuestion: {
    method: 'POST',
    path: '/admin/v1/catalogue/experiences/:id/questions',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Adds a booking question to an experience, asked last (admins only)',
    params: idParams,
    body: questionCreateBody,
    replies: { 200: successEnvelope(consoleQuestion) },
    errors: ['NOT_FOUND'],
  },
  changeQuestion: {
    method: 'PUT',
    path: '/admin/v1/catalogue/experiences/:id/questions/:question_id',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Changes the fields sent of a booking question (admins only)',
    params: questionParams,
    body: questionUpdateBody,
    replies: { 200: successEnvelope(consoleQuestion) },
    errors: ['NOT_FOUND'],
  },
  removeQuestion: {
    method: 'DELETE',
    path: '/admin/v1/catalogue/experiences/:id/questions/:question_id',
    access: 'console-admin',
    tags: ['console'],
    summary:
      'Removes a booking question (admins only): checkouts stop asking it; orders that answered it keep question and answer',
    params: questionParams,
    replies: { 200: successEnvelope(consoleQuestions) },
    errors: ['NOT_FOUND'],
  },
  reorderQuestions: {
    method: 'PUT',
    path: '/admin/v1/catalogue/experiences/:id/question-order',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Puts every booking question of an experience in the order given (admins only)',
    params: idParams,
    body: questionOrderBody,
    replies: { 200: successEnvelope(consoleQuestions) },
    errors: ['NOT_FOUND'],
  },
  experienceTerms: {
    method: 'GET',
    path: '/admin/v1/catalogue/experiences/:id/cancellation-terms',
    access: 'console-ops',
    tags: ['console'],
    summary: "An experience's cancellation terms: its own, or the store's default",
    params: idParams,
    replies: { 200: successEnvelope(consoleCancellationTerms) },
    errors: ['NOT_FOUND'],
  },
  changeCancellationTerms: {
    method: 'PUT',
    path: '/admin/v1/catalogue/experiences/:id/cancellation-terms',
    access: 'console-admin',
    tags: ['console'],
    summary:
      "Sets an experience's own cancellation terms, or (null) gives it the store's default again (admins only); cancellations follow at once",
    params: idParams,
    body: cancellationTermsBody,
    replies: { 200: successEnvelope(consoleCancellationTerms) },
    errors: ['NOT_FOUND'],
  },
});
