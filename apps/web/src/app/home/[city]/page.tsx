import { notFound } from 'next/navigation';
import { getHomePage, getHomepageReviews, isMissing } from '@/lib/api.server';
import { HomeSections } from '@/modules/catalogue/HomeSections';
import { PartyStoreStrip } from '@/modules/party-store/PartyStoreStrip';
import { HomeReviews } from '@/modules/reviews/HomeReviews';
import { homeMetadata } from '@/modules/seo/home-metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = async ({ params }: { params: Promise<{ city: string }> }) =>
  homeMetadata((await params).city);

export default async function HomePage({ params }: { params: Promise<{ city: string }> }) {
  const { city } = await params;
  const [home, reviews] = await Promise.all([
    getHomePage(city).catch((error: unknown) => {
      if (isMissing(error)) notFound();
      throw error;
    }),
    // The strip is a bonus: the home page shows without it rather than fail.
    getHomepageReviews(city).catch(() => ({ reviews: [] })),
  ]);
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
      <HomeReviews reviews={reviews.reviews} cityName={home.city.city_name} />
      <PartyStoreStrip />
    </>
  );
}
