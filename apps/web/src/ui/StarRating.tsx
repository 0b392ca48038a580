'use client';

import { useId } from 'react';
import styles from './StarRating.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;
const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
const RATING_MISSING = 'Please choose a rating from 1 to 5 stars.';

/**
 * One to five stars as radio buttons, the one rating field of every form that asks for stars
 * (site feedback, a booking's feedback, a review). The "choose a rating" note is derived from the
 * value, not kept beside it, so it goes the moment a star is picked.
 */
export function StarRating(props: {
  name: string;
  legend: string;
  value: number;
  onChange(value: number): void;
  /** The form was sent once: an empty rating says so. */
  checked?: boolean;
  testId?: string;
}) {
  const noteId = useId();
  const missing = props.checked === true && props.value === 0;
  return (
    <fieldset
      className={styles.stars}
      data-testid={props.testId}
      aria-describedby={missing ? noteId : undefined}
    >
      <legend>{props.legend}</legend>
      <div className={styles.row}>
        {RATINGS.map((value) => (
          <label key={value} className={styles.star} data-on={value <= props.value || undefined}>
            <input
              type="radio"
              name={props.name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              className="visually-hidden"
              data-testid={props.testId && `${props.testId}-${value}`}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}, {WORDS[value - 1]}
            </span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={noteId} className={styles.missing} role="alert" data-testid="rating-missing">
          {RATING_MISSING}
        </p>
      )}
    </fieldset>
  );
}
