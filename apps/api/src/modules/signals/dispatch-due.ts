import { EventEmitter } from 'node:events';

/**
 * Said when a booking may have become ready for a vendor (its answers came in, a vendor rejected it,
 * a request lapsed): the process's job queue is asked to dispatch at once, so the next vendor hears
 * within seconds, not at the dispatch job's next minute. Only a hint: one lost leaves the booking to
 * the next scheduled pass, and a pass with nothing ready does nothing.
 */
const signal = new EventEmitter();

export function ordersToDispatch(): void {
  signal.emit('ready');
}

/** Listens for the hint; returns the function that stops listening. */
export function onOrdersToDispatch(listener: () => void): () => void {
  signal.on('ready', listener);
  return () => void signal.off('ready', listener);
}
