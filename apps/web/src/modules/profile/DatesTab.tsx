'use client';

import { endpoints } from '@store/api-client';
import type { UserDate } from '@store/contract';
import { useCallback, useState } from 'react';
import { ymdLabel } from '@/modules/booking/format';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Empty, LoadFailed, Loading } from './Empty';
import { OccasionFlow } from './OccasionFlow';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

/** Saved occasions (birthdays, anniversaries) with the flow that adds one, and a change and a delete for each. */
export function DatesTab({ title }: { title: string }) {
  const api = useApi();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserDate | undefined>();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [dates, lists] = await Promise.all([
        api.call(endpoints.userDates, { signal }),
        api.call(endpoints.userDateQuestions, { signal }),
      ]);
      return { dates: dates.dates_user, lists };
    },
    [api],
  );
  const saved = useLoad(load);
  if (saved.kind === 'loading') return <Loading />;
  if (saved.kind === 'failed') return <LoadFailed retry={saved.reload} />;

  async function remove(id: number) {
    const reply = await api.callWithMessage(endpoints.deleteUserDate, { params: { id } }).catch(() => null);
    if (!reply) return;
    toast(reply.message, 'success');
    saved.reload();
  }

  return (
    <div className={styles.stack}>
      <p>
        <button
          type="button"
          className="button-secondary"
          onClick={() => setAdding(true)}
          data-testid="add-occasion"
        >
          Add an occasion
        </button>
      </p>
      {saved.data.dates.length === 0 ? (
        <Empty
          component={title}
          next="Add a birthday or an anniversary above: we remind you a week before, with ideas to book."
        />
      ) : (
        <ul className={styles.list} data-testid="saved-occasions">
          {saved.data.dates.map((d) => (
            <li key={d.id} className={styles.occasion} data-testid="saved-occasion">
              <span>
                <strong>{d.occasion}</strong> · {d.relation}
                {d.name && ` (${d.name})`} · {ymdLabel(d.date, true)}
              </span>
              <span className={styles.occasionActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setEditing(d)}
                  aria-label={`Change ${d.occasion} of ${d.name || d.relation}`}
                  data-testid="edit-occasion"
                >
                  Change
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => remove(d.id)}
                  aria-label={`Delete ${d.occasion} of ${d.name || d.relation}`}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(adding || editing) && (
        <OccasionFlow
          key={editing?.id ?? 'new'}
          lists={saved.data.lists}
          editing={editing}
          today={todayInIndia()}
          onClose={() => {
            setAdding(false);
            setEditing(undefined);
          }}
          onSaved={() => {
            setAdding(false);
            setEditing(undefined);
            saved.reload();
          }}
        />
      )}
    </div>
  );
}

/** The date picker's first day: today in India, where the server checks "not in the past". */
function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}
