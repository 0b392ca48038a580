import { createdTaskSlot, createTaskSlotBody, experienceSlots } from '../booking';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/slots, each declared once: the API registers them, the clients call them. */
export const slotsOperations = declareOperations({
  slots: {
    method: 'GET',
    path: '/v2/experience/:id/slots',
    access: 'public',
    tags: ['booking'],
    summary:
      'The dates and slots of an experience in the CITY from its today, places left after bookings and the min_hours cut-off, and each date price',
    params: idParams,
    replies: { 200: successEnvelope(experienceSlots) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
  createTaskSlot: {
    method: 'POST',
    path: '/v5/experience/create-task-slot',
    access: 'agent',
    tags: ['booking'],
    summary: 'Agents and operators open a slot with its capacity on a date in a city',
    body: createTaskSlotBody,
    replies: { 200: successEnvelope(createdTaskSlot) },
    errors: ['NOT_FOUND', 'SLOT_ALREADY_OPEN', 'UNKNOWN_CITY'],
  },
});
