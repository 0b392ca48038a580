const WORD = /[\p{L}\p{N}]+/gu;

/** Marks where a typed word starts a word of `text` ("cand" in "Candlelight"). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query.toLowerCase().match(WORD);
  if (!words) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})`, 'giu');
  return text.split(pattern).map((part, i) =>
    // split() puts the captured matches at the odd positions.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    i % 2 === 1 ? <mark key={i}>{part}</mark> : part,
  );
}
