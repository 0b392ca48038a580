import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRegionLayout, getTagListing, isMissing } from '@/lib/api.server';
import { listingPath, TagListing } from '@/modules/listing/TagListing';
import { RegionPage, regionPath } from '@/modules/region/RegionPage';
import { pageMetadata } from '@/modules/seo/metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ city: string; tag: string }> };

const orNotFound = (error: unknown): never => {
  if (isMissing(error)) notFound();
  throw error;
};

/**
 * One segment serves both routes (tag and region pages): a number is a region page, anything else a
 * tag slug.
 */
async function load({ params }: Params) {
  const { city, tag } = await params;
  if (/^\d+$/.test(tag)) {
    if (tag.length > 9) notFound();
    const region = await getRegionLayout(Number(tag), city).catch(orNotFound);
    if (region.region.city.city_short_name !== city) notFound();
    return { kind: 'region' as const, region };
  }
  const listing = await getTagListing(tag, city).catch(orNotFound);
  // A tag with nothing in this city is not a page of this city.
  if (listing.city.city_short_name !== city || listing.total === 0) notFound();
  return { kind: 'tag' as const, listing };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const page = await load(props);
  if (page.kind === 'region') {
    const { region } = page.region;
    return pageMetadata({
      title: `Experiences in ${region.name}, ${region.city.city_name}`,
      description:
        region.description ||
        `Surprises, decorations and candlelight dinners in ${region.name}, ${region.city.city_name}.`,
      path: regionPath(page.region),
      image: page.region.sections[0]?.cards[0]?.img_url,
    });
  }
  const { tag, city, experiences } = page.listing;
  return pageMetadata({
    title: `${tag.name} in ${city.city_name}`,
    description: tag.description || `${tag.name} in ${city.city_name}: book online for your date and time.`,
    path: listingPath(page.listing),
    image: tag.image_url ?? experiences[0]?.img_url,
  });
}

export default async function Page(props: Params) {
  const page = await load(props);
  return page.kind === 'region' ? <RegionPage layout={page.region} /> : <TagListing listing={page.listing} />;
}
