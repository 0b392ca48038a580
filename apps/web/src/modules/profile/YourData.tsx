'use client';

import { endpoints } from '@store/api-client';
import { ACCOUNT_DELETED } from '@store/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { clearSession } from '@/modules/auth/auth-store';
import { otpProblem, problems } from '@/modules/auth/modal/checks';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { CodeInput, Field, FormError, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
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

/**
 * Deleting asks for the word DELETE and a code texted to the account's mobile, sent when the
 * customer asks for it here: an open session on a shared computer cannot erase its owner.
 */
function DeleteAccount({ onClose }: { onClose(): void }) {
  const api = useApi();
  const toast = useToast();
  const router = useRouter();
  const [confirm, setConfirm] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, run, reject, forget, fields, formError } = useFormAction(['confirm', 'otp', 'mobile']);

  function sendCode() {
    void run(async () => {
      const sent = await api.call(endpoints.deletionCode, { hideAlert: true });
      setSentTo(sent.mobile);
      setOtp('');
      forget('otp');
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({
      confirm: confirm.trim() !== 'DELETE' && 'Type DELETE in capitals to confirm',
      otp: sentTo !== null && otpProblem(otp),
    });
    if (bad) return reject(bad);
    if (!sentTo) return sendCode();
    void run(async () => {
      const body = { confirm: 'DELETE' as const, otp };
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
        {sentTo && (
          <>
            <p className={styles.muted} data-testid="delete-code-sent">
              We have texted a code to your mobile ending {sentTo.slice(-4)}.{' '}
              <button type="button" className={styles.linkButton} onClick={sendCode} disabled={busy}>
                Send a new code
              </button>
            </p>
            <CodeInput
              value={otp}
              onChange={(code) => {
                setOtp(code);
                forget('otp');
              }}
              error={fields.otp}
              testId="delete-otp"
            />
          </>
        )}
        <FormError text={formError ?? fields.mobile ?? null} />
        <Submit busy={busy} testId="delete-account-confirm">
          {sentTo ? 'Delete my account' : 'Text me a code to confirm'}
        </Submit>
      </form>
    </Dialog>
  );
}
