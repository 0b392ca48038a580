// What the API answers in `message` after these changes, and what the store shows for them: one
// text each for both (docs/product.md, "Errors and alerts").
export const SLOT_CREATED = 'Slot created successfully.';
export const PASSWORD_CHANGED = 'Password changed successfully.';
export const PROFILE_UPDATED = 'Profile updated successfully.';
export const BOOKING_CONFIRMED = 'Booking confirmed!';
