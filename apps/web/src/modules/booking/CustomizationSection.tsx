import { formatInr } from '@store/domain';
import Image from 'next/image';
import styles from './CustomizationSection.module.css';
import controls from './controls.module.css';
import { getPageCustomizations } from './customizations.server';

type Props = { experienceId: number; city: string; title: string; bookable: boolean };

/** The `customization` section: the add-ons on offer, chosen in the booking modal after date and slot. */
export async function CustomizationSection({ experienceId, city, title, bookable }: Props) {
  const addOns = await getPageCustomizations(experienceId, city);
  const categories = addOns?.categories ?? [];
  return (
    <section id="customization" className="experience-section" aria-labelledby="customization-title">
      <h2 id="customization-title">{title}</h2>
      {categories.length === 0 ? (
        <p className="placeholder">Add-ons and customisations are chosen when you book a date and slot.</p>
      ) : (
        <div className={styles.pageAddOns}>
          <p className="placeholder">Make it extra special: add these when you book.</p>
          {categories.map((category) => (
            <div key={category.category}>
              <h3 className={controls.categoryTitle}>{category.category}</h3>
              <ul className={styles.pageAddOnGrid}>
                {category.customizations.map((addOn) => (
                  <li key={addOn.customization_id} className={styles.pageAddOn} data-testid="page-addon">
                    <div className={styles.pageAddOnImage}>
                      <Image src={addOn.image_url} alt="" fill sizes="56px" />
                    </div>
                    <div>
                      <p className={styles.pageAddOnName}>{addOn.name}</p>
                      <p className={styles.pageAddOnPrice}>
                        {formatInr(addOn.price)}
                        {addOn.type === 'text' ? ' per letter' : ''}
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
