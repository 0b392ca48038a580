import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { consoleEndpoints as e } from '@store/api-client/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../api-context';
import { problemOf } from './problem';

// An experience's cancellation terms: a full refund until some hours before the slot, a share of
// it until a cut-off, then nothing (and no change). Its own numbers, or the store's default.

type Numbers = { full_refund_hours: string; late_refund_percent: string; cutoff_hours: string };

const stepWords = (s: { from_hours: number; percent: number }, i: number, all: unknown[]) =>
  i === all.length - 1
    ? `Under ${s.from_hours === 0 ? (all[i - 1] as { from_hours: number }).from_hours : s.from_hours} hours before: no refund, no change`
    : `${s.from_hours} hours or more before the slot: ${s.percent}% back`;

export function CancellationTerms({ experienceId, canChange }: { experienceId: number; canChange: boolean }) {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['console', 'cancellation-terms', experienceId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api.call(e.experienceTerms, { params: { id: experienceId }, hideAlert: true }),
  });
  const [values, setValues] = useState<Numbers>({
    full_refund_hours: '',
    late_refund_percent: '',
    cutoff_hours: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data)
      setValues({
        full_refund_hours: String(data.full_refund_hours),
        late_refund_percent: String(data.late_refund_percent),
        cutoff_hours: String(data.cutoff_hours),
      });
  }, [data]);

  async function save(
    terms: { full_refund_hours: number; late_refund_percent: number; cutoff_hours: number } | null,
  ) {
    setBusy(true);
    setProblem(null);
    try {
      await api.call(e.changeCancellationTerms, {
        params: { id: experienceId },
        body: { terms },
        hideAlert: true,
      });
      notify('Cancellation terms saved.', { type: 'success' });
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }
  const field = (name: keyof Numbers, label: string) => (
    <TextField
      label={label}
      type="number"
      value={values[name]}
      disabled={!canChange}
      onChange={(ev) => setValues({ ...values, [name]: ev.target.value })}
      inputProps={{ min: 0, step: 1, 'data-testid': `terms-${name}` }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="cancellation-terms">
      <Typography variant="h6" component="h2">
        Cancellation terms {data && !data.own ? "(the store's default)" : ''}
      </Typography>
      <ul>
        {data?.steps.map((s, i, all) => (
          <li key={`${s.from_hours}-${s.percent}`}>
            <Typography variant="body2">{stepWords(s, i, all)}</Typography>
          </li>
        ))}
      </ul>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {field('full_refund_hours', 'Full refund until (hours before)')}
        {field('late_refund_percent', 'Then this percent back')}
        {field('cutoff_hours', 'Until (hours before); then nothing')}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" data-testid="terms-error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {canChange && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            disabled={busy}
            data-testid="terms-save"
            onClick={() =>
              save({
                full_refund_hours: Number(values.full_refund_hours),
                late_refund_percent: Number(values.late_refund_percent),
                cutoff_hours: Number(values.cutoff_hours),
              })
            }
          >
            Save terms
          </Button>
          <Button disabled={busy || !data?.own} onClick={() => save(null)} data-testid="terms-default">
            Use the store's default
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
