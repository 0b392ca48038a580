import { type Kind, TAG_SPECS, type TagSlug, tagImageUrl } from './catalogue';
import { slugify } from './cities';
import { CUSTOMIZATIONS } from './customizations';
import { EXPERIENCES, experienceImageUrl, imageCount } from './experiences';
import { COLLECTION_SPECS, productImageUrl } from './products';
import { hash } from './random';
import { reviewDrafts, reviewImageUrl } from './reviews';

export type ImageKind = 'experience' | 'customization' | 'tag' | 'review' | 'product';
export type Motif =
  | 'balloons'
  | 'hearts'
  | 'candles'
  | 'gift'
  | 'cake'
  | 'camera'
  | 'stars'
  | 'flowers'
  | 'glasses'
  | 'confetti'
  | 'banners'
  | 'partyhats';

export type ImageEntry = {
  /** The URL path the data uses, also the file's path under the web app's public folder. */
  path: string;
  label: string;
  /** 0 to 359. */
  hue: number;
  kind: ImageKind;
  motif: Motif;
};

/** @public scripts/make-images.ts draws the seed's pictures at these sizes, outside this workspace. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  experience: { width: 960, height: 720 },
  customization: { width: 400, height: 400 },
  tag: { width: 640, height: 480 },
  review: { width: 480, height: 480 },
  product: { width: 480, height: 480 },
};

// The first motif is the kind's main picture; the rest vary the gallery.
const KIND_MOTIFS: Record<Kind, Motif[]> = {
  dinner: ['candles', 'glasses', 'hearts', 'flowers', 'stars'],
  decor: ['balloons', 'hearts', 'stars', 'confetti', 'flowers'],
  surprise: ['hearts', 'balloons', 'gift', 'candles', 'confetti'],
  party: ['confetti', 'balloons', 'stars', 'cake', 'gift'],
  gift: ['gift', 'cake', 'flowers', 'hearts', 'balloons'],
  photo: ['camera', 'flowers', 'hearts', 'stars', 'balloons'],
  stay: ['stars', 'candles', 'glasses', 'flowers', 'hearts'],
  planning: ['hearts', 'flowers', 'stars', 'candles', 'glasses'],
};

const TAG_MOTIFS: Record<TagSlug, Motif> = {
  'candlelight-dinner': 'candles',
  'balloon-decoration': 'balloons',
  'birthday-surprises': 'cake',
  'anniversary-surprises': 'hearts',
  'kids-party': 'confetti',
  'cakes-and-gifts': 'gift',
  photoshoots: 'camera',
  'romantic-stays': 'stars',
  'baby-shower': 'balloons',
  proposal: 'flowers',
  'room-decoration': 'hearts',
  'house-party': 'glasses',
  'heritage-and-outdoors': 'flowers',
};

function customizationMotif(name: string): Motif {
  const rules: [RegExp, Motif][] = [
    [/cake|cupcake/i, 'cake'],
    [/photo|video|retouch|outfit/i, 'camera'],
    [/rose|bouquet|flower|pathway/i, 'flowers'],
    [/teddy|chocolate|props/i, 'gift'],
    [/balloon|popper/i, 'balloons'],
    [/candle|light|led|neon|marquee/i, 'candles'],
    [/mocktail|juice|dessert|meal|snack/i, 'glasses'],
    [/violin|pyro|fog|hour/i, 'stars'],
  ];
  return rules.find(([re]) => re.test(name))?.[1] ?? 'hearts';
}

const hueOf = (tag: TagSlug | undefined): number => TAG_SPECS.find((t) => t.slug === tag)?.hue ?? 330;
const jitter = (key: string, spread: number): number => (hash(key) % (2 * spread + 1)) - spread;
const wrap = (hue: number): number => ((hue % 360) + 360) % 360;

/**
 * Every image the seed data references, in a fixed order. It does not depend on the seed's date.
 * @public scripts/make-images.ts draws them, outside this workspace.
 */
export function imageManifest(): ImageEntry[] {
  const entries: ImageEntry[] = [];
  const byId = new Map(EXPERIENCES.map((e) => [e.id, e]));
  for (const e of EXPERIENCES) {
    const motifs = KIND_MOTIFS[e.kind];
    for (let n = 1; n <= imageCount(e); n++) {
      entries.push({
        path: experienceImageUrl(e.id, n),
        label: e.name,
        hue: wrap(hueOf(e.tags[0]) + jitter(`exp:${e.id}:${n}`, 14)),
        kind: 'experience',
        motif: motifs[(n - 1) % motifs.length] ?? 'hearts',
      });
    }
  }
  for (const c of CUSTOMIZATIONS) {
    entries.push({
      path: c.imageUrl,
      label: c.name,
      hue: wrap(hash(`cz:${c.id}`) % 360),
      kind: 'customization',
      motif: customizationMotif(c.name),
    });
  }
  for (const t of TAG_SPECS) {
    entries.push({
      path: tagImageUrl(t.slug),
      label: t.name,
      hue: t.hue,
      kind: 'tag',
      motif: TAG_MOTIFS[t.slug],
    });
  }
  for (const r of reviewDrafts(EXPERIENCES)) {
    const e = byId.get(r.experienceId);
    for (let n = 1; n <= r.imageCount; n++) {
      const motifs = e ? KIND_MOTIFS[e.kind] : ['hearts' as const];
      entries.push({
        path: reviewImageUrl(r.id, n),
        label: `${r.customerName} on ${e?.name ?? 'an experience'}`,
        hue: wrap(hueOf(e?.tags[0]) + jitter(`review:${r.id}:${n}`, 24)),
        kind: 'review',
        motif: motifs[(r.id + n) % motifs.length] ?? 'hearts',
      });
    }
  }
  for (const c of COLLECTION_SPECS) {
    for (const [title] of c.items) {
      const path = productImageUrl(slugify(title));
      entries.push({
        path,
        label: title,
        hue: wrap(c.hue + jitter(path, 20)),
        kind: 'product',
        motif: c.motif,
      });
    }
  }
  return entries;
}
