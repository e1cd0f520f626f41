import type { ReactElement } from 'react';
import type { ProductFamily } from '../content/types.js';

/** Clean line illustrations of each product family, drawn for this site (viewBox 400×300). */

const INK = '#1f2a37';
const BODY = '#e8eef5';
const BRAND = '#004494';
const SCREEN = '#0b2545';
const DIGIT = '#7fe0a8';
const STEEL = '#c9d2dc';

function Pan({ x, y, w }: { x: number; y: number; w: number }): ReactElement {
  return (
    <g>
      <rect x={x} y={y} width={w} height={10} rx={3} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={x + 10} y={y + 10} width={w - 20} height={6} fill="#aeb8c4" />
    </g>
  );
}

function Display({
  x,
  y,
  w,
  h,
  text,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
}): ReactElement {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={SCREEN} stroke={INK} strokeWidth={2} />
      <text
        x={x + w / 2}
        y={y + h / 2 + 6}
        fill={DIGIT}
        fontFamily="monospace"
        fontSize={16}
        textAnchor="middle"
      >
        {text}
      </text>
    </g>
  );
}

function Base({ x, y, w, h }: { x: number; y: number; w: number; h: number }): ReactElement {
  return (
    <path
      d={`M${x + 12} ${y} H${x + w - 12} L${x + w} ${y + h} H${x} Z`}
      fill={BODY}
      stroke={INK}
      strokeWidth={2}
      strokeLinejoin="round"
    />
  );
}

function Keypad({ x, y, cols, rows }: { x: number; y: number; cols: number; rows: number }): ReactElement {
  const keys: ReactElement[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      keys.push(
        <rect key={`${r}-${c}`} x={x + c * 12} y={y + r * 9} width={9} height={6} rx={1} fill={BRAND} />,
      );
    }
  }
  return <g opacity={0.85}>{keys}</g>;
}

function Label({ x, y }: { x: number; y: number }): ReactElement {
  return (
    <g>
      <rect x={x} y={y} width={46} height={34} rx={3} fill="#fff" stroke={INK} strokeWidth={1.5} />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <rect key={i} x={x + 6 + i * 4} y={y + 16} width={i % 3 === 0 ? 2.5 : 1.5} height={12} fill={INK} />
      ))}
      <rect x={x + 6} y={y + 6} width={26} height={4} fill={BRAND} />
    </g>
  );
}

function CounterScale({ withPrinter }: { withPrinter: boolean }): ReactElement {
  return (
    <g>
      <Base x={70} y={170} w={260} h={70} />
      <Pan x={90} y={150} w={170} />
      <Display x={270} y={120} w={70} h={40} text="1.250" />
      <Keypad x={100} y={200} cols={14} rows={3} />
      {withPrinter ? <Label x={300} y={190} /> : null}
    </g>
  );
}

function PoleScale({ camera, touch }: { camera: boolean; touch: boolean }): ReactElement {
  return (
    <g>
      <Base x={80} y={200} w={240} h={55} />
      <Pan x={100} y={180} w={160} />
      <rect x={286} y={70} width={12} height={130} fill={STEEL} stroke={INK} strokeWidth={2} />
      {touch ? (
        <g>
          <rect x={246} y={60} width={92} height={62} rx={6} fill={SCREEN} stroke={INK} strokeWidth={2} />
          <rect x={254} y={68} width={34} height={22} rx={2} fill="#3d7bd9" />
          <rect x={294} y={68} width={34} height={22} rx={2} fill="#5fbf7f" />
          <rect x={254} y={94} width={34} height={20} rx={2} fill="#f0b34a" />
          <rect x={294} y={94} width={34} height={20} rx={2} fill="#e06c6c" />
        </g>
      ) : (
        <Display x={250} y={70} w={86} h={44} text="0.865" />
      )}
      {camera ? (
        <g>
          <rect x={286} y={20} width={12} height={40} fill={STEEL} stroke={INK} strokeWidth={2} />
          <path d="M250 20 H300 V36 H250 Z" fill={BRAND} stroke={INK} strokeWidth={2} />
          <circle cx={262} cy={38} r={7} fill={SCREEN} stroke={INK} strokeWidth={2} />
          <path
            d="M262 46 L200 170 M262 46 L160 170"
            stroke={BRAND}
            strokeWidth={1.5}
            strokeDasharray="5 5"
          />
        </g>
      ) : null}
      <Label x={110} y={214} />
    </g>
  );
}

