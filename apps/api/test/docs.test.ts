import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

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
