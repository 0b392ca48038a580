import { DEFAULT_CITY, LEGAL_PATHS } from '@store/domain';
import Link from 'next/link';
import { VersionSwitch } from '@/modules/version/VersionSwitch';

export function Footer() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <p>Decorations, candlelight dinners, surprises and party services across India.</p>
      <nav aria-label="Footer">
        <Link href="/">Home</Link>
        <Link href={`/home/${DEFAULT_CITY.short_name}`}>{DEFAULT_CITY.name}</Link>
        <Link href="/quotes">Quotes</Link>
      </nav>
      <nav aria-label="Help and policies">
        <Link href={LEGAL_PATHS.contact}>Contact us</Link>
        <Link href={LEGAL_PATHS.refunds}>Cancellation and refunds</Link>
        <Link href={LEGAL_PATHS.terms}>Terms of use</Link>
        <Link href={LEGAL_PATHS.privacy}>Privacy policy</Link>
      </nav>
      <VersionSwitch />
      <p className="fine-print">Prices in Indian rupees, inclusive of taxes.</p>
    </footer>
  );
}
