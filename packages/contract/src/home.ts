import { z } from 'zod';
import { city } from './city';
import { tagRef } from './experience';
import { featuredCard } from './featured-card';

export const homeSection = z.object({ tag: tagRef, cards: z.array(featuredCard) });

export const homePage = z.object({ city, sections: z.array(homeSection) });
export type HomePage = z.infer<typeof homePage>;
