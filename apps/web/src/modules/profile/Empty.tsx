import { emptyTabText } from '@store/domain';
import type { ReactNode } from 'react';
import styles from './Profile.module.css';

/**
 * An empty tab: 'Data not available in {component}' (docs/product.md, "Profile area"), then the
 * step that fills it, so an empty tab is not a dead end.
 */
export function Empty({ component, next }: { component: string; next?: ReactNode }) {
  return (
    <>
      <p className={styles.empty} data-testid="empty-tab">
        {emptyTabText(component)}
      </p>
      {next && (
        <p className={styles.emptyNext} data-testid="empty-next">
          {next}
        </p>
      )}
    </>
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
