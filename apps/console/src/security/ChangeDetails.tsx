import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { type FormEvent, useState } from 'react';
import { useApi } from '../api-context';

type Outcome = { ok: boolean; message: string } | null;

/**
 * An operator's password and email change here only, each with a current code from their app: a
 * store session (a password alone) cannot change them.
 */
export function ChangeDetails() {
  const api = useApi();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>, what: 'password' | 'email') {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const code = String(data.get('code') ?? '').trim();
    const value = String(data.get(what) ?? '');
    setOutcome(null);
    try {
      if (what === 'password')
        await api.call(consoleEndpoints.changeOwnPassword, {
          body: { code, password: value },
          hideAlert: true,
        });
      else await api.call(consoleEndpoints.changeOwnEmail, { body: { code, email: value }, hideAlert: true });
      form.reset();
      setOutcome({ ok: true, message: what === 'password' ? 'Password changed.' : 'Email changed.' });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof ApiError ? error.message : 'Try again.' });
    }
  }

  const codeField = (
    <TextField name="code" label="Code from the app" inputMode="numeric" required size="small" />
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Password and email
        </Typography>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {outcome.message}
          </Alert>
        )}
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => submit(e, 'password')}
          sx={{ mb: 2 }}
        >
          <TextField name="password" label="New password" type="password" required size="small" />
          {codeField}
          <Button type="submit">Change password</Button>
        </Stack>
        <Stack component="form" direction="row" spacing={1} onSubmit={(e) => submit(e, 'email')}>
          <TextField name="email" label="New email" type="email" required size="small" />
          {codeField}
          <Button type="submit">Change email</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
