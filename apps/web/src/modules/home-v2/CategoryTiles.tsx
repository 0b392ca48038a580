import type { HomePageV2 } from '@store/contract';
import Image from 'next/image';
import Link from 'next/link';
import styles from './HomeV2.module.css';

export function CategoryTiles({ tiles }: { tiles: HomePageV2['categories'] }) {
  if (tiles.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="home-v2-categories" data-testid="home-v2-categories">
      <h2 id="home-v2-categories">Shop by category</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link href={tile.url} className={styles.tile} data-testid="category-tile">
              <span className={styles.tileImage}>
                {tile.image_url && (
                  <Image src={tile.image_url} alt="" fill sizes="(max-width: 720px) 45vw, 16vw" />
                )}
              </span>
              <span className={styles.tileName}>{tile.name}</span>
              <span className={styles.tileCount}>
                {tile.count} {tile.count === 1 ? 'experience' : 'experiences'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
