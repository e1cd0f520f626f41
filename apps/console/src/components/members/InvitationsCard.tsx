import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUserInfo } from '../../api/auth';
import { acceptInvitation, declineInvitation, type Invitation, myInvitations } from '../../api/members';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { startSession } from '../../session';

/**
 * A company-less person's open invitations: joining a company is their own choice (issue 11 §1).
 * Accepting reloads their user info, so the console becomes the company's at once.
 */
export default function InvitationsCard() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery({ queryKey: ['invitations'], queryFn: myInvitations });

  const accept = useMutation({
    mutationFn: (invitation: Invitation) => acceptInvitation(invitation.id),
    onSuccess: async (_, invitation) => {
      void message.success(t('members.accepted', { company: invitation.company_name }));
      startSession(await fetchUserInfo());
      return queryClient.invalidateQueries();
    },
  });
  const decline = useMutation({
    mutationFn: (invitation: Invitation) => declineInvitation(invitation.id),
    onSuccess: () => {
      void message.success(t('members.declined'));
      return queryClient.invalidateQueries({ queryKey: ['invitations'] });
    },
  });

  if (data.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('members.invitations')}
      data-testid="invitations"
      style={{ marginBottom: 16 }}
    >
      <List
        dataSource={data}
        renderItem={(invitation) => (
          <List.Item data-testid={`invitation-${invitation.id}`}>
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Typography.Text strong>
                {t('members.invitationText', {
                  company: invitation.company_name,
                  role: invitation.role_name,
                })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('members.invitationExpires', {
                  time: dateTime(invitation.expires_at),
                })}
              </Typography.Text>
              <Space wrap>
                <Button
                  type="primary"
                  loading={accept.isPending && accept.variables?.id === invitation.id}
                  onClick={() => accept.mutate(invitation)}
                  data-testid="invitation-accept"
                >
                  {t('members.accept')}
                </Button>
                <Button
                  loading={decline.isPending && decline.variables?.id === invitation.id}
                  onClick={() => decline.mutate(invitation)}
                  data-testid="invitation-decline"
                >
                  {t('members.decline')}
                </Button>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
