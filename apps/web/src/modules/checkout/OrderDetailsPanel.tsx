import { ORDER_DETAILS_TITLE } from '@store/domain';
import styles from './Checkout.module.css';

/**
 * The title followed by a numbered list of what is missing (docs/product.md, "Validation the customer sees").
 */
export function OrderDetailsPanel({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <div className={styles.detailsPanel} role="alert" data-testid="order-details-panel">
      <p className={styles.detailsTitle}>{ORDER_DETAILS_TITLE}</p>
      <ol>
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </div>
  );
}
