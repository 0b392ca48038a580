import type { ExperienceDetail } from '@store/contract';
import { experiencePageUrl } from '@store/domain';
import Link from 'next/link';
import styles from './Experience.module.css';

/** Shown on the page of a city where the experience is not sold: where it is. */
export function UnavailableHere({ experience: e, city }: { experience: ExperienceDetail; city: string }) {
  return (
    <p className={styles.unavailable} data-testid="experience-unavailable">
      Not offered in {city} yet.
      {e.available_cities.length > 0 && ' Available in '}
      {e.available_cities.map((c, index) => (
        <span key={c.id}>
          {index > 0 && ', '}
          <Link href={experiencePageUrl(e.id, c.city_short_name, e.short_link)}>{c.city_name}</Link>
        </span>
      ))}
      {e.available_cities.length > 0 && '.'}
    </p>
  );
}
