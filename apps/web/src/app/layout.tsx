import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { API_PUBLIC_URL } from '@/lib/config.server';
import { Footer } from '@/modules/layout/Footer';
import { Header } from '@/modules/layout/Header';
import { RuntimeConfigProvider } from '@/modules/runtime/RuntimeConfig';
import { ToastProvider } from '@/modules/toast/ToastProvider';
import './globals.css';

const inter = localFont({
  src: '../fonts/inter-latin-variable.woff2',
  display: 'swap',
  variable: '--font-inter',
});

export const metadata: Metadata = {
  title: {
    default: 'Experience Store: surprises, decorations and candlelight dinners',
    template: '%s | Experience Store',
  },
  description: 'Book decorations, candlelight dinners, surprises and party services in your city.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b0124f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body>
        <RuntimeConfigProvider value={{ apiUrl: API_PUBLIC_URL }}>
          <ToastProvider>
            <Header />
            <main className="page">{children}</main>
            <Footer />
          </ToastProvider>
        </RuntimeConfigProvider>
      </body>
    </html>
  );
}
