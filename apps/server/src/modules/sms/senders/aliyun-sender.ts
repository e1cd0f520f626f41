import { randomUUID } from 'node:crypto';
import { AppError } from '../../../errors/app-error.js';
import { canonicalQuery, percentEncode, signRpcRequest } from './aliyun-signature.js';
import type { SmsSender } from './sender.js';

export type AliyunSmsConfig = {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
};

/** Aliyun SMS (dysmsapi SendSms, API version 2017-05-25) with its RPC request signing. */
export function aliyunSender(config: AliyunSmsConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'aliyun',
    async send(phoneNumber, code) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phoneNumber,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = signRpcRequest(params, config.accessKeySecret);
      const url = `${config.endpoint.replace(/\/?$/, '/')}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
      let body: { Code?: string; Message?: string };
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
        body = (await response.json()) as typeof body;
      } catch {
        throw new AppError('SMS_SEND_FAILED', { detail: 'gateway unreachable' });
      }
      if (body.Code !== 'OK') throw new AppError('SMS_SEND_FAILED', { detail: body.Code ?? 'unknown' });
    },
  };
}
