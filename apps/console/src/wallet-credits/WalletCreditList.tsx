import { Button, Stack } from '@mui/material';
import { ApiError } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { WalletCredit } from '@store/contract/console';
import { formatInr } from '@store/domain';
import { useState } from 'react';
import { DataTable, List, useNotify, usePermissions, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { useApi } from '../api-context';
import { when } from '../format';

const Column = DataTable.Col<WalletCredit>;

/**
 * Approve or decline, for admins: the API refuses the operator who asked (four eyes) and says so,
 * and the list drops the credit once it is decided.
 */
function Decide({ credit }: { credit: WalletCredit }) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const decide = async (verb: 'approve' | 'decline') => {
    setBusy(true);
    try {
      const endpoint =
        verb === 'approve' ? consoleEndpoints.approveWalletCredit : consoleEndpoints.declineWalletCredit;
      await api.call(endpoint, { params: { id: credit.id }, hideAlert: true });
      notify(verb === 'approve' ? 'Credit approved and paid.' : 'Credit declined.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'The decision could not be saved. Try again.', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        onClick={() => decide('approve')}
        data-testid={`wallet-credit-approve-${credit.id}`}
      >
        Approve
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() => decide('decline')}
        data-testid={`wallet-credit-decline-${credit.id}`}
      >
        Decline
      </Button>
    </Stack>
  );
}

/** Wallet credits waiting for an admin: who gets what, why, and who asked. */
export function WalletCreditList() {
  const { permissions } = usePermissions<string | null>();
  return (
    <List title="Wallet credits to approve" exporter={false} pagination={false} empty={false}>
      <DataTable<WalletCredit> bulkActionButtons={false} rowClick={false} data-testid="wallet-credit-list">
        <Column label="Asked" disableSort render={(c) => when(c.created_at)} />
        <Column
          label="For"
          disableSort
          render={(c) => <Link to={`/people/${c.user_id}/show`}>Person #{c.user_id}</Link>}
        />
        <Column label="Amount" disableSort render={(c) => formatInr(c.amount)} />
        <Column label="Reason" disableSort render={(c) => c.reason} />
        <Column
          label="Asked by"
          disableSort
          render={(c) => <Link to={`/people/${c.requested_by}/show`}>Operator #{c.requested_by}</Link>}
        />
        <Column
          label="Decision"
          disableSort
          render={(c) => (permissions === 'admin' ? <Decide credit={c} /> : 'Waiting for an admin')}
        />
      </DataTable>
    </List>
  );
}
