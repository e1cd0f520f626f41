import { energyConsistent, energyFromMacros, NUTRIENTS, nutritionRows } from '@dahua/shared/food/nutrition';
import { Alert, Col, Form, type FormInstance, InputNumber, Row, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nutritionOf } from './foodDraft';

/**
 * The nutrition table per 100 g (issue 29 §1): seven figures, the table as the label prints it
 * (GB 28050 rounding and NRV%) computed as they are typed, and a warning when the energy is more
 * than 10% off what the macros give (the server refuses it).
 */
export function FoodNutrition({ form }: { form: FormInstance }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const on = Form.useWatch('nutrition_on', form) as boolean | undefined;
  const values = Form.useWatch('nutrition', form);
  const table = on ? nutritionOf(values) : null;
  return (
    <>
      <Form.Item name="nutrition_on" label={t('food.nutrition')} valuePropName="checked">
        <Switch checkedChildren={t('food.nutritionOn')} data-testid="food-nutrition-on" />
      </Form.Item>
      {on && (
        <Row gutter={16}>
          {NUTRIENTS.map((n) => (
            <Col key={n.key} xs={12} sm={6}>
              <Form.Item
                name={['nutrition', n.key]}
                label={`${n[lang].replace(/^—\s?/, '')} (${n.unit})`}
                rules={[{ required: true, type: 'number', min: 0, max: n.max }]}
              >
                <InputNumber
                  min={0}
                  max={n.max}
                  precision={n.decimals === 0 ? undefined : 2}
                  style={{ width: '100%' }}
                  data-testid={`food-${n.key}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      {table && !energyConsistent(table) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="food-energy-hint"
          message={t('food.energyOff', {
            energy: table.energy_kj,
            computed: Math.round(energyFromMacros(table)),
          })}
        />
      )}
      {table && table.saturated_fat_g > table.fat_g && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('food.saturatesAboveFat')} />
      )}
      {table && table.sugars_g > table.carbohydrate_g && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('food.sugarsAboveCarbohydrate')}
        />
      )}
      {table && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('food.nutritionPreview')}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={nutritionRows(table, lang)}
            data-testid="food-nutrition-table"
            columns={[
              { title: t('food.nutrient'), dataIndex: 'name' },
              { title: t('food.per100g'), dataIndex: 'amount', align: 'right' },
              { title: t('food.nrv'), dataIndex: 'nrv', align: 'right' },
            ]}
          />
        </div>
      )}
    </>
  );
}