function CashRegister(): ReactElement {
  return (
    <g>
      <rect x={60} y={215} width={280} height={40} rx={4} fill={BODY} stroke={INK} strokeWidth={2} />
      <rect x={180} y={228} width={40} height={6} rx={2} fill={INK} />
      <Base x={70} y={170} w={170} h={45} />
      <Pan x={84} y={152} w={140} />
      <rect x={252} y={110} width={84} height={60} rx={6} fill={SCREEN} stroke={INK} strokeWidth={2} />
      <text x={294} y={146} fill={DIGIT} fontFamily="monospace" fontSize={15} textAnchor="middle">
        ¥ 23.60
      </text>
      <rect x={262} y={176} width={64} height={34} rx={4} fill={BODY} stroke={INK} strokeWidth={2} />
      <path d="M276 176 V150 H312 V176" fill="#fff" stroke={INK} strokeWidth={1.5} />
      <path d="M282 160 H306 M282 166 H300" stroke={INK} strokeWidth={1.5} />
    </g>
  );
}

function Platform({ printer }: { printer: boolean }): ReactElement {
  return (
    <g>
      <path
        d="M50 230 L110 190 H350 L290 230 Z"
        fill={STEEL}
        stroke={INK}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <rect x={50} y={230} width={240} height={16} fill="#aeb8c4" stroke={INK} strokeWidth={2} />
      <path d="M290 230 L350 190 V206 L290 246 Z" fill="#aeb8c4" stroke={INK} strokeWidth={2} />
      <rect x={318} y={70} width={10} height={130} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={270} y={40} width={104} height={64} rx={6} fill={BODY} stroke={INK} strokeWidth={2} />
      <Display x={280} y={50} w={84} h={28} text="128.5" />
      <Keypad x={284} y={84} cols={6} rows={2} />
      {printer ? <Label x={220} y={60} /> : null}
    </g>
  );
}

function Indicator(): ReactElement {
  return (
    <g>
      <rect x={80} y={80} width={240} height={150} rx={10} fill={BODY} stroke={INK} strokeWidth={2} />
      <Display x={104} y={100} w={192} h={50} text="2 500.0 kg" />
      <Keypad x={112} y={168} cols={15} rows={4} />
      <path d="M200 230 V262 H120" fill="none" stroke={INK} strokeWidth={3} />
      <rect x={90} y={254} width={34} height={16} rx={3} fill={STEEL} stroke={INK} strokeWidth={2} />
    </g>
  );
}

function ThreeWindowScale({ label }: { label: string }): ReactElement {
  return (
    <g>
      <Base x={60} y={160} w={280} h={80} />
      <Pan x={110} y={140} w={180} />
      <rect x={80} y={182} width={240} height={30} rx={4} fill={SCREEN} stroke={INK} strokeWidth={2} />
      <text x={120} y={203} fill={DIGIT} fontFamily="monospace" fontSize={14} textAnchor="middle">
        0.500
      </text>
      <text x={200} y={203} fill={DIGIT} fontFamily="monospace" fontSize={14} textAnchor="middle">
        {label}
      </text>
      <text x={280} y={203} fill={DIGIT} fontFamily="monospace" fontSize={14} textAnchor="middle">
        500
      </text>
      <Keypad x={110} y={220} cols={15} rows={1} />
    </g>
  );
}

function PcScale(): ReactElement {
  return (
    <g>
      <Base x={70} y={190} w={260} h={60} />
      <Pan x={90} y={172} w={150} />
      <rect
        x={250}
        y={70}
        width={110}
        height={80}
        rx={8}
        fill={SCREEN}
        stroke={INK}
        strokeWidth={2}
        transform="rotate(-8 305 110)"
      />
      <rect x={262} y={84} width={86} height={52} rx={3} fill="#2a5fa8" transform="rotate(-8 305 110)" />
      <rect x={296} y={150} width={12} height={42} fill={STEEL} stroke={INK} strokeWidth={2} />
      <Label x={110} y={206} />
    </g>
  );
}

function LabelPrinter(): ReactElement {
  return (
    <g>
      <rect x={90} y={90} width={220} height={140} rx={12} fill={BODY} stroke={INK} strokeWidth={2} />
      <path d="M90 130 H310" stroke={INK} strokeWidth={2} />
      <rect x={116} y={206} width={168} height={8} rx={3} fill={INK} />
      <rect x={150} y={214} width={100} height={50} fill="#fff" stroke={INK} strokeWidth={1.5} />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
        <rect key={i} x={160 + i * 6} y={236} width={i % 4 === 0 ? 3 : 2} height={20} fill={INK} />
      ))}
      <rect x={230} y={146} width={60} height={28} rx={3} fill={SCREEN} />
      <circle cx={120} cy={160} r={8} fill={BRAND} />
    </g>
  );
}

