import { consoleAuditOperations } from './audit';
import { consoleAvailabilityOperations } from './availability';
import { consoleCatalogueOperations } from './catalogue';
import { consoleCouponsOperations } from './coupons';
import { consoleExperienceExtrasOperations } from './experience-extras';
import { consoleInboxOperations } from './inbox';
import { consoleLookupsOperations } from './lookups';
import { consoleOrdersOperations } from './orders';
import { consolePayoutsOperations } from './payouts';
import { consolePeopleOperations } from './people';
import { consolePincodesOperations } from './pincodes';
import { consolePushOperations } from './push';
import { consoleReportsOperations } from './reports';
import { consoleSessionOperations } from './session';
import { consoleTodayOperations } from './today';
import { consoleVendorsOperations } from './vendors';

export {
  consoleAuditOperations,
  consoleAvailabilityOperations,
  consoleCatalogueOperations,
  consoleCouponsOperations,
  consoleExperienceExtrasOperations,
  consoleInboxOperations,
  consoleLookupsOperations,
  consoleOrdersOperations,
  consolePayoutsOperations,
  consolePeopleOperations,
  consolePincodesOperations,
  consolePushOperations,
  consoleReportsOperations,
  consoleSessionOperations,
  consoleTodayOperations,
  consoleVendorsOperations,
};

/** Every console operation by its name, module by module as the API is sliced. */
export const consoleOperations = {
  ...consoleAuditOperations,
  ...consoleAvailabilityOperations,
  ...consoleCatalogueOperations,
  ...consoleCouponsOperations,
  ...consoleExperienceExtrasOperations,
  ...consoleInboxOperations,
  ...consoleLookupsOperations,
  ...consoleOrdersOperations,
  ...consolePayoutsOperations,
  ...consolePeopleOperations,
  ...consolePincodesOperations,
  ...consolePushOperations,
  ...consoleReportsOperations,
  ...consoleSessionOperations,
  ...consoleTodayOperations,
  ...consoleVendorsOperations,
};
