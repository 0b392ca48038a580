import { whatsappOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { setWhatsappOptIn } from './whatsapp.service';

export function whatsappRoutes({ app, db, clock }: AppContext): void {
  route(app, whatsappOperations.whatsappOptIn, async (request) => {
    const stored = await setWhatsappOptIn(db, authorizedUser(request), request.body, clock());
    return ok(stored, stored.checked ? 'WhatsApp updates turned on.' : 'WhatsApp updates turned off.');
  });
}
