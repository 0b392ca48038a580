/**
 * Whose a checkout link is, enough for a customer on the wrong account to recognise it and no more:
 * the first name and the mobile's first two and last two digits ("Ravi (98******21)").
 */
export function maskedCustomer(firstName: string, mobile: string | null): string {
  const name = firstName.trim() || 'another customer';
  if (!mobile || mobile.length < 6) return name;
  return `${name} (${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)})`;
}

/** What a signed-in customer reads when they open a link made for someone else. */
export function notYourLink(owner: string): string {
  return `This checkout link was made for ${owner}. Please sign in as them, or ask your agent for a link of your own.`;
}

/** What a customer reads when they open a link whose booking is already made. */
export function linkUsed(orderId: number): string {
  return `This checkout link was already used for booking #${orderId}. Please see My bookings, or ask your agent for a new link.`;
}
