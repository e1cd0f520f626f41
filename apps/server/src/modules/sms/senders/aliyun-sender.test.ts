import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSender } from './aliyun-sender.js';
import { signRpcRequest } from './aliyun-signature.js';

const SECRET = 'test-secret';
const received: URLSearchParams[] = [];

/**
 * A stand-in for dysmsapi.aliyuncs.com: checks the parameters and recomputes the signature
 * independently (RFC 3986 encoding, sorted parameters, HMAC-SHA1 with "secret&"), answering
 * as Aliyun does.
 */
function verifySignature(query: URLSearchParams): boolean {
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const pairs = [...query.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : 1));
  const canonical = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  const expected = createHmac('sha1', `${SECRET}&`)
    .update(`GET&%2F&${encode(canonical)}`)
    .digest('base64');
  return query.get('Signature') === expected;
}

let server: Server;
let endpoint: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    received.push(query);
    res.setHeader('content-type', 'application/json');
    if (!verifySignature(query)) {
      res.end(
        JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }),
      );
      return;
    }
    const ok = query.get('Action') === 'SendSms' && query.get('Version') === '2017-05-25';
    res.end(
      JSON.stringify(ok ? { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' } : { Code: 'isv.BAD' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (secret = SECRET) => ({
  endpoint,
  accessKeyId: 'LTAI-test',
  accessKeySecret: secret,
  signName: '大华电子秤',
  templateCode: 'SMS_123456',
});

describe('Aliyun SMS sender', () => {
  it('signs as Aliyun documents (their published example)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signRpcRequest(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('sends SendSms with the phone, sign name, template and code, correctly signed', async () => {
    await aliyunSender(config()).send('13800000000', '0427');
    const query = received.at(-1)!;
    expect(query.get('PhoneNumbers')).toBe('13800000000');
    expect(query.get('SignName')).toBe('大华电子秤');
    expect(query.get('TemplateCode')).toBe('SMS_123456');
    expect(JSON.parse(query.get('TemplateParam')!)).toEqual({ code: '0427' });
    expect(query.get('Timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(verifySignature(query)).toBe(true);
  });

  it('reports a refused request as an SMS failure', async () => {
    await expect(aliyunSender(config('wrong-secret')).send('13800000000', '1111')).rejects.toMatchObject({
      key: 'SMS_SEND_FAILED',
      params: { detail: 'SignatureDoesNotMatch' },
    });
  });

  it('reports an unreachable gateway as an SMS failure', async () => {
    const sender = aliyunSender({ ...config(), endpoint: 'http://127.0.0.1:9/' });
    await expect(sender.send('13800000000', '1111')).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' });
  });
});
