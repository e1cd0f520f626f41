import type { AllergenCode } from '@dahua/shared/food/allergens';
import { allergenName } from '@dahua/shared/food/allergens';
import { DATE_TYPES } from '@dahua/shared/food/declaration';
import { Col, Divider, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FoodIngredients, useAllergenOptions } from './FoodIngredients';
import { FoodNutrition } from './FoodNutrition';
import type { AllergenMode, FoodDraft } from './foodDraft';

/**
 * The goods form's food label section (issue 29 §1): ingredients, the allergen declaration
 * ("not declared" apart from "contains none"), may-contain, nutrition per 100 g, storage in both
 * languages, the date type and the producer.
 */
export function GoodsFoodSection({ form }: { form: FormInstance }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const options = useAllergenOptions();
  const mode = Form.useWatch('allergen_mode', form) as AllergenMode | undefined;
  return (
    <div data-testid="goods-food">
      <Divider titlePlacement="start">{t('food.section')}</Divider>
      <FoodIngredients form={form} />
      <Form.Item name="allergen_mode" label={t('food.allergens')}>
        <Radio.Group
          data-testid="food-allergen-mode"
          options={(['undeclared', 'none', 'contains'] as const).map((value) => ({
            value,
            label: t(`food.allergenModes.${value}`),
          }))}
        />
      </Form.Item>
      {mode === 'contains' && (
        <Form.Item
          name="allergens"
          dependencies={['ingredients', 'allergen_mode']}
          rules={[
            { required: true, type: 'array', min: 1, message: t('food.allergensRequired') },
            {
              validator: (_, value: AllergenCode[] | undefined) => {
                const marked = ((form.getFieldValue('ingredients') as FoodDraft['ingredients']) ?? [])
                  .map((i) => i?.allergen)
                  .filter((code): code is AllergenCode => !!code);
                const missing = marked.find((code) => !(value ?? []).includes(code));
                return missing
                  ? Promise.reject(
                      new Error(t('food.allergenMarkedMissing', { name: allergenName(missing, lang) })),
                    )
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Select
            mode="multiple"
            options={options}
            placeholder={t('food.allergensPick')}
            optionFilterProp="label"
            data-testid="food-allergens"
          />
        </Form.Item>
      )}
      <Form.Item name="may_contain" label={t('food.mayContain')}>
        <Select mode="multiple" options={options} optionFilterProp="label" data-testid="food-may-contain" />
      </Form.Item>
      <FoodNutrition form={form} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="storage" label={t('food.storage')} rules={[{ max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="storage_en" label={t('food.storageEn')} rules={[{ max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="date_type" label={t('food.dateType')} extra={t('food.dateTypeHint')}>
            <Select
              options={DATE_TYPES.map((value) => ({ value, label: t(`food.dateTypes.${value}`) }))}
              data-testid="food-date-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="producer"
            label={t('food.producer')}
            extra={t('food.producerHint')}
            rules={[{ max: 120 }]}
          >
            <Input maxLength={120} data-testid="food-producer" />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
