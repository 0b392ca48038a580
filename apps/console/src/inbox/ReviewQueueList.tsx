import { Box, Button, Stack } from '@mui/material';
import { buildUrl, endpoints, fillPath } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { REVIEW_PHOTOS_PATH } from '@store/contract';
import type { QueuedReview } from '@store/contract/console';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewDecision } from '@store/domain';
import { useState } from 'react';
import { DataTable, List, SelectInput, useNotify, useRefresh } from 'react-admin';
import { useApi, useApiUrl } from '../api-context';
import { when } from '../format';

const Column = DataTable.Col<QueuedReview>;
const statusChoices = REVIEW_STATUSES.map((id) => ({ id, name: REVIEW_STATUS_LABELS[id] }));
const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

/** A review's photos straight from the API's file store (their store paths are on another origin). */
function Photos({ review }: { review: QueuedReview }) {
  const apiUrl = useApiUrl();
  if (review.photos.length === 0) return <>—</>;
  return (
    <Stack direction="row" spacing={1}>
      {review.photos.map((path, i) => {
        const name = path.slice(REVIEW_PHOTOS_PATH.length);
        const src = buildUrl(apiUrl, fillPath(endpoints.file.path, { folder: 'review-photos', name }));
        return (
          <a key={path} href={src} target="_blank" rel="noreferrer">
            <Box
              component="img"
              src={src}
              alt={`Photo ${i + 1} of the review by ${review.customer_name}`}
              sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          </a>
        );
      })}
    </Stack>
  );
}

/** Approve (it shows on the experience as a verified booking) or reject; an approved one may be taken down. */
function Decide({ review }: { review: QueuedReview }) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const decide = async (decision: ReviewDecision) => {
    setBusy(true);
    try {
      await api.call(consoleEndpoints.decideReview, {
        params: { id: review.id },
        body: { decision },
        hideAlert: true,
      });
      notify(decision === 'approve' ? 'Review approved.' : 'Review rejected.', { type: 'success' });
      refresh();
    } catch {
      notify('The decision could not be saved. Try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {review.status === 'pending' && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => decide('approve')}
          data-testid={`review-approve-${review.id}`}
        >
          Approve
        </Button>
      )}
      {review.status !== 'rejected' && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => decide('reject')}
          data-testid={`review-reject-${review.id}`}
        >
          {review.status === 'approved' ? 'Take down' : 'Reject'}
        </Button>
      )}
    </Stack>
  );
}

/** Customers' reviews of their bookings, beside the inbox: those waiting for a decision first. */
export function ReviewQueueList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      perPage={25}
      title="Reviews"
      exporter={false}
      empty={false}
    >
      <DataTable<QueuedReview> bulkActionButtons={false} rowClick={false} data-testid="review-queue">
        <Column label="Written" disableSort render={(r) => when(r.created_at)} />
        <Column label="Booking" disableSort render={(r) => `#${r.order_id}`} />
        <Column label="Experience" disableSort render={(r) => `${r.experience.name} · ${r.city.name}`} />
        <Column label="By" disableSort render={(r) => r.customer_name} />
        <Column label="Stars" disableSort render={(r) => `${r.rating} / 5`} />
        <Column label="Review" disableSort render={(r) => r.body || '—'} />
        <Column label="Photos" disableSort render={(r) => <Photos review={r} />} />
        <Column label="Status" disableSort render={(r) => REVIEW_STATUS_LABELS[r.status]} />
        <Column label="" disableSort render={(r) => <Decide review={r} />} />
      </DataTable>
    </List>
  );
}
