import { formatInr } from '@store/domain';
import Image from 'next/image';
import styles from './CustomizationSection.module.css';
import controls from './controls.module.css';
import { getPageCustomizations } from './customizations.server';

type Props = { experienceId: number; city: string; title: string; bookable: boolean };

/** The `customization` section: the add-ons on offer, chosen in the booking modal after date and slot. */
export async function CustomizationSection({ experienceId, city, title, bookable }: Props) {
  const customizations = await getPageCustomizations(experienceId, city);
  const categories = customizations?.categories ?? [];
  return (
    <section id="customization" className="experience-section" aria-labelledby="customization-title">
      <h2 id="customization-title">{title}</h2>
      {categories.length === 0 ? (
        <p className="placeholder">Add-ons and customisations are chosen when you book a date and slot.</p>
      ) : (
        <div className={styles.pageCustomizations}>
          <p className="placeholder">Make it extra special: add these when you book.</p>
          {categories.map((category) => (
            <div key={category.category}>
              <h3 className={controls.categoryTitle}>{category.category}</h3>
              <ul className={styles.pageCustomizationGrid}>
                {category.customizations.map((customization) => (
                  <li
                    key={customization.customization_id}
                    className={styles.pageCustomization}
                    data-testid="page-customization"
                  >
                    <div className={styles.pageCustomizationImage}>
                      <Image src={customization.image_url} alt="" fill sizes="56px" />
                    </div>
                    <div>
                      <p className={styles.pageCustomizationName}>{customization.name}</p>
                      <p className={styles.pageCustomizationPrice}>
                        {formatInr(customization.price)}
                        {customization.type === 'text' ? ' per letter' : ''}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {bookable && (
            <a href="#pincode" className={styles.bookLink}>
              Book now and add them
            </a>
          )}
        </div>
      )}
    </section>
  );
}
