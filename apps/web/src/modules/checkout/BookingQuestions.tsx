'use client';

import { REQUIRED_FIELD } from '@store/api-client';
import {
  bookingTextAnswer,
  droppedCharacters,
  joinChoices,
  multiSelectMax,
  splitChoices,
  toggleMultiSelect,
} from '@store/domain';
import { useState } from 'react';
import styles from './Checkout.module.css';
import type { CheckoutQuestion } from './checkout-api';

export type Answers = Readonly<Record<number, string>>;

type Props = {
  questions: readonly CheckoutQuestion[];
  answers: Answers;
  onAnswer: (questionId: number, value: string) => void;
  /** Question ids to mark as missing (after a refused attempt to book). */
  missing: ReadonlySet<number>;
  /**
   * The server's refusal of an answer, by question id, shown under it (docs/product.md, "Booking
   * questions").
   */
  errors?: Readonly<Record<number, string>>;
  /** The group's title. */
  title?: string;
};

/**
 * The booking questions of the checkout (docs/product.md, "Booking questions"), inside the
 * important-information section.
 */
export function BookingQuestions({
  questions,
  answers,
  onAnswer,
  missing,
  errors = {},
  title = 'Tell us about the booking',
}: Props) {
  if (questions.length === 0) return null;
  return (
    <fieldset className={styles.questions} data-testid="booking-questions">
      <legend className={styles.questionsTitle}>{title}</legend>
      {questions.map((question) => {
        const error = missing.has(question.question_id) ? REQUIRED_FIELD : errors[question.question_id];
        return (
          <div
            key={question.question_id}
            className={styles.question}
            data-testid="booking-question"
            data-missing={error !== undefined || undefined}
          >
            <QuestionField
              question={question}
              value={answers[question.question_id] ?? ''}
              onAnswer={onAnswer}
            />
            {error !== undefined && (
              <p className={styles.fieldError} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function Label({ question, htmlFor }: { question: CheckoutQuestion; htmlFor?: string }) {
  const text = (
    <>
      {question.question}
      {question.mandatory && (
        <span className={styles.required}>
          {' '}
          *<span className="visually-hidden"> (required)</span>
        </span>
      )}
    </>
  );
  return htmlFor ? (
    <label className={styles.questionLabel} htmlFor={htmlFor}>
      {text}
    </label>
  ) : (
    <span className={styles.questionLabel}>{text}</span>
  );
}

function QuestionField({
  question,
  value,
  onAnswer,
}: {
  question: CheckoutQuestion;
  value: string;
  onAnswer: Props['onAnswer'];
}) {
  const [choiceError, setChoiceError] = useState('');
  /** What typing or pasting here left out, said under the field instead of vanishing unseen. */
  const [dropped, setDropped] = useState<string[]>([]);
  const id = `question-${question.question_id}`;
  if (question.type === 'single_select' || question.type === 'multi_select') {
    const chosen = splitChoices(value);
    const multi = question.type === 'multi_select';
    const pick = (choice: string) => {
      if (!multi) return onAnswer(question.question_id, choice);
      const result = toggleMultiSelect(
        chosen,
        choice,
        multiSelectMax(question.limit, question.choices.length),
      );
      setChoiceError(result.error ?? '');
      onAnswer(question.question_id, joinChoices(result.value));
    };
    return (
      <fieldset className={styles.choiceGroup}>
        <legend>
          <Label question={question} />
        </legend>
        <div className={styles.choices}>
          {question.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.choice}
              aria-pressed={chosen.includes(choice)}
              onClick={() => pick(choice)}
            >
              {choice}
            </button>
          ))}
        </div>
        {choiceError && (
          <p className={styles.fieldError} role="alert">
            {choiceError}
          </p>
        )}
      </fieldset>
    );
  }
  const change = (text: string) => {
    // Characters outside 32-255 are dropped (docs/product.md, "Booking questions"); text over the
    // limit is not accepted.
    const result = bookingTextAnswer(text, question.limit);
    if (!result.ok) return;
    const gone = droppedCharacters(text);
    if (gone.length > 0) setDropped((was) => [...new Set([...was, ...gone])]);
    onAnswer(question.question_id, result.value);
  };
  return (
    <>
      <Label question={question} htmlFor={id} />
      {question.type === 'address' || (question.limit ?? 0) > 80 ? (
        <textarea
          id={id}
          className={styles.textAnswer}
          rows={3}
          value={value}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input id={id} className={styles.textAnswer} value={value} onChange={(e) => change(e.target.value)} />
      )}
      {question.limit ? (
        <p className={styles.fine}>
          {value.length}/{question.limit} characters
        </p>
      ) : null}
      {dropped.length > 0 && (
        <p className={styles.fine} role="status" data-testid="answer-dropped">
          Left out: {dropped.join(' ')}. Answers keep letters, numbers and common symbols only (no emoji).
        </p>
      )}
    </>
  );
}
