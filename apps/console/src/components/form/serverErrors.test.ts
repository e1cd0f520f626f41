import { describe, expect, it, vi } from 'vitest';
import { showOnFields } from '../../services/field-errors';
import { RequestError } from '../../services/request';
import { fieldErrorEntries } from './serverErrors';

const FIELDS = new Set(['name', 'lan_host']);

function refusal(fields: unknown): RequestError {
  return new RequestError('参数错误', 'api', {
    code: 0,
    msg: '参数错误',
    data: { dahua_error: 'ERCO000002', fields },
  } as never);
}

describe('server field errors on their fields', () => {
  it('maps the envelope’s data.fields[] to the form’s own fields, in order', () => {
    const error = refusal([
      { field: 'lan_host', message: 'bad host' },
      { field: 'shop_id', message: 'not this form’s' },
      { field: 'name', message: 'taken' },
    ]);
    expect(fieldErrorEntries(error, FIELDS)).toEqual([
      { name: 'lan_host', errors: ['bad host'] },
      { name: 'name', errors: ['taken'] },
    ]);
  });

  it('finds none in other failures or malformed envelopes', () => {
    expect(fieldErrorEntries(new Error('network'), FIELDS)).toEqual([]);
    expect(fieldErrorEntries(refusal('name'), FIELDS)).toEqual([]);
    expect(fieldErrorEntries(refusal([{ field: 'name' }, { message: 'x' }]), FIELDS)).toEqual([]);
    expect(fieldErrorEntries(new RequestError('offline', 'network'), FIELDS)).toEqual([]);
  });

  it('shows them on the form, or says it could not', () => {
    const form = { setFields: vi.fn() };
    expect(showOnFields(form, refusal([{ field: 'name', message: 'taken' }]), FIELDS)).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['taken'] }]);
    form.setFields.mockClear();
    expect(showOnFields(form, refusal([{ field: 'other', message: 'x' }]), FIELDS)).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
