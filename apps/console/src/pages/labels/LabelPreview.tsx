import type { LabelStyle } from '@dahua/shared/labels/model';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import LabelCanvas, { fitScale, PREVIEW_MARGIN } from './LabelCanvas';

/** The tallest a dialog's preview grows, in px. */
const MAX_HEIGHT = 360;

/**
 * A label fitted to the width of its box (SPEC §3: the size minus an 8 px margin), drawn with the
 * sample sale; a style whose item list is not an array shows 'label data error'.
 */
export default function LabelPreview({
  style,
  broken = false,
}: {
  style: LabelStyle | null;
  broken?: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (broken)
    return <Alert type="error" showIcon message={t('labels.dataError')} data-testid="label-data-error" />;
  return (
    <div
      ref={box}
      style={{ padding: PREVIEW_MARGIN, background: '#f5f5f5', display: 'flex', justifyContent: 'center' }}
    >
      {style && (
        <LabelCanvas
          style={style}
          scale={fitScale(style.size, width + 2 * PREVIEW_MARGIN, MAX_HEIGHT)}
          testId="label-preview"
        />
      )}
    </div>
  );
}
