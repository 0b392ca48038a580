/** The account area's tabs, by hash, with their titles (docs/product.md, "Profile area"). */
export const PROFILE_TABS = [
  { hash: 'upcoming_bookings', title: 'Upcoming Bookings' },
  { hash: 'past_bookings', title: 'Past Bookings' },
  { hash: 'wishlist', title: 'Wishlist' },
  { hash: 'profile', title: 'Profile' },
  { hash: 'wallet', title: 'Wallet' },
  { hash: 'vouchers', title: 'Vouchers' },
  { hash: 'dates', title: 'Save Occasions' },
  { hash: 'referral', title: 'Referral' },
  { hash: 'logout', title: 'Logout' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['hash'];

/** The tab a location hash opens: '#wallet' is Wallet; anything else is the first tab. */
export function profileTabOf(hash: string): ProfileTab {
  const wanted = hash.replace(/^#/, '');
  return PROFILE_TABS.find((tab) => tab.hash === wanted)?.hash ?? PROFILE_TABS[0].hash;
}

/** What an empty tab says (docs/product.md, "Profile area"). */
export const emptyTabText = (component: string): string => `Data not available in ${component}`;

/** The answer to deleting one's account, shown by the store after it logs out. */
export const ACCOUNT_DELETED = 'Your account has been deleted.';
