/**
 * Personal data out of what leaves the request: logs, error reports and the browser's reports
 * (OWASP ASVS V16: no personal data or secrets in logs). Phone numbers, emails, tokens
 * and secrets are recognised by their shape in text and by their key in objects; addresses and
 * names have no shape, so only their keys give them away (`address`, `line1`, `recipient`, …).
 */

const REPLACEMENTS: [RegExp, string | ((match: string) => string)][] = [
  // A query parameter that carries a secret or a person: its value goes, its name stays.
  [
    /([?&](?:token|mobile|phone|email|otp|code|password|signature|sig|key|session|auth)[^=&#\s]*=)[^&#\s]*/gi,
    '$1[redacted]',
  ],
  // Authorization header values and JSON Web Tokens.
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[token]'],
  // Bounded runs: each start position looks at most 64 characters ahead, so a long text stays linear.
  [/[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g, '[email]'],
  // Indian mobiles, with or without +91/0 and spacing (98765 43210), before longer digit runs.
  [/(?<![\w])(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g, '[phone]'],
  // Any other long number: card, account or another country's phone number.
  [/(?<![\w])\d{10,19}(?!\d)/g, '[number]'],
  // A long random-looking run (session tokens, checkout link ids, signatures, file keys): letters
  // and digits mixed.
  // (Tested in a function: lookaheads at every position would be quadratic on a long word.)
  [/[\w-]{24,}/g, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[token]' : run)],
];

/** Object keys whose values are personal data or secrets whatever they look like. */
const PERSONAL_KEY =
  /mobile|phone|email|address|line[12]|landmark|recipient|pincode|password|passcode|otp|token|secret|authorization|cookie|csrf|signature|dsn|ip_address/i;

/** Longer texts are cut: a stack or message past this says nothing more that helps. */
const MAX_TEXT = 16_384;

export function scrubText(text: string): string {
  let out = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…[cut]` : text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement as string);
  return out;
}

/**
 * A deep copy with personal values replaced: strings scrubbed, personal keys blanked. Bounded (depth
 * and breadth), so a hostile report cannot make it work hard; what is cut says so.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 6) return '[cut: too deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 100)) {
    out[key] =
      PERSONAL_KEY.test(key) && item !== null && item !== undefined
        ? '[redacted]'
        : scrubValue(item, depth + 1);
  }
  return out;
}
