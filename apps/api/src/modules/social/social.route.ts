import { facebookLoginBody, googleLoginBody, loginResult, successEnvelope } from '@store/contract';
import { DomainError } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { verifyFacebookToken } from './facebook';
import { verifyGoogleIdToken } from './google';
import { socialSignIn } from './social.service';

const notConfigured = (name: string) =>
  new DomainError('NOT_FOUND', `${name} sign-in is not available on this store.`);

export function socialRoutes({ app, db, clock, social }: AppContext): void {
  app.post(
    '/v2/user/gPlusLogin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Signs in with a Google ID token (signature, issuer, audience and expiry checked)',
        body: googleLoginBody,
        response: { 200: successEnvelope(loginResult) },
      },
    },
    async (request) => {
      if (!social.google) throw notConfigured('Google');
      const now = clock();
      const who = await verifyGoogleIdToken(social.google, request.body.id_token, now);
      return ok(await socialSignIn(db, who, now));
    },
  );

  app.post(
    '/v2/user/fbLogin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Signs in with a Facebook access token checked against the Graph API',
        body: facebookLoginBody,
        response: { 200: successEnvelope(loginResult) },
      },
    },
    async (request) => {
      if (!social.facebook) throw notConfigured('Facebook');
      const who = await verifyFacebookToken(social.facebook, request.body.access_token);
      return ok(await socialSignIn(db, who, clock()));
    },
  );
}
