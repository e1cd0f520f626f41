import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectorAssignment } from '../../api/inspectors';
import { CompanySelect, ShopSelect } from '../../components/selectors';

/** Two assignments are the same when they name the same company and shop (or both the whole company). */
const sameAs = (a: InspectorAssignment) => (b: InspectorAssignment) =>
  a.company_id === b.company_id && a.shop_id === b.shop_id;

/**
 * An inspector's companies and shops (a form control: `value`, `onChange`): the list, each with its
 * remove button, and under it a company (and optionally one of its shops) to add. A company without
 * a shop is the whole company, every shop it has now or later.
 */
export function AssignmentsEditor({
  value = [],
  onChange,
}: {
  value?: InspectorAssignment[];
  onChange?: (next: InspectorAssignment[]) => void;
}) {
  const { t } = useTranslation();
  const [company, setCompany] = useState<{ id: number; name: string } | undefined>();
  const [shop, setShop] = useState<{ id: number; name: string } | undefined>();

  const add = () => {
    if (!company) return;
    const next: InspectorAssignment = {
      company_id: company.id,
      company_name: company.name,
      shop_id: shop?.id ?? null,
      shop_name: shop?.name ?? null,
    };
    if (!value.some(sameAs(next))) onChange?.([...value, next]);
    setShop(undefined);
  };

  return (
    <div data-testid="inspector-assignments">
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspectors.noAssignments')} />
      ) : (
        <List
          size="small"
          bordered
          dataSource={value}
          rowKey={(a) => `${a.company_id}:${a.shop_id ?? ''}`}
          renderItem={(a) => (
            <List.Item
              data-testid="inspector-assignment"
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('inspectors.removeAssignment')}
                  onClick={() => onChange?.(value.filter((b) => !sameAs(a)(b)))}
                />,
              ]}
            >
              <Typography.Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {a.company_name}
                {' · '}
                {a.shop_id === null ? (
                  <Typography.Text type="secondary">{t('inspectors.wholeCompany')}</Typography.Text>
                ) : (
                  a.shop_name
                )}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <CompanySelect
          value={company?.id}
          onChange={(id, option) => {
            setCompany(id && option ? { id, name: option.name } : undefined);
            setShop(undefined);
          }}
          data-testid="inspector-assign-company"
        />
        <ShopSelect
          companyId={company?.id}
          disabled={!company}
          value={shop?.id}
          onChange={(id, option) => setShop(id && option ? { id, name: option.name } : undefined)}
          data-testid="inspector-assign-shop"
        />
        <Button icon={<PlusOutlined />} disabled={!company} onClick={add} data-testid="inspector-assign-add">
          {shop ? t('inspectors.addShop') : t('inspectors.addCompany')}
        </Button>
      </Space>
    </div>
  );
}
