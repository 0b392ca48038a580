/**
 * The last pincode served in a city, kept in this browser (`booking_pincode`): a customer who
 * checked their pincode on one experience is not asked to type it again on the next one of the same
 * city. A pincode of another city is never offered.
 */
const KEY = 'booking_pincode';

export function rememberPincode(city: string, pincode: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ city, pincode }));
  } catch {
    // Private windows and full disks: the next page asks again.
  }
}

export function rememberedPincode(city: string): string | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { city: of, pincode } = kept as { city?: unknown; pincode?: unknown };
    return of === city && typeof pincode === 'string' && /^\d{6}$/.test(pincode) ? pincode : null;
  } catch {
    return null;
  }
}
