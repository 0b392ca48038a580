/**
 * One address: text, @, a name, a dot, more of the name. None of its parts holds whitespace, an @
 * after the first, or `,` `;` `<` `>` `"`: a mail library reads those as a list of recipients or a
 * display name, so one field could address mail to several people. Written so that no input makes
 * it backtrack: the local part stops at the only @, the domain's first label at its first dot.
 */
export const EMAIL_PATTERN = /^[^\s@,;<>"]+@[^\s@,;<>"][^\s@,;<>".]*\.[^\s@,;<>"]+$/;

/** The longest email address accepted anywhere (RFC 5321 allows 254 characters). */
export const EMAIL_MAX_LENGTH = 200;
