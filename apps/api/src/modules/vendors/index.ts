import type { ApiModule } from '../../app-context';
import { vendorsJobs } from './jobs';
import { vendorsRoutes } from './vendors.route';

export { assignVendor, resendRequest } from './assign.service';
export { dispatchOrders } from './dispatch.service';
export { tellVendor } from './tell-vendor';
export { timeOutVendorRequests } from './timeouts.service';
export { toSetupPhoto } from './vendor-day-view';

export const vendorsModule: ApiModule = {
  name: 'vendors',
  routes: [vendorsRoutes],
  jobs: vendorsJobs,
};
export { vendorsForOrder } from './assign.service';
export { setupPhotosOf } from './setup-photos.service';
