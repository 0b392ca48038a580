'use client';

import type { SlotDate, SlotTime } from '@store/contract';
import controls from './controls.module.css';
import { ymdLabel } from './format';
import styles from './SlotStep.module.css';

type Props = { day: SlotDate; selected: number | null; onSelect: (slot: SlotTime) => void };

const placesText = (slot: SlotTime) =>
  !slot.is_available ? 'Not available' : slot.available <= 3 ? `Only ${slot.available} left` : 'Available';

/** The time slots of the chosen date, in 12-hour times; a full or closed slot cannot be picked. */
export function SlotStep({ day, selected, onSelect }: Props) {
  return (
    <div>
      <p className={controls.stepLead} data-testid="slot-date">
        {ymdLabel(day.date, true)}
      </p>
      <ul className={styles.slotList}>
        {day.slots.map((slot) => (
          <li key={slot.slot_id}>
            <button
              type="button"
              className={styles.slot}
              disabled={!slot.is_available}
              aria-pressed={slot.slot_id === selected}
              onClick={() => onSelect(slot)}
              data-testid="slot-option"
              data-slot-id={slot.slot_id}
            >
              <span className={styles.slotTime}>{slot.display_time}</span>
              <span className={slot.is_available ? styles.slotPlaces : styles.slotClosed}>
                {placesText(slot)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
