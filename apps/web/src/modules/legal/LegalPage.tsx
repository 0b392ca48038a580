import { LEGAL_PATHS } from '@store/domain';
import Link from 'next/link';
import styles from './Legal.module.css';
import type { LegalDocument } from './legal-document';

/** A policy page: its heading, when it last changed, its sections, and where to ask. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={styles.page} data-testid="legal-page">
      <h1>{document.title}</h1>
      <p className={styles.updated}>Last updated {document.updated}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      <p className={styles.ask}>
        Something unclear? <Link href={LEGAL_PATHS.contact}>Contact us</Link>.
      </p>
    </article>
  );
}
