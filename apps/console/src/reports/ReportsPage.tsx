import {
  Card,
  CardContent,
  Grid,
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
import type { ReportLine } from '@store/contract/console';
import { addDays, DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useApi } from '../api-context';
import { rupees } from '../format';
import { BarChart } from './BarChart';
import { TaxReports } from './TaxReports';

function Lines({ title, lines, testId }: { title: string; lines: ReportLine[]; testId: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {lines.length === 0 ? (
          <Typography>Nothing booked in this period.</Typography>
        ) : (
          <Table size="small" data-testid={testId} aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{title.replace('By ', '')}</TableCell>
                <TableCell align="right">Bookings</TableCell>
                <TableCell align="right">Revenue</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l) => (
                <TableRow key={l.key}>
                  <TableCell>{l.label}</TableCell>
                  <TableCell align="right">{l.bookings}</TableCell>
                  <TableCell align="right">{rupees(l.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Reports: bookings and revenue per day, city, experience and vendor over a period, with the shares
 * cancelled and refunded; GST for admins.
 */
export function ReportsPage() {
  const api = useApi();
  const today = ymdInZone(new Date(), DEFAULT_TIME_ZONE);
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const { data, error } = useQuery({
    queryKey: ['console', 'report', from, to],
    queryFn: () => api.call(consoleEndpoints.report, { query: { from, to }, hideAlert: true }),
    enabled: Boolean(from && to),
    retry: false,
  });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title="Reports" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-from' } }}
        />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-to' } }}
        />
      </Stack>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" data-testid="report-totals">
                {data.totals.bookings} bookings · {rupees(data.totals.revenue)}
              </Typography>
              <Typography variant="body2" data-testid="report-rates">
                Cancelled: {data.rates.cancelled} ({data.rates.cancellation_percent}%) · Money back:{' '}
                {data.rates.refunded} ({data.rates.refund_percent}%), {rupees(data.rates.refunded_amount)}
              </Typography>
              <BarChart lines={data.by_day} title={`Bookings per day, ${data.from} to ${data.to}`} />
            </CardContent>
          </Card>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Lines title="By city" lines={data.by_city} testId="report-cities" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Lines title="By experience" lines={data.by_experience} testId="report-experiences" />
            </Grid>
          </Grid>
          <Lines title="By vendor" lines={data.by_vendor} testId="report-vendors" />
          <Lines title="By day" lines={data.by_day.filter((d) => d.bookings > 0)} testId="report-days" />
        </>
      )}
      <TaxReports from={from} to={to} />
    </Stack>
  );
}
