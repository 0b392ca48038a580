import type { ExperienceDetail } from '@store/contract';
import { needsPincode } from '@store/domain';
import { BookingCard } from './BookingCard';
import styles from './BookingSection.module.css';
import controls from './controls.module.css';
import { PriceOnRequestEnquiry } from './PriceOnRequestEnquiry';

type Props = { experience: ExperienceDetail; city: string; cityName: string; title: string };

/**
 * The `pincode` section of the page (docs/product.md, "Experience page"): delivery check, date and
 * slot, book now; for an experience priced on request, the enquiry form instead.
 */
export function BookingSection({ experience: e, city, cityName, title }: Props) {
  const heading = needsPincode(e.pincode_category) ? title : 'Book your date and time';
  const booking = {
    id: e.id,
    name: e.name,
    courier: e.courier,
    pincodeCategory: e.pincode_category,
    featuredImage: e.featured_image,
    pageUrl: e.page_url,
    city,
    cityName,
  };
  if (e.category.price_on_request) {
    return (
      <section id="pincode" className={styles.section} aria-labelledby="pincode-title">
        <h2 id="pincode-title" className={styles.sectionTitle}>
          Ask for a price
        </h2>
        <PriceOnRequestEnquiry experience={booking} />
      </section>
    );
  }
  return (
    <section id="pincode" className={styles.section} aria-labelledby="pincode-title">
      <h2 id="pincode-title" className={styles.sectionTitle}>
        {heading}
      </h2>
      {e.city ? (
        <BookingCard experience={booking} />
      ) : (
        <p className={controls.note}>This experience cannot be booked in {cityName}.</p>
      )}
    </section>
  );
}
