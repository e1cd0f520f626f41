import { DEFAULT_TIME_ZONE, PRICE_BARCODE_FORMATS } from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCompanyManager, isCompanyOwner } from '../access/roles';
import { type CompanyChanges, updateCompany, updateProfile } from '../api/account';
import { fetchUserInfo } from '../api/auth';
import { editCompany, getCompany, setCompanyBarcode } from '../api/companies';
import type { AuditRepairMode } from '../api/devices';
import { useFeedback } from '../feedback/feedback';
import { dateTime } from '../format/time';
import { startSession, useSession } from '../session';
import { AuditRepairSelect } from './AuditRepairSelect';
import { BarcodeSettingsForm, useBarcodeFormatOptions } from './BarcodeSettingsForm';
import EditableField from './EditableField';
import { FleetSettingsItem } from './FleetSettingsItem';
import ImageUpload from './ImageUpload';
import { LabelSettingsItem } from './LabelSettingsItem';
import PhoneBindForm from './PhoneBindForm';
import { TimeZoneSelect } from './TimeZoneSelect';

/**
 * What happens when a scale differs from the console (issue 25 §4): the owner chooses, others see
 * it. User info does not carry it: read from the company.
 */
function AuditRepairItem({ companyId, owner }: { companyId: number; owner: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['companies', 'one', companyId];
  const { data: company } = useQuery({ queryKey, queryFn: () => getCompany(companyId) });
  const save = useMutation({
    mutationFn: (mode: AuditRepairMode) => editCompany(companyId, { audit_repair: mode }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void message.success(t('profile.saved'));
    },
  });
  const mode = company?.audit_repair ?? 'auto';
  if (!owner) return <>{t(`devices.repair.${mode}`)}</>;
  return (
    <AuditRepairSelect
      value={mode}
      disabled={!company || save.isPending}
      onChange={(next) => {
        if (next !== mode) save.mutate(next);
      }}
      data-testid="company-audit_repair"
    />
  );
}

/** The company's details; its owner edits them field by field. */
function CompanySection({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const company = info.company_info;
  if (!company)
    return <Typography.Paragraph type="secondary">{t('profile.noCompanyHint')}</Typography.Paragraph>;
  const owner = isCompanyOwner(info);
  const save = (field: keyof CompanyChanges) => async (value: string) => {
    await updateCompany(company.id, { [field]: value });
    startSession(await fetchUserInfo());
    void message.success(t('profile.saved'));
  };
  const field = (name: keyof CompanyChanges) =>
    owner ? (
      <EditableField value={company[name] ?? ''} onSave={save(name)} testId={`company-${name}`} />
    ) : (
      company[name]
    );
  return (
    <Descriptions column={1} bordered size="small" title={t('profile.companySection')}>
      <Descriptions.Item label={t('profile.companyName')}>{field('name')}</Descriptions.Item>
      <Descriptions.Item label={t('profile.companyRole')}>{company.role_name}</Descriptions.Item>
      <Descriptions.Item label={t('profile.contactPerson')}>{field('contact_person')}</Descriptions.Item>
      <Descriptions.Item label={t('profile.companyPhone')}>{field('phone_number')}</Descriptions.Item>
      <Descriptions.Item label={t('profile.address')}>{field('address')}</Descriptions.Item>
      <Descriptions.Item label={t('timeZone.label')}>
        {owner ? (
          <TimeZoneSelect
            value={company.time_zone ?? DEFAULT_TIME_ZONE}
            onChange={(zone) => {
              if (zone && zone !== company.time_zone) void save('time_zone')(zone);
            }}
            data-testid="company-time_zone"
          />
        ) : (
          (company.time_zone ?? DEFAULT_TIME_ZONE)
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('devices.repair.label')}>
        <AuditRepairItem companyId={company.id} owner={owner} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fleet.settings.label')}>
        <FleetSettingsItem companyId={company.id} editable={isCompanyManager(info)} />
      </Descriptions.Item>
      <Descriptions.Item label={t('food.settings.label')}>
        <LabelSettingsItem companyId={company.id} editable={isCompanyManager(info)} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The price barcode the company's scales print: its owner and managers change it, other
 * members see it.
 */
function BarcodeSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const options = useBarcodeFormatOptions();
  const company = info.company_info;
  if (!company) return null;
  const value = {
    barcode_format: company.barcode_format ?? PRICE_BARCODE_FORMATS[0],
    barcode_flag: company.barcode_flag ?? '20',
  };
  const editable = isCompanyManager(info);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('barcode.settings')}</Typography.Title>
      {editable ? (
        <BarcodeSettingsForm
          value={value}
          onSave={async (changes) => {
            await setCompanyBarcode(company.id, changes);
            startSession(await fetchUserInfo());
          }}
        />
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('barcode.format')}>
            {options.find((o) => o.value === value.barcode_format)?.label}
          </Descriptions.Item>
          <Descriptions.Item label={t('barcode.flag')}>{value.barcode_flag}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

/** The personal centre (SPEC §2.4, §4): profile fields toggle view/edit; phone through binding. */
export default function PersonalCenterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const info = useSession();
  const [binding, setBinding] = useState(false);
  if (!info) return null;

  const saveProfile = async (changes: { nickname?: string; img_url?: string }) => {
    startSession(await updateProfile(changes));
    void message.success(t('profile.saved'));
  };

  return (
    <Modal
      title={t('profile.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={600}
      destroyOnHidden
    >
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('profile.avatar')}>
          <ImageUpload value={info.img_url} onChange={(url) => void saveProfile({ img_url: url })} />
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.nickname')}>
          <EditableField
            value={info.nickname}
            maxLength={32}
            testId="nickname"
            onSave={(nickname) => saveProfile({ nickname })}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.username')}>
          {info.username || t('common.notSet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.phone')}>
          {info.phone_number || t('common.unbound')}
          <Button type="link" size="small" onClick={() => setBinding(true)} data-testid="change-phone">
            {info.phone_number ? t('profile.changePhone') : t('profile.bindPhone')}
          </Button>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.wechat')}>
          {info.if_wechat === 1 ? t('common.bound') : t('common.unbound')}
          {info.if_wechat !== 1 && (
            <Link to="/sign/bind/wechat" style={{ marginLeft: 8 }} onClick={onClose}>
              {t('profile.bindWechat')}
            </Link>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.role')}>{t(`roles.${info.role_type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.createdTime')}>{dateTime(info.created_time)}</Descriptions.Item>
      </Descriptions>
      <CompanySection info={info} />
      <BarcodeSection info={info} />
      <Modal
        title={t('bind.phoneTitle')}
        open={binding}
        onCancel={() => setBinding(false)}
        footer={null}
        width={420}
        destroyOnHidden
      >
        <PhoneBindForm
          onBound={(fresh) => {
            startSession(fresh);
            setBinding(false);
          }}
        />
      </Modal>
    </Modal>
  );
}
