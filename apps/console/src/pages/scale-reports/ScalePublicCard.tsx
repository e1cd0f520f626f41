import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scalePublicLink } from '../../api/scaleReports';
import { useFeedback } from '../../feedback/feedback';
import { useQrDataUrl } from '../../hooks/useQrDataUrl';

/**
 * A scale's public page (issue 27 §3): its QR code (the page's address only, as the stickers carry
 * it), the address with "open" and "copy", and the way to the scale's reports.
 */
export function ScalePublicCard({ scaleId, reportsPath }: { scaleId: number; reportsPath: string | null }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { data } = useQuery({
    queryKey: ['scaleReports', 'publicLink', scaleId],
    queryFn: () => scalePublicLink(scaleId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const qr = useQrDataUrl(data?.url, 240);
  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      void message.success(t('scaleReports.public.copied'));
    } catch {
      void message.info(data.url);
    }
  };
  return (
    <Card
      size="small"
      title={t('scaleReports.public.title')}
      style={{ marginTop: 16 }}
      loading={!data}
      data-testid="scale-public-card"
    >
      {data && (
        <Flex gap={16} wrap align="center">
          {qr ? (
            <img
              src={qr}
              width={132}
              height={132}
              alt={t('scaleReports.public.qrAlt')}
              data-testid="scale-public-qr"
            />
          ) : (
            <div style={{ width: 132, height: 132 }} />
          )}
          <Space direction="vertical" size={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography.Text type="secondary">{t('scaleReports.public.hint')}</Typography.Text>
            <Typography.Text code style={{ overflowWrap: 'anywhere' }} data-testid="scale-public-url">
              {data.url}
            </Typography.Text>
            <Space wrap>
              <Button
                icon={<ExportOutlined />}
                href={data.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="scale-public-open"
              >
                {t('scaleReports.public.open')}
              </Button>
              <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                {t('scaleReports.public.copy')}
              </Button>
              {reportsPath && (
                <Link to={reportsPath} data-testid="scale-public-reports">
                  {t('scaleReports.public.reports')}
                </Link>
              )}
            </Space>
          </Space>
        </Flex>
      )}
    </Card>
  );
}
