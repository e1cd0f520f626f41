import type { Bilingual } from '../i18n/lang.js';
import {
  APPEARANCE,
  COUNTING_AND_BENCH,
  DY_2000,
  LABEL_SCALE,
  LABELING_MACHINE,
  PACKAGING_MACHINE,
  PLU_CAPACITY,
  SALES_RECORDS,
} from './business-constants.js';
import { formatRange, groupDigits } from './number-format.js';
import type { SpecRow } from './types.js';

/** Specification row names of SPEC §9, in both languages. */
export const ROW_NAMES = {
  displayMethod: { ch: '显示方式', en: 'Display method' },
  interface: { ch: '接口', en: 'Interface' },
  precision: { ch: '精度', en: 'Precision' },
  labelShaftDiameter: { ch: '标签纸轴径', en: 'Label paper shaft diameter' },
  maxPrintWidth: { ch: '最大打印宽度', en: 'Maximum print width' },
  printSpeed: { ch: '打印速度', en: 'Print speed' },
  labelPaper: { ch: '标签纸规格', en: 'Label paper specifications' },
  capacity: { ch: '称量', en: 'Capacity' },
  appearanceSize: { ch: '外观尺寸', en: 'Appearance size' },
  storage: { ch: '商品存储', en: 'Product storage' },
  salesRecords: { ch: '销售记录', en: 'Sales records' },
  shortcutKeys: { ch: '快捷键', en: 'Shortcut keys' },
  power: { ch: '电源', en: 'Power supply' },
  operatingTemperature: { ch: '工作温度', en: 'Operating temperature' },
  standardWeighing: { ch: '标准称量', en: 'Standard weighing' },
  maxMinWeighing: { ch: '最大/最小称量', en: 'Max / min weighing' },
  printingMethod: { ch: '打印方式', en: 'Printing method' },
  labelSize: { ch: '标签尺寸', en: 'Label size' },
  throughput: { ch: '贴标速度', en: 'Throughput' },
  packageSize: { ch: '包装尺寸', en: 'Package size' },
  material: { ch: '包装材料', en: 'Material' },
  form: { ch: '包装形式', en: 'Form' },
  filmWidthDiameter: { ch: '膜宽与膜卷直径', en: 'Film width and diameter' },
  mountingShaftDiameter: { ch: '膜卷安装轴径', en: 'Mounting shaft diameter' },
  maximumCapacity: { ch: '最大称量', en: 'Maximum capacity' },
  indexingValue: { ch: '分度值', en: 'Indexing value' },
  minimumCapacity: { ch: '最小称量', en: 'Minimum capacity' },
  humidityStorage: { ch: '湿度/储存温度', en: 'Humidity / storage temperature' },
  size: { ch: '尺寸', en: 'Size' },
  standard: { ch: '执行标准', en: 'Standard' },
  weighingRange: { ch: '称量范围', en: 'Weighing range' },
  ribbon: { ch: '碳带长度', en: 'Ribbon length' },
} as const satisfies Record<string, Bilingual>;

export type RowName = keyof typeof ROW_NAMES;

export function row(name: RowName, value: Bilingual): SpecRow<Bilingual> {
  return { name: ROW_NAMES[name], value };
}

/** A value written the same in both languages (figures, model codes). */
export function same(value: string): Bilingual {
  return { ch: value, en: value };
}

export const DISPLAY = {
  lcdTouch7: {
    ch: '7 英寸 800*480 彩色触摸屏，双面显示',
    en: '7-inch 800*480 colour touch screen, both sides',
  },
  lcdDual: {
    ch: '高亮 LCD 双面显示（顾客与操作员）',
    en: 'Bright LCD on both sides (customer and operator)',
  },
  ledDual: { ch: '高亮 LED 双面显示', en: 'Bright LED on both sides' },
  vfd: { ch: 'VFD 荧光显示，双面', en: 'VFD display, both sides' },
  lcdIndicator: { ch: '6 位 LCD 背光显示', en: '6-digit backlit LCD' },
} as const satisfies Record<string, Bilingual>;

export const INTERFACES = {
  ethernetUsbSerial: { ch: '以太网、USB、RS232 串口', en: 'Ethernet, USB, RS232 serial' },
  ethernetWifiUsb: { ch: '以太网、Wi-Fi、USB', en: 'Ethernet, Wi-Fi, USB' },
  ethernetWifi4gUsb: { ch: '以太网、Wi-Fi、4G、USB', en: 'Ethernet, Wi-Fi, 4G, USB' },
  serialUsb: { ch: 'RS232 串口、USB', en: 'RS232 serial, USB' },
  serial: { ch: 'RS232 串口', en: 'RS232 serial' },
} as const satisfies Record<string, Bilingual>;

