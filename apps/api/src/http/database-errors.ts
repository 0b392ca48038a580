/**
 * PostgreSQL's "this value does not fit" errors (SQLSTATE class 22): a value from the request that
 * the contract should have refused. The contract bounds every string and integer;
 * this is the last safety net, so that a gap there is a 400 and a warning in the log, not a 500.
 */
const BAD_VALUE_CODES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range: 2^31 into an int4 column
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire: NUL in text
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);

/** True when the error, or one it wraps (Drizzle wraps the driver's), is one of those. */
export function isBadValueDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
