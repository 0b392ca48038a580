export * from './address-map';
export * from './bookings';
export * from './occasions';
export * from './profile-tabs';
export * from './push-endpoints';
export * from './referral';
