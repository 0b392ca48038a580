export { assignVendor, resendRequest } from './assign.service';
export { dispatchOrders } from './dispatch.service';
export { tellVendor } from './tell-vendor';
export { timeOutVendorRequests } from './timeouts.service';
export { toSetupPhoto } from './vendor-day-view';
export { vendorsRoutes } from './vendors.route';
