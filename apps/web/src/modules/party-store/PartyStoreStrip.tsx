import type { ShopifyProducts } from '@store/contract';
import { formatInr } from '@store/domain';
import Image from 'next/image';
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
                    <Image src={product.image_url} alt={product.title} fill sizes="160px" />
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
