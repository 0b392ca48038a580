import { devicesOperations } from '@store/contract';
import {
  DomainError,
  isPushEndpointAllowed,
  PUSH_ENDPOINT_REFUSED,
  pushEndpointOf,
  validationError,
} from '@store/domain';
import type { AppContext } from '../../app-context';

const DEVICE_TAKEN = 'This browser is registered to another account.';

import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { upsertDevice } from './devices.repository';

export function devicesRoutes({ app, db, clock, push }: AppContext): void {
  route(app, devicesOperations.registerDevice, async (request) => {
    const now = clock();
    const who = await optionalUser(db, request, now);
    const { device_id, device_os, registration_id, registration_app } = request.body;
    const endpoint = pushEndpointOf(registration_id);
    if (endpoint === undefined || !isPushEndpointAllowed(endpoint, push.testHosts))
      throw validationError({ registration_id: PUSH_ENDPOINT_REFUSED }, PUSH_ENDPOINT_REFUSED);
    const registered = await upsertDevice(db, {
      deviceId: device_id,
      userId: who?.userId ?? null,
      deviceOs: device_os,
      registrationId: registration_id,
      registrationApp: registration_app,
      updatedAt: now,
    });
    if (!registered) throw new DomainError('DEVICE_TAKEN', DEVICE_TAKEN, { device_id: DEVICE_TAKEN });
    return ok({ device_id }, 'Device registered successfully.');
  });
}
