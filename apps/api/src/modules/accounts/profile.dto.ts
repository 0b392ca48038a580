import type { Profile } from '@store/contract';
import type { UserRow } from './users.repository';

export function toProfile(user: UserRow, token: string): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    mobile: user.mobile,
    mobile_verified: user.mobileVerified,
    email: user.email,
    email_verified: user.emailVerified,
    referral_code: user.referralCode,
    role: user.role,
    token,
  };
}
