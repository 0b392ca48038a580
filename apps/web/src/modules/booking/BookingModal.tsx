'use client';

import type { BookingDraft, SlotDate, SlotTime } from '@store/contract';
import {
  type BookingStep,
  type BookingStepEvent,
  bookingKind,
  canGoBack,
  closeBookingFlow,
  type DraftCustomization,
  maxBookingQuantity,
  moveBookingFlow,
  openBookingFlow,
  removeCustomization,
} from '@store/domain';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/modules/auth/useAuth';
import { Dialog } from '@/ui/Dialog';
import type { BookingExperience, PickedSlot } from './booking-types';
import { CustomizationsStep } from './CustomizationsStep';
import controls from './controls.module.css';
import { DateStep } from './DateStep';
import { saveDraft, tagSourceOfPage } from './draft-storage';
import { GroupBookingStep } from './GroupBookingStep';
import { ModalFooter, ModalHeader } from './ModalChrome';
import chrome from './ModalChrome.module.css';
import { SlotStep } from './SlotStep';
import { StepBody } from './StepBody';
import { StepProgress } from './StepProgress';
import { SummeryStep } from './SummeryStep';
import { useBookingData } from './useBookingData';
import { useQuote } from './useQuote';

const AgentSlotForm = lazy(() => import('./AgentSlotForm'));

export type BookingModalProps = {
  experience: BookingExperience;
  initialStep: BookingStep;
  /** The served pincode, when the experience needs one. */
  pincode: string | undefined;
  picked: PickedSlot | null;
  onPick: (picked: PickedSlot | null) => void;
  lines: DraftCustomization[];
  onLines: (lines: DraftCustomization[]) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onClose: () => void;
};

/**
 * The booking modal: screens date, slot, customizations, summery and group_booking
 * (docs/product.md, "Booking and its steps").
 */
export function BookingModal(props: BookingModalProps) {
  const { experience, picked, lines, quantity, onClose } = props;
  const router = useRouter();
  const [flow, setFlow] = useState(() => openBookingFlow(bookingKind(experience), props.initialStep));
  const [notice, setNotice] = useState('');
  const [pickedDate, setPickedDate] = useState<string | null>(picked?.date ?? null);
  const { slots, customizations, reload } = useBookingData(experience);
  const heading = useRef<HTMLHeadingElement>(null);
  const day = slots.status === 'ready' ? slots.data.dates.find((d) => d.date === pickedDate) : undefined;
  const draft: BookingDraft = {
    experience_id: experience.id,
    ...(picked ? { date: picked.date, slot_id: picked.slot.slot_id } : {}),
    ...(props.pincode ? { pincode: props.pincode } : {}),
    quantity,
    customizations: lines.map((line) => ({ ...line, choices: line.choices ? [...line.choices] : undefined })),
  };
  const quote = useQuote(experience.city, flow.step === 'summery' ? draft : null);
  const auth = useAuth();
  const isAgent = (auth.userRole ?? auth.profile?.role) === 'agent';

  // Each new screen is announced by moving focus to its heading; focus stays in the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not an input
  useEffect(() => heading.current?.focus({ preventScroll: true }), [flow.step]);

  function move(event: BookingStepEvent, chosen = { date: picked?.date, slot_id: picked?.slot.slot_id }) {
    const result = moveBookingFlow(flow, event, chosen);
    setFlow(result.flow);
    setNotice(result.ok ? '' : result.error);
  }

  function close() {
    setFlow(closeBookingFlow(flow));
    onClose();
  }

  function pickDate(day: SlotDate) {
    if (picked && picked.date !== day.date) props.onPick(null);
    setPickedDate(day.date);
    move('next', { date: day.date, slot_id: undefined });
  }

  function pickSlot(slot: SlotTime) {
    if (!day || slots.status !== 'ready') return;
    props.onPick({
      date: day.date,
      slot,
      timeZone: slots.data.time_zone,
      customizationPercent: day.customization_dynamic_percentage,
    });
    move('next', { date: day.date, slot_id: slot.slot_id });
  }

  function checkout() {
    saveDraft({
      city: experience.city,
      city_name: experience.cityName,
      draft: { ...draft, tag_source: tagSourceOfPage() },
      experience: {
        name: experience.name,
        page_url: experience.pageUrl,
        featured_image: experience.featuredImage,
      },
    });
    // The modal closes first: the page behind it scrolls again before checkout takes its place.
    onClose();
    router.push('/checkout');
  }

  const maxQuantity = maxBookingQuantity(picked?.slot.available);
  const step = flow.step;
  return (
    <Dialog labelledBy="booking-title" onClose={close} testId="booking-modal" portal>
      <ModalHeader
        step={step}
        subtitle={experience.name}
        headingRef={heading}
        onBack={canGoBack(flow) ? () => move('back') : null}
        onClose={close}
      />
      {step !== 'group_booking' && <StepProgress kind={flow.kind} step={step} />}
      <div className={chrome.body}>
        {step === 'date' && (
          <StepBody state={slots} onRetry={reload} what="the dates">
            {(data) => <DateStep slots={data} selected={pickedDate} onSelect={pickDate} />}
          </StepBody>
        )}
        {step === 'slot' &&
          (day ? (
            <SlotStep
              day={day}
              selected={picked?.date === day.date ? picked.slot.slot_id : null}
              onSelect={pickSlot}
            />
          ) : (
            <StepBody state={slots} onRetry={reload} what="the slots">
              {() => <p className={controls.empty}>Please choose a date first.</p>}
            </StepBody>
          ))}
        {isAgent && (step === 'date' || step === 'slot') && slots.status === 'ready' && (
          <Suspense fallback={null}>
            <AgentSlotForm
              experienceId={experience.id}
              cityId={slots.data.city_id}
              city={experience.city}
              date={pickedDate}
              onOpened={reload}
            />
          </Suspense>
        )}
        {step === 'customizations' && (
          <StepBody state={customizations} onRetry={reload} what="the add-ons">
            {(data) => (
              <CustomizationsStep
                customizations={data}
                lines={lines}
                onLines={props.onLines}
                picked={picked}
              />
            )}
          </StepBody>
        )}
        {step === 'summery' && (
          <SummeryStep
            quote={quote}
            cityName={experience.cityName}
            maxQuantity={maxQuantity}
            onQuantity={props.onQuantity}
            onRemove={(id) => props.onLines(removeCustomization(lines, id))}
          />
        )}
        {step === 'group_booking' && <GroupBookingStep experience={experience} date={picked?.date} />}
      </div>
      {step !== 'group_booking' && (
        <ModalFooter
          step={step}
          notice={notice}
          quote={quote}
          hasCustomizations={lines.length > 0}
          onNext={() => move('next')}
          onGroup={() => move('group_booking')}
          onCheckout={checkout}
        />
      )}
    </Dialog>
  );
}
