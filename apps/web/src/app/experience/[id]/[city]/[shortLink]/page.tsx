import { experiencePageUrl } from '@store/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getExperience, getExperienceLayout, isMissing } from '@/lib/api.server';
import { SITE_URL } from '@/lib/config.server';
import { ExperiencePage } from '@/modules/experience/ExperiencePage';
import { PartyStoreStrip } from '@/modules/party-store/PartyStoreStrip';
import { pageMetadata, shortDescription } from '@/modules/seo/metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ id: string; city: string; shortLink: string }> };

const orNotFound = (error: unknown): never => {
  if (isMissing(error)) notFound();
  throw error;
};

/** The page is cached without its query: `tag_source` is honoured by the breadcrumb island. */
async function load({ params }: Params) {
  const { id, city } = await params;
  if (!/^[0-9]{1,9}$/.test(id)) notFound();
  const [experience, layout] = await Promise.all([
    getExperience(Number(id), city).catch(orNotFound),
    getExperienceLayout(Number(id), city).catch(orNotFound),
  ]);
  return { experience, layout };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { experience: e } = await load(props);
  return pageMetadata({
    title: e.name,
    description: shortDescription(e.subtitle ? `${e.subtitle}. ${e.about}` : e.about),
    // Where it is not sold, the page points search engines at a city where it is.
    path:
      e.city || !e.available_cities[0]
        ? e.page_url
        : experiencePageUrl(e.id, e.available_cities[0].city_short_name, e.short_link),
    image: e.featured_image,
    imageAlt: e.alt_text || e.name,
  });
}

export default async function Page(props: Params) {
  const { experience, layout } = await load(props);
  // Old or hand-typed links land on the one canonical address.
  if ((await props.params).shortLink !== experience.short_link) permanentRedirect(experience.page_url);
  return (
    <>
      <ExperiencePage experience={experience} layout={layout} siteUrl={SITE_URL} />
      <PartyStoreStrip />
    </>
  );
}
