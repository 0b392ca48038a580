import type { SortOption } from '@store/domain';

export const SORT_LABELS: Record<SortOption, string> = {
  RECOMMENDED: 'Recommended',
  PRICE_ASC: 'Price: Low to High',
  PRICE_DESC: 'Price: High to Low',
};
