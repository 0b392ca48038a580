import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import { insertCoupon, vouchersOf } from '../coupons/coupons.repository';
import { insertWalletTransaction, lockWallet, walletBalance } from '../wallet/wallet.repository';
import { toUserVoucher } from './account-area.service';
import { lockedGiftCode, markRedeemed } from './gift-codes.repository';

const DAY_MS = 86_400_000;
const refuse = (message: string) => validationError({ code: message }, message);

/**
 * POST /v2/user-coupons/redeem: a gift code becomes wallet money or a voucher of its value, once
 * and for one customer (DESIGN.md section 4). All of it happens in one transaction or not at all.
 */
export async function redeemGiftCode(db: Db, userId: number, rawCode: string, now: Date) {
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const gift = await lockedGiftCode(tx, code);
    if (!gift) throw refuse(`${code} is not a valid gift code.`);
    if (gift.redeemedBy !== null) {
      throw refuse(
        gift.redeemedBy === userId
          ? `You have already redeemed ${code}.`
          : `${code} has already been redeemed.`,
      );
    }
    if (now.getTime() >= gift.validUntil.getTime()) throw refuse(`${code} has expired.`);

    if (gift.kind === 'wallet') {
      await lockWallet(tx, userId);
      await insertWalletTransaction(tx, {
        userId,
        amount: gift.value,
        kind: 'redemption',
        note: `Gift code ${code}`,
        createdAt: now,
      });
      if (!(await markRedeemed(tx, gift.id, { userId, now, voucherId: null }))) {
        throw new DomainError('CONFLICT', `${code} has already been redeemed.`, { code: 'already redeemed' });
      }
      return {
        kind: gift.kind,
        amount: gift.value,
        wallet_money: await walletBalance(tx, userId),
        voucher: null,
      };
    }

    const voucher = await insertCoupon(tx, {
      code,
      description: `Your Rs ${gift.value} gift voucher`,
      kind: 'flat',
      value: gift.value,
      minOrder: 0,
      validFrom: now,
      validUntil: new Date(now.getTime() + gift.voucherDays * DAY_MS),
      totalLimit: 1,
      perUserLimit: 1,
      ownerId: userId,
    });
    if (!(await markRedeemed(tx, gift.id, { userId, now, voucherId: voucher.id }))) {
      throw new DomainError('CONFLICT', `${code} has already been redeemed.`, { code: 'already redeemed' });
    }
    const mine = (await vouchersOf(tx, userId)).find((row) => row.coupon.id === voucher.id);
    return {
      kind: gift.kind,
      amount: gift.value,
      wallet_money: await walletBalance(tx, userId),
      voucher: mine ? toUserVoucher(mine, now) : null,
    };
  });
}
