'use client';

import { type BookingStep, bookingKind, type DraftCustomization, nextElement } from '@store/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import styles from './BookingCard.module.css';
import type { BookingExperience, PickedSlot } from './booking-types';
import controls from './controls.module.css';
import { ymdLabel } from './format';
import { PincodeForm } from './PincodeForm';
import { usePincode } from './usePincode';

// The modal and the city picker load only when a customer needs them: the page's first load stays small.
const loadModal = () => import('./BookingModal');
const BookingModal = lazy(() => loadModal().then((m) => ({ default: m.BookingModal })));
const CityPicker = lazy(() => import('./CityPicker').then((m) => ({ default: m.CityPicker })));

const ENTER_PINCODE = 'Please enter your pincode to check delivery first';

/**
 * The booking box of the experience page: pincode, then date and slot, then book now
 * (docs/product.md, "Booking and its steps").
 */
export function BookingCard({ experience }: { experience: BookingExperience }) {
  const pincode = usePincode(experience);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [lines, setLines] = useState<DraftCustomization[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [openStep, setOpenStep] = useState<BookingStep | null>(null);
  const pincodeInput = useRef<HTMLInputElement>(null);
  const kind = bookingKind(experience);
  const element = nextElement({
    kind,
    pincodeCategory: experience.pincodeCategory,
    pincodeServed: pincode.state.served !== '',
    date: picked?.date,
    slotId: picked?.slot.slot_id,
  });

  function bookNow() {
    if (element === 'pincode') {
      pincode.setHint(pincode.state.typed.length === 6 ? '' : ENTER_PINCODE);
      pincodeInput.current?.focus();
      if (pincode.state.typed.length === 6) pincode.check();
      return;
    }
    setOpenStep(element === 'date_slot' ? 'date' : 'customizations');
  }

  const prefetch = () => void loadModal();
  return (
    <div className={styles.card} data-testid="booking-card" data-next-element={element}>
      {pincode.state.needed ? (
        <PincodeForm
          state={pincode.state}
          checking={pincode.checking}
          hint={pincode.hint}
          inputRef={pincodeInput}
          onEdit={pincode.edit}
          onCheck={pincode.check}
        />
      ) : (
        <p className={controls.note}>
          {kind === 'courier'
            ? 'Delivered to your door anywhere in the city.'
            : 'No delivery pincode needed: this experience takes place at the venue.'}
        </p>
      )}
      {kind === 'dated' && (
        <div className={styles.field}>
          <span className={controls.fieldLabel} id="booking-date-label">
            Date and time
          </span>
          <button
            type="button"
            className={styles.dateField}
            disabled={!pincode.state.dateSelection}
            aria-describedby="booking-date-label"
            onClick={() => setOpenStep('date')}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            data-testid="select-date-slot"
          >
            <CalendarIcon />
            {picked ? (
              <span data-testid="picked-slot">
                {ymdLabel(picked.date)} · {picked.slot.display_time}
              </span>
            ) : (
              <span className={styles.placeholderText}>
                {pincode.state.dateSelection ? 'Select date & time' : 'Check your pincode to pick a date'}
              </span>
            )}
          </button>
        </div>
      )}
      <button
        type="button"
        className={controls.primaryButton}
        onClick={bookNow}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="book-now"
      >
        Book now
      </button>
      <button
        type="button"
        className={controls.linkButton}
        onClick={() => setOpenStep('group_booking')}
        onPointerEnter={prefetch}
        data-testid="open-group-booking"
      >
        Booking for a group? Send an enquiry
      </button>
      <Suspense fallback={<div className={styles.loadingVeil} role="status" aria-label="Loading" />}>
        {openStep && (
          <BookingModal
            experience={experience}
            initialStep={openStep}
            pincode={pincode.state.served || undefined}
            picked={picked}
            onPick={setPicked}
            lines={lines}
            onLines={setLines}
            quantity={quantity}
            onQuantity={setQuantity}
            onClose={() => setOpenStep(null)}
          />
        )}
        {pincode.cityMessage && (
          <CityPicker
            message={pincode.cityMessage}
            current={experience.city}
            onClose={pincode.closeCityPicker}
          />
        )}
      </Suspense>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm12 7v10H5V9h14z"
      />
    </svg>
  );
}
