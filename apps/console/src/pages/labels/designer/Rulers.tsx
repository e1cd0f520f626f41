/** Ruler thickness, px. */
export const RULER = 20;

/**
 * A ruler in mm along one side of the stage: a tick each mm, longer each 5 mm, numbered each 10 mm
 * (each 5 mm when zoomed in far enough for the figures to fit).
 */
export function Ruler({
  lengthMm,
  pxPerMm,
  vertical = false,
}: {
  lengthMm: number;
  pxPerMm: number;
  vertical?: boolean;
}) {
  const every = pxPerMm * 5 >= 24 ? 5 : 10;
  const ticks = [];
  for (let mm = 0; mm <= Math.floor(lengthMm); mm++) {
    const size = mm % 10 === 0 ? RULER : mm % 5 === 0 ? RULER / 2 : RULER / 4;
    const at = mm * pxPerMm;
    ticks.push(
      <div
        key={mm}
        style={{
          position: 'absolute',
          background: '#8c8c8c',
          ...(vertical
            ? { top: at, right: 0, width: size, height: 1 }
            : { left: at, bottom: 0, height: size, width: 1 }),
        }}
      />,
    );
    if (mm % every === 0 && mm > 0)
      ticks.push(
        <span
          key={`n${mm}`}
          style={{
            position: 'absolute',
            fontSize: 10,
            lineHeight: 1,
            color: '#595959',
            ...(vertical ? { top: at + 2, left: 1 } : { left: at + 2, top: 1 }),
          }}
        >
          {mm}
        </span>,
      );
  }
  return (
    <div
      aria-hidden
      style={{
        position: 'relative',
        background: '#fafafa',
        overflow: 'hidden',
        ...(vertical
          ? { width: RULER, height: lengthMm * pxPerMm }
          : { height: RULER, width: lengthMm * pxPerMm }),
      }}
    >
      {ticks}
    </div>
  );
}
