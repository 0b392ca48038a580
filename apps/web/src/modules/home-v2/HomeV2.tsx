import type { HomePageV2 } from '@store/contract';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { HomeSections } from '@/modules/catalogue/HomeSections';
import { CategoryTiles } from './CategoryTiles';
import styles from './HomeV2.module.css';
import { Spotlight } from './Spotlight';

/** The v2 home (GET /v5/getHomePage): hero, category tiles, top rated, then the tag sections. */
export function HomeV2({ home }: { home: HomePageV2 }) {
  const city = home.city;
  return (
    <div data-testid="home-v2">
      <section className={styles.hero} data-testid="hero">
        <div className={styles.heroText}>
          <p className={styles.kicker}>New in {city.city_name}</p>
          <h1>Make every occasion unforgettable</h1>
          <p>
            Handpicked surprises, decorations and candlelight dinners across {city.city_name}, set up for the
            date and time you choose.
          </p>
        </div>
        <Spotlight cards={home.hero} />
      </section>
      <CategoryTiles tiles={home.categories} />
      {home.top_rated.length > 0 && (
        <section className={styles.block} aria-labelledby="home-v2-top" data-testid="home-v2-top-rated">
          <h2 id="home-v2-top">Top rated in {city.city_name}</h2>
          <div className={styles.scroller}>
            {home.top_rated.map((card) => (
              <FeaturedCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      )}
      <HomeSections sections={home.sections} city={city} />
    </div>
  );
}
