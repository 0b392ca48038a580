'use client';

import { endpoints } from '@store/api-client';
import { formatInr } from '@store/domain';
import type { CSSProperties } from 'react';
import { PlainImage } from '@/modules/images/PlainImage';
import { useApi } from '@/modules/runtime/useApi';
import { useLoadWhenNear } from '@/modules/runtime/useLoadWhenNear';
import styles from './PartyStoreStrip.module.css';
import { partyProductUrl } from './product-url';

type Props = { storeUrl: string; collectionIds: string };

/**
 * Party supplies from the outside store, one scrolling row per collection, at the foot of home and
 * of an experience page. Its products are asked for (GET /v2/shopify-products, one cached answer for
 * every visitor) as the strip nears the screen: in the page's HTML they were 40% of home's document
 * (22 kB of markup and 32 kB of RSC payload). The strip is an extra: when the products cannot be
 * loaded, or there are none, the page goes without it.
 */
export function PartyStoreRows({ storeUrl, collectionIds }: Props) {
  const api = useApi();
  const { holder, result: collections } = useLoadWhenNear((signal) =>
    api
      .call(endpoints.shopifyProducts, {
        query: { collection_ids: collectionIds },
        signal,
        hideAlert: true, // an extra: its failure is not the visitor's concern
      })
      .then((data) => data.collections.filter((c) => c.products.length > 0)),
  );
  if (collections === 'failed' || collections?.length === 0) return null;
  // Until the products come, the rows' height (one per collection asked for) is held for them.
  const rows = { '--rows': String(collectionIds.split(',').length) } as CSSProperties;
  return (
    <section className={styles.strip} data-testid="party-store" aria-labelledby="party-store-title">
      <div className={styles.head}>
        <h2 id="party-store-title">Party supplies</h2>
        <p>Balloons, decor kits and more from our party store, delivered to your door.</p>
      </div>
      {collections === null ? (
        <div ref={holder} className={styles.holder} style={rows} data-testid="party-store-holder" />
      ) : (
        collections.map((collection) => (
          <div key={collection.id} className={styles.collection}>
            <h3 id={`party-${collection.handle}`}>{collection.title}</h3>
            <ul className={styles.row} aria-labelledby={`party-${collection.handle}`}>
              {collection.products.map((product) => (
                <li key={product.id}>
                  <a
                    href={partyProductUrl(storeUrl, product.handle)}
                    target="_blank"
                    rel="noopener"
                    className={styles.product}
                    data-testid="party-product"
                  >
                    <span className={styles.image}>
                      {/* A fixed size (the widest column): a srcset of 1x and 2x, not all nine widths. */}
                      <PlainImage src={product.image_url} alt={product.title} width={168} height={168} />
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
        ))
      )}
    </section>
  );
}
