import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

describe('GET /docs', () => {
  const t = useTestApp();

  it('serves the OpenAPI document generated from the contract schemas', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/v2/getCities', '/v2/getHomePage', '/v5/experience/id/{id}']),
    );
    const experience = doc.paths['/v5/experience/id/{id}'].get;
    expect(experience.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
    const okSchema = experience.responses['200'].content['application/json'].schema;
    expect(Object.keys(okSchema.properties.data.properties)).toEqual(
      expect.arrayContaining([
        'about',
        'inclusions',
        'faq',
        'need_to_know',
        'gallery',
        'reviews',
        'cancellation_policy',
      ]),
    );
  });
});

describe('GET /docs for booking and accounts', () => {
  const t = useTestApp();

  it.each([
    ['post', '/v3/check-pincode-for-task'],
    ['get', '/v2/experience/{id}/slots'],
    ['post', '/v5/experience/create-task-slot'],
    ['get', '/v5/getCustomizationInfoByCategory/{a}/{b}'],
    ['get', '/v5/getCustomizations/slug/{a}/{b}'],
    ['get', '/v5/getCustomizationByExpID/{id}'],
    ['get', '/v5/getAllCustomization/{id}'],
    ['post', '/v5/booking/quote'],
    ['post', '/v5/enquire-now'],
    ['post', '/v2/user/login-otp'],
    ['post', '/v2/user/login-otp-confirm'],
    ['post', '/v2/user/send_otp'],
    ['post', '/v2/user/resend_otp'],
    ['post', '/v2/user/verify_otp'],
    ['post', '/v2/user/set_password'],
    ['post', '/v2/user/login'],
    ['post', '/v2/user/register'],
    ['post', '/v2/user/fbLogin'],
    ['post', '/v2/user/gPlusLogin'],
    ['post', '/v2/user/reset_password'],
    ['post', '/v2/user/change_password'],
    ['put', '/v2/user/profile_update'],
    ['get', '/v2/user/role'],
    ['get', '/v2/user/search'],
    ['get', '/v2/user/getUserByReferralCode/{code}'],
    ['post', '/v2/user/device_registration'],
    ['post', '/v5/booking/book_order'],
    ['post', '/v5/booking/book_cod_order'],
    ['get', '/v2/order-detail-by-id/{id}'],
    ['post', '/v2/booking/razor_pay/order_details'],
    ['post', '/v2/booking/payment_confirm'],
    ['post', '/v5/booking/book_offline_order'],
    ['post', '/v2/booking/coupons'],
    ['post', '/v2/share-checkout'],
    ['get', '/v2/get-checkout-link'],
    ['post', '/v2/booking/confirm_offline_booking/{id}'],
  ])('documents %s %s with its request and response schemas', async (method, path) => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
    if (method === 'post' && !path.includes('confirm_offline_booking') && !path.endsWith('/balance')) {
      expect(operation.requestBody.content['application/json'].schema).toBeDefined();
    }
  });
});

describe('GET /docs in production', () => {
  const t = useTestApp({ consoleInDocs: false });
  const other = useTestApp();

  it("lists the store's operations and none of the console's", async () => {
    const paths = Object.keys((await t().app.inject({ method: 'GET', url: '/docs' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v2/getCities', '/v2/user/login']));
    expect(paths.filter((path) => path.startsWith('/admin/'))).toEqual([]);
  });

  it('lists them where the console is documented for its developers', async () => {
    const paths = Object.keys((await other().app.inject({ method: 'GET', url: '/docs' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/admin/v1/session/password']));
  });
});
