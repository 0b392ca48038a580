'use client';

import { endpoints } from '@store/api-client';
import type { Profile } from '@store/contract';
import { PASSWORD_CHANGED, PROFILE_UPDATED } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { currentToken, updateProfile } from '@/modules/auth/auth-store';
import { PASSWORD_HINT, passwordProblem, problems } from '@/modules/auth/modal/checks';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Field, FormError, PasswordField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import styles from './Profile.module.css';

/** The Profile tab: name and email, the password, then the address book. */
export function ProfileTab({ profile, children }: { profile: Profile; children?: React.ReactNode }) {
  return (
    <div className={styles.stack}>
      <ProfileForm profile={profile} />
      <ChangePasswordForm />
      {children}
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const api = useApi();
  const toast = useToast();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [email, setEmail] = useState(profile.email ?? '');
  const { busy, run, reject, forget, fields, formError } = useFormAction([
    'first_name',
    'last_name',
    'email',
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({ first_name: !firstName.trim() && 'Please enter your first name' });
    if (bad) return reject(bad);
    void run(async () => {
      const body = { first_name: firstName, last_name: lastName, ...(email.trim() ? { email } : {}) };
      const reply = await api.callWithMessage(endpoints.updateProfile, { body, hideAlert: true });
      // The reply carries this session's token; the stored one stays the one in use.
      updateProfile({ ...reply.data, token: currentToken() ?? reply.data.token });
      toast(reply.message || PROFILE_UPDATED, 'success');
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="profile-details">
      <h2 id="profile-details" className={styles.panelTitle}>
        Your details
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="profile-form">
        <Field
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => {
            setFirstName(e.target.value);
            forget('first_name');
          }}
          error={fields.first_name}
          testId="profile-first-name"
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => {
            setLastName(e.target.value);
            forget('last_name');
          }}
          error={fields.last_name}
          testId="profile-last-name"
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            forget('email');
          }}
          error={fields.email}
          testId="profile-email"
        />
        <EmailProof profile={profile} />
        <p className={styles.muted}>Mobile: {profile.mobile ?? 'not added yet'}</p>
        <FormError text={formError} />
        <Submit busy={busy} testId="profile-save">
          Save changes
        </Submit>
      </form>
    </section>
  );
}

/**
 * Whether the saved email is proved. Booking emails go only to a proved address, so an unproved
 * one says so and offers the link that proves it.
 */
function EmailProof({ profile }: { profile: Profile }) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // A profile stored by an earlier version of the store does not say; it will after the next sign-in.
  if (!profile.email || typeof profile.email_verified !== 'boolean') return null;
  if (profile.email_verified)
    return (
      <p className={styles.muted} data-testid="email-verified">
        {profile.email} is verified: booking emails go there.
      </p>
    );

  async function sendLink() {
    setBusy(true);
    try {
      const reply = await api.callWithMessage(endpoints.emailProofLink);
      toast(reply.message, 'success');
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className={styles.muted} data-testid="email-unverified">
      {profile.email} is not verified yet, so we send it nothing.{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={sendLink}
        disabled={busy}
        data-testid="email-verify-send"
      >
        Email me a link to verify it
      </button>
    </p>
  );
}

function ChangePasswordForm() {
  const api = useApi();
  const toast = useToast();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['old_password', 'new_password']);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({
      old_password: !old && 'Please enter your current password',
      new_password: passwordProblem(next),
    });
    if (bad) return reject(bad);
    void run(async () => {
      const reply = await api.callWithMessage(endpoints.changePassword, {
        body: { old_password: old, new_password: next },
        hideAlert: true,
      });
      setOld('');
      setNext('');
      toast(reply.message || PASSWORD_CHANGED, 'success');
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="change-password">
      <h2 id="change-password" className={styles.panelTitle}>
        Change password
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="change-password-form">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={old}
          onChange={(typed) => {
            setOld(typed);
            forget('old_password');
          }}
          error={fields.old_password}
          testId="change-password-old"
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(typed) => {
            setNext(typed);
            forget('new_password');
          }}
          error={fields.new_password}
          hint={PASSWORD_HINT}
          testId="change-password-new"
        />
        <FormError text={formError} />
        <Submit busy={busy} testId="change-password-save">
          Change password
        </Submit>
      </form>
    </section>
  );
}
