import { MenuItem, TextField } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { InboxItem } from '@store/contract/console';
import {
  INBOX_SOURCE_LABELS,
  INBOX_SOURCES,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxStatus,
  isReplyable,
} from '@store/domain';
import { useState } from 'react';
import { DataTable, DateInput, List, SelectInput, TextInput, useNotify, useRefresh } from 'react-admin';
import { useApi } from '../api-context';
import { when } from '../format';
import { useLookups } from '../lookups';
import { RepliesSent, ReplyAction } from './ReplyAction';

const Column = DataTable.Col<InboxItem>;
const sourceChoices = INBOX_SOURCES.map((id) => ({ id, name: INBOX_SOURCE_LABELS[id] }));
const statusChoices = INBOX_STATUSES.map((id) => ({ id, name: INBOX_STATUS_LABELS[id] }));
const ratingChoices = [1, 2, 3, 4, 5].map((id) => ({ id: String(id), name: `${id} of 5` }));

function useFilters() {
  const { cities } = useLookups();
  return [
    <TextInput key="q" source="q" label="Search (name, mobile, email or text)" alwaysOn resettable />,
    <SelectInput key="source" source="source" label="Kind" choices={sourceChoices} alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
    <SelectInput key="rating" source="rating" label="Rating" choices={ratingChoices} alwaysOn />,
    <SelectInput key="city_id" source="city_id" label="City" choices={cities} />,
    <DateInput key="from" source="from" label="Received from" />,
    <DateInput key="to" source="to" label="Received to" />,
  ];
}

/** The item's status, set where it is read: new, in progress or done (audited by the API). */
function StatusSelect({ item }: { item: InboxItem }) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<InboxStatus>(item.status);
  return (
    <TextField
      select
      size="small"
      value={status}
      label="Status"
      onClick={(event) => event.stopPropagation()}
      onChange={async (event) => {
        const next = event.target.value as InboxStatus;
        try {
          await api.call(consoleEndpoints.setInboxStatus, {
            params: { source: item.source, id: item.item_id },
            body: { status: next },
            hideAlert: true,
          });
          setStatus(next);
          notify(`Marked ${INBOX_STATUS_LABELS[next].toLowerCase()}.`, { type: 'success' });
          refresh();
        } catch {
          notify('The status could not be saved. Try again.', { type: 'error' });
        }
      }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `inbox-status-${item.id}` } as object } }}
    >
      {INBOX_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {INBOX_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The inbox: what visitors wrote (and customers said of their bookings), one list, each with its status. */
export function InboxList() {
  return (
    <List
      filters={useFilters()}
      perPage={25}
      title="Inbox"
      exporter={false}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      <DataTable<InboxItem> bulkActionButtons={false} rowClick={false} data-testid="inbox-list">
        <Column label="Received" disableSort render={(i) => when(i.created_at)} />
        <Column label="Kind" disableSort render={(i) => INBOX_SOURCE_LABELS[i.source]} />
        <Column
          label="From"
          disableSort
          render={(i) => [i.name, i.mobile, i.email].filter(Boolean).join(' · ') || 'Anonymous'}
        />
        <Column label="City" disableSort render={(i) => i.city?.name ?? '—'} />
        <Column
          label="Message"
          disableSort
          render={(i) => (
            <>
              {i.message || '—'}
              {i.details.map((d) => (
                <div key={d.label}>
                  {d.label}: {d.value}
                </div>
              ))}
              <RepliesSent replies={i.replies} />
            </>
          )}
        />
        <Column
          label="Status"
          disableSort
          render={(i) => <StatusSelect key={`${i.id}-${i.status}`} item={i} />}
        />
        <Column
          label="Reply"
          disableSort
          render={(i) =>
            isReplyable(i.source) ? (
              <ReplyAction
                source={i.source}
                id={i.item_id}
                channels={i.reply_channels}
                testId={`inbox-reply-${i.id}`}
              />
            ) : null
          }
        />
      </DataTable>
    </List>
  );
}