const LABEL_PAPER: Bilingual = {
  ch: `${LABEL_SCALE.labelSizesMm.join('、')} mm 热敏标签纸`,
  en: `${LABEL_SCALE.labelSizesMm.join(', ')} mm thermal labels`,
};

function precisionText(): Bilingual {
  const options = LABEL_SCALE.precisionOptions.join(' / ');
  return {
    ch: `${LABEL_SCALE.precision}（可选 ${options}）`,
    en: `${LABEL_SCALE.precision} (options ${options})`,
  };
}

function capacityText(capacitiesKg: readonly number[]): Bilingual {
  const list = capacitiesKg.map((kg) => `${kg} kg`).join(' / ');
  return { ch: `${list}（按型号）`, en: `${list} (by model)` };
}

export interface LabelScaleRowsInput {
  readonly display: Bilingual;
  readonly interfaces: Bilingual;
  readonly shaftMm: (typeof LABEL_SCALE.labelShaftDiametersMm)[number];
  readonly printWidthMm: typeof LABEL_SCALE.maxPrintWidthMm | typeof LABEL_SCALE.narrowPrintWidthMm;
  readonly capacitiesKg?: readonly number[];
  /** Only when SPEC §9 gives the model's size. */
  readonly appearance?: Bilingual;
  /** Only when SPEC §9 gives the model's figure. */
  readonly pluCapacity?: number;
}

/** The nine label-scale rows of SPEC §9 plus product storage. */
export function labelScaleRows(input: LabelScaleRowsInput): SpecRow<Bilingual>[] {
  return [
    row('displayMethod', input.display),
    row('interface', input.interfaces),
    row('precision', precisionText()),
    row('labelShaftDiameter', same(`${input.shaftMm} mm`)),
    row('maxPrintWidth', same(`${input.printWidthMm} mm`)),
    row('printSpeed', same(`${LABEL_SCALE.printSpeedMmPerSecond} mm/s`)),
    row('labelPaper', LABEL_PAPER),
    row('capacity', capacityText(input.capacitiesKg ?? [15, 30])),
    ...(input.appearance === undefined ? [] : [row('appearanceSize', input.appearance)]),
    ...(input.pluCapacity === undefined ? [] : [row('storage', pluText(input.pluCapacity))]),
  ];
}

/** An appearance size: full dimensions in mm. */
export function dimensions(mm: string): Bilingual {
  return same(`${mm} mm`);
}

/** An appearance given by its height only (SPEC §9 states heights for tall models). */
export function heightOnly(heightMm: number, note: Bilingual): Bilingual {
  return { ch: `高 ${heightMm} mm（${note.ch}）`, en: `${heightMm} mm tall (${note.en})` };
}

/** An appearance given by its depth only. */
export function depthOnly(depthMm: number, note: Bilingual): Bilingual {
  return { ch: `深 ${depthMm} mm（${note.ch}）`, en: `${depthMm} mm deep (${note.en})` };
}

export function pluText(count: number): Bilingual {
  return { ch: `${groupDigits(count)} 个 PLU 商品`, en: `${groupDigits(count)} PLUs` };
}

function temperatureText(range: readonly number[]): Bilingual {
  const [low, high] = range;
  const text = `${low} °C – +${high} °C`;
  return same(text);
}

export interface CountingRowsInput {
  readonly maximumCapacityKg: readonly number[];
  readonly display: Bilingual;
  /** Only when SPEC §9 gives the model's size. */
  readonly sizeMm?: string;
  readonly precision?: string;
}

/** Counting and bench scale rows of SPEC §9. */
export function countingScaleRows(input: CountingRowsInput): SpecRow<Bilingual>[] {
  const b = COUNTING_AND_BENCH;
  const [storageLow, storageHigh] = b.storageTemperatureC;
  return [
    row('precision', same(input.precision ?? APPEARANCE.countingAccuracy)),
    row('maximumCapacity', same(input.maximumCapacityKg.map((kg) => `${kg} kg`).join(' / '))),
    row('indexingValue', same(b.indexingValuesG.map((g) => `${g} g`).join(' / '))),
    row('minimumCapacity', same(b.minimumCapacitiesG.map((g) => `${g} g`).join(' / '))),
    row('displayMethod', input.display),
    row('power', { ch: `${b.power.ac}；${b.power.dc} 蓄电池`, en: `${b.power.ac}; ${b.power.dc} battery` }),
    row('humidityStorage', {
      ch: `≤ ${b.maxHumidityPercentRH}% RH；${storageLow} °C – +${storageHigh} °C`,
      en: `≤ ${b.maxHumidityPercentRH}% RH; ${storageLow} °C to +${storageHigh} °C`,
    }),
    row('operatingTemperature', temperatureText(b.operatingTemperatureC)),
    row('standard', same(b.standard)),
    ...(input.sizeMm === undefined ? [] : [row('size', same(`${input.sizeMm} mm`))]),
  ];
}

