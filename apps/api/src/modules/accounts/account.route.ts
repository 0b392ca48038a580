import {
  changePasswordBody,
  emailProofBody,
  emailProofResult,
  emptyResult,
  profile,
  profileUpdateBody,
  roleResult,
  setPasswordBody,
  successEnvelope,
  userSearchQuery,
  userSearchResult,
  verifyOtpBody,
} from '@store/contract';
import { AGENT_ROLES, PASSWORD_CHANGED, PROFILE_UPDATED } from '@store/domain';

import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN, sessionToken } from '../../http/current-user';
import { ok } from '../../http/envelope';
import {
  changePassword,
  findCustomers,
  logout,
  setPassword,
  updateProfile,
  verifyMobile,
} from './account.service';
import { sendEmailProof, verifyEmailProof } from './email-proof.service';

const tags = ['accounts'];

export function accountRoutes({ app, db, clock, sms, linkSecret }: AppContext): void {
  const signedIn = authorize(db, clock, SIGNED_IN);
  const token = (request: Parameters<typeof sessionToken>[0]) => sessionToken(request) ?? '';
  const notice = {
    sms,
    failed: (error: unknown) => app.log.warn({ err: error }, 'the old mobile could not be told of a change'),
  };

  app.post(
    '/v2/user/verify_otp',
    {
      schema: {
        tags,
        summary: 'Confirms a mobile of the signed-in user with the code send_otp texted',
        body: verifyOtpBody,
        response: { 200: successEnvelope(profile) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const { mobile, otp } = request.body;
      return ok(
        await verifyMobile(db, notice, authorizedUser(request), token(request), mobile, otp, clock()),
        'Mobile verified successfully.',
      );
    },
  );

  app.post(
    '/v2/user/email/send_link',
    {
      schema: {
        tags,
        summary: "Mails a link to the account's email that proves it; until then the store mails it nothing",
        response: { 200: successEnvelope(emailProofResult) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const { message, ...proof } = await sendEmailProof(db, authorizedUser(request), linkSecret, clock());
      return ok(proof, message);
    },
  );

  app.post(
    '/v2/user/email/verify',
    {
      schema: {
        tags,
        summary:
          "Proves the account's email with the mailed link's token (no sign-in: the link is the proof)",
        body: emailProofBody,
        response: { 200: successEnvelope(emailProofResult) },
      },
    },
    async (request) => {
      const { message, ...proof } = await verifyEmailProof(db, request.body.token, linkSecret, clock());
      return ok(proof, message);
    },
  );

  app.post(
    '/v2/user/set_password',
    {
      schema: {
        tags,
        summary: 'Sets a password (the current one first, if there is one); other sessions end',
        body: setPasswordBody,
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      await setPassword(db, authorizedUser(request), request.body, { ip: request.ip, now: clock() });
      return ok({}, 'Password set successfully.');
    },
  );

  app.post(
    '/v2/user/change_password',
    {
      schema: {
        tags,
        summary: 'Changes the password (the old one first); other sessions end',
        body: changePasswordBody,
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      await changePassword(db, authorizedUser(request), request.body, { ip: request.ip, now: clock() });
      return ok({}, PASSWORD_CHANGED);
    },
  );

  app.put(
    '/v2/user/profile_update',
    {
      schema: {
        tags,
        summary: 'Updates the name and email of the signed-in user',
        body: profileUpdateBody,
        response: { 200: successEnvelope(profile) },
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await updateProfile(db, authorizedUser(request), token(request), request.body), PROFILE_UPDATED),
  );

  app.get(
    '/v2/user/role',
    {
      schema: {
        tags,
        summary: 'The role of the signed-in user (user, agent, ops or admin)',
        response: { 200: successEnvelope(roleResult) },
      },
      preValidation: signedIn,
    },
    async (request) => ok({ role: authorizedUser(request).role }),
  );

  app.get(
    '/v2/user/search',
    {
      schema: {
        tags,
        summary: 'Agents look customers up by mobile, email or name',
        querystring: userSearchQuery,
        response: { 200: successEnvelope(userSearchResult) },
      },
      preValidation: authorize(db, clock, AGENT_ROLES),
    },
    async (request) => ok(await findCustomers(db, request.query.query)),
  );

  app.post(
    '/v2/user/logout',
    {
      schema: {
        tags,
        summary: 'Ends this session: its token is refused from now on',
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      await logout(db, authorizedUser(request), clock());
      return ok({}, 'Logged out successfully.');
    },
  );
}
