import type { ShopifyProducts } from '@store/contract';
import { formatInr } from '@store/domain';
import { getImageProps } from 'next/image';
import { getPartyProducts } from '@/lib/api.server';
import { PARTY_STORE_URL } from '@/lib/config.server';
import styles from './PartyStoreStrip.module.css';
import { partyProductUrl } from './product-url';

/**
 * Party supplies from the outside store, one scrolling row per collection. The strip is an extra:
 * if the products cannot be loaded the page is shown without it.
 */
export async function PartyStoreStrip() {
  const data = await getPartyProducts().catch((): ShopifyProducts => ({ collections: [] }));
  const collections = data.collections.filter((c) => c.products.length > 0);
  if (collections.length === 0) return null;
  return (
    <section className={styles.strip} data-testid="party-store" aria-labelledby="party-store-title">
      <div className={styles.head}>
        <h2 id="party-store-title">Party supplies</h2>
        <p>Balloons, decor kits and more from our party store, delivered to your door.</p>
      </div>
      {collections.map((collection) => (
        <div key={collection.id} className={styles.collection}>
          <h3 id={`party-${collection.handle}`}>{collection.title}</h3>
          <ul className={styles.row} aria-labelledby={`party-${collection.handle}`}>
            {collection.products.map((product) => (
              <li key={product.id}>
                <a
                  href={partyProductUrl(PARTY_STORE_URL, product.handle)}
                  target="_blank"
                  rel="noopener"
                  className={styles.product}
                  data-testid="party-product"
                >
                  <span className={styles.image}>
                    <ProductImage src={product.image_url} alt={product.title} />
                  </span>
                  <span className={styles.title}>{product.title}</span>
                  <span className={styles.price}>
                    <strong>{formatInr(product.price)}</strong>
                    {product.compare_at_price !== null && product.compare_at_price > product.price && (
                      <s>{formatInr(product.compare_at_price)}</s>
                    )}
                  </span>
                  <span className="visually-hidden"> (opens the party store in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * A plain img with next/image's optimised sources, drawn on the server: not a client component each
 * page would hydrate 26 times. A fixed size (the widest column) gives a srcset of 1x and 2x only; a
 * width given in px, as sizes, would list all nine widths of next.config.ts.
 */
function ProductImage({ src, alt }: { src: string; alt: string }) {
  const { props } = getImageProps({ src, alt, width: 168, height: 168 });
  // biome-ignore lint/performance/noImgElement: next/image's own sources, without its client component
  return <img {...props} alt={alt} />;
}
