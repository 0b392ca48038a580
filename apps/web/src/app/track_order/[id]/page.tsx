import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { preconnectToApi } from '@/lib/preconnect-api';
import { TrackOrder } from '@/modules/tracking/TrackOrder';
import { serveTrackedOrder } from '@/modules/tracking/tracking.server';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Track your order',
  robots: { index: false, follow: false },
};

/**
 * Order tracking (`/track_order/{...}`, docs/product.md, "Order tracking"): the order as the
 * customer sees it. Opened by its customer (the session cookie) or by the link in the order's
 * messages (`?key=`), it comes with the order rendered in; otherwise the browser asks for it.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,8}$/.test(id)) notFound();
  preconnectToApi();
  const { key } = await searchParams;
  const served = await serveTrackedOrder(Number(id), typeof key === 'string' ? key : undefined);
  return <TrackOrder orderId={Number(id)} served={served} />;
}
