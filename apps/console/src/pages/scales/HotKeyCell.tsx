import { CloseOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draggedGoodsId, firstLine, type KeyGoods } from './hotKeys';

/**
 * One hot key: its number, the PLU and first name line of its goods. A click assigns the picked
 * goods item; goods dragged from the list drop onto it; × empties it.
 */
export function HotKeyCell({
  number,
  goods,
  canEdit,
  armed,
  onClick,
  onDropGoods,
  onClear,
}: {
  number: number;
  goods: KeyGoods | undefined;
  canEdit: boolean;
  /** A goods item is picked: a click assigns it. */
  armed: boolean;
  onClick: () => void;
  onDropGoods: (goodsId: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [over, setOver] = useState(false);
  const name = goods ? firstLine(goods.name) : '';

  return (
    <div style={{ position: 'relative' }}>
      <button
        type="button"
        data-testid={`hot-key-${number}`}
        data-assigned={goods ? goods.good_id : ''}
        aria-label={
          goods
            ? t('scales.keyAriaAssigned', { key: number, plu: goods.plu, name })
            : t('scales.keyAriaEmpty', { key: number })
        }
        disabled={!canEdit && !goods}
        onClick={onClick}
        onDragOver={(event) => {
          if (!canEdit) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!canEdit) return;
          event.preventDefault();
          setOver(false);
          const id = draggedGoodsId(event.dataTransfer.getData('text/plain'));
          if (id !== null) onDropGoods(id);
        }}
        style={{
          display: 'block',
          width: '100%',
          height: 72,
          padding: '4px 6px',
          textAlign: 'left',
          cursor: canEdit && armed ? 'copy' : 'default',
          borderRadius: token.borderRadius,
          border: `1px ${goods ? 'solid' : 'dashed'} ${
            over ? token.colorPrimary : goods ? token.colorPrimaryBorder : token.colorBorder
          }`,
          background: over
            ? token.colorPrimaryBgHover
            : goods
              ? token.colorPrimaryBg
              : token.colorBgContainer,
          color: token.colorText,
          overflow: 'hidden',
        }}
      >
        <div style={{ fontWeight: 600, fontSize: 12 }}>{number}</div>
        {goods ? (
          <>
            <div style={{ fontSize: 12, color: token.colorTextSecondary }}>PLU {goods.plu}</div>
            <div
              style={{ fontSize: 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              title={goods.name}
            >
              {name}
            </div>
          </>
        ) : (
          <div style={{ fontSize: 12, color: token.colorTextQuaternary }}>{t('scales.keyEmpty')}</div>
        )}
      </button>
      {canEdit && goods && (
        <button
          type="button"
          data-testid={`hot-key-clear-${number}`}
          aria-label={t('scales.clearKey', { key: number })}
          title={t('scales.clearKey', { key: number })}
          onClick={onClear}
          style={{
            position: 'absolute',
            top: 2,
            right: 2,
            width: 20,
            height: 20,
            padding: 0,
            lineHeight: '18px',
            fontSize: 10,
            border: 'none',
            borderRadius: token.borderRadiusSM,
            background: 'transparent',
            color: token.colorTextSecondary,
            cursor: 'pointer',
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
