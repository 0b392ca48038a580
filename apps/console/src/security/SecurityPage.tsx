import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { useApi } from '../api-context';
import { ChangeDetails } from './ChangeDetails';

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The console could not reach the API. Try again.';

type Setup = { secret: string; uri: string; qr: string };

/**
 * The operator's own authenticator: set up once, here, with a code from the app; the recovery
 * codes are shown this once and never again. Until it is set up, this store may still text codes
 * (the demo); production does not.
 */
function Authenticator() {
  const api = useApi();
  const queries = useQueryClient();
  const status = useQuery({
    queryKey: ['console-factor'],
    queryFn: () => api.call(consoleEndpoints.factorStatus, { hideAlert: true }),
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function start() {
    setProblem(null);
    try {
      const started = await api.call(consoleEndpoints.startFactor, { hideAlert: true });
      setSetup({ ...started, qr: await toDataURL(started.uri, { margin: 1, width: 200 }) });
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setProblem(null);
    try {
      const { recovery_codes } = await api.call(consoleEndpoints.confirmFactor, {
        body: { code },
        hideAlert: true,
      });
      setCodes(recovery_codes);
      setSetup(null);
      await queries.invalidateQueries({ queryKey: ['console-factor'] });
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  return (
    <Card variant="outlined" data-testid="security-authenticator">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Authenticator app
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="security-error">
            {problem}
          </Alert>
        )}
        {codes && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <Typography gutterBottom>
              Your authenticator is set up. Keep these recovery codes somewhere safe: each signs you in once
              without your phone, and they are not shown again.
            </Typography>
            <Typography
              component="pre"
              data-testid="security-recovery-codes"
              sx={{ fontFamily: 'monospace' }}
            >
              {codes.join('\n')}
            </Typography>
          </Alert>
        )}
        {status.data?.enrolled ? (
          <Typography data-testid="security-enrolled">
            Set up. You sign in with its code; {status.data.recovery_codes_left} recovery codes left.
          </Typography>
        ) : setup ? (
          <Stack component="form" onSubmit={confirm} spacing={2} noValidate>
            <Typography>
              Scan this with your authenticator app (or type the key), then enter the code it shows.
            </Typography>
            <img src={setup.qr} alt="QR code of the authenticator's key" width={200} height={200} />
            <Typography
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="security-secret"
            >
              {setup.secret}
            </Typography>
            <TextField
              name="code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              slotProps={{ htmlInput: { maxLength: 6, 'data-testid': 'security-code' } }}
            />
            <Button type="submit" variant="contained" data-testid="security-confirm">
              Confirm
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} alignItems="flex-start">
            <Typography>
              Not set up yet. Set up an authenticator app so that a code texted to your mobile is never enough
              to open the console.
            </Typography>
            <Button variant="contained" onClick={start} data-testid="security-start">
              Set up an authenticator
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The operator's own sign-in: the authenticator, then their password and email. */
export function SecurityPage() {
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Security" />
      <Authenticator />
      <ChangeDetails />
    </Stack>
  );
}
