/**
 * Words a customer typed (a saved occasion's name), as a message the store sends may carry them:
 * plain text in quotes, never in a subject, and never a link. A name field would otherwise let
 * anyone send the store's own trusted mail or text with their address in it ("Asha, claim your
 * prize at win-big.example"). Anything that reads as a web address (a scheme, `www.`, or a dotted
 * host name) is dropped, as are angle brackets and line breaks; null when nothing is left.
 */
export function quotedCustomerWords(typed: string, max = 40): string | null {
  const plain = typed
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ')
    .replace(/\bwww\.\S*/gi, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+(\/\S*)?/g, ' ')
    .replace(/[<>\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}|\p{N}/u.test(plain)) return null;
  const short = plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
  return `“${short}”`;
}
