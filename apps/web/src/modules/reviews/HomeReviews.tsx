import type { HomepageReview } from '@store/contract';
import Image from 'next/image';
import Link from 'next/link';
import styles from './HomeReviews.module.css';

/**
 * The home page's strip of recent 4-5 star reviews in the city, rendered on the server (no script
 * of its own): each with its picture, stars, words and a link to the experience reviewed.
 */
export function HomeReviews({ reviews, cityName }: { reviews: HomepageReview[]; cityName: string }) {
  if (reviews.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="home-reviews-title" data-testid="home-reviews">
      <h2 id="home-reviews-title">What customers in {cityName} say</h2>
      <ul className={styles.scroller}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card} data-testid="home-review">
            <div className={styles.picture}>
              <Image src={review.image_url} alt="" fill sizes="260px" />
            </div>
            <p className={styles.head}>
              <strong>{review.customer_name}</strong>
              <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
              <span className="visually-hidden">{review.rating} out of 5</span>
              {review.verified && <em className={styles.verified}>Verified booking</em>}
            </p>
            <p className={styles.body}>{review.body}</p>
            <Link href={review.page_url} className={styles.link}>
              {review.experience_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
