import { notFound } from 'next/navigation';
import { getHomePageV2, isMissing } from '@/lib/api.server';
import { HomeV2 } from '@/modules/home-v2/HomeV2';
import { PartyStoreStrip } from '@/modules/party-store/PartyStoreStrip';
import { homeMetadata } from '@/modules/seo/home-metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = async ({ params }: { params: Promise<{ city: string }> }) =>
  homeMetadata((await params).city);

/** Version 2 of `/` (the proxy rewrites `/` here when the selectedVersion cookie is v2). */
export default async function HomeV2Page({ params }: { params: Promise<{ city: string }> }) {
  const { city } = await params;
  const home = await getHomePageV2(city).catch((error: unknown) => {
    if (isMissing(error)) notFound();
    throw error;
  });
  return (
    <>
      <HomeV2 home={home} />
      <PartyStoreStrip />
    </>
  );
}
