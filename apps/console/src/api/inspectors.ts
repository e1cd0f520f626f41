import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type {
  InspectorAnswer as Inspector,
  InspectorAssignment,
  inspectorsApi,
} from '@dahua/shared/contracts/inspectors';
import { inspectorsPaths } from '@dahua/shared/paths/inspectors';
import { clientFor } from './client';

export type { Inspector, InspectorAssignment };

type InspectorsApi = typeof inspectorsApi;
export type InspectorQuery = QueryOf<InspectorsApi['list']>;
export type NewInspector = BodyOf<InspectorsApi['create']>;
export type AssignmentInput = { company_id: number; shop_id?: number | null };

const inspectors = clientFor<InspectorsApi>(inspectorsPaths);

/** Inspectors' accounts (issue 27): administrators only, every call. */
export const listInspectors = (query: InspectorQuery) => inspectors.list({ query });
/** Refusals come back to the page (shown under the form's fields, or as a dialog). */
export const createInspector = (body: NewInspector) => inspectors.create({ body }, { silent: true });
/** Replaces the inspector's companies and shops, all or nothing; a refusal comes back to the page. */
export const setInspectorAssignments = (id: number, assignments: AssignmentInput[]) =>
  inspectors.setAssignments({ params: { id }, body: { assignments } }, { silent: true });
/** Disabling ends the inspector's sessions. */
export const setInspectorStatus = (id: number, status: Inspector['status']) =>
  inspectors.setStatus({ params: { id }, body: { status } });
/** Ends the inspector's sessions too. Silent: the dialog shows a refusal (on its field). */
export const resetInspectorPassword = (id: number, password: string) =>
  inspectors.resetPassword({ params: { id }, body: { password } }, { silent: true });
