'use client';

import { endpoints, type ReplyOf } from '@store/api-client';
import { OCCASION_STEPS, type OccasionStep, occasionStepAfter } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { Field, FormError, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import styles from './Profile.module.css';

type Lists = ReplyOf<typeof endpoints.userDateQuestions>;
type Saved = ReplyOf<typeof endpoints.saveUserDate>;
/** A saved occasion being changed: the flow starts from its answers and saves over it. */
type Editing = Saved;

export const OCCASION_SAVED = 'Occasion saved.';
const SHOWN = ['occasion', 'relation', 'name', 'date'];

/**
 * The occasion flow (docs/product.md, "Profile area"): OCCASSION (SELECT OCCASSION), RELATION (ADD
 * RELATION), DATE (SELECT DATE); Next goes forward, Back goes back. Closing it resets the chosen
 * occasion, so the next time starts afresh. Given a saved occasion, it walks the same steps from its
 * answers and changes it in place (PUT /v2/dates-user/{id}).
 */
export function OccasionFlow({
  lists,
  today,
  onSaved,
  onClose,
  editing,
}: {
  lists: Lists;
  editing?: Editing | undefined;
  today: string;
  onSaved(saved: Saved): void;
  onClose(): void;
}) {
  const api = useApi();
  const toast = useToast();
  const [step, setStep] = useState<OccasionStep>('OCCASSION');
  const [occasion, setOccasion] = useState(editing?.occasion ?? '');
  const [relation, setRelation] = useState(editing?.relation ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [date, setDate] = useState(editing?.date ?? '');
  const { busy, run, reject, forget, fields, formError } = useFormAction(SHOWN);
  const title = OCCASION_STEPS.find((s) => s.step === step)?.title ?? '';

  function close() {
    setOccasion('');
    setStep('OCCASSION');
    onClose();
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 'OCCASSION') {
      if (!occasion) return reject({ occasion: 'Please choose an occasion' });
      return setStep(occasionStepAfter(step, 'next'));
    }
    if (step === 'RELATION') {
      if (!relation) return reject({ relation: 'Please choose whose occasion it is' });
      return setStep(occasionStepAfter(step, 'next'));
    }
    if (!date) return reject({ date: 'Please choose the date' });
    void run(async () => {
      const body = { occasion: occasion as never, relation: relation as never, name, date };
      const reply = editing
        ? await api.callWithMessage(endpoints.updateUserDate, {
            params: { id: editing.id },
            body,
            hideAlert: true,
          })
        : await api.callWithMessage(endpoints.saveUserDate, { body, hideAlert: true });
      toast(reply.message || OCCASION_SAVED, 'success');
      onSaved(reply.data);
    });
  }

  const back = step === 'OCCASSION' ? undefined : () => setStep(occasionStepAfter(step, 'back'));
  return (
    <Dialog title={title} testId="occasion-flow" onClose={close} {...(back && { onBack: back })}>
      <form className={styles.form} onSubmit={next} noValidate data-testid={`occasion-step-${step}`}>
        {step === 'OCCASSION' && (
          <Choices
            legend="Which occasion?"
            name="occasion"
            options={lists.occasions}
            value={occasion}
            onChange={(v) => {
              setOccasion(v);
              forget('occasion');
            }}
            error={fields.occasion}
          />
        )}
        {step === 'RELATION' && (
          <>
            <p className={styles.muted}>{occasion}</p>
            <Choices
              legend="Whose is it?"
              name="relation"
              options={lists.relations}
              value={relation}
              onChange={(v) => {
                setRelation(v);
                forget('relation');
              }}
              error={fields.relation}
            />
            <Field
              label="Their name (optional)"
              value={name}
              maxLength={60}
              onChange={(e) => {
                setName(e.target.value);
                forget('name');
              }}
              error={fields.name}
              testId="occasion-name"
            />
          </>
        )}
        {step === 'DATE' && (
          <>
            <p className={styles.muted}>
              {occasion} · {relation}
              {name && ` (${name})`}
            </p>
            <Field
              label="Date"
              type="date"
              min={today}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                forget('date');
              }}
              error={fields.date}
              testId="occasion-date"
            />
          </>
        )}
        <FormError text={formError} />
        <Submit busy={busy} testId="occasion-next">
          {step !== 'DATE' ? 'Next' : editing ? 'Save changes' : 'Save occasion'}
        </Submit>
      </form>
    </Dialog>
  );
}

function Choices(props: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={props.error ? errorId : undefined}
      data-testid={`occasion-${props.name}-choices`}
    >
      <legend className={styles.legend}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          <span>{option}</span>
        </label>
      ))}
      {props.error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
