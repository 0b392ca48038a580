import type { ApiModule } from '../../app-context';

export { onOrdersToDispatch, ordersToDispatch } from './dispatch-due';
export { messagesDue, onMessagesDue } from './messages-due';

export const signalsModule: ApiModule = {
  name: 'signals',
};
