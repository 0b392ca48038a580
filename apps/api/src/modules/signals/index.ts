export { onOrdersToDispatch, ordersToDispatch } from './dispatch-due';
export { messagesDue, onMessagesDue } from './messages-due';
