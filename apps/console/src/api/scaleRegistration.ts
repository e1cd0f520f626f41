import { requestData } from './client';

/** The scale's own id as its registration QR code carries it (the server checks the same). */
export const SCALE_UUID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** POST /api/management/scales/register/judge: shop details only when the caller may see the scale. */
export type JudgeAnswer = {
  registered: 0 | 1;
  mine: 0 | 1;
  scale_id?: number;
  scale_name?: string;
  shop_id?: number;
  shop_name?: string;
};

export function judgeScale(scaleUuid: string): Promise<JudgeAnswer> {
  return requestData('/api/management/scales/register/judge', {
    method: 'POST',
    body: { scale_uuid: scaleUuid },
  });
}

/** One model of the catalogue (GET /api/management/scales/models). */
export type ModelOption = { code: string; name_zh: string; name_en: string };

/** The model catalogue, or an empty list when the server has none to offer. */
export async function fetchModelOptions(): Promise<ModelOption[]> {
  try {
    const answer = await requestData<ModelOption[] | { list: ModelOption[] }>(
      '/api/management/scales/models',
      { silent: true },
    );
    return Array.isArray(answer) ? answer : answer.list;
  } catch {
    return [];
  }
}

export type RegisterBody = {
  shop_id: number;
  scale_name: string;
  desc: string;
  img_url: string;
  if_verify: 0 | 1;
  scale_uuid: string;
  model_code?: string | undefined;
};

/** The created scale; `device_credential` is answered this once. */
export type RegisteredScale = {
  id: number;
  scale_name: string;
  shop_id: number;
  shop_name: string;
  device_credential?: string;
};

export function registerScale(body: RegisterBody): Promise<RegisteredScale> {
  return requestData('/api/management/scales/create', { method: 'POST', body });
}

export type AuthorizationRequest = {
  request_id: string;
  status: 'pending' | 'approved' | 'collected' | 'expired';
  expires_at: string;
  created_time: string;
  scale_id: number;
  scale_name: string;
  scale_uuid: string;
  shop_id: number;
  shop_name: string;
  company_id: number;
};

/** The request with its scale, for those who may approve it; failures are left to the page. */
export function fetchAuthorizationRequest(requestId: string): Promise<AuthorizationRequest> {
  return requestData(`/api/management/scales/authorization_requests/${encodeURIComponent(requestId)}`, {
    silent: true,
  });
}

/** Approves a pending request as the signed-in person; failures are left to the page. */
export function authorizeScale(requestId: string): Promise<AuthorizationRequest> {
  return requestData('/api/management/scales/authorize', {
    method: 'POST',
    body: { request_id: requestId },
    silent: true,
  });
}
