import type { SetupPhoto, VendorDay } from '@store/contract';
import type { Db } from '@store/db';
import {
  formatDisplayDateTime,
  isOrderState,
  nextVendorDayStep,
  onTheWayNotYet,
  SETUP_PHOTO_MAX_BYTES,
  SETUP_PHOTO_MAX_COUNT,
  setupPhotoRefusal,
  vendorDayLinkEnd,
} from '@store/domain';
import { filePath } from '../files';
import { setupPhotosOf } from './setup-photos.repository';
import type { LockedRequest } from './vendors.repository';

export type DayOrder = { id: number; status: string; date: string | null; timeZone: string };

/** Until when the accepted vendor's link works for the day's steps. */
export const openUntil = (request: LockedRequest, order: DayOrder) =>
  vendorDayLinkEnd(order, request.respondedAt ?? request.sentAt);

export const expiredText = (until: Date, order: DayOrder) =>
  `This link worked until ${formatDisplayDateTime(until, order.timeZone)}: it has expired.`;

/** A setup photo as the vendor's page and the customer's tracking page show it. */
export const toSetupPhoto = (p: Awaited<ReturnType<typeof setupPhotosOf>>[number]): SetupPhoto => ({
  url: filePath(p.storageKey),
  width: p.width,
  height: p.height,
  added_at: p.createdAt.toISOString(),
});

/** What the vendor response page shows of the accepted vendor's day; null for any other request. */
export async function vendorDayOf(
  db: Db,
  request: LockedRequest,
  order: DayOrder,
  now: Date,
): Promise<VendorDay | null> {
  if (request.status !== 'accepted' || !isOrderState(order.status)) return null;
  const photos = await setupPhotosOf(db, order.id);
  const until = openUntil(request, order);
  const expired = now.getTime() >= until.getTime();
  const next = expired ? null : nextVendorDayStep(order.status);
  const closedReason = expired
    ? expiredText(until, order)
    : order.status === 'completed'
      ? 'Marked done. Thank you!'
      : next === null
        ? 'This booking is no longer open for you: it was cancelled or changed.'
        : null;
  return {
    status: order.status,
    next_step: next,
    not_yet: next === 'on_the_way' ? (onTheWayNotYet(order, now) ?? null) : null,
    can_add_photos: !expired && setupPhotoRefusal(order.status, photos.length, 1) === undefined,
    open_until: until.toISOString(),
    closed_reason: closedReason,
    photos: photos.map(toSetupPhoto),
    max_photos: SETUP_PHOTO_MAX_COUNT,
    max_photo_bytes: SETUP_PHOTO_MAX_BYTES,
  };
}
