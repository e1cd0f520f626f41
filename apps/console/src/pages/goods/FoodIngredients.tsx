import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ALLERGENS, type AllergenCode, allergenName } from '@dahua/shared/food/allergens';
import { Button, Col, Form, type FormInstance, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FoodDraft } from './foodDraft';

/** The allergen categories as Select options, named in the console's language. */
export function useAllergenOptions() {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  return ALLERGENS.map((a) => ({ value: a.code, label: allergenName(a.code, lang) }));
}

/**
 * The ordered ingredient list (issue 29 §1): add, remove, move up and down; each with its Chinese
 * and English name and, when it is one, its allergen category. Marking an ingredient adds the
 * category to the declaration (the server refuses a marked category left undeclared).
 */
export function FoodIngredients({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const options = useAllergenOptions();
  const declare = (code: AllergenCode | '') => {
    if (!code) return;
    const declared = (form.getFieldValue('allergens') as AllergenCode[] | undefined) ?? [];
    if (!declared.includes(code)) form.setFieldValue('allergens', [...declared, code]);
    form.setFieldValue('allergen_mode', 'contains' satisfies FoodDraft['allergen_mode']);
    void form.validateFields(['allergens']).catch(() => undefined);
  };
  return (
    <Form.Item label={t('food.ingredients')} extra={t('food.ingredientsHint')}>
      <Form.List name="ingredients">
        {(fields, { add, remove, move }) => (
          <div data-testid="food-ingredients">
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top" data-testid="food-ingredient" wrap>
                <Col flex="24px" style={{ paddingTop: 5 }}>
                  <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                </Col>
                <Col xs={22} sm={7}>
                  <Form.Item
                    name={[field.name, 'zh']}
                    rules={[
                      { required: true, whitespace: true, message: t('food.ingredientRequired') },
                      { max: 60 },
                    ]}
                    style={{ marginBottom: 8 }}
                  >
                    <Input
                      placeholder={t('food.ingredientZh')}
                      maxLength={60}
                      aria-label={t('food.ingredientZh')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={{ span: 22, offset: 2 }} sm={{ span: 6, offset: 0 }}>
                  <Form.Item name={[field.name, 'en']} rules={[{ max: 60 }]} style={{ marginBottom: 8 }}>
                    <Input
                      placeholder={t('food.ingredientEn')}
                      maxLength={60}
                      aria-label={t('food.ingredientEn')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={{ span: 22, offset: 2 }} sm={{ span: 6, offset: 0 }}>
                  <Form.Item name={[field.name, 'allergen']} style={{ marginBottom: 8 }}>
                    <Select
                      options={[{ value: '', label: t('food.notAllergen') }, ...options]}
                      aria-label={t('food.ingredientAllergen')}
                      onChange={declare}
                      popupMatchSelectWidth={false}
                      data-testid="food-ingredient-allergen"
                    />
                  </Form.Item>
                </Col>
                <Col xs={{ span: 22, offset: 2 }} sm={{ span: 4, offset: 0 }} style={{ marginBottom: 8 }}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('food.moveUp')}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('food.moveDown')}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('food.removeIngredient')}
                  />
                </Col>
              </Row>
            ))}
            {fields.length < 60 && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ zh: '', en: '', allergen: '' })}
                data-testid="food-add-ingredient"
              >
                {t('food.addIngredient')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
