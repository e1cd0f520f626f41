import { fieldErrorsOf } from '../../services/field-errors';

/** What antd's `form.setFields` takes to show an error under a field. */
export type FieldErrorEntry = { name: string; errors: string[] };

/**
 * The errors of a refusal (the envelope's `data.fields[] {field, message}`) that name one of the
 * form's own fields, as `setFields` entries in the server's order; the others are left out (the
 * caller shows the refusal's message instead when none is left).
 */
export function fieldErrorEntries(error: unknown, formFields: ReadonlySet<string>): FieldErrorEntry[] {
  return fieldErrorsOf(error)
    .filter((f) => formFields.has(f.field))
    .map((f) => ({ name: f.field, errors: [f.message] }));
}
