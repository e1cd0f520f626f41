import { CopyOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { HOT_KEY_GROUPS } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Row, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HotKeysAnswer, type Scale, type ScaleGoods, saveHotKeys, scaleHotKeys } from '../../api/scales';
import { useUnsavedChangesPrompt } from '../../components/useUnsavedChangesPrompt';
import { useFeedback } from '../../feedback/feedback';
import { HotKeyCell } from './HotKeyCell';
import { HotKeyCopyModal } from './HotKeyCopyModal';
import { HotKeyGoodsList } from './HotKeyGoodsList';
import {
  assignedCount,
  assignKey,
  clearKey,
  hotKeysBody,
  type KeyGoods,
  keyGoodsOf,
  keyGroups,
  type Layout,
  layoutFromAnswer,
  sameLayout,
} from './hotKeys';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 8 };

/**
 * The hot-key layout of a scale: its model's keys in groups UP and DOWN, the goods on the scale
 * beside them. Goods go onto keys by drag and drop, or by picking an item and clicking a key;
 * Save replaces the whole layout, Reset reloads it, "Copy to…" sends the saved one to other scales.
 */
export function HotKeysEditor({ scale, canEdit }: { scale: Scale; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const queryKey = ['scales', 'hotKeys', scale.id];
  const { data, isFetching, refetch } = useQuery({ queryKey, queryFn: () => scaleHotKeys(scale.id) });
  const saved = useMemo(() => (data ? layoutFromAnswer(data) : {}), [data]);
  const [draft, setDraft] = useState<Layout | null>(null);
  const [picked, setPicked] = useState<KeyGoods | null>(null);
  const [copying, setCopying] = useState(false);
  const layout = draft ?? saved;
  const dirty = draft !== null && !sameLayout(draft, saved);
  useUnsavedChangesPrompt(dirty);

  const keyCount = data?.key_count ?? scale.model?.hot_key_count ?? 0;
  const groups = useMemo(() => keyGroups(keyCount), [keyCount]);

  // The goods items the list has shown, so a dropped id finds its PLU and name.
  const seen = useRef(new Map<number, KeyGoods>());
  const onSeen = useCallback((list: ScaleGoods[]) => {
    for (const goods of list) seen.current.set(goods.id, keyGoodsOf(goods));
  }, []);

  const edit = (change: (current: Layout) => Layout) => setDraft((current) => change(current ?? saved));

  const save = useMutation({
    mutationFn: () => saveHotKeys(scale.id, hotKeysBody(layout)),
    onSuccess: async (answer: HotKeysAnswer | null) => {
      if (answer?.hot_keys) queryClient.setQueryData(queryKey, answer);
      else await queryClient.invalidateQueries({ queryKey });
      setDraft(null);
      void message.success(t('scales.hotKeysSaved'));
    },
  });

  const reset = () => {
    setDraft(null);
    setPicked(null);
    void refetch();
  };

  if (!data) return <Spin spinning={isFetching} style={{ display: 'block', minHeight: 120 }} />;

  const keys = (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {HOT_KEY_GROUPS.map((group) => (
        <section key={group} data-testid={`hot-key-group-${group}`}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t(`scales.group${group}`)}{' '}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
              {groups[group].length > 0
                ? t('scales.groupRange', { from: groups[group][0], to: groups[group].at(-1) })
                : ''}
            </Typography.Text>
          </Typography.Title>
          <div style={GRID}>
            {groups[group].map((number) => (
              <HotKeyCell
                key={number}
                number={number}
                goods={layout[number]}
                canEdit={canEdit}
                armed={picked !== null}
                onClick={() => {
                  if (!canEdit) return;
                  if (picked) edit((current) => assignKey(current, number, picked));
                  else void message.info(t('scales.pickGoodsFirst'));
                }}
                onDropGoods={(id) => {
                  const goods = seen.current.get(id);
                  if (goods) edit((current) => assignKey(current, number, goods));
                }}
                onClear={() => edit((current) => clearKey(current, number))}
              />
            ))}
          </div>
        </section>
      ))}
    </Space>
  );

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <Typography.Text data-testid="hot-key-summary">
            {t('scales.keySummary', { count: keyCount, assigned: assignedCount(layout) })}
          </Typography.Text>
          {dirty && (
            <Tag color="orange" data-testid="hot-key-unsaved">
              {t('scales.unsaved')}
            </Tag>
          )}
          {picked && (
            <Tag color="blue" closable onClose={() => setPicked(null)} data-testid="hot-key-picked">
              {t('scales.picked', { plu: picked.plu, name: picked.name.split('\n')[0] })}
            </Tag>
          )}
        </Space>
        {canEdit && (
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={reset} data-testid="hot-key-reset">
              {t('scales.reset')}
            </Button>
            <Tooltip title={dirty ? t('scales.copySaveFirst') : undefined}>
              <Button
                icon={<CopyOutlined />}
                disabled={dirty}
                onClick={() => setCopying(true)}
                data-testid="hot-key-copy"
              >
                {t('scales.copyTo')}
              </Button>
            </Tooltip>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="hot-key-save"
            >
              {t('scales.save')}
            </Button>
          </Space>
        )}
      </Space>
      {canEdit ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={17} xl={18}>
            {keys}
          </Col>
          <Col xs={24} lg={7} xl={6}>
            {/* Stays in view while the keys scroll by (142-key models are long). */}
            <div style={{ position: 'sticky', top: 16 }}>
              <HotKeyGoodsList
                scaleId={scale.id}
                picked={picked?.good_id ?? null}
                onPick={setPicked}
                onSeen={onSeen}
              />
            </div>
          </Col>
        </Row>
      ) : (
        keys
      )}
      {canEdit && <HotKeyCopyModal open={copying} scale={scale} onClose={() => setCopying(false)} />}
    </>
  );
}
