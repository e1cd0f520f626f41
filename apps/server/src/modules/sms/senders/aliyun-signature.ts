import { createHmac } from 'node:crypto';

/** Aliyun's percent-encoding for RPC signatures: RFC 3986, space as %20, `*` as %2A, `~` kept. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

/** Signature version 1.0 (HMAC-SHA1) of an Aliyun RPC-style GET request. */
export function signRpcRequest(params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `GET&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}
