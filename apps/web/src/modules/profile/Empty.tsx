import { emptyTabText } from '@store/domain';
import styles from './Profile.module.css';

/** An empty tab: 'Data not available in {component}' (docs/product.md, "Profile area"). */
export function Empty({ component }: { component: string }) {
  return (
    <p className={styles.empty} data-testid="empty-tab">
      {emptyTabText(component)}
    </p>
  );
}

export function Loading() {
  return (
    <p className={styles.muted} aria-busy="true">
      Loading…
    </p>
  );
}

export function LoadFailed({ retry }: { retry(): void }) {
  return (
    <p className={styles.muted}>
      This could not be loaded.{' '}
      <button type="button" className={styles.linkButton} onClick={retry}>
        Try again
      </button>
    </p>
  );
}
