import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'preload' | 'priority' | 'fetchPriority' | 'loading'> & {
  /** A picture of the first screen (the page's likely largest paint): see below. */
  first?: boolean;
};

/**
 * A plain img with next/image's optimised sources, drawn wherever it is used: not one more client
 * component for a page of cards or products to hydrate. A `first` picture is asked for at high
 * priority, from the head and from the img itself (preloaded at the default priority it waited
 * behind the scripts on a slow network); the others load lazily, as next/image's would.
 */
export function PlainImage({ first = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, preload: first, ...(first && { fetchPriority: 'high' }) });
  if (first)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  // biome-ignore lint/performance/noImgElement: next/image's own sources, without its client component
  return <img {...props} alt={image.alt} />;
}
