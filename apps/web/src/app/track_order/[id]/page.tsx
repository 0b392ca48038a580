import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TrackOrder } from '@/modules/tracking/TrackOrder';

export const metadata: Metadata = {
  title: 'Track your order',
  robots: { index: false, follow: false },
};

/** Order tracking (spec section 2, `/track_order/{...}`): the order as the customer sees it. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,8}$/.test(id)) notFound();
  return <TrackOrder orderId={Number(id)} />;
}
