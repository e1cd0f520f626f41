import type { VerificationStatus } from '@dahua/shared';
import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type { UploadedFile } from '@dahua/shared/contracts/images';
import type {
  Attachment,
  DueScale,
  EnteredEventKind,
  EventAnswer,
  ScaleEventKind,
  scaleLegalApi,
  VerificationAnswer,
  VerificationState,
  VerificationsAnswer,
} from '@dahua/shared/contracts/scale-legal';
import { imagesPaths } from '@dahua/shared/paths/images';
import { scaleLegalPaths } from '@dahua/shared/paths/scale-legal';
import { clientFor, urlOf } from './client';

export type {
  Attachment,
  DueScale,
  EnteredEventKind,
  EventAnswer as ScaleEvent,
  ScaleEventKind,
  UploadedFile,
  VerificationAnswer as Verification,
  VerificationState,
  VerificationStatus,
  VerificationsAnswer,
};

type LegalApi = typeof scaleLegalApi;
export type VerificationInput = BodyOf<LegalApi['addVerification']>;
export type EventInput = BodyOf<LegalApi['addEvent']>;
export type EventsQuery = QueryOf<LegalApi['events']>;

/** The contract's value lists, as values (contracts are imported as types only); checked complete by type. */
export const VERIFICATION_STATUS_LIST = [
  'valid',
  'due',
  'overdue',
  'failed',
  'never',
] as const satisfies readonly VerificationStatus[];
export const EVENT_KINDS = [
  'verification',
  'calibration',
  'seal_broken',
  'seal_replaced',
  'repair',
  'software_change',
  'moved',
  'retired',
  'note',
] as const satisfies readonly ScaleEventKind[];
export const ENTERED_KINDS = [
  'calibration',
  'seal_broken',
  'seal_replaced',
  'repair',
  'software_change',
  'retired',
  'note',
] as const satisfies readonly EnteredEventKind[];
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
const complete: [
  Missing<VerificationStatus, (typeof VERIFICATION_STATUS_LIST)[number]>,
  Missing<ScaleEventKind, (typeof EVENT_KINDS)[number]>,
  Missing<EnteredEventKind, (typeof ENTERED_KINDS)[number]>,
] = [true, true, true];
void complete;

/** Where certificates and other attachments go: an image or a PDF (multipart field `file`). */
export const FILE_UPLOAD_ACTION = urlOf(imagesPaths.uploadFile);

const legal = clientFor<LegalApi>(scaleLegalPaths);

/** A scale's records, newest first, with its status and the record that counts. */
export const scaleVerifications = (scaleId: number) => legal.verifications({ params: { id: scaleId } });
/** Silent: the dialog shows a refusal on its field (a day in the future, a record corrected already). */
export const addVerification = (scaleId: number, body: VerificationInput) =>
  legal.addVerification({ params: { id: scaleId }, body }, { silent: true });
export const scaleEvents = (scaleId: number, query: EventsQuery) =>
  legal.events({ params: { id: scaleId }, query });
/** Silent, as above. */
export const addScaleEvent = (scaleId: number, body: EventInput) =>
  legal.addEvent({ params: { id: scaleId }, body }, { silent: true });
