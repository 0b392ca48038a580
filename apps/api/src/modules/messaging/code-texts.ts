import type { Db } from '@store/db';
import type { SmsSender, TextMessage } from './sms';

/** How a code's text went: the provider's reference once taken, or the last failure once given up. */
export type CodeTextReport = {
  sent(reference: string): void;
  gaveUp(error: unknown): void;
};

/**
 * Texts that carry a one-time code, sent in the background so that a slow or down SMS gateway never
 * fails or holds the customer's request: the customer is told the code is on
 * its way, as with any text, and may ask for another. A code is stored only as a salted hash, so
 * its text is kept in memory, never in a table or a job, and tried again after each delay while
 * the code can still be used; a process that stops loses it, and the customer asks again.
 */
export type CodeTexts = {
  /**
   * True for the outbox, a table of this database: its text is written in the code's own
   * transaction (see sendOtp). A gateway's text leaves only after the code is committed.
   */
  readonly inTransaction: boolean;
  /**
   * Resolves once the text is on its way: at once for a gateway; for the outbox (as much a part of
   * the request as its other writes) once it is stored there.
   */
  send(db: Db, message: TextMessage, now: Date, report: CodeTextReport): Promise<void>;
  /** Stops the waits between tries and resolves once no text is being sent (the app closing). */
  close(): Promise<void>;
};

/** About four minutes in all: within a code's five minutes of life. */
export const CODE_TEXT_RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 30_000, 60_000, 120_000];

export function codeTexts(sender: SmsSender, retryDelaysMs = CODE_TEXT_RETRY_DELAYS_MS): CodeTexts {
  const closing = new AbortController();
  const sending = new Set<Promise<void>>();

  async function deliver(db: Db, message: TextMessage, now: Date, report: CodeTextReport): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        report.sent((await sender.send(db, message, now)).reference);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closing.signal.aborted) return report.gaveUp(error);
        if (!(await wait(delay, closing.signal))) return report.gaveUp(error);
      }
    }
  }

  const inTransaction = sender.provider === 'outbox';
  return {
    inTransaction,
    async send(db, message, now, report) {
      if (inTransaction) return report.sent((await sender.send(db, message, now)).reference);
      const done = deliver(db, message, now, report).finally(() => sending.delete(done));
      sending.add(done);
    },
    async close() {
      closing.abort();
      await Promise.all(sending);
    },
  };
}

/** True once `ms` have passed; false at once when the signal aborts first. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
