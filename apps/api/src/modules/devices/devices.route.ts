import { deviceRegistered, deviceRegistrationBody, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { upsertDevice } from './devices.repository';

export function devicesRoutes({ app, db, clock }: AppContext): void {
  app.post(
    '/v2/user/device_registration',
    {
      schema: {
        tags: ['accounts'],
        summary: "Registers a browser's push subscription under its kept UUID (and its user when signed in)",
        body: deviceRegistrationBody,
        response: { 200: successEnvelope(deviceRegistered) },
      },
    },
    async (request) => {
      const now = clock();
      const who = await optionalUser(db, request, now);
      const { device_id, device_os, registration_id, registration_app } = request.body;
      await upsertDevice(db, {
        deviceId: device_id,
        userId: who?.userId ?? null,
        deviceOs: device_os,
        registrationId: registration_id,
        registrationApp: registration_app,
        updatedAt: now,
      });
      return ok({ device_id }, 'Device registered successfully.');
    },
  );
}
