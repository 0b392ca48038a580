'use client';

import { endpoints } from '@store/api-client';
import { ACCOUNT_DELETED } from '@store/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { clearSession } from '@/modules/auth/auth-store';
import { Dialog } from '@/modules/auth/modal/Dialog';
import { Field, FormError, PasswordField, Submit } from '@/modules/auth/modal/fields';
import { useAction } from '@/modules/auth/modal/use-action';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './Profile.module.css';

/**
 * Your data (India's DPDP Act 2023): a copy of everything the store keeps, as a JSON file, and
 * deleting the account for good (personal details erased, orders kept without a name).
 */
export function YourData() {
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await api.call(endpoints.exportData);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="your-data" data-testid="your-data">
      <h2 id="your-data" className={styles.panelTitle}>
        Your data
      </h2>
      <p className={styles.muted}>
        Download everything we keep about you: your profile, addresses, saved dates, wishlist, bookings and
        wallet.
      </p>
      <p className={styles.actions}>
        <button
          type="button"
          className="button-secondary"
          onClick={download}
          disabled={busy}
          data-testid="download-data"
        >
          {busy ? 'Preparing…' : 'Download my data'}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setAsking(true)}
          data-testid="delete-account"
        >
          Delete my account
        </button>
      </p>
      {asking && <DeleteAccount onClose={() => setAsking(false)} />}
    </section>
  );
}

function DeleteAccount({ onClose }: { onClose(): void }) {
  const api = useApi();
  const toast = useToast();
  const router = useRouter();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run, reject, forget, fields, formError } = useAction(['confirm', 'current_password']);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim() !== 'DELETE') return reject({ confirm: 'Type DELETE in capitals to confirm' });
    void run(async () => {
      const body = { confirm: 'DELETE' as const, ...(password ? { current_password: password } : {}) };
      const reply = await api.callWithMessage(endpoints.deleteAccount, { body, hideAlert: true });
      clearSession();
      toast(reply.message || ACCOUNT_DELETED, 'success');
      router.push('/');
    });
  }

  return (
    <Dialog
      title="Delete your account?"
      lead="Your profile, addresses, saved dates and wishlist are erased and you are logged out everywhere. Money left in your wallet and your vouchers are lost. Past bookings are kept for our accounts, without your name."
      testId="delete-account-dialog"
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label="Type DELETE to confirm"
          value={confirm}
          autoComplete="off"
          maxLength={10}
          onChange={(e) => {
            setConfirm(e.target.value);
            forget('confirm');
          }}
          error={fields.confirm}
          testId="delete-confirm"
        />
        <PasswordField
          label="Your password (if you have set one)"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            forget('current_password');
          }}
          error={fields.current_password}
          testId="delete-password"
        />
        <FormError text={formError} />
        <Submit busy={busy} testId="delete-account-confirm">
          Delete my account
        </Submit>
      </form>
    </Dialog>
  );
}
