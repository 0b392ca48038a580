import { DEFAULT_CITY, LEGAL_PATHS } from '@store/domain';
import Link from 'next/link';
import { VersionSwitch } from '@/modules/version/VersionSwitch';

/**
 * The footer's links are not prefetched. On a short page (the profile, a tracking page, the vendor's)
 * the footer is on screen at once, and Next prefetched all seven routes as the page started: twelve
 * requests, each answer decoded on the main thread while the page was becoming usable, for links
 * few visitors follow. A click fetches the page then.
 */
function FooterLink(props: { href: string; children: string }) {
  return <Link prefetch={false} {...props} />;
}

export function Footer() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <p>Decorations, candlelight dinners, surprises and party services across India.</p>
      <nav aria-label="Footer">
        <FooterLink href="/">Home</FooterLink>
        <FooterLink href={`/home/${DEFAULT_CITY.short_name}`}>{DEFAULT_CITY.name}</FooterLink>
        <FooterLink href="/quotes">Quotes</FooterLink>
      </nav>
      <nav aria-label="Help and policies">
        <FooterLink href={LEGAL_PATHS.contact}>Contact us</FooterLink>
        <FooterLink href={`${LEGAL_PATHS.contact}#feedback`}>Feedback</FooterLink>
        <FooterLink href={LEGAL_PATHS.refunds}>Cancellation and refunds</FooterLink>
        <FooterLink href={LEGAL_PATHS.terms}>Terms of use</FooterLink>
        <FooterLink href={LEGAL_PATHS.privacy}>Privacy policy</FooterLink>
      </nav>
      <VersionSwitch />
      <p className="fine-print">Prices in Indian rupees, inclusive of taxes.</p>
    </footer>
  );
}
