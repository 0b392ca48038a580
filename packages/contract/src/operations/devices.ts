import { deviceRegistered, deviceRegistrationBody } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/devices, each declared once: the API registers them, the clients call them. */
export const devicesOperations = declareOperations({
  registerDevice: {
    method: 'POST',
    path: '/v2/user/device_registration',
    access: 'public',
    tags: ['accounts'],
    summary: "Registers a browser's push subscription under its kept UUID (and its user when signed in)",
    body: deviceRegistrationBody,
    replies: { 200: successEnvelope(deviceRegistered) },
    errors: ['DEVICE_TAKEN', 'UNAUTHORIZED'],
  },
});
