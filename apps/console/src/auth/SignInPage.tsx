import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { ApiError } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { type FormEvent, useState } from 'react';
import { useLogin } from 'react-admin';
import { useApi } from '../api-context';

type Challenge = { mobile: string; challenge: string; hint: string; factor: 'authenticator' | 'text' };

/** An API error's words for the form: the message, and each field's own where the API named it. */
function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: 'The console could not reach the API. Try again.', fields: {} };
}

/**
 * Signing in to the console: the account's mobile and password first, then the second factor the
 * API asks for: the authenticator app's code (or a recovery code), or, for an operator who has not
 * set one up where the store allows it (the demo), a code texted to their mobile. A store session
 * never opens the console, so this page is the only way in.
 */
export function SignInPage() {
  const api = useApi();
  const login = useLogin();
  const [step, setStep] = useState<Challenge | null>(null);
  // An operator without their phone signs in with one of their recovery codes instead.
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      if (!step) {
        const mobile = String(form.get('mobile') ?? '').trim();
        const body = { mobile, password: String(form.get('password') ?? '') };
        const sent = await api.call(consoleEndpoints.passwordStep, { body, hideAlert: true });
        setStep({ mobile, challenge: sent.challenge, hint: sent.mobile_hint, factor: sent.factor });
        setRecovery(false);
      } else {
        const typed = String(form.get('code') ?? '').trim();
        const factor = recovery ? { recovery_code: typed } : { code: typed };
        await login({ mobile: step.mobile, challenge: step.challenge, ...factor });
      }
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) =>
    problem?.fields[name] ??
    (name === 'code' ? (problem?.fields.otp ?? problem?.fields.recovery_code) : undefined);
  const prompt = !step
    ? 'Sign in with your mobile and password; your second factor comes next.'
    : step.factor === 'text'
      ? `We texted a 6-digit code to ${step.hint}. It is valid for 5 minutes.`
      : recovery
        ? 'Enter one of your recovery codes. Each works once.'
        : 'Enter the 6-digit code your authenticator app shows now.';
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef2f6' }}
    >
      <Card sx={{ width: 380, maxWidth: '92vw' }}>
        <CardContent component="form" onSubmit={submit} noValidate data-testid="console-sign-in">
          <Typography component="h1" variant="h5" gutterBottom>
            Operator console
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {prompt}
          </Typography>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="sign-in-error">
              {problem.message}
            </Alert>
          )}
          {step ? (
            <TextField
              name="code"
              key={recovery ? 'recovery' : 'code'}
              label={recovery ? 'Recovery code' : 'Code'}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              required
              fullWidth
              autoFocus
              error={Boolean(fieldError('code'))}
              helperText={fieldError('code')}
              slotProps={{ htmlInput: { 'data-testid': 'sign-in-code', maxLength: recovery ? 11 : 6 } }}
            />
          ) : (
            <>
              <TextField
                name="mobile"
                label="Mobile"
                autoComplete="username"
                inputMode="tel"
                required
                fullWidth
                autoFocus
                margin="dense"
                error={Boolean(fieldError('mobile'))}
                helperText={fieldError('mobile')}
                slotProps={{ htmlInput: { 'data-testid': 'sign-in-mobile' } }}
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                fullWidth
                margin="dense"
                error={Boolean(fieldError('password'))}
                helperText={fieldError('password')}
                slotProps={{ htmlInput: { 'data-testid': 'sign-in-password' } }}
              />
            </>
          )}
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={busy}
            sx={{ mt: 2 }}
            data-testid="sign-in-submit"
          >
            {step ? 'Sign in' : 'Next'}
          </Button>
          {step?.factor === 'authenticator' && (
            <Button
              fullWidth
              sx={{ mt: 1 }}
              onClick={() => setRecovery(!recovery)}
              disabled={busy}
              data-testid="sign-in-use-recovery"
            >
              {recovery ? 'Use the app instead' : 'Use a recovery code'}
            </Button>
          )}
          {step && (
            <Button fullWidth sx={{ mt: 1 }} onClick={() => setStep(null)} disabled={busy}>
              Start again
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
