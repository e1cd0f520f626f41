import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/management/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000007' } });
    expect(response.json().msg).toContain('/api/management/nothing-here');
  });

  it('answers a malformed JSON body with a 400 envelope and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/password',
      headers: { 'content-type': 'application/json', authorization: 'Basic eDp5' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    const text = response.body;
    expect(JSON.parse(text)).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000011' } });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sets protective headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/management/users/info' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('OpenAPI', () => {
  it('documents the routes, marking sign-in as needing no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/management/users/login/password'].post.security).toEqual([]);
    expect(doc.paths['/api/management/users/info'].get).toBeDefined();
    expect(doc.paths['/api/management/users/info'].get.security).toBeUndefined();
    expect(doc.components.securitySchemes.token.scheme).toBe('basic');
  });

  it('serves the documentation UI without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
