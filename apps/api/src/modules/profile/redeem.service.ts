import type { Db } from '@store/db';
import {
  formatInr,
  GIFT_CODE_REFUSED,
  GIFT_REDEEM_LIMIT_MESSAGE,
  GIFT_REDEEM_LIMITS,
  validationError,
} from '@store/domain';
import { insertCoupon, vouchersOf } from '../coupons';
import { enforceRateLimits } from '../rate-limits';
import { insertWalletTransaction, lockWallet, walletBalance } from '../wallet';
import { toUserVoucher } from './account-area.service';
import { lockedGiftCode, markRedeemed } from './gift-codes.repository';

const DAY_MS = 86_400_000;
const refused = () => validationError({ code: GIFT_CODE_REFUSED }, GIFT_CODE_REFUSED);

/**
 * POST /v2/user-coupons/redeem: a gift code becomes wallet money or a voucher of its value, once
 * and for one customer (docs/product.md, "Coupons, vouchers and gift codes"). All of it happens in
 * one transaction or not at all.
 */
export async function redeemGiftCode(
  db: Db,
  userId: number,
  rawCode: string,
  { ip, now }: { ip: string; now: Date },
) {
  const code = rawCode.trim().toUpperCase();
  // Every try counts, before the code is looked at: a right guess costs as much as a wrong one.
  const message = GIFT_REDEEM_LIMIT_MESSAGE;
  await enforceRateLimits(
    db,
    [
      { key: `gift-redeem:user:${userId}`, ...GIFT_REDEEM_LIMITS.perUser, message },
      { key: `gift-redeem:ip:${ip}`, ...GIFT_REDEEM_LIMITS.perAddress, message },
    ],
    now,
  );
  return db.transaction(async (tx) => {
    const gift = await lockedGiftCode(tx, code);
    // Unknown, redeemed (by anyone) or expired: one answer, so a guess tells nothing of which.
    if (!gift || gift.redeemedBy !== null || now.getTime() >= gift.validUntil.getTime()) throw refused();

    if (gift.kind === 'wallet') {
      await lockWallet(tx, userId);
      await insertWalletTransaction(tx, {
        userId,
        amount: gift.value,
        kind: 'redemption',
        note: `Gift code ${code}`,
        createdAt: now,
      });
      if (!(await markRedeemed(tx, gift.id, { userId, now, voucherId: null }))) throw refused();
      return {
        kind: gift.kind,
        amount: gift.value,
        wallet_money: await walletBalance(tx, userId),
        voucher: null,
      };
    }

    const voucher = await insertCoupon(tx, {
      code,
      description: `Your ${formatInr(gift.value)} gift voucher`,
      kind: 'flat',
      value: gift.value,
      minOrder: 0,
      validFrom: now,
      validUntil: new Date(now.getTime() + gift.voucherDays * DAY_MS),
      totalLimit: 1,
      perUserLimit: 1,
      ownerId: userId,
    });
    if (!(await markRedeemed(tx, gift.id, { userId, now, voucherId: voucher.id }))) throw refused();
    const mine = (await vouchersOf(tx, userId)).find((row) => row.coupon.id === voucher.id);
    return {
      kind: gift.kind,
      amount: gift.value,
      wallet_money: await walletBalance(tx, userId),
      voucher: mine ? toUserVoucher(mine, now) : null,
    };
  });
}
