import type { ApiModule } from '../../app-context';

export { databaseLinkSecret } from './link-secret.service';
export type { StatementsToken } from './statements-link';
export { readStatementsToken, statementsPath } from './statements-link';
export { DEVELOPMENT_LINK_SECRET, isTrackingKey, trackingPath, trackingUrl } from './tracking-link';
export type { VendorToken } from './vendor-link';
export { readVendorToken, vendorResponseApiPath, vendorResponseUrl } from './vendor-link';

export const linksModule: ApiModule = {
  name: 'links',
};
