/**
 * Letters, marks and digits only: whatever else a visitor types (quotes, colons, & | ! ( ), emoji)
 * separates words and never reaches to_tsquery, so no input can be a tsquery syntax error.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Enough for any real search; bounds the work a 100-character query can cause. */
export const SEARCH_MAX_WORDS = 10;

/** How many trailing characters of a half-typed last word the fallback may drop. */
const MAX_TRIM = 3;
const MIN_STEM = 3;

/**
 * The tsquery text of each word, in order. `strict`: every word as typed, the last one a prefix
 * ("candle" finds "candlelight"). `loose`: the same, but the last word also matches shorter
 * lexemes, because stemming makes "decoration" the lexeme "decor", which the half-typed prefix
 * "decorati" never reaches; the search falls back to it only when the strict terms find nothing.
 */
export type SearchTerms = { strict: string[]; loose: string[] };

/** The words of a query as the search reads them: lower case, letters and digits, at most ten. */
export function typedWords(q: string): string[] {
  return (q.normalize('NFKC').toLowerCase().match(WORD) ?? []).slice(0, SEARCH_MAX_WORDS);
}

export function searchTerms(q: string): SearchTerms {
  const words = typedWords(q);
  const strict = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word));
  const last = words.at(-1);
  if (last === undefined) return { strict, loose: strict };
  // Code points, not UTF-16 units: half a surrogate pair is not valid text for the database.
  const chars = Array.from(last);
  const shorter: string[] = [];
  for (let cut = 1; cut <= MAX_TRIM && chars.length - cut >= MIN_STEM; cut++) {
    shorter.push(chars.slice(0, -cut).join(''));
  }
  const loose = [...strict.slice(0, -1), [`${last}:*`, ...shorter].join(' | ')];
  return { strict, loose };
}
