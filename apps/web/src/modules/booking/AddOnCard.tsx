'use client';

import type { Customization } from '@store/contract';
import { type AddOnChange, type AddOnLine, formatInr, multiSelectMax, withoutEmoji } from '@store/domain';
import Image from 'next/image';
import { useState } from 'react';
import styles from './AddOnCard.module.css';
import controls from './controls.module.css';

type Props = {
  addOn: Customization;
  line: AddOnLine | undefined;
  error: string;
  available: boolean;
  /** Applies the change and answers the rule's refusal, if any. */
  onChange: (change: AddOnChange) => string | undefined;
};

const unitText: Record<string, string> = { text: ' per letter' };

export function AddOnCard({ addOn, line, error, available, onChange }: Props) {
  const added = line !== undefined;
  return (
    <article
      className={`${styles.addOn} ${added ? styles.addOnAdded : ''}`}
      data-testid="addon-card"
      data-id={addOn.customization_id}
      aria-label={addOn.name}
    >
      <div className={styles.addOnImage}>
        <Image src={addOn.image_url} alt="" fill sizes="88px" />
      </div>
      <div className={styles.addOnBody}>
        <h4 className={styles.addOnName}>{addOn.name}</h4>
        <p className={styles.addOnDescription}>{addOn.description}</p>
        <p className={styles.addOnPrice}>
          <strong>{formatInr(addOn.price)}</strong>
          {unitText[addOn.type] ?? ''}
          {addOn.original_price > addOn.price && <s>{formatInr(addOn.original_price)}</s>}
        </p>
        {!available ? (
          <p className={styles.addOnUnavailable}>
            Needs {addOn.min_hours} hours&apos; notice: pick a later slot to add it.
          </p>
        ) : (
          <AddOnControl addOn={addOn} line={line} onChange={onChange} />
        )}
        {error && (
          <p className={controls.errorText} role="alert" data-testid="addon-error">
            {error}
          </p>
        )}
      </div>
    </article>
  );
}

function AddOnControl({ addOn, line, onChange }: Omit<Props, 'error' | 'available'>) {
  if (addOn.type === 'text') return <TextAnswer addOn={addOn} line={line} onChange={onChange} />;
  if (addOn.type === 'multi_select') return <Choices addOn={addOn} line={line} onChange={onChange} />;
  if (!line) {
    return (
      <button
        type="button"
        className={styles.addButton}
        onClick={() => onChange({ kind: 'add' })}
        data-testid="addon-add"
      >
        Add
      </button>
    );
  }
  const atMost = addOn.type === 'single_select' ? 1 : addOn.quantity;
  return (
    <fieldset className={controls.stepper}>
      <legend className="visually-hidden">{addOn.name} quantity</legend>
      <button
        type="button"
        onClick={() => onChange({ kind: 'step', delta: -1 })}
        aria-label={line.quantity === 1 ? `Remove ${addOn.name}` : `One less ${addOn.name}`}
        data-testid="addon-decrease"
      >
        −
      </button>
      <output data-testid="addon-quantity" aria-live="polite">
        {line.quantity}
      </output>
      <button
        type="button"
        onClick={() => onChange({ kind: 'step', delta: 1 })}
        disabled={line.quantity >= atMost}
        aria-label={`One more ${addOn.name}`}
        title={addOn.type === 'single_select' ? 'This add-on can be added once' : undefined}
        data-testid="addon-increase"
      >
        +
      </button>
    </fieldset>
  );
}

function TextAnswer({ addOn, line, onChange }: Omit<Props, 'error' | 'available'>) {
  const [text, setText] = useState(line?.answer ?? '');
  const question = addOn.questions[0];
  const id = `addon-answer-${addOn.customization_id}`;
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
        data-testid="addon-answer"
      />
      <p className={controls.hint} data-testid="addon-letters">
        {line
          ? `${line.quantity} ${line.quantity === 1 ? 'letter' : 'letters'} × ${formatInr(addOn.price)}`
          : 'Spaces and emoji are not counted'}
      </p>
    </div>
  );
}

function Choices({ addOn, line, onChange }: Omit<Props, 'error' | 'available'>) {
  const question = addOn.questions[0];
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
            data-testid="addon-choice"
          >
            {choice}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
