import { Form } from 'antd';
import { CompanySelect } from '../selectors';

/**
 * The company a new row belongs to, in a create dialog of an administrator (who acts for every
 * company); required. Field `company_id`.
 */
export function CompanyFormItem({
  label,
  requiredMessage,
  testId,
}: {
  label: string;
  requiredMessage: string;
  testId: string;
}) {
  return (
    <Form.Item name="company_id" label={label} rules={[{ required: true, message: requiredMessage }]}>
      <CompanySelect style={{ width: '100%' }} data-testid={testId} />
    </Form.Item>
  );
}
