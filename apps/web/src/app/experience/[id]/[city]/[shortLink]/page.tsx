import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getExperience, isMissing } from '@/lib/api.server';
import { ExperiencePage } from '@/modules/experience/ExperiencePage';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ id: string; city: string; shortLink: string }> };

async function load({ params }: Params) {
  const { id, city } = await params;
  if (!/^[0-9]{1,9}$/.test(id)) notFound();
  return getExperience(Number(id), city).catch((error: unknown) => {
    if (isMissing(error)) notFound();
    throw error;
  });
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const experience = await load(props);
  return { title: experience.name, description: experience.subtitle || experience.about.slice(0, 150) };
}

export default async function Page(props: Params) {
  const experience = await load(props);
  // Old or hand-typed links land on the one canonical address.
  if ((await props.params).shortLink !== experience.short_link) permanentRedirect(experience.page_url);
  return <ExperiencePage experience={experience} />;
}
