export type { Delivery } from './addresses.service';
export {
  assertAnswerAddresses,
  assertOwnAddresses,
  changeAddress,
  deliveryAddressFor,
  listAddresses,
  removeAddress,
  saveAddress,
} from './addresses.service';
