import type { ConsoleVendor } from '@store/contract/console';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import { type Attempt, confirmOtp, type SmsDelivery, sendOtp } from '../../accounts';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { lockVendor, updateVendor, vendorById } from './console-vendors.repository';
import { vendorDetail } from './console-vendors.service';

// The code is bound to the vendor and their mobile: a code sent before the mobile changed, or to
// another vendor, never proves this one.
const attemptOf = (vendor: { id: number; mobile: string }): Attempt => ({
  mobile: vendor.mobile,
  purpose: 'vendor',
  deviceId: `vendor:${vendor.id}`,
});

async function unproven(db: Db, id: number) {
  const [vendor] = await vendorById(db, id);
  if (!vendor) throw new DomainError('NOT_FOUND', `Vendor ${id} was not found`);
  if (vendor.mobileVerifiedAt)
    throw new DomainError(
      'VENDOR_MOBILE_VERIFIED',
      `${vendor.name}'s mobile ${vendor.mobile} is already verified.`,
    );
  return vendor;
}

/**
 * POST /admin/v1/vendors/{id}/mobile-code: a one-time code texted to the vendor's mobile, under the
 * usual code limits per mobile; the per-address limit is the operator's own (the console's
 * operators share an office network with no stranger among them).
 */
export async function sendVendorCode(
  db: Db,
  operator: Operator,
  id: number,
  sms: SmsDelivery,
  now: Date,
): Promise<{ mobile: string }> {
  const vendor = await unproven(db, id);
  await sendOtp(db, attemptOf(vendor), { ip: `console:${operator.userId}`, now }, sms);
  await audited(db, { userId: operator.userId, now }, async () => ({
    result: undefined,
    audit: {
      action: 'vendor.code_sent',
      subject: { type: 'vendor', id },
      summary: `${vendor.name}: code texted to ${vendor.mobile}`,
    },
  }));
  return { mobile: vendor.mobile };
}

/**
 * POST /admin/v1/vendors/{id}/mobile-code/verify: the code the vendor read out proves their mobile;
 * from now on the dispatch may ask them. A wrong code is a 400 naming `otp`, counted against the
 * code's guesses.
 */
export async function verifyVendorCode(
  db: Db,
  operator: Operator,
  id: number,
  otp: string,
  now: Date,
): Promise<ConsoleVendor> {
  const vendor = await unproven(db, id);
  await confirmOtp(db, attemptOf(vendor), otp, now);
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    const locked = await lockVendor(tx, id);
    // The mobile changed while the code was read out: that code proved the old number only.
    if (!locked || locked.mobile !== vendor.mobile)
      throw validationError({ otp: 'The mobile changed: send a code to the new one.' });
    await updateVendor(tx, id, { mobileVerifiedAt: now });
    return {
      result: undefined,
      audit: {
        action: 'vendor.mobile_verified',
        subject: { type: 'vendor', id },
        summary: `${vendor.name}: mobile ${vendor.mobile} verified`,
        before: { mobile_verified: false },
        after: { mobile_verified: true },
      },
    };
  });
  return vendorDetail(db, id, now);
}
