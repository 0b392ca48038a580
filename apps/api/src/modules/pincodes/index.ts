export { pincodesRoutes } from './pincodes.route';
export { deliveryChargeFor, deliveryChargeOf } from './pincodes.service';
