import type { UserInfo } from '@dahua/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type AuthorizationRequest,
  authorizeScale,
  fetchAuthorizationRequest,
} from '../../api/scaleRegistration';
import { dateTime } from '../../format/time';
import { RequestError } from '../../services/request';
import { useSession } from '../../session';
import DevicePageFrame from './DevicePageFrame';
import InlineSignIn from './InlineSignIn';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const STATUS_KEYS = {
  pending: 'statusPending',
  approved: 'statusApproved',
  collected: 'statusCollected',
  expired: 'statusExpired',
} as const;
const STATUS_COLOURS = { pending: 'processing', approved: 'success', collected: 'default', expired: 'error' };

/** The server's message of a failed call (the person reads it), or a generic one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof RequestError ? error.message : fallback;
}

/** Not found (ERCO000621 / 404) is a request that does not exist for anyone. */
function isNotFound(error: unknown): boolean {
  const id =
    error instanceof RequestError
      ? (error.envelope?.data as { dahua_error?: string } | null)?.dahua_error
      : undefined;
  return id === 'ERCO000621' || id === 'ERCO000006';
}

function RequestFacts({ request }: { request: AuthorizationRequest }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
      data-testid="authorization-request"
    >
      <Descriptions.Item label={t('scaleRegistration.scale')}>{request.scale_name}</Descriptions.Item>
      <Descriptions.Item label={t('scaleRegistration.scaleUuid')}>
        <span style={{ wordBreak: 'break-all' }}>{request.scale_uuid}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('scaleRegistration.shop')}>{request.shop_name}</Descriptions.Item>
      <Descriptions.Item label={t('scaleRegistration.status')}>
        <Tag color={STATUS_COLOURS[request.status]} data-testid="request-status">
          {t(`scaleRegistration.${STATUS_KEYS[request.status]}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('scaleRegistration.expiresAt')}>
        {dateTime(request.expires_at)}
      </Descriptions.Item>
    </Descriptions>
  );
}

function AuthorizeBody({ requestId, info }: { requestId: string; info: UserInfo }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const details = useQuery({
    queryKey: ['scale-authorization-request', info.id, requestId],
    queryFn: () => fetchAuthorizationRequest(requestId),
    retry: false,
  });

  if (outcome?.ok) {
    return (
      <div data-testid="authorize-success">
        <Result
          status="success"
          title={t('scaleRegistration.authorizedTitle')}
          subTitle={t('scaleRegistration.authorizedSubtitle')}
        />
      </div>
    );
  }
  if (details.isPending) return <Spin>{<div style={{ height: 80 }} />}</Spin>;
  if (details.isError) {
    return (
      <div data-testid="authorize-refused">
        {isNotFound(details.error) ? (
          <Result
            status="warning"
            title={t('scaleRegistration.requestNotFound')}
            subTitle={t('scaleRegistration.requestNotFoundHint')}
          />
        ) : (
          <Result status="error" title={messageOf(details.error, t('request.responseFailed'))} />
        )}
      </div>
    );
  }
  const request = details.data;
  const approve = async () => {
    setBusy(true);
    try {
      await authorizeScale(requestId);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error, t('request.responseFailed')) });
      void details.refetch();
    } finally {
      setBusy(false);
    }
  };
  let action: ReactNode = null;
  if (request.status === 'pending') {
    action = (
      <>
        <Typography.Paragraph>{t('scaleRegistration.authorizeIntro')}</Typography.Paragraph>
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          onClick={approve}
          data-testid="authorize-button"
        >
          {t('scaleRegistration.authorizeButton')}
        </Button>
      </>
    );
  } else if (request.status === 'expired') {
    action = <Alert type="warning" showIcon title={t('scaleRegistration.expiredHint')} />;
  } else if (request.status === 'collected') {
    action = <Alert type="success" showIcon title={t('scaleRegistration.collectedHint')} />;
  }
  return (
    <>
      <RequestFacts request={request} />
      {outcome && !outcome.ok && (
        <Alert
          type="error"
          showIcon
          title={t('scaleRegistration.failedTitle')}
          description={outcome.message}
          style={{ marginBottom: 12 }}
          data-testid="authorize-failed"
        />
      )}
      {action}
    </>
  );
}

/** /page/scales/authorize?request_id=…: opened from the QR code a scale shows when it asks for a new credential. */
export default function AuthorizeScalePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useSession();
  const requestId = params.get('request_id')?.trim() ?? '';
  let body: ReactNode;
  if (!requestId) {
    body = (
      <Result
        status="warning"
        title={t('scaleRegistration.missingRequest')}
        subTitle={t('scaleRegistration.missingRequestHint')}
      />
    );
  } else if (!REQUEST_ID_PATTERN.test(requestId)) {
    body = (
      <Result
        status="warning"
        title={t('scaleRegistration.requestNotFound')}
        subTitle={t('scaleRegistration.requestNotFoundHint')}
      />
    );
  } else if (!info) {
    body = <InlineSignIn intro={t('scaleRegistration.signInToAuthorize')} />;
  } else {
    body = <AuthorizeBody requestId={requestId} info={info} />;
  }
  return <DevicePageFrame title={t('scaleRegistration.authorizeTitle')}>{body}</DevicePageFrame>;
}
