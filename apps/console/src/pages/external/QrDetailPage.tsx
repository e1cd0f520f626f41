import { fenToYuanText } from '@dahua/shared';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { fetchPublicGoods, type PublicGoods, type PublicGoodsAnswer } from '../../api/external';

/** The price as a shopper reads it: "¥12.80/kg"; counted goods sold per piece. */
export function priceLabel(
  goods: Pick<PublicGoods, 'unit_price' | 'measure_unit' | 'weighing_mode'>,
  piece: string,
) {
  const unit = goods.weighing_mode === 1 && /^(kg|g)$/i.test(goods.measure_unit) ? piece : goods.measure_unit;
  return `¥${fenToYuanText(goods.unit_price)}/${unit}`;
}

const page: CSSProperties = {
  maxWidth: 480,
  minHeight: '100vh',
  margin: '0 auto',
  background: '#fff',
  color: '#1f1f1f',
  fontSize: 15,
  lineHeight: 1.5,
  boxSizing: 'border-box',
};
const section: CSSProperties = { padding: '12px 16px', borderTop: '8px solid #f5f5f5' };
const muted: CSSProperties = { color: '#8c8c8c' };

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div style={{ display: 'flex', gap: 12, padding: '6px 0' }} data-testid={testId}>
      <span style={{ ...muted, flex: '0 0 5.5em' }}>{label}</span>
      <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

function Message({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <main style={{ ...page, padding: '64px 24px', textAlign: 'center' }} data-testid={testId}>
      <div aria-hidden style={{ fontSize: 48, lineHeight: 1, marginBottom: 16 }}>
        🛒
      </div>
      <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>{title}</h1>
      <p style={{ ...muted, margin: 0 }}>{text}</p>
      {action}
    </main>
  );
}

function GoodsDetail({ goods }: { goods: PublicGoods }) {
  const { t } = useTranslation();
  return (
    <main style={page} data-testid="qrdetail">
      {goods.img_url && (
        <img
          src={goods.img_url}
          alt={t('qrdetail.imageAlt', { name: goods.name })}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            background: '#fafafa',
          }}
        />
      )}
      <div style={{ padding: '16px 16px 12px' }}>
        <div style={{ color: '#cf1322', fontSize: 26, fontWeight: 600 }} data-testid="qrdetail-price">
          {priceLabel(goods, t('qrdetail.piece'))}
        </div>
        <h1 style={{ fontSize: 20, margin: '4px 0 0', fontWeight: 600 }} data-testid="qrdetail-name">
          {goods.name_lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed and ordered
            <span key={index} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </h1>
      </div>
      <section style={section}>
        {goods.origin && (
          <Row label={t('qrdetail.origin')} testId="qrdetail-origin">
            {goods.origin}
          </Row>
        )}
        {goods.trace_code && (
          <Row label={t('qrdetail.traceCode')} testId="qrdetail-trace-code">
            <span style={{ fontFamily: 'monospace' }}>{goods.trace_code}</span>
          </Row>
        )}
        {goods.shelf_life_days > 0 && (
          <Row label={t('qrdetail.shelfLife')} testId="qrdetail-shelf-life">
            {t('qrdetail.shelfLifeDays', { count: goods.shelf_life_days })}
          </Row>
        )}
        <Row label={t('qrdetail.seller')} testId="qrdetail-seller">
          {goods.company_name}
        </Row>
      </section>
      {goods.shop && (
        <section style={section} data-testid="qrdetail-shop">
          <Row label={t('qrdetail.shop')} testId="qrdetail-shop-name">
            {goods.shop.name}
          </Row>
          {goods.shop.address && (
            <Row label={t('qrdetail.address')} testId="qrdetail-shop-address">
              {goods.shop.address}
            </Row>
          )}
          {goods.shop.telephone && (
            <Row label={t('qrdetail.telephone')} testId="qrdetail-shop-telephone">
              <a href={`tel:${goods.shop.telephone.replace(/[^\d+]/g, '')}`}>{goods.shop.telephone}</a>
            </Row>
          )}
        </section>
      )}
      {goods.description && (
        <section style={section}>
          <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>{t('qrdetail.description')}</h2>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="qrdetail-description">
            {goods.description}
          </p>
        </section>
      )}
    </main>
  );
}

/**
 * /external/qrdetail/{id}[?scale_id=]: the goods page a shopper reaches by scanning a label's QR
 * code. No sign-in, phone-sized, in the stored language; an unknown id gets a friendly page.
 */
export default function QrDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const scaleId = search.get('scale_id');
  const [answer, setAnswer] = useState<PublicGoodsAnswer | 'loading'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    let current = true;
    setAnswer('loading');
    void fetchPublicGoods(id, scaleId).then((next) => {
      if (current) setAnswer(next);
    });
    return () => {
      current = false;
    };
  }, [id, scaleId, attempt]);

  useEffect(() => {
    document.title =
      answer !== 'loading' && answer.kind === 'found' ? answer.goods.name : t('qrdetail.title');
  }, [answer, t]);

  if (answer === 'loading') {
    return (
      <main style={{ ...page, padding: 48, textAlign: 'center', ...muted }} aria-busy>
        {t('qrdetail.loading')}
      </main>
    );
  }
  if (answer.kind === 'notFound') {
    return (
      <Message
        title={t('qrdetail.notFoundTitle')}
        text={t('qrdetail.notFoundText')}
        testId="qrdetail-not-found"
      />
    );
  }
  if (answer.kind === 'failed') {
    return (
      <Message
        title={t('qrdetail.failedTitle')}
        text={t('qrdetail.failedText')}
        testId="qrdetail-failed"
        action={
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            style={{
              marginTop: 20,
              padding: '8px 24px',
              fontSize: 15,
              borderRadius: 6,
              border: '1px solid #d9d9d9',
              background: '#fff',
            }}
          >
            {t('qrdetail.retry')}
          </button>
        }
      />
    );
  }
  return <GoodsDetail goods={answer.goods} />;
}