function LabelingMachine(): ReactElement {
  return (
    <g>
      <rect x={30} y={200} width={340} height={18} rx={9} fill={STEEL} stroke={INK} strokeWidth={2} />
      {[50, 110, 170, 230, 290, 350].map((cx) => (
        <circle key={cx} cx={cx} cy={209} r={6} fill="#fff" stroke={INK} strokeWidth={1.5} />
      ))}
      <rect x={60} y={218} width={12} height={52} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={330} y={218} width={12} height={52} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={180} y={60} width={110} height={90} rx={8} fill={BODY} stroke={INK} strokeWidth={2} />
      <rect x={226} y={150} width={18} height={30} fill={BRAND} stroke={INK} strokeWidth={2} />
      <rect x={196} y={74} width={56} height={26} rx={3} fill={SCREEN} />
      <rect x={70} y={170} width={70} height={30} rx={4} fill="#f6c7a1" stroke={INK} strokeWidth={2} />
      <rect x={200} y={170} width={70} height={30} rx={4} fill="#f6c7a1" stroke={INK} strokeWidth={2} />
      <rect x={218} y={176} width={30} height={18} fill="#fff" stroke={INK} strokeWidth={1} />
      <path d="M40 120 H150" stroke={BRAND} strokeWidth={3} markerEnd="url(#arrow)" />
    </g>
  );
}

function PackagingMachine(): ReactElement {
  return (
    <g>
      <rect x={120} y={90} width={180} height={140} rx={8} fill={BODY} stroke={INK} strokeWidth={2} />
      <circle cx={150} cy={70} r={36} fill="#dbe9f7" stroke={INK} strokeWidth={2} />
      <circle cx={150} cy={70} r={8} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={240} y={104} width={48} height={34} rx={3} fill={SCREEN} />
      <rect x={20} y={200} width={100} height={14} rx={7} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={300} y={200} width={90} height={14} rx={7} fill={STEEL} stroke={INK} strokeWidth={2} />
      <path d="M316 200 q16 -26 36 0 Z" fill="#dbe9f7" stroke={INK} strokeWidth={1.5} />
      <circle cx={60} cy={190} r={10} fill="#e06c6c" stroke={INK} strokeWidth={1.5} />
      <circle cx={84} cy={192} r={8} fill="#f0b34a" stroke={INK} strokeWidth={1.5} />
      <rect x={140} y={230} width={12} height={40} fill={STEEL} stroke={INK} strokeWidth={2} />
      <rect x={268} y={230} width={12} height={40} fill={STEEL} stroke={INK} strokeWidth={2} />
    </g>
  );
}

const DRAWINGS: Record<ProductFamily, () => ReactElement> = {
  labelScale: () => <CounterScale withPrinter />,
  poleLabelScale: () => <PoleScale camera={false} touch={false} />,
  aiScale: () => <PoleScale camera touch />,
  cashRegisterScale: () => <CashRegister />,
  benchScale: () => <Platform printer />,
  platformScale: () => <Platform printer={false} />,
  weighingIndicator: () => <Indicator />,
  countingScale: () => <ThreeWindowScale label="1.000" />,
  priceScale: () => <ThreeWindowScale label="12.00" />,
  pcScale: () => <PcScale />,
  labelPrinter: () => <LabelPrinter />,
  labelingMachine: () => <LabelingMachine />,
  packagingMachine: () => <PackagingMachine />,
};

/** The illustration of a product: its family's drawing with the model name on a plate. */
export function ProductIllustration({
  family,
  model,
}: {
  family: ProductFamily;
  model: string;
}): ReactElement {
  const Drawing = DRAWINGS[family];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width={400} height={300}>
      <title>{model}</title>
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX={8}
          refY={5}
          markerWidth={6}
          markerHeight={6}
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill={BRAND} />
        </marker>
      </defs>
      <rect width={400} height={300} fill="#f5f8fb" />
      <Drawing />
      <rect x={12} y={12} width={Math.max(90, model.length * 10 + 24)} height={30} rx={15} fill={BRAND} />
      <text x={24} y={32} fill="#fff" fontFamily="Arial, sans-serif" fontSize={15} fontWeight={700}>
        {model}
      </text>
    </svg>
  );
}
