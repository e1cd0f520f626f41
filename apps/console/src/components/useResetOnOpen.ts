import { useEffect, useRef } from 'react';

type ResettableForm<T> = { resetFields(): void; setFieldsValue(values: T): void };

/**
 * A dialog's form instance outlives the dialog, and antd keeps a field's last value over a new
 * form's initial values: each opening therefore writes the opened row's values (or the empty ones
 * of a new row) into the form, so no dialog shows what was typed the last time.
 */
export function useResetOnOpen<T>(form: ResettableForm<T>, target: unknown, initialValues: T): void {
  const initial = useRef(initialValues);
  initial.current = initialValues;
  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(initial.current);
  }, [form, target]);
}
