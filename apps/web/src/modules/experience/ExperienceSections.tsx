import type { ExperienceDetail } from '@store/contract';
import { DEFAULT_TIME_ZONE, refundStepLines } from '@store/domain';
import type { ReactNode } from 'react';
import { CustomizationSection } from '@/modules/booking/CustomizationSection';
import { AllReviews } from '@/modules/reviews/AllReviews';
import { ReviewItem } from '@/modules/reviews/ReviewItem';
import styles from './Experience.module.css';
import { Gallery } from './Gallery';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="experience-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

type Props = { experience: ExperienceDetail; city: string; titles: Partial<Record<string, string>> };

/**
 * The page sections (docs/product.md, "Experience page"), each under its anchor id; headings from
 * the layout call. `pincode` is the booking box beside the price (BookingSection), where a customer
 * starts booking.
 */
export function ExperienceSections({ experience: e, city, titles }: Props) {
  const timeZone = e.city?.time_zone ?? DEFAULT_TIME_ZONE;
  const title = (id: string, fallback: string) => titles[id] ?? fallback;
  return (
    <div className="experience-sections">
      <Section id="about" title={title('about', 'About the experience')}>
        <p>{e.about}</p>
      </Section>
      <Section id="inclusions" title={title('inclusions', 'Inclusions')}>
        <List items={e.inclusions} />
      </Section>
      <Section id="faq" title={title('faq', 'Frequently asked questions')}>
        <dl>
          {e.faq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="need-to-know" title={title('need-to-know', 'Need to know')}>
        <List items={e.need_to_know} />
      </Section>
      {e.video_url && (
        <Section id="video" title={title('video', 'Video')}>
          {/* biome-ignore lint/a11y/useMediaCaption: seeded videos carry no speech */}
          <video
            className={styles.video}
            src={e.video_url}
            poster={e.featured_image}
            controls
            playsInline
            preload="none"
            data-testid="experience-video"
          />
        </Section>
      )}
      <Section id="gallery" title={title('gallery', 'Gallery')}>
        <Gallery pictures={e.gallery.map((image) => ({ url: image.url, alt: image.alt_text || e.name }))} />
      </Section>
      <Section id="reviews" title={`${title('reviews', 'Reviews')} (${e.rating.count})`}>
        {e.reviews.length === 0 ? (
          <p className="empty">Data not Available.</p>
        ) : (
          <ul className="reviews">
            {e.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} timeZone={timeZone} />
            ))}
          </ul>
        )}
        <AllReviews experienceId={e.id} count={e.rating.count} timeZone={timeZone} />
      </Section>
      <CustomizationSection
        experienceId={e.id}
        city={city}
        title={title('customization', 'Customise your booking')}
        bookable={e.city !== null}
      />
      <Section id="cancellation" title={title('cancellation', 'Cancellation policy')}>
        <ul data-testid="cancellation-steps">
          {refundStepLines(
            e.cancellation_steps.map((s) => ({ fromHours: s.from_hours, percent: s.percent })),
          ).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <List items={e.cancellation_policy} />
      </Section>
    </div>
  );
}
