import type { CheckFailure, LabelAnswer } from '@dahua/shared/contracts/labels';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pushLabel } from '../../../api/labels';
import { useFeedback } from '../../../feedback/feedback';

const namesOf = (failures: readonly CheckFailure[]) =>
  failures.map((f) => `${f.plu} ${f.name.replace(/\n/g, ' ')}`).join(', ');

/**
 * A saved template the scales do not have yet (issue 29 §2: its label check failed): which goods
 * items fail, and "Push anyway", confirming them by name.
 */
export default function HeldBanner({
  labelId,
  failures,
  onPushed,
}: {
  labelId: number;
  failures: CheckFailure[];
  onPushed: (answer: LabelAnswer) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const push = useMutation({
    mutationFn: () =>
      pushLabel(
        labelId,
        failures.map((f) => f.goods_id),
      ),
    onSuccess: (answer) => {
      void message.success(t('designer.held.pushed'));
      onPushed(answer);
    },
  });
  const confirm = () =>
    modal.confirm({
      title: t('designer.held.confirmTitle'),
      content: t('designer.held.confirmText', { names: namesOf(failures) }),
      okText: t('designer.held.push'),
      okButtonProps: { danger: true },
      onOk: () => push.mutateAsync(),
    });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="designer-held"
      message={t('designer.held.title')}
      description={
        // The button under the text, not beside it: on a phone the names take the width.
        <Space direction="vertical" style={{ width: '100%' }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {t('designer.held.text', { names: namesOf(failures) })}
          </span>
          <Button danger size="small" loading={push.isPending} onClick={confirm} data-testid="designer-push">
            {t('designer.held.push')}
          </Button>
        </Space>
      }
    />
  );
}
