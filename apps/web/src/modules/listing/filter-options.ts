import type { PriceBand, RatingFloor } from '@store/domain';

export const PRICE_LABELS: Record<PriceBand, string> = {
  ANY: 'Any price',
  UNDER_2000: 'Under ₹2,000',
  FROM_2000_TO_4999: '₹2,000 to ₹4,999',
  FROM_5000_TO_9999: '₹5,000 to ₹9,999',
  FROM_10000: '₹10,000 and above',
};

export const RATING_LABELS: Record<RatingFloor, string> = {
  ANY: 'Any rating',
  FOUR_AND_UP: '4★ and up',
  THREE_AND_UP: '3★ and up',
};
