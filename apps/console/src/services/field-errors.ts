import { fieldErrorEntries } from '../components/form/serverErrors';
import { RequestError } from './request';

export type FieldError = { field: string; message: string };

/**
 * The fields a refused request names (`data.fields` of the envelope: validation failures and
 * conflicts such as a PLU in use), for a form to show each on its field.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  const fields = (error.envelope?.data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string',
  );
}

/** The part of an antd form instance that shows errors on fields. */
type FieldsForm = { setFields(fields: { name: never; errors: string[] }[]): void };

/**
 * Shows a refusal's field errors on the form's own fields; false when the refusal named none of
 * them (the caller then shows its message otherwise).
 */
export function showOnFields(form: FieldsForm, error: unknown, formFields: ReadonlySet<string>): boolean {
  const entries = fieldErrorEntries(error, formFields);
  if (entries.length === 0) return false;
  form.setFields(entries.map((entry) => ({ ...entry, name: entry.name as never })));
  return true;
}
