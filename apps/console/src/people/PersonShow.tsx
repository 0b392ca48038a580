import {
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { PersonDetail } from '@store/contract/console';
import { ROLES } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Show, usePermissions, useRecordContext } from 'react-admin';
import { useApi } from '../api-context';
import { rupees, when, words } from '../format';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { ordersLink } from '../orders/links';

const nameOf = (p: PersonDetail) => `${p.first_name} ${p.last_name}`.trim() || `User #${p.id}`;

/** A manual credit or debit of the wallet, with the reason the customer reads in their ledger. */
function WalletAdjustAction({ person }: { person: PersonDetail }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Credit or debit"
      title={`Credit or debit ${nameOf(person)}'s wallet`}
      testId="wallet-adjust"
      submitLabel="Save"
      onSubmit={async (form) => {
        const kind = form.get('kind') === 'debit' ? 'debit' : 'credit';
        const updated = await api.call(consoleEndpoints.adjustWallet, {
          params: { id: person.id },
          body: {
            kind,
            amount: Number(form.get('amount')),
            reason: String(form.get('reason') ?? '').trim(),
          },
          hideAlert: true,
        });
        if ('status' in updated)
          return `Above your cap: the credit of ${rupees(updated.amount)} waits for an admin to approve it.`;
        return `Wallet ${kind === 'credit' ? 'credited' : 'debited'}: balance ${rupees(updated.wallet_balance)}.`;
      }}
    >
      {(errors) => (
        <>
          <RadioGroup row name="kind" defaultValue="credit" aria-label="Credit or debit">
            <FormControlLabel value="credit" control={<Radio />} label="Credit (add money)" />
            <FormControlLabel value="debit" control={<Radio />} label="Debit (take money)" />
          </RadioGroup>
          <TextField
            name="amount"
            label="Amount (₹, whole rupees)"
            type="number"
            required
            error={Boolean(errors.amount)}
            helperText={
              errors.amount ?? `Balance now ${rupees(person.wallet_balance)}; a debit cannot go below zero.`
            }
            slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': 'wallet-amount' } }}
          />
          <TextField
            name="reason"
            label="Reason (the customer sees it)"
            required
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'Shown in their wallet and kept in the audit.'}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'wallet-reason' } }}
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Grant or take back a role (admins only; never one's own: the API refuses it). */
function RoleAction({ person }: { person: PersonDetail }) {
  const api = useApi();
  const { permissions } = usePermissions<string | null>();
  if (permissions !== 'admin') return null;
  return (
    <ActionDialog
      label="Change role"
      title={`Change ${nameOf(person)}'s role`}
      testId="role-change"
      submitLabel="Save role"
      onSubmit={async (form) => {
        const role = String(form.get('role')) as (typeof ROLES)[number];
        const updated = await api.call(consoleEndpoints.changeRole, {
          params: { id: person.id },
          body: { role },
          hideAlert: true,
        });
        return `${nameOf(person)} is now ${updated.role}.`;
      }}
    >
      {(errors) => (
        <TextField
          select
          name="role"
          label="Role"
          defaultValue={person.role}
          error={Boolean(errors.role ?? errors.id)}
          helperText={
            errors.role ?? errors.id ?? 'ops: orders, vendors, customers; admin: everything, roles too.'
          }
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'role-select' } as object } }}
        >
          {ROLES.map((r) => (
            <MenuItem key={r} value={r} data-testid={`role-option-${r}`}>
              {r}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ActionDialog>
  );
}

/** The wallet's ledger, newest first, with the balance after each row. */
function WalletLedger({ person }: { person: PersonDetail }) {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['console', 'wallet', person.id, person.wallet_balance],
    queryFn: () =>
      api.call(consoleEndpoints.wallet, {
        params: { id: person.id },
        query: { per_page: 50 },
        hideAlert: true,
      }),
  });
  if (!data) return <Typography>Loading the wallet…</Typography>;
  if (data.items.length === 0) return <Typography>No wallet money yet.</Typography>;
  return (
    <Table size="small" data-testid="wallet-ledger" aria-label="Wallet ledger, newest first">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>What</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.items.map((row) => (
          <TableRow key={row.id} data-testid="wallet-row">
            <TableCell>{when(row.created_at)}</TableCell>
            <TableCell>
              {words(row.kind)}
              {row.note ? ` · ${row.note}` : ''}
              {row.order_id === null ? '' : ` · order #${row.order_id}`}
            </TableCell>
            <TableCell align="right">
              {row.amount < 0 ? `− ${rupees(-row.amount)}` : `+ ${rupees(row.amount)}`}
            </TableCell>
            <TableCell align="right">{rupees(row.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PersonPage() {
  const person = useRecordContext<PersonDetail>();
  // react-admin shows the list's row first (no wallet yet) until the person's own page arrives.
  if (!person || typeof person.wallet_balance !== 'number')
    return <Typography sx={{ p: 2 }}>Loading…</Typography>;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2">
            {nameOf(person)}
          </Typography>
          <Typography data-testid="person-role">Role: {person.role}</Typography>
          <Typography>
            {person.mobile ?? 'No mobile'} · {person.email ?? 'no email'} · since {when(person.created_at)}
          </Typography>
          <Typography>
            <Link to={ordersLink({ customer_id: person.id })}>{person.order_count} orders</Link>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <RoleAction person={person} />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Wallet: <span data-testid="wallet-balance">{rupees(person.wallet_balance)}</span>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 2 }}>
            <WalletAdjustAction person={person} />
          </Stack>
          <WalletLedger person={person} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** One person: who they are, their orders, their wallet (credit or debit), their role (admins). */
export function PersonShow() {
  return (
    <Show title="Person" actions={false}>
      <PersonPage />
    </Show>
  );
}
