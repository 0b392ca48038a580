import type { ApiModule } from '../../app-context';

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

export const addressesModule: ApiModule = {
  name: 'addresses',
};
