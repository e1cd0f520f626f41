import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopDetails } from '../../api/shops';
import { dateTime } from '../../format/time';

export type PairingCode = { code: string; expires_time: string };

/** The bridge config a shop starts with: this site's origin, the code, the shop's scales (by uuid, else id). */
export function bridgeConfigOf(origin: string, code: string, shop: Pick<ShopDetails, 'name' | 'scales'>) {
  const named = shop.scales.map((scale) =>
    scale.scale_uuid ? { scale_uuid: scale.scale_uuid } : { scale_id: scale.id },
  );
  const scales = (named.length > 0 ? named : [{ scale_uuid: '<scale_uuid>' }]).map((scale, index) => ({
    host: `192.168.1.${20 + index}`,
    port: 4001,
    ...scale,
  }));
  return JSON.stringify({ server: origin, pairing_code: code, name: shop.name, scales }, null, 2);
}

const COMMAND = 'npm run bridge -- --config bridge.json';

const block = {
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: 12,
} as const;

/** The pairing code, shown once: large, with its expiry and how to start the bridge with it. */
export function BridgePairingModal({
  code,
  shop,
  onClose,
}: {
  code: PairingCode | null;
  shop: Pick<ShopDetails, 'name' | 'scales'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = code ? bridgeConfigOf(window.location.origin, code.code, shop) : '';
  return (
    <Modal
      open={code !== null}
      title={t('devices.bridges.codeTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {code && (
        <>
          <Typography.Paragraph
            copyable={{ text: code.code }}
            data-testid="bridge-pairing-code"
            style={{
              fontSize: 32,
              fontFamily: 'monospace',
              letterSpacing: 4,
              fontWeight: 600,
              textAlign: 'center',
              marginBottom: 4,
            }}
          >
            {code.code}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('devices.bridges.codeExpires', { time: dateTime(code.expires_time) })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('devices.bridges.howTo')}</Typography.Title>
          <ol style={{ paddingInlineStart: 20, marginBottom: 0 }}>
            <li>{t('devices.bridges.step1')}</li>
            <li>
              {t('devices.bridges.step2')}
              <Typography.Paragraph copyable={{ text: config }} style={{ marginBottom: 8 }}>
                <pre style={block} data-testid="bridge-config">
                  {config}
                </pre>
              </Typography.Paragraph>
            </li>
            <li>
              {t('devices.bridges.step3')}
              <Typography.Paragraph copyable={{ text: COMMAND }} style={{ marginBottom: 8 }}>
                <pre style={block}>{COMMAND}</pre>
              </Typography.Paragraph>
            </li>
            <li>{t('devices.bridges.step4')}</li>
          </ol>
        </>
      )}
    </Modal>
  );
}
