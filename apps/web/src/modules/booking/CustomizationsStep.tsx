'use client';

import type { Customization, CustomizationsByCategory } from '@store/contract';
import {
  type AddOnChange,
  type AddOnLine,
  changeAddOnLine,
  isBookingOpen,
  zonedDateTimeToInstant,
} from '@store/domain';
import { useState } from 'react';
import { AddOnCard } from './AddOnCard';
import type { PickedSlot } from './booking-types';
import styles from './CustomizationsStep.module.css';
import controls from './controls.module.css';

type Props = {
  addOns: CustomizationsByCategory;
  lines: readonly AddOnLine[];
  onLines: (lines: AddOnLine[]) => void;
  picked: PickedSlot | null;
};

/** Whether an add-on's own notice (min_hours) still allows the chosen slot; the server checks it again. */
function noticeAllows(addOn: Customization, picked: PickedSlot | null): boolean {
  if (!picked || addOn.min_hours <= 0) return true;
  const slotStart = zonedDateTimeToInstant(picked.date, picked.slot.start_time, picked.timeZone);
  return isBookingOpen({ slotStart, minHours: addOn.min_hours, now: new Date() });
}

/** Add-ons by category, Recommended first, with the rules of docs/product.md, "Add-ons (customizations)". */
export function CustomizationsStep({ addOns, lines, onLines, picked }: Props) {
  const [errors, setErrors] = useState<Record<number, string>>({});

  function change(addOn: Customization, change: AddOnChange) {
    const result = changeAddOnLine(lines, addOn, change);
    setErrors((current) => ({ ...current, [addOn.customization_id]: result.error ?? '' }));
    onLines(result.lines);
    return result.error;
  }

  if (addOns.categories.length === 0) {
    return <p className={controls.empty}>This experience has no add-ons. Continue to your summary.</p>;
  }
  return (
    <div className={styles.categories}>
      {picked && picked.customizationPercent > 0 && (
        <p className={styles.surgeNote}>
          Add-ons on this date carry a {picked.customizationPercent}% demand surcharge; your summary shows the
          final prices.
        </p>
      )}
      {addOns.categories.map((category) => (
        <section key={category.category} aria-labelledby={`addon-category-${slug(category.category)}`}>
          <h3 id={`addon-category-${slug(category.category)}`} className={controls.categoryTitle}>
            {category.category}
          </h3>
          <ul className={styles.addOnList}>
            {category.customizations.map((addOn) => (
              <li key={addOn.customization_id}>
                <AddOnCard
                  addOn={addOn}
                  line={lines.find((line) => line.customization_id === addOn.customization_id)}
                  error={errors[addOn.customization_id] ?? ''}
                  available={noticeAllows(addOn, picked)}
                  onChange={(c) => change(addOn, c)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
