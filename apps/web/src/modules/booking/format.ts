import { dayNameOfYmd, monthName, parseYmd } from '@store/domain';

/** '2026-11-28' -> 'Sat, 28 Nov' (docs/product.md, "Business constants"). */
export function ymdLabel(ymd: string, withYear = false): string {
  const { year, month, day } = parseYmd(ymd);
  return `${dayNameOfYmd(ymd)}, ${day} ${monthName(month - 1)}${withYear ? ` ${year}` : ''}`;
}
