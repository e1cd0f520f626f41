import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyInvitations, revokeInvitation } from '../../api/members';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';

/** The company's invitations still waiting for an answer, each withdrawable (owners and managers). */
export default function PendingInvitations({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery({
    queryKey: ['invitations', companyId],
    queryFn: () => companyInvitations(companyId),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeInvitation(companyId, id),
    onSuccess: () => {
      void message.success(t('members.revoked'));
      return queryClient.invalidateQueries({ queryKey: ['invitations', companyId] });
    },
  });
  if (data.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('members.pending')}</Typography.Text>}
      dataSource={data}
      style={{ marginTop: 16 }}
      data-testid="pending-invitations"
      renderItem={(invitation) => (
        <List.Item
          actions={[
            <Popconfirm
              key="revoke"
              title={t('members.revoke')}
              onConfirm={() => revoke.mutate(invitation.id)}
            >
              <Button type="link" size="small" danger>
                {t('members.revoke')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <Typography.Text>
            {invitation.phone_number} {invitation.nickname && `(${invitation.nickname})`}{' '}
            <Tag>{invitation.role_name}</Tag>
            <Typography.Text type="secondary">
              {t('members.invitationExpires', {
                time: dateTime(invitation.expires_at),
              })}
            </Typography.Text>
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
