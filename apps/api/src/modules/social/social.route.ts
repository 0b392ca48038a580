import { socialOperations } from '@store/contract';
import { DomainError } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { verifyFacebookToken } from './facebook';
import { verifyGoogleIdToken } from './google';
import { socialSignIn } from './social.service';

const notConfigured = (name: string) =>
  new DomainError('NOT_FOUND', `${name} sign-in is not available on this store.`);

export function socialRoutes({ app, db, clock, social }: AppContext): void {
  route(app, socialOperations.googleLogin, async (request) => {
    if (!social.google) throw notConfigured('Google');
    const now = clock();
    const who = await verifyGoogleIdToken(social.google, request.body.id_token, now);
    return ok(await socialSignIn(db, who, now));
  });

  route(app, socialOperations.facebookLogin, async (request) => {
    if (!social.facebook) throw notConfigured('Facebook');
    const who = await verifyFacebookToken(social.facebook, request.body.access_token);
    return ok(await socialSignIn(db, who, clock()));
  });
}
