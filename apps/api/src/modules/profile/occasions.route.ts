import {
  emptyResult,
  idParams,
  successEnvelope,
  userDate,
  userDateBody,
  userDateQuestions,
  userDates,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { changeDate, listDates, occasionLists, removeDate, saveDate } from './occasions.service';

const tags = ['profile'];

/**
 * Saved occasions (the dates-user calls, docs/http-contract.md, "Operations"): each customer sees
 * and changes only theirs.
 */
export function occasionsRoutes({ app, db, clock }: AppContext): void {
  const preValidation = authorize(db, clock, SIGNED_IN);

  app.get(
    '/v2/dates-user/getQuestions',
    {
      schema: {
        tags,
        summary: 'The occasions and relations a saved date may have',
        response: { 200: successEnvelope(userDateQuestions) },
      },
    },
    async () => ok(occasionLists()),
  );

  app.get(
    '/v2/dates-user',
    {
      schema: {
        tags,
        summary: "The customer's saved occasions, soonest first",
        response: { 200: successEnvelope(userDates) },
      },
      preValidation,
    },
    async (request) => ok(await listDates(db, authorizedUser(request).userId)),
  );

  app.post(
    '/v2/dates-user',
    {
      schema: {
        tags,
        summary: 'Saves an occasion: what, for whom and when (today or later)',
        body: userDateBody,
        response: { 200: successEnvelope(userDate) },
      },
      preValidation,
    },
    async (request) =>
      ok(await saveDate(db, authorizedUser(request).userId, request.body, clock()), 'Occasion saved.'),
  );

  app.put(
    '/v2/dates-user/:id',
    {
      schema: {
        tags,
        summary: "Changes one of the customer's saved occasions (anyone else's is a 404)",
        params: idParams,
        body: userDateBody,
        response: { 200: successEnvelope(userDate) },
      },
      preValidation,
    },
    async (request) => {
      const key = { id: request.params.id, userId: authorizedUser(request).userId };
      return ok(await changeDate(db, key, request.body, clock()), 'Occasion updated.');
    },
  );

  app.delete(
    '/v2/dates-user/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the customer's saved occasions (anyone else's is a 404)",
        params: idParams,
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation,
    },
    async (request) => {
      await removeDate(db, { id: request.params.id, userId: authorizedUser(request).userId });
      return ok({}, 'Occasion deleted.');
    },
  );
}
