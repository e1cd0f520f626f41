import type { ReactElement } from 'react';

/** Drawn gallery images: equipment scenes, honour certificates and document covers. */

const INK = '#1f2a37';
const BRAND = '#004494';
const PALE = '#e8eef5';

function Frame({
  width,
  height,
  title,
  children,
}: {
  width: number;
  height: number;
  title: string;
  children: ReactElement | ReactElement[];
}) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
      <title>{title}</title>
      {children}
    </svg>
  );
}

/** Nine equipment scenes; `index` picks the machine drawn, `title` is printed below it. */
export function EquipmentIllustration({ index, title }: { index: number; title: string }): ReactElement {
  const machines: ReactElement[] = [
    // SMT line: conveyor with boards
    <g key="smt">
      <rect x={30} y={120} width={260} height={20} fill="#c9d2dc" stroke={INK} strokeWidth={2} />
      {[50, 120, 190].map((x) => (
        <rect key={x} x={x} y={104} width={50} height={16} fill="#2e7d4f" stroke={INK} />
      ))}
      <rect x={100} y={40} width={120} height={60} rx={6} fill={PALE} stroke={INK} strokeWidth={2} />
    </g>,
    // ageing rack
    <g key="ageing">
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}${col}`}
            x={50 + col * 58}
            y={40 + row * 36}
            width={48}
            height={28}
            fill={PALE}
            stroke={INK}
          />
        )),
      )}
    </g>,
    // climate chamber
    <g key="chamber">
      <rect x={90} y={30} width={140} height={130} rx={8} fill={PALE} stroke={INK} strokeWidth={2} />
      <rect x={110} y={50} width={80} height={80} rx={4} fill="#cfe3f7" stroke={INK} />
      <circle cx={210} cy={60} r={8} fill="#e06c6c" />
      <circle cx={210} cy={84} r={8} fill="#3d7bd9" />
    </g>,
    // assembly line
    <g key="assembly">
      <rect x={20} y={130} width={280} height={14} fill="#c9d2dc" stroke={INK} strokeWidth={2} />
      {[40, 110, 180, 250].map((x) => (
        <path key={x} d={`M${x} 130 l10 -30 h30 l10 30 Z`} fill={PALE} stroke={INK} strokeWidth={2} />
      ))}
    </g>,
    // calibration bench with weights
    <g key="calibration">
      <rect x={60} y={120} width={200} height={16} fill="#c9d2dc" stroke={INK} strokeWidth={2} />
      {[80, 130, 180].map((x, i) => (
        <path
          key={x}
          d={`M${x} 120 v-${20 + i * 10} h${24 + i * 6} v${20 + i * 10} Z`}
          fill="#9aa5b1"
          stroke={INK}
        />
      ))}
    </g>,
    // moulding machine
    <g key="moulding">
      <rect x={40} y={80} width={240} height={60} rx={6} fill={PALE} stroke={INK} strokeWidth={2} />
      <rect x={60} y={40} width={60} height={40} fill="#c9d2dc" stroke={INK} strokeWidth={2} />
      <path d="M130 110 h100" stroke={BRAND} strokeWidth={6} />
    </g>,
    // print test: printer with long label strip
    <g key="print">
      <rect x={60} y={50} width={110} height={80} rx={8} fill={PALE} stroke={INK} strokeWidth={2} />
      <path d="M170 100 h120" stroke={INK} strokeWidth={14} />
      <path d="M170 100 h120" stroke="#fff" strokeWidth={10} strokeDasharray="16 6" />
    </g>,
    // drop test: box falling
    <g key="drop">
      <rect x={130} y={30} width={60} height={44} fill="#d9b38c" stroke={INK} strokeWidth={2} />
      <path d="M160 80 v40" stroke={BRAND} strokeWidth={3} strokeDasharray="6 4" />
      <rect x={60} y={140} width={200} height={8} fill={INK} />
    </g>,
    // warehouse shelves
    <g key="warehouse">
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x={40} y={50 + row * 40} width={240} height={6} fill={INK} />
          {[0, 1, 2, 3, 4].map((col) => (
            <rect
              key={col}
              x={50 + col * 46}
              y={24 + row * 40}
              width={36}
              height={26}
              fill="#d9b38c"
              stroke={INK}
            />
          ))}
        </g>
      ))}
    </g>,
  ];
  return (
    <Frame width={320} height={240} title={title}>
      <rect width={320} height={240} fill="#f5f8fb" />
      {machines[index % machines.length] ?? machines[0] ?? <g />}
      <rect x={0} y={188} width={320} height={52} fill={BRAND} />
      <text x={160} y={221} fill="#fff" fontFamily="Arial, sans-serif" fontSize={18} textAnchor="middle">
        {title}
      </text>
    </Frame>
  );
}

/** An honour certificate with its title. */
export function CertificateIllustration({ title }: { title: string }): ReactElement {
  return (
    <Frame width={320} height={240} title={title}>
      <rect width={320} height={240} fill="#f7f1e3" />
      <rect x={12} y={12} width={296} height={216} fill="none" stroke="#b08d3c" strokeWidth={4} />
      <rect x={22} y={22} width={276} height={196} fill="none" stroke="#b08d3c" strokeWidth={1} />
      <text x={160} y={96} fill={INK} fontFamily="serif" fontSize={17} textAnchor="middle">
        {title}
      </text>
      <path d="M90 120 h140 M100 140 h120" stroke="#9aa5b1" strokeWidth={3} />
      <circle cx={240} cy={180} r={24} fill="none" stroke="#c0392b" strokeWidth={3} />
      <circle cx={240} cy={180} r={16} fill="none" stroke="#c0392b" strokeWidth={1.5} />
    </Frame>
  );
}

/** A document cover for the maintenance centre. */
export function DocumentIllustration({ title, number }: { title: string; number: number }): ReactElement {
  return (
    <Frame width={120} height={160} title={title}>
      <path d="M4 4 H92 L116 28 V156 H4 Z" fill="#fff" stroke={INK} strokeWidth={2} />
      <path d="M92 4 V28 H116" fill={PALE} stroke={INK} strokeWidth={2} />
      <rect x={4} y={40} width={112} height={28} fill={BRAND} />
      <text x={60} y={59} fill="#fff" fontFamily="Arial, sans-serif" fontSize={13} textAnchor="middle">
        {`PDF ${String(number).padStart(2, '0')}`}
      </text>
      <text x={60} y={92} fill={INK} fontFamily="Arial, sans-serif" fontSize={10} textAnchor="middle">
        {title.slice(0, 9)}
      </text>
      <path d="M16 108 h88 M16 120 h88 M16 132 h60" stroke="#9aa5b1" strokeWidth={3} />
    </Frame>
  );
}

/** The site icon. */
export function FaviconIllustration(): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width={40} height={40}>
      <title>Dahua</title>
      <rect width={40} height={40} rx={8} fill={BRAND} />
      <path d="M9 27h22M12 27l3-12h10l3 12M17 15v-4h6v4" stroke="#fff" strokeWidth={3} fill="none" />
    </svg>
  );
}
