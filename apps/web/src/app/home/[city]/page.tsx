import { notFound } from 'next/navigation';
import { getHomePage, isMissing } from '@/lib/api.server';
import { HomeSections } from '@/modules/catalogue/HomeSections';
import { PartyStoreStrip } from '@/modules/party-store/PartyStoreStrip';
import { homeMetadata } from '@/modules/seo/home-metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = async ({ params }: { params: Promise<{ city: string }> }) =>
  homeMetadata((await params).city);

export default async function HomePage({ params }: { params: Promise<{ city: string }> }) {
  const { city } = await params;
  const home = await getHomePage(city).catch((error: unknown) => {
    if (isMissing(error)) notFound();
    throw error;
  });
  return (
    <>
      <section className="hero" data-testid="hero">
        <h1>Celebrations and surprises in {home.city.city_name}</h1>
        <p>
          Decorations, candlelight dinners, surprises and party services, booked for the date and time you
          choose.
        </p>
      </section>
      <HomeSections sections={home.sections} city={home.city} />
      <PartyStoreStrip />
    </>
  );
}
