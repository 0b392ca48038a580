'use client';

import type { ExperienceSlots, SlotDate } from '@store/contract';
import { calendarMonths, DAY_NAMES, formatInr, isDateSelectable } from '@store/domain';
import { useMemo, useState } from 'react';
import controls from './controls.module.css';
import styles from './DateStep.module.css';
import { ymdLabel } from './format';

type Props = { slots: ExperienceSlots; selected: string | null; onSelect: (date: SlotDate) => void };

/** The price calendar: each date's price (its surge included); a date with no slot left cannot be picked. */
export function DateStep({ slots, selected, onSelect }: Props) {
  const byDate = useMemo(() => new Map(slots.dates.map((d) => [d.date, d])), [slots]);
  const months = useMemo(() => calendarMonths(slots.dates.map((d) => d.date)), [slots]);
  const firstOpen = slots.dates.find(isDateSelectable)?.date;
  const start = (selected ?? firstOpen ?? '').slice(0, 7);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      months.findIndex((m) => m.key === start),
    ),
  );
  const month = months[index];
  if (!month) return <p className={controls.empty}>No dates are open for booking yet.</p>;

  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={controls.iconButton}
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h3 className={styles.monthTitle} aria-live="polite" data-testid="calendar-month">
          {month.title}
        </h3>
        <button
          type="button"
          className={controls.iconButton}
          onClick={() => setIndex(index + 1)}
          disabled={index >= months.length - 1}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table className={styles.monthGrid} aria-label={month.title}>
        <thead>
          <tr>
            {DAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week.find(Boolean) ?? month.key}>
              {week.map((ymd, i) => (
                <td key={ymd ?? `empty-${i}`}>
                  {ymd && (
                    <DayButton
                      ymd={ymd}
                      day={byDate.get(ymd)}
                      basePrice={slots.base_price}
                      selected={ymd === selected}
                      onSelect={onSelect}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={styles.legendSurge} aria-hidden="true" /> Higher demand: prices include a surcharge
      </p>
    </div>
  );
}

type DayProps = {
  ymd: string;
  day: SlotDate | undefined;
  basePrice: number;
  selected: boolean;
  onSelect: (date: SlotDate) => void;
};

function DayButton({ ymd, day, basePrice, selected, onSelect }: DayProps) {
  const open = day !== undefined && isDateSelectable(day);
  const surge = open && day.price > basePrice;
  return (
    <button
      type="button"
      className={`${styles.day} ${surge ? styles.daySurge : ''}`}
      disabled={!open}
      aria-pressed={selected}
      onClick={() => day && onSelect(day)}
      data-testid="calendar-day"
      data-date={ymd}
    >
      {/* The full date for screen readers; the name keeps the visible text (WCAG 2.5.3, label in name). */}
      <span className="visually-hidden">{ymdLabel(ymd, true)}: </span>
      <span className={styles.dayNumber}>{Number(ymd.slice(8))}</span>
      <span className={styles.dayPrice}>{day ? (open ? formatInr(day.price) : 'Full') : ''}</span>
      {!day && <span className="visually-hidden"> (not open)</span>}
    </button>
  );
}