export function countingDisplay(kind: 'LCD' | 'LED'): Bilingual {
  const d = COUNTING_AND_BENCH.display;
  return {
    ch: `${kind} 显示：${d.weightDigits} 位重量、${d.unitPriceDigits} 位单价、${d.totalDigits} 位总价`,
    en: `${kind}: ${d.weightDigits}-digit weight, ${d.unitPriceDigits}-digit unit price, ${d.totalDigits}-digit total`,
  };
}

/** Labeling machine rows of SPEC §9. */
export function labelingMachineRows(): SpecRow<Bilingual>[] {
  const m = LABELING_MACHINE;
  return [
    row('standardWeighing', same(formatRange(m.weighingRangeKg, 'kg'))),
    row('maxMinWeighing', same(`${m.maxWeighingKg} kg / ${m.minWeighingG} g`)),
    row('printingMethod', { ch: '热敏 / 热转印', en: 'Thermal / thermal transfer' }),
    row('printSpeed', same(`${m.printSpeedMmPerSecond} mm/s`)),
    row('labelSize', {
      ch: `长 ${formatRange(m.labelLengthMm, 'mm')}，宽 ${formatRange(m.labelWidthMm, 'mm')}`,
      en: `Length ${formatRange(m.labelLengthMm, 'mm')}, width ${formatRange(m.labelWidthMm, 'mm')}`,
    }),
    row('throughput', { ch: `${m.packsPerMinute} 包/分钟`, en: `${m.packsPerMinute} packs/min` }),
    row('packageSize', {
      ch: `长 ${formatRange(m.packageLengthMm, 'mm')}，宽 ${formatRange(m.packageWidthMm, 'mm')}，高 ${formatRange(m.packageHeightMm, 'mm')}`,
      en: `Length ${formatRange(m.packageLengthMm, 'mm')}, width ${formatRange(m.packageWidthMm, 'mm')}, height ${formatRange(m.packageHeightMm, 'mm')}`,
    }),
    row('power', same(`${m.voltage}, ${m.powerKw} kW`)),
    row('operatingTemperature', {
      ch: `${formatRange(m.operatingTemperatureC, '°C')}，湿度 95% 无凝露`,
      en: `${formatRange(m.operatingTemperatureC, '°C')}, humidity ${m.humidity}`,
    }),
  ];
}

/** Packaging machine rows of SPEC §9. */
export function packagingMachineRows(): SpecRow<Bilingual>[] {
  const m = PACKAGING_MACHINE;
  return [
    row('material', { ch: 'PE、CPP 及复合包装膜', en: 'PE, CPP and laminated film' }),
    row('form', { ch: '枕式包装（背封、两端封）', en: 'Pillow bag (back seal, end seals)' }),
    row('filmWidthDiameter', {
      ch: `袋宽 ${formatRange(m.bagWidthMm, 'mm')}，膜卷最大直径 ${m.filmMaxDiameterMm} mm`,
      en: `Bag width ${formatRange(m.bagWidthMm, 'mm')}, film roll diameter up to ${m.filmMaxDiameterMm} mm`,
    }),
    row('mountingShaftDiameter', same(`${m.mountingShaftDiameterMm} mm`)),
    row('packageSize', {
      ch: `袋长 ${formatRange(m.bagLengthMm, 'mm')}；物品长 ${formatRange(m.packageLengthRangeMm, 'mm')}，高 ${formatRange(m.packageHeightRangeMm, 'mm')}`,
      en: `Bag length ${formatRange(m.bagLengthMm, 'mm')}; item length ${formatRange(m.packageLengthRangeMm, 'mm')}, height ${formatRange(m.packageHeightRangeMm, 'mm')}`,
    }),
    row('weighingRange', { ch: `单包 ${m.packageWeight}`, en: `${m.packageWeight} per pack` }),
    row('throughput', { ch: `${m.packsPerMinute} 包/分钟`, en: `${m.packsPerMinute} packs/min` }),
    row('displayMethod', {
      ch: `${m.touchPanelInches} 英寸触摸屏，计数至 ${m.counterMax}`,
      en: `${m.touchPanelInches}-inch touch panel, counts up to ${m.counterMax}`,
    }),
    row('power', {
      ch: `${m.mains}，${m.powerKw} kW；整机重量 ${m.machineWeightKg} kg`,
      en: `${m.mains}, ${m.powerKw} kW; machine weight ${m.machineWeightKg} kg`,
    }),
  ];
}

