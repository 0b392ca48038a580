import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { useApi } from '../api-context';
import { listQuery } from '../resources/resource';
import { saveCsv } from '../save-csv';

/**
 * The orders list's CSV export: every order its search and filters match (not only the page shown),
 * as the API streams it, saved as a file.
 */
export function ExportOrdersButton() {
  const api = useApi();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const {
        page: _page,
        per_page: _perPage,
        ...query
      } = listQuery({ filter: filterValues, sort, pagination: { page: 1, perPage: 1 } }, [
        'id',
        'date',
        'amount',
      ] as const);
      const csv = await api.call(consoleEndpoints.exportOrders, { query, hideAlert: true });
      saveCsv(csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      notify('The export failed. Try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={busy}
      data-testid="orders-export"
    >
      Export CSV
    </Button>
  );
}
