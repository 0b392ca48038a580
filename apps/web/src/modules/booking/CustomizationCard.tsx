'use client';

import type { Customization } from '@store/contract';
import {
  type CustomizationChange,
  type DraftCustomization,
  formatInr,
  multiSelectMax,
  withoutEmoji,
} from '@store/domain';
import Image from 'next/image';
import { useState } from 'react';
import styles from './CustomizationCard.module.css';
import controls from './controls.module.css';

type Props = {
  customization: Customization;
  line: DraftCustomization | undefined;
  error: string;
  available: boolean;
  /** Applies the change and answers the rule's refusal, if any. */
  onChange: (change: CustomizationChange) => string | undefined;
};

const unitText: Record<string, string> = { text: ' per letter' };

export function CustomizationCard({ customization, line, error, available, onChange }: Props) {
  const added = line !== undefined;
  return (
    <article
      className={`${styles.customization} ${added ? styles.customizationAdded : ''}`}
      data-testid="customization-card"
      data-id={customization.customization_id}
      aria-label={customization.name}
    >
      <div className={styles.customizationImage}>
        <Image src={customization.image_url} alt="" fill sizes="88px" />
      </div>
      <div className={styles.customizationBody}>
        <h4 className={styles.customizationName}>{customization.name}</h4>
        <p className={styles.customizationDescription}>{customization.description}</p>
        <p className={styles.customizationPrice}>
          <strong>{formatInr(customization.price)}</strong>
          {unitText[customization.type] ?? ''}
          {customization.original_price > customization.price && (
            <s>{formatInr(customization.original_price)}</s>
          )}
        </p>
        {!available ? (
          <p className={styles.customizationUnavailable}>
            Needs {customization.min_hours} hours&apos; notice: pick a later slot to add it.
          </p>
        ) : (
          <CustomizationControl customization={customization} line={line} onChange={onChange} />
        )}
        {error && (
          <p className={controls.errorText} role="alert" data-testid="customization-error">
            {error}
          </p>
        )}
      </div>
    </article>
  );
}

function CustomizationControl({ customization, line, onChange }: Omit<Props, 'error' | 'available'>) {
  if (customization.type === 'text')
    return <TextAnswer customization={customization} line={line} onChange={onChange} />;
  if (customization.type === 'multi_select')
    return <Choices customization={customization} line={line} onChange={onChange} />;
  if (!line) {
    return (
      <button
        type="button"
        className={styles.addButton}
        onClick={() => onChange({ kind: 'add' })}
        data-testid="customization-add"
      >
        Add
      </button>
    );
  }
  const atMost = customization.type === 'single_select' ? 1 : customization.quantity;
  return (
    <fieldset className={controls.stepper}>
      <legend className="visually-hidden">{customization.name} quantity</legend>
      <button
        type="button"
        onClick={() => onChange({ kind: 'step', delta: -1 })}
        aria-label={line.quantity === 1 ? `Remove ${customization.name}` : `One less ${customization.name}`}
        data-testid="customization-decrease"
      >
        −
      </button>
      <output data-testid="customization-quantity" aria-live="polite">
        {line.quantity}
      </output>
      <button
        type="button"
        onClick={() => onChange({ kind: 'step', delta: 1 })}
        disabled={line.quantity >= atMost}
        aria-label={`One more ${customization.name}`}
        title={customization.type === 'single_select' ? 'This add-on can be added once' : undefined}
        data-testid="customization-increase"
      >
        +
      </button>
    </fieldset>
  );
}

function TextAnswer({ customization, line, onChange }: Omit<Props, 'error' | 'available'>) {
  const [text, setText] = useState(line?.answer ?? '');
  const question = customization.questions[0];
  const id = `customization-answer-${customization.customization_id}`;
  return (
    <div className={styles.textAnswer}>
      <label htmlFor={id} className={controls.fieldLabel}>
        {question?.question ?? 'Your text'}
      </label>
      <input
        id={id}
        className={controls.input}
        value={text}
        onChange={(event) => {
          const typed = withoutEmoji(event.target.value);
          // A text the rules refuse (over the limit) is not taken: the field keeps what it had.
          if (!onChange({ kind: 'answer', text: typed })) setText(typed);
        }}
        placeholder="Type here"
        autoComplete="off"
        data-testid="customization-answer"
      />
      <p className={controls.hint} data-testid="customization-letters">
        {line
          ? `${line.quantity} ${line.quantity === 1 ? 'letter' : 'letters'} × ${formatInr(customization.price)}`
          : 'Spaces and emoji are not counted'}
      </p>
    </div>
  );
}

function Choices({ customization, line, onChange }: Omit<Props, 'error' | 'available'>) {
  const question = customization.questions[0];
  if (!question) return null;
  const max = multiSelectMax(question.limit, question.choices.length);
  const chosen = line?.choices ?? [];
  return (
    <fieldset className={styles.choices}>
      <legend className={controls.fieldLabel}>
        {question.question} <span className={controls.hint}>(up to {max})</span>
      </legend>
      <div className={styles.chips}>
        {question.choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.chip}
            aria-pressed={chosen.includes(choice)}
            onClick={() => onChange({ kind: 'choice', option: choice })}
            data-testid="customization-choice"
          >
            {choice}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
