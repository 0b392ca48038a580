import { accountsOperations } from '@store/contract';
import { PASSWORD_CHANGED, PROFILE_UPDATED } from '@store/domain';

import type { AppContext } from '../../app-context';
import { authorizedUser, sessionToken } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import {
  changePassword,
  findCustomers,
  logout,
  setPassword,
  updateProfile,
  verifyMobile,
} from './account.service';
import { sendEmailProof, verifyEmailProof } from './email-proof.service';

export function accountRoutes({ app, db, clock, sms, linkSecret }: AppContext): void {
  const token = (request: Parameters<typeof sessionToken>[0]) => sessionToken(request) ?? '';
  const notice = {
    sms,
    failed: (error: unknown) => app.log.warn({ err: error }, 'the old mobile could not be told of a change'),
  };

  route(app, accountsOperations.verifyOtp, async (request) => {
    const { mobile, otp } = request.body;
    return ok(
      await verifyMobile(db, notice, authorizedUser(request), token(request), mobile, otp, clock()),
      'Mobile verified successfully.',
    );
  });

  route(app, accountsOperations.emailProofLink, async (request) => {
    const { message, ...proof } = await sendEmailProof(db, authorizedUser(request), linkSecret, clock());
    return ok(proof, message);
  });

  route(app, accountsOperations.verifyEmail, async (request) => {
    const { message, ...proof } = await verifyEmailProof(db, request.body.token, linkSecret, clock());
    return ok(proof, message);
  });

  route(app, accountsOperations.setPassword, async (request) => {
    await setPassword(db, authorizedUser(request), request.body, { ip: request.ip, now: clock() });
    return ok({}, 'Password set successfully.');
  });

  route(app, accountsOperations.changePassword, async (request) => {
    await changePassword(db, authorizedUser(request), request.body, { ip: request.ip, now: clock() });
    return ok({}, PASSWORD_CHANGED);
  });

  route(app, accountsOperations.updateProfile, async (request) =>
    ok(await updateProfile(db, authorizedUser(request), token(request), request.body), PROFILE_UPDATED),
  );

  route(app, accountsOperations.role, async (request) => ok({ role: authorizedUser(request).role }));

  route(app, accountsOperations.searchUsers, async (request) =>
    ok(await findCustomers(db, request.query.query)),
  );

  route(app, accountsOperations.logout, async (request) => {
    await logout(db, authorizedUser(request), clock());
    return ok({}, 'Logged out successfully.');
  });
}
