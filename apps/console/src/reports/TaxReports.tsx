import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ApiError } from '@store/api-client';
import { consoleEndpoints, problemInWords } from '@store/api-client/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useApi } from '../api-context';
import { rupees } from '../format';
import { ScrollRegion } from '../layout/ScrollRegion';
import { saveCsv } from '../save-csv';

const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
const HEADS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/**
 * The GST summary of the period by place of supply (invoices less credit notes, the figures
 * printed on them) and its two CSVs: the summary and the invoice register. Admins only: the API
 * refuses ops, so ops see a line saying so instead.
 */
export function TaxReports({ from, to }: { from: string; to: string }) {
  const api = useApi();
  const notify = useNotify();
  const { permissions } = usePermissions<string | null>();
  const admin = permissions === 'admin';
  const [busy, setBusy] = useState(false);
  const { data, error } = useQuery({
    queryKey: ['console', 'gst', from, to],
    queryFn: () => api.call(consoleEndpoints.gstSummary, { query: { from, to }, hideAlert: true }),
    enabled: admin && Boolean(from && to),
    retry: false,
  });
  if (!admin)
    return <Typography variant="body2">Tax reports (GST, the invoice register) are for admins.</Typography>;

  async function download(which: 'gst' | 'invoices') {
    setBusy(true);
    try {
      const op = which === 'gst' ? consoleEndpoints.exportGstSummary : consoleEndpoints.exportInvoiceRegister;
      const csv = await api.call(op, { query: { from, to }, hideAlert: true });
      saveCsv(csv, `${which === 'gst' ? 'gst-summary' : 'invoice-register'}-${from}-to-${to}.csv`);
    } catch {
      notify('The export failed. Try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const problem =
    error instanceof ApiError ? problemInWords(error.message, error.fields).message : error?.message;
  return (
    <Card variant="outlined" component="section" aria-labelledby="gst-title" data-testid="gst-summary">
      <CardContent>
        <Typography id="gst-title" variant="h6" component="h2">
          GST by place of supply, {from} to {to}
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        {data && (
          // Nine columns: on a phone the table scrolls inside its card, the page does not.
          <ScrollRegion label={'GST by place of supply'}>
            <Table size="small" aria-labelledby="gst-title">
              <TableHead>
                <TableRow>
                  <TableCell>Place of supply</TableCell>
                  <TableCell align="right">Invoices</TableCell>
                  <TableCell align="right">Credit notes</TableCell>
                  {HEADS.map((h) => (
                    <TableCell key={h} align="right">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...data.lines, { ...data.totals, place_code: '', place_name: 'Total' }].map((l) => (
                  <TableRow key={l.place_code || 'total'}>
                    <TableCell component="th" scope="row">
                      {l.place_code ? `${l.place_name} (${l.place_code})` : l.place_name}
                    </TableCell>
                    <TableCell align="right">{l.invoices}</TableCell>
                    <TableCell align="right">{l.credit_notes}</TableCell>
                    {AMOUNTS.map((k) => (
                      <TableCell key={k} align="right">
                        {rupees(l[k])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => download('gst')}
            data-testid="gst-export"
          >
            GST summary CSV
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => download('invoices')}
            data-testid="invoice-register-export"
          >
            Invoice register CSV
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
