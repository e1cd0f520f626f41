import { Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GoodsSync, goodsSyncOf } from '../../api/devices';
import { useFeedback } from '../../feedback/feedback';

const POLL_MS = 2_000;
const WATCH_MS = 60_000;
/** How long the finished notice stays. */
const LINGER_MS = 8_000;
const closing = new Map<string, ReturnType<typeof setTimeout>>();

/** Every scale holding the item acknowledged its latest change. */
export const allAcknowledged = (sync: GoodsSync) => sync.acknowledged >= sync.scales.length;

/**
 * "Sent to 2 of 3 scales", polled every 2 s for up to 60 s or until every scale acknowledged;
 * then the scales still waiting are named. Plain polling: the notice lives outside the query client.
 */
function GoodsSyncProgress({ first, onDone }: { first: GoodsSync; onDone: () => void }) {
  const { t } = useTranslation();
  const [sync, setSync] = useState(first);
  const [watching, setWatching] = useState(!allAcknowledged(first));
  useEffect(() => {
    if (!watching) {
      onDone();
      return;
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      const next = await goodsSyncOf(first.goods_id).catch(() => null);
      if (stopped) return;
      if (next) setSync(next);
      if ((next && allAcknowledged(next)) || Date.now() - started >= WATCH_MS) setWatching(false);
      else timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watching, first.goods_id, onDone]);

  const total = sync.scales.length;
  const waiting = sync.scales.filter((scale) => !scale.acknowledged);
  return (
    <div data-testid="goods-sync">
      <div>{t('devices.goodsSync.sent', { acknowledged: sync.acknowledged, total })}</div>
      <Progress
        percent={total ? Math.round((100 * sync.acknowledged) / total) : 100}
        showInfo={false}
        size="small"
        status={watching ? 'active' : waiting.length ? 'normal' : 'success'}
      />
      {!watching && waiting.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('devices.goodsSync.waiting', {
            names: waiting
              .map((scale) =>
                t('devices.goodsSync.scaleAt', { scale: scale.scale_name, shop: scale.shop_name }),
              )
              .join(t('devices.goodsSync.separator')),
          })}
          <br />
          {t('devices.goodsSync.later')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * After a goods item is saved: a notice at the bottom right saying to how many of its scales the
 * change was sent (the edit dialog closes on saving, so the notice outlives it). An item on no
 * scale gets no notice.
 */
export function useGoodsSyncNotice(): (goodsId: number, name: string) => void {
  const { notification } = useFeedback();
  const { t } = useTranslation();
  return (goodsId, name) => {
    goodsSyncOf(goodsId).then(
      (first) => {
        if (first.scales.length === 0) return;
        const key = `goods-sync-${goodsId}`;
        // Saved again while its notice shows: the notice starts over, and the old one's closing is off.
        clearTimeout(closing.get(key));
        const done = () =>
          closing.set(
            key,
            setTimeout(() => notification.destroy(key), LINGER_MS),
          );
        notification.open({
          key,
          placement: 'bottomRight',
          duration: 0,
          message: t('devices.goodsSync.title', { name: name.replace(/\n/g, ' ') }),
          description: <GoodsSyncProgress key={Date.now()} first={first} onDone={done} />,
        });
      },
      () => undefined,
    );
  };
}
