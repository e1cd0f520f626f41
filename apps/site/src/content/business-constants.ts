/**
 * SPEC §9 business constants, the single source for every figure a product page states.
 * Product files refer to these; content tests check pages against them.
 */

export const LABEL_SCALE = {
  precision: '1/3000',
  precisionOptions: ['1/7500', '1/15000'],
  capacitiesKg: [3, 6, 15, 30],
  labelSizesMm: ['30*40', '37*50', '40*50', '40*60'],
  printSpeedMmPerSecond: 75,
  maxPrintWidthMm: 56,
  /** TM-P2 and bench scales print 48 mm wide. */
  narrowPrintWidthMm: 48,
  labelShaftDiametersMm: [25, 40, 56],
  productNameLines: 3,
  specialInfoLines: 3,
  discountPeriods: 4,
  labelFormats: 16,
} as const;

/** PLU (product) storage by model family. */
export const PLU_CAPACITY = {
  tmAa: 4000,
  ledCountingScale: 4000,
  tmP2: 9999,
  tmP: 9999,
  tmH: 10_000,
  benchScale: 10_000,
  tmPC: 10_000,
  tmQ: 10_000,
  tmAZ: 10_000,
  xk3170: 10_000,
} as const;

/** Sales records kept in the scale. */
export const SALES_RECORDS = {
  tmAa: 5000,
  tmF: 5000,
  tmPSeries: 10_000,
  /** XK3170 recovers 10,000 records. */
  xk3170: 10_000,
} as const;

/** Shortcut (hot) keys by model. */
export const SHORTCUT_KEYS = {
  tmAa: 71,
  tmF: 71,
  tmAb: 142,
  tmAa4b: 142,
  tmAa4d: 142,
  syB1d: 142,
} as const;

export const DEVICE_FEATURES = {
  tmH2KeyboardKeys: 125,
  traceabilityCodeDigits: 20,
  screenInches: 7,
  screenResolution: '800*480',
  pluDownloadMinutes: 5,
  pluDownloadCount: 9999,
  powerOutageWeighingHours: 8,
  powerOutagePrints: 200,
  batteryHours: 10,
  tmPcSloganCharacters: 60,
  tmPcUsbRecords: 10_000,
} as const;

export const TM_F = {
  pricingMethods: 3,
  cumulativeGroups: ['A', 'B', 'C', 'D'],
} as const;

/** Appearance sizes in mm (width*depth*height unless stated). */
export const APPEARANCE = {
  tmA3AndTmAa: '381*388*160',
  /** TM-Ab, TM-F, F65AI, F66, H66 stand 500 mm tall. */
  tallModelsHeightMm: 500,
  /** The two TM-Aa-4b variants are 163 and 164 mm. */
  tmAa4bHeightsMm: [163, 164],
  /** SY-Aa-1a and SY-Aa-1b are 165 mm deep. */
  syAa1DepthMm: 165,
  platformMaxCapacityKg: 300,
  platformTableSizesMm: ['400*500', '450*600', '600*800'],
  countingAccuracy: '1/15000',
} as const;

export const COUNTING_AND_BENCH = {
  indexingValuesG: [1, 2, 5, 10],
  minimumCapacitiesG: [20, 40, 100, 200],
  display: { weightDigits: 5, unitPriceDigits: 5, totalDigits: 6 },
  standard: 'GB/T7722-2005',
  power: { ac: 'AC 220 V 50 Hz', dc: 'DC 4 V/4 A' },
  storageTemperatureC: [-10, 55],
  operatingTemperatureC: [0, 40],
  maxHumidityPercentRH: 85,
  weighingRange: '1 kg – 50 T',
  xk3170Grades: ['1/3000', '1/15000'],
} as const;

export const LABELING_MACHINE = {
  weighingRangeKg: [0.2, 25],
  maxWeighingKg: 30,
  minWeighingG: 100,
  printingMethods: ['thermal', 'thermal transfer'],
  printSpeedMmPerSecond: 180,
  labelLengthMm: [40, 80],
  labelWidthMm: [60, 100],
  packsPerMinute: 35,
  packageLengthMm: [90, 400],
  packageWidthMm: [90, 330],
  packageHeightMm: [15, 320],
  voltage: '220 V',
  powerKw: 1,
  operatingTemperatureC: [0, 40],
  humidity: '95% non-condensing',
} as const;

export const PACKAGING_MACHINE = {
  packsPerMinute: 30,
  packageWeight: '100 g – 5 kg',
  machineWeightKg: 400,
  filmMaxDiameterMm: 400,
  mountingShaftDiameterMm: 75,
  touchPanelInches: 12.1,
  counterMax: 999,
  bagWidthMm: [300, 700],
  bagLengthMm: [125, 250],
  packageLengthRangeMm: [80, 200],
  packageHeightRangeMm: [50, 150],
  mains: '220 V, 50/60 Hz',
  powerKw: 1.5,
} as const;

export const DY_2000 = {
  printWidthMm: 110,
  ribbonLengthM: 300,
  operatingTemperatureC: [0, 45],
} as const;

/** SPEC §9 "paging demo page size 5"; the demo lists 100 items. */
export const PAGING_DEMO = { total: 100, pageSize: 5 } as const;
