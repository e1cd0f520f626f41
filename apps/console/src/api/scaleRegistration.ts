import type { BodyOf } from '@dahua/shared/contracts/define';
import type {
  AuthorizationRequestAnswer as AuthorizationRequest,
  JudgeAnswer,
  scaleRegistrationApi,
} from '@dahua/shared/contracts/scale-registration';
import type {
  CreatedScaleAnswer as RegisteredScale,
  ScaleModelEntry,
  scalesApi,
} from '@dahua/shared/contracts/scales';
import { scaleRegistrationPaths } from '@dahua/shared/paths/scale-registration';
import { scalesPaths } from '@dahua/shared/paths/scales';
import { clientFor } from './client';

export type { AuthorizationRequest, JudgeAnswer, RegisteredScale };

/**
 * The scale's own id as its registration QR code carries it: the contract's SCALE_UUID_PATTERN,
 * written again because the console imports contracts as types only.
 */
export const SCALE_UUID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One model of the catalogue (GET of the scales' models). */
export type ModelOption = Pick<ScaleModelEntry, 'code' | 'name_zh' | 'name_en'>;
/** The created scale's fields: the shop in the body, and the uuid it is registered with. */
export type RegisterBody = BodyOf<(typeof scalesApi)['create']> & { scale_uuid: string };

const registration = clientFor<typeof scaleRegistrationApi>(scaleRegistrationPaths);
const scales = clientFor<typeof scalesApi>(scalesPaths);

/** Shop details only when the caller may see the scale. */
export const judgeScale = (scaleUuid: string) => registration.judge({ body: { scale_uuid: scaleUuid } });

/** The model catalogue, or an empty list when the server has none to offer. */
export async function fetchModelOptions(): Promise<ModelOption[]> {
  try {
    return await scales.models(undefined, { silent: true });
  } catch {
    return [];
  }
}

/** The created scale; `device_credential` is answered this once. */
export const registerScale = (body: RegisterBody) => scales.create({ body });

/** The request with its scale, for those who may approve it; failures are left to the page. */
export const fetchAuthorizationRequest = (requestId: string) =>
  registration.request({ params: { request_id: requestId } }, { silent: true });

/** Approves a pending request as the signed-in person; failures are left to the page. */
export const authorizeScale = (requestId: string) =>
  registration.authorize({ body: { request_id: requestId } }, { silent: true });
