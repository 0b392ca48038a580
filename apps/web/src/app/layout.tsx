import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { API_PUBLIC_URL, GTM_ID, GTM_SCRIPT_URL, SITE_URL } from '@/lib/config.server';
import { AuthRoot } from '@/modules/auth/AuthRoot';
import { CityPopup } from '@/modules/city-popup/CityPopup';
import { Footer } from '@/modules/layout/Footer';
import { Header } from '@/modules/layout/Header';
import { OrderNotificationPopup } from '@/modules/notifications/OrderNotificationPopup';
import { ErrorReporting } from '@/modules/observability/ErrorReporting';
import { RuntimeConfigProvider } from '@/modules/runtime/RuntimeConfig';
import { TagManager } from '@/modules/tag-manager/TagManager';
import { ToastProvider } from '@/modules/toast/ToastProvider';
import './globals.css';

// Cut down to the store's characters, features and weights (fonts/README.md).
const inter = localFont({
  src: '../fonts/inter-latin-variable.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
});

export const metadata: Metadata = {
  title: {
    default: 'Experience Store: surprises, decorations and candlelight dinners',
    template: '%s | Experience Store',
  },
  description: 'Book decorations, candlelight dinners, surprises and party services in your city.',
  // Relative image and canonical addresses in page metadata become absolute on SITE_URL.
  metadataBase: new URL(`${SITE_URL}/`),
  openGraph: { type: 'website', siteName: 'Experience Store', locale: 'en_IN' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b0124f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <ErrorReporting />
        <RuntimeConfigProvider value={{ apiUrl: API_PUBLIC_URL }}>
          <ToastProvider>
            <Header />
            <main className="page">{children}</main>
            <Footer />
            <CityPopup />
            <OrderNotificationPopup />
            <AuthRoot />
            <TagManager containerId={GTM_ID} scriptUrl={GTM_SCRIPT_URL} />
          </ToastProvider>
        </RuntimeConfigProvider>
      </body>
    </html>
  );
}
