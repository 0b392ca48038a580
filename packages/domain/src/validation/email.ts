/** Non-space text, @, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
