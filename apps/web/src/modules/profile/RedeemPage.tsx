'use client';

import { endpoints } from '@store/api-client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Field, FormError, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import styles from './Profile.module.css';

/**
 * Redeem a gift code into wallet money or a voucher; then home (docs/product.md, "Coupons, vouchers
 * and gift codes").
 */
export function RedeemPage() {
  const { ready, token } = useAuth();
  const api = useApi();
  const toast = useToast();
  const router = useRouter();
  const [code, setCode] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['code']);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length < 4) return reject({ code: 'Please enter the gift code' });
    void run(async () => {
      const reply = await api.callWithMessage(endpoints.redeem, { body: { code }, hideAlert: true });
      toast(reply.message, 'success');
      router.push('/');
    });
  }

  return (
    <section className={styles.layout}>
      <div className={styles.content}>
        <h1 className={styles.heading}>Redeem a gift code</h1>
        {!ready ? (
          <p aria-busy="true">Loading…</p>
        ) : !token ? (
          <>
            <p>Log in to add a gift code to your account.</p>
            <button type="button" className="button-secondary" onClick={openLogin} data-testid="redeem-login">
              Log in
            </button>
          </>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate data-testid="redeem-form">
            <p className={styles.muted}>
              A gift code adds money to your wallet or a voucher to your account. Each code works once.
            </p>
            <Field
              label="Gift code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                forget('code');
              }}
              error={fields.code}
              testId="redeem-code"
            />
            <FormError text={formError} />
            <Submit busy={busy} testId="redeem-submit">
              Redeem
            </Submit>
          </form>
        )}
      </div>
    </section>
  );
}
