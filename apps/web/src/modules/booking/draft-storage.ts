import type { BookingDraft } from '@store/contract';

/**
 * The draft checkout takes over (`/checkout` is reached after it is stored: docs/product.md, "Pages
 * and paths").
 */
export const BOOKING_DRAFT_KEY = 'booking_draft';

export interface StoredDraft {
  readonly version: 1;
  /** The city short name the draft was priced in, and its name. */
  readonly city: string;
  readonly city_name: string;
  readonly draft: BookingDraft;
  readonly experience: { readonly name: string; readonly page_url: string; readonly featured_image: string };
  readonly saved_at: string;
  /** Placed and waiting for its online payment: kept until it is paid (clearPaidDraft). */
  readonly placed_order_id?: number;
}

export function saveDraft(stored: Omit<StoredDraft, 'version' | 'saved_at'>): void {
  const value: StoredDraft = { version: 1, ...stored, saved_at: new Date().toISOString() };
  localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft, or null when there is none or it is not one of ours (the server checks the rest). */
export function loadDraft(): StoredDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(BOOKING_DRAFT_KEY) ?? 'null');
    if (!isRecord(value) || value.version !== 1 || typeof value.city !== 'string') return null;
    if (!isRecord(value.draft) || typeof value.draft.experience_id !== 'number') return null;
    if (!isRecord(value.experience) || typeof value.experience.name !== 'string') return null;
    return value as unknown as StoredDraft;
  } catch {
    return null;
  }
}

/** The tag the customer came from (`tag_source` in the page address), kept on the order. */
export function tagSourceOfPage(): string | undefined {
  const tag = new URLSearchParams(window.location.search).get('tag_source')?.trim();
  return tag ? tag.slice(0, 100) : undefined;
}

/** Once an order is placed the draft has done its work. */
export function clearDraft(): void {
  localStorage.removeItem(BOOKING_DRAFT_KEY);
}

/**
 * An order placed for online payment keeps its draft until it is paid: a customer who goes back
 * from the payment window, or opens checkout in another tab, finds their checkout as they left it
 * (paying again replaces the unpaid order of the same slot).
 */
export function markDraftPlaced(orderId: number): void {
  const stored = loadDraft();
  if (stored)
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ ...stored, placed_order_id: orderId }));
}

/** The order of the stored draft is paid: the draft has done its work. */
export function clearPaidDraft(orderId: number): void {
  if (loadDraft()?.placed_order_id === orderId) clearDraft();
}
