import { useEffect, useRef } from 'react';
import { type ChartOption, echarts } from './echarts';

/**
 * One ECharts chart filling its container's width: it follows the container's size (a
 * ResizeObserver, so a phone's narrow card, a collapsed sider or a rotated screen all redraw it)
 * and is disposed with the component.
 */
export default function EChart({
  option,
  height = 300,
  'data-testid': testId,
}: {
  option: ChartOption;
  height?: number;
  'data-testid'?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    // A ResizeObserver reports the size once at the start: the size the chart was just drawn at.
    // Only a change of size redraws it.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== instance.getWidth() || element.clientHeight !== instance.getHeight())
        instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
