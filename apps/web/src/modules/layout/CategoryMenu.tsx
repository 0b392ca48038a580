import type { City, MenuResponse } from '@store/contract';
import { DEFAULT_CITY } from '@store/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getMenu } from '@/lib/api.server';
import styles from './CategoryMenu.module.css';
import { MenuIsland } from './MenuIsland';

/**
 * The header's category menu, rendered on the server for every city (catalogue, cached like the
 * other catalogue calls): the header is the same on every page, so it cannot know the visitor's
 * city, and the island shows the list of the city in the path or the cookie. A city whose menu
 * does not load has none rather than a broken header.
 */
export async function CategoryMenu({ cities }: { cities: City[] }) {
  const menus = await Promise.all(cities.map((city) => getMenu(city.city_short_name).catch(() => null)));
  const lists: Record<string, ReactNode> = {};
  for (const menu of menus) if (menu) lists[menu.city.city_short_name] = <MenuLists menu={menu} />;
  if (Object.keys(lists).length === 0) return null;
  return <MenuIsland lists={lists} fallback={DEFAULT_CITY.short_name} />;
}

function MenuLists({ menu }: { menu: MenuResponse }) {
  return (
    <div className={styles.columns}>
      {menu.categories.map((category) => (
        // No ids: the lists are drawn twice while the phone's drawer is open.
        <div key={category.id} className={styles.category}>
          <h3 className={styles.categoryName}>{category.name}</h3>
          <ul className={styles.tags} aria-label={category.name}>
            {category.tags.map((tag) => (
              <li key={tag.id}>
                <Link href={tag.url} className={styles.tag} prefetch={false} data-testid="menu-link">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
