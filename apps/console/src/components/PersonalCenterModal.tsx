import { Avatar, Descriptions, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';

/** The signed-in user's profile. Editing fields and bindings arrives with the personal-centre issue. */
export default function PersonalCenterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useSession();
  if (!info) return null;
  const company = info.company_info;
  return (
    <Modal title={t('profile.title')} open={open} onCancel={onClose} footer={null} width={600}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Avatar size={64} src={info.img_url || undefined}>
          {(info.nickname || info.username || '?').slice(0, 1)}
        </Avatar>
      </div>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('profile.nickname')}>
          {info.nickname || t('common.notSet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.username')}>
          {info.username || t('common.notSet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.phone')}>
          {info.phone_number || t('common.unbound')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.wechat')}>
          {info.if_wechat === 1 ? t('common.bound') : t('common.unbound')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.role')}>{t(`roles.${info.role_type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.company')}>
          {company?.name ?? t('profile.noCompany')}
        </Descriptions.Item>
        {company && (
          <Descriptions.Item label={t('profile.companyRole')}>{company.role_name}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('profile.createdTime')}>
          {dayjs(info.created_time).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