/** DY-2000 label printer rows (SPEC §9 gives print width, ribbon and temperature). */
export function labelPrinterRows(): SpecRow<Bilingual>[] {
  const [low, high] = DY_2000.operatingTemperatureC;
  return [
    row('printingMethod', { ch: '热敏 / 热转印', en: 'Thermal / thermal transfer' }),
    row('maxPrintWidth', same(`${DY_2000.printWidthMm} mm`)),
    row('ribbon', same(`${DY_2000.ribbonLengthM} m`)),
    row('labelPaper', { ch: '卷装标签纸、吊牌、连续纸', en: 'Roll labels, tags and continuous paper' }),
    row('labelSize', {
      ch: '支持全部秤用标签格式，可自定义',
      en: 'Every scale label format, plus custom sizes',
    }),
    row('interface', INTERFACES.ethernetUsbSerial),
    row('displayMethod', { ch: 'LCD 状态屏与操作按键', en: 'LCD status screen and keys' }),
    row('power', same(COUNTING_AND_BENCH.power.ac)),
    row('operatingTemperature', same(`${low} °C – +${high} °C`)),
  ];
}

/** XK3170 weighing indicator rows. */
export function indicatorRows(input: { readonly display: Bilingual; readonly interfaces: Bilingual }) {
  const b = COUNTING_AND_BENCH;
  const [storageLow, storageHigh] = b.storageTemperatureC;
  return [
    row('precision', same(b.xk3170Grades.join(' / '))),
    row('weighingRange', same(b.weighingRange)),
    row('displayMethod', input.display),
    row('interface', input.interfaces),
    row('storage', pluText(PLU_CAPACITY.xk3170)),
    row('salesRecords', {
      ch: `${groupDigits(SALES_RECORDS.xk3170)} 条（断电可恢复）`,
      en: `${groupDigits(SALES_RECORDS.xk3170)} (recovered after power loss)`,
    }),
    row('power', { ch: `${b.power.ac}；${b.power.dc} 蓄电池`, en: `${b.power.ac}; ${b.power.dc} battery` }),
    row('operatingTemperature', same(`${b.operatingTemperatureC[0]} °C – +${b.operatingTemperatureC[1]} °C`)),
    row('humidityStorage', {
      ch: `≤ ${b.maxHumidityPercentRH}% RH；${storageLow} °C – +${storageHigh} °C`,
      en: `≤ ${b.maxHumidityPercentRH}% RH; ${storageLow} °C to +${storageHigh} °C`,
    }),
  ] satisfies SpecRow<Bilingual>[];
}

export interface PlatformRowsInput {
  readonly capacitiesKg: readonly number[];
  readonly display: Bilingual;
  readonly interfaces: Bilingual;
  /** Printing bench scales print 48 mm wide (SPEC §9). */
  readonly prints: boolean;
  readonly pluCapacity?: number;
}

/** Bench and platform scale rows: capacities up to 300 kg on the §9 table sizes. */
export function platformScaleRows(input: PlatformRowsInput): SpecRow<Bilingual>[] {
  const b = COUNTING_AND_BENCH;
  return [
    row('displayMethod', input.display),
    row('interface', input.interfaces),
    row('precision', same(`${LABEL_SCALE.precision}`)),
    row('capacity', same(input.capacitiesKg.map((kg) => `${kg} kg`).join(' / '))),
    row('indexingValue', same(b.indexingValuesG.map((g) => `${g} g`).join(' / '))),
    ...(input.prints
      ? [
          row('maxPrintWidth', same(`${LABEL_SCALE.narrowPrintWidthMm} mm`)),
          row('printSpeed', same(`${LABEL_SCALE.printSpeedMmPerSecond} mm/s`)),
        ]
      : []),
    ...(input.pluCapacity === undefined ? [] : [row('storage', pluText(input.pluCapacity))]),
    row('appearanceSize', {
      ch: `台面 ${APPEARANCE.platformTableSizesMm.join('、')} mm`,
      en: `Platform ${APPEARANCE.platformTableSizesMm.join(', ')} mm`,
    }),
    row('power', same(b.power.ac)),
  ];
}
