'use client';

import type { Customization, CustomizationsByCategory } from '@store/contract';
import {
  type CustomizationChange,
  changeDraftCustomization,
  type DraftCustomization,
  isBookingOpen,
  zonedDateTimeToInstant,
} from '@store/domain';
import { useState } from 'react';
import type { PickedSlot } from './booking-types';
import { CustomizationCard } from './CustomizationCard';
import styles from './CustomizationsStep.module.css';
import controls from './controls.module.css';

type Props = {
  customizations: CustomizationsByCategory;
  lines: readonly DraftCustomization[];
  onLines: (lines: DraftCustomization[]) => void;
  picked: PickedSlot | null;
};

/** Whether an add-on's own notice (min_hours) still allows the chosen slot; the server checks it again. */
function noticeAllows(customization: Customization, picked: PickedSlot | null): boolean {
  if (!picked || customization.min_hours <= 0) return true;
  const slotStart = zonedDateTimeToInstant(picked.date, picked.slot.start_time, picked.timeZone);
  return isBookingOpen({ slotStart, minHours: customization.min_hours, now: new Date() });
}

/** Add-ons by category, Recommended first, with the rules of docs/product.md, "Add-ons (customizations)". */
export function CustomizationsStep({ customizations, lines, onLines, picked }: Props) {
  const [errors, setErrors] = useState<Record<number, string>>({});

  function change(customization: Customization, change: CustomizationChange) {
    const result = changeDraftCustomization(lines, customization, change);
    setErrors((current) => ({ ...current, [customization.customization_id]: result.error ?? '' }));
    onLines(result.lines);
    return result.error;
  }

  if (customizations.categories.length === 0) {
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
      {customizations.categories.map((category) => (
        <section
          key={category.category}
          aria-labelledby={`customization-category-${slug(category.category)}`}
        >
          <h3 id={`customization-category-${slug(category.category)}`} className={controls.categoryTitle}>
            {category.category}
          </h3>
          <ul className={styles.customizationList}>
            {category.customizations.map((customization) => (
              <li key={customization.customization_id}>
                <CustomizationCard
                  customization={customization}
                  line={lines.find((line) => line.customization_id === customization.customization_id)}
                  error={errors[customization.customization_id] ?? ''}
                  available={noticeAllows(customization, picked)}
                  onChange={(c) => change(customization, c)}
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
