/** The middle value of a bench's runs (the upper one of an even count), as its figures report. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
