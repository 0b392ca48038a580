import type { ExperienceLayout } from '@store/contract';
import styles from './Experience.module.css';

/** In-page links to every section of the page, in the layout call's order. */
export function SectionNav({ sections }: { sections: ExperienceLayout['sections'] }) {
  return (
    <nav aria-label="On this page" className={styles.sectionNav} data-testid="section-nav">
      <ul>
        {sections
          .filter((section) => section.id !== 'top-name')
          .map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
