import { facebookLoginBody, googleLoginBody, loginResult } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/social, each declared once: the API registers them, the clients call them. */
export const socialOperations = declareOperations({
  googleLogin: {
    method: 'POST',
    path: '/v2/user/gPlusLogin',
    access: 'public',
    tags: ['accounts'],
    summary: 'Signs in with a Google ID token (signature, issuer, audience and expiry checked)',
    body: googleLoginBody,
    replies: { 200: successEnvelope(loginResult) },
    errors: ['ACCOUNT_JUST_CREATED', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  facebookLogin: {
    method: 'POST',
    path: '/v2/user/fbLogin',
    access: 'public',
    tags: ['accounts'],
    summary: 'Signs in with a Facebook access token checked against the Graph API',
    body: facebookLoginBody,
    replies: { 200: successEnvelope(loginResult) },
    errors: ['ACCOUNT_JUST_CREATED', 'NOT_FOUND', 'RATE_LIMITED'],
  },
});
