import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { consoleEndpoints as e } from '@store/api-client/console';
import { type ConsoleQuestion, QUESTION_KINDS } from '@store/contract/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../api-context';
import { problemOf } from './problem';

// An experience's booking questions: the checkout asks them in this order, and a change applies
// to the next checkout at once. Removing one keeps it with the orders that answered it.

const KIND_WORDS: Record<(typeof QUESTION_KINDS)[number], string> = {
  text: 'Written answer',
  single_select: 'One choice',
  multi_select: 'Several choices',
  address: 'An address',
};

type Draft = {
  question: string;
  kind: ConsoleQuestion['kind'];
  choices: string;
  mandatory: boolean;
  limit: string;
};
const EMPTY: Draft = { question: '', kind: 'text', choices: '', mandatory: false, limit: '' };

const toBody = (d: Draft) => ({
  question: d.question,
  kind: d.kind,
  choices: d.kind.endsWith('select')
    ? d.choices
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean)
    : [],
  mandatory: d.mandatory,
  limit: d.limit.trim() === '' ? null : Number(d.limit),
});

const toDraft = (q: ConsoleQuestion): Draft => ({
  question: q.question,
  kind: q.kind,
  choices: q.choices.join('\n'),
  mandatory: q.mandatory,
  limit: q.limit === null ? '' : String(q.limit),
});

function QuestionForm({
  draft,
  setDraft,
  editing,
  busy,
  onSave,
  onCancel,
}: {
  draft: Draft;
  setDraft: (d: Draft) => void;
  editing: boolean;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const selects = draft.kind.endsWith('select');
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }} data-testid="question-form">
      <TextField
        label="Question"
        value={draft.question}
        onChange={(ev) => setDraft({ ...draft, question: ev.target.value })}
        inputProps={{ 'data-testid': 'question-text' }}
      />
      <TextField
        select
        label="Kind of answer"
        value={draft.kind}
        onChange={(ev) => setDraft({ ...draft, kind: ev.target.value as Draft['kind'] })}
        SelectProps={{ SelectDisplayProps: { 'data-testid': 'question-kind' } as object }}
      >
        {QUESTION_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {KIND_WORDS[k]}
          </MenuItem>
        ))}
      </TextField>
      {selects && (
        <TextField
          label="Choices, one a line"
          multiline
          minRows={3}
          value={draft.choices}
          onChange={(ev) => setDraft({ ...draft, choices: ev.target.value })}
          inputProps={{ 'data-testid': 'question-choices' }}
        />
      )}
      <TextField
        label={
          draft.kind === 'multi_select'
            ? 'Most choices taken (empty: all)'
            : 'Most characters (empty: the default)'
        }
        type="number"
        value={draft.limit}
        disabled={draft.kind === 'single_select'}
        onChange={(ev) => setDraft({ ...draft, limit: ev.target.value })}
        inputProps={{ min: 1, step: 1, 'data-testid': 'question-limit' }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.mandatory}
            onChange={(ev) => setDraft({ ...draft, mandatory: ev.target.checked })}
            inputProps={{ 'data-testid': 'question-mandatory' } as object}
          />
        }
        label="Mandatory (the booking waits for an answer)"
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={onSave} data-testid="question-save">
          {editing ? 'Save question' : 'Add question'}
        </Button>
        {editing && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The questions of one experience with their edits (admins); ops read them. */
export function ExperienceQuestions({
  experienceId,
  canChange,
}: {
  experienceId: number;
  canChange: boolean;
}) {
  const api = useApi();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['console', 'experience-questions', experienceId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api.call(e.experienceQuestions, { params: { id: experienceId }, hideAlert: true }),
  });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const questions = data?.items ?? [];

  async function run(change: () => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await change();
      notify(done, { type: 'success' });
      await client.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const params = () => ({ id: experienceId });

  async function save() {
    const saved =
      editing === null
        ? await run(
            () => api.call(e.addQuestion, { params: params(), body: toBody(draft), hideAlert: true }),
            'Question added.',
          )
        : await run(
            () =>
              api.call(e.changeQuestion, {
                params: { id: experienceId, question_id: editing },
                body: toBody(draft),
                hideAlert: true,
              }),
            'Question saved.',
          );
    if (saved) edit(null);
  }
  const move = (index: number, by: number) => {
    const ids = questions.map((q) => q.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(
      () => api.call(e.reorderQuestions, { params: params(), body: { question_ids: ids }, hideAlert: true }),
      'Questions reordered.',
    );
  };
  const edit = (q: ConsoleQuestion | null) => {
    setEditing(q?.id ?? null);
    setDraft(q ? toDraft(q) : EMPTY);
  };
  const remove = (q: ConsoleQuestion) =>
    run(
      () => api.call(e.removeQuestion, { params: { id: experienceId, question_id: q.id }, hideAlert: true }),
      'Question removed.',
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="experience-questions">
      <Typography variant="h6" component="h2">
        Booking questions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Asked at checkout in this order, among the questions every experience asks. Changes apply to the next
        checkout at once; a removed question stays with the orders that answered it.
      </Typography>
      <List dense>
        {questions.map((q, index) => (
          <ListItem key={q.id} data-testid="question-row" divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}
              primary={`${index + 1}. ${q.question}${q.mandatory ? ' (mandatory)' : ''}`}
              secondary={[
                KIND_WORDS[q.kind],
                q.choices.join(', '),
                q.limit === null ? '' : `limit ${q.limit}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            {canChange && (
              <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
                <Button
                  size="small"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move "${q.question}" up`}
                >
                  Up
                </Button>
                <Button
                  size="small"
                  disabled={busy || index === questions.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move "${q.question}" down`}
                >
                  Down
                </Button>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => edit(q)}
                  aria-label={`Edit "${q.question}"`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => remove(q)}
                  aria-label={`Remove "${q.question}"`}
                >
                  Remove
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
        {questions.length === 0 && (
          <ListItem>
            <ListItemText primary="No questions of its own." />
          </ListItem>
        )}
      </List>
      {problem && (
        <Alert severity="error" role="alert" data-testid="question-error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {canChange && (
        <QuestionForm
          draft={draft}
          setDraft={setDraft}
          editing={editing !== null}
          busy={busy}
          onSave={save}
          onCancel={() => edit(null)}
        />
      )}
    </Paper>
  );
}
