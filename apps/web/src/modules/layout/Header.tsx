import Link from 'next/link';
import { getCities } from '@/lib/api.server';
import { AccountButton } from '@/modules/auth/AccountButton';
import fit from '@/modules/auth/header-fit.module.css';
import { CitySelector } from '@/modules/city/CitySelector';
import { SearchBox } from '@/modules/search/SearchBox';
import { CategoryMenu } from './CategoryMenu';

export async function Header() {
  const { cities } = await getCities();
  return (
    <header className={`site-header ${fit.header}`} data-testid="site-header">
      <Link href="/" className="brand" aria-label="Experience Store home">
        <span className="brand-mark" aria-hidden="true">
          ✦
        </span>{' '}
        Experience Store
      </Link>
      <CategoryMenu cities={cities} />
      <SearchBox />
      <CitySelector cities={cities} />
      <AccountButton />
    </header>
  );
}
