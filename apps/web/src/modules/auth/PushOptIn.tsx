'use client';

import { startTransition, useEffect, useState } from 'react';
import { markPageHydrated, pageHydrated } from '@/modules/runtime/hydration';
import { useApi } from '@/modules/runtime/useApi';
import styles from './PushOptIn.module.css';
import { askForPush, canAskForPush, type PushAnswer } from './push';

const SAID: Record<PushAnswer, string> = {
  subscribed: 'Done: this browser will tell you when your booking moves.',
  refused: 'No notifications then. We will text you the important updates.',
  unavailable: 'This browser cannot show notifications. We will text you the important updates.',
};

/**
 * Asks for notifications where the reason is plain: after a booking, "Get
 * updates about this booking", never on page load. Shown only where the browser can still ask.
 */
export function PushOptIn() {
  const api = useApi();
  // The server has no browser to ask, so a page it rendered offers nothing and learns after
  // hydration whether to (runtime/hydration.ts); a card mounted later (the page reached from
  // checkout) reads it at once and comes with the order it follows, not a frame after it. Whether
  // the browser can still ask changes only through this card, which re-renders itself then.
  const [offer, setOffer] = useState(() => pageHydrated() && canAskForPush());
  useEffect(() => {
    markPageHydrated();
    startTransition(() => setOffer(canAskForPush()));
  }, []);
  const [answer, setAnswer] = useState<PushAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  // Once asked, the browser can no longer ask: the card stays for the answer.
  if (!offer && !busy && answer === null) return null;
  return (
    <section className={styles.card} aria-labelledby="push-opt-in-title" data-testid="push-opt-in">
      <h2 id="push-opt-in-title" className={styles.title}>
        Get updates about this booking
      </h2>
      {answer ? (
        <p role="status">{SAID[answer]}</p>
      ) : (
        <>
          <p>When the team is assigned, on the way and done, without opening the store.</p>
          <button
            type="button"
            className="button-secondary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setAnswer(await askForPush(api));
            }}
          >
            Turn on notifications
          </button>
        </>
      )}
    </section>
  );
}
