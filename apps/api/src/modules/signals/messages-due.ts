import { EventEmitter } from 'node:events';

/**
 * Said when a message due now was queued (an order placed, a payment failed): the process's job
 * queue is asked to deliver at once, so the customer's text arrives within seconds, not at the
 * delivery job's next minute. Only a hint: a hint lost (the queue busy, the process stopping) leaves
 * the message to the next scheduled pass, so nothing depends on it.
 */
const signal = new EventEmitter();

export function messagesDue(): void {
  signal.emit('due');
}

/** Listens for due messages; returns the function that stops listening. */
export function onMessagesDue(listener: () => void): () => void {
  signal.on('due', listener);
  return () => void signal.off('due', listener);
}
