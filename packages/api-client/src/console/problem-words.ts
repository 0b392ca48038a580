// What the console shows of a refusal: each field's problem in words an operator reads, never the
// wire's field names or a schema's own phrasing ("Invalid refund_percent: Invalid input: ...").

/** A wire field's name as words: `refund_percent` → "Refund percent", `city_id` → "City". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_id$/, '').replaceAll(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Phrasings of the schema library itself, as an operator would say them. */
const RAW: readonly [RegExp, string][] = [
  [/expected number, received (null|nan|undefined|string)/i, 'must be a number'],
  [/expected (string|array|object), received (null|undefined)/i, 'is required'],
  [/expected boolean/i, 'must be yes or no'],
  [/invalid option/i, 'is not one of the choices'],
  [/too big: expected number to be <=\s*(\d+)/i, 'must be at most $1'],
  [/too small: expected number to be >=\s*(\d+)/i, 'must be at least $1'],
  [/^invalid input$/i, 'is not valid'],
];

/** One field's problem in words: its name spelt out, the schema's raw phrasing replaced. */
export function fieldProblem(field: string, text: string): string {
  const label = fieldLabel(field);
  for (const [pattern, words] of RAW) {
    const found = text.replace(/^Invalid input:\s*/i, '').match(pattern);
    if (found) return `${label} ${words.replace('$1', found[1] ?? '')}`;
  }
  // The API names the field in its own words ("refund_percent must be at most 100"), and maybe
  // another ("valid_until must be after valid_from"): each spelt out.
  const named = text
    .split(field)
    .join(label.toLowerCase())
    .replaceAll(/\b[a-z]+(?:_[a-z]+)+\b/g, (other) => fieldLabel(other).toLowerCase());
  const said = named.startsWith(label.toLowerCase()) ? label + named.slice(label.length) : named;
  return said === named && !said.toLowerCase().startsWith(label.toLowerCase()) ? `${label}: ${said}` : said;
}

/**
 * A refusal as the console shows it: each field's problem in words, and a message that names them
 * (a bad input), or the API's own message (a refusal with a reason, already in words).
 */
export function problemInWords(
  message: string,
  fields: Readonly<Record<string, string>>,
): { message: string; fields: Record<string, string> } {
  const worded = Object.fromEntries(Object.entries(fields).map(([f, text]) => [f, fieldProblem(f, text)]));
  const problems = Object.values(worded);
  if (problems.length === 0) return { message, fields: worded };
  const raw = /^Invalid [\w.]+( header)?:/.test(message) || message === 'Bad Request';
  return { message: raw ? `Please check: ${problems.join('; ')}.` : message, fields: worded };
}
