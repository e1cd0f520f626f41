import type { Bilingual } from '../i18n/lang.js';
import { COUNTING_AND_BENCH, DEVICE_FEATURES, LABEL_SCALE, TM_F } from './business-constants.js';
import { groupDigits } from './number-format.js';
import type { FeatureBlock } from './types.js';

/**
 * The feature blocks detail pages are built from (SPEC §2.6: PLU information, remote
 * monitoring, text and shortcuts, dual printing/reports ...). Figures come from §9.
 */
type Block = FeatureBlock<Bilingual>;

/** PLU block; without a §9 figure for the model it states no count. */
export function pluInformation(pluCapacity?: number): Block {
  const stored: Bilingual =
    pluCapacity === undefined
      ? {
          ch: '大容量 PLU 商品库，每个商品含品名、单价、条码、保质期与特殊信息',
          en: 'A large PLU library, each item with name, unit price, barcode, shelf life and special information',
        }
      : {
          ch: `存储 ${groupDigits(pluCapacity)} 个 PLU 商品，每个商品含品名、单价、条码、保质期与特殊信息`,
          en: `Stores ${groupDigits(pluCapacity)} PLUs, each with name, unit price, barcode, shelf life and special information`,
        };
  return {
    title: { ch: 'PLU 商品信息', en: 'PLU information' },
    bullets: [
      stored,
      {
        ch: `品名与特殊信息各可打印 ${LABEL_SCALE.productNameLines} 行，支持 ${LABEL_SCALE.discountPeriods} 个折扣时段`,
        en: `Up to ${LABEL_SCALE.productNameLines} lines each of product name and special information, ${LABEL_SCALE.discountPeriods} discount periods`,
      },
    ],
  };
}

export function remoteMonitoring(): Block {
  return {
    title: { ch: '远程监控', en: 'Remote monitoring' },
    bullets: [
      {
        ch: '通过网络集中下发商品、热键与标签格式，实时查看每台秤的在线状态',
        en: 'Send goods, hot keys and label formats over the network and see every scale online at a glance',
      },
      {
        ch: `下载 ${groupDigits(DEVICE_FEATURES.pluDownloadCount)} 条商品数据约需 ${DEVICE_FEATURES.pluDownloadMinutes} 分钟`,
        en: `Downloading ${groupDigits(DEVICE_FEATURES.pluDownloadCount)} goods records takes about ${DEVICE_FEATURES.pluDownloadMinutes} minutes`,
      },
    ],
  };
}

/** Shortcut block; without a §9 figure for the model it states no count. */
export function textAndShortcuts(shortcutKeys?: number): Block {
  const keys: Bilingual =
    shortcutKeys === undefined
      ? {
          ch: '快捷键直接调出常用商品，减少排队时间',
          en: 'Shortcut keys call up best-selling goods at once and shorten queues',
        }
      : {
          ch: `${shortcutKeys} 个快捷键直接调出常用商品，减少排队时间`,
          en: `${shortcutKeys} shortcut keys call up best-selling goods at once and shorten queues`,
        };
  return {
    title: { ch: '文字与快捷键', en: 'Text and shortcuts' },
    bullets: [
      keys,
      {
        ch: '中英文输入与自定义广告语，标签文字清晰易读',
        en: 'Chinese and English text entry and custom slogans; label text stays crisp and legible',
      },
    ],
  };
}

export function dualPrintingAndReports(salesRecords?: number): Block {
  const records: Bilingual =
    salesRecords === undefined
      ? {
          ch: '保存销售记录，可按商品、时段与操作员出具报表',
          en: 'Keeps sales records with reports by product, period and operator',
        }
      : {
          ch: `保存 ${groupDigits(salesRecords)} 条销售记录，可按商品、时段与操作员出具报表`,
          en: `Keeps ${groupDigits(salesRecords)} sales records with reports by product, period and operator`,
        };
  return {
    title: { ch: '双打印与报表', en: 'Dual printing and reports' },
    bullets: [
      {
        ch: '标签与小票两种打印方式随时切换，连续纸与不干胶标签通用',
        en: 'Switch between labels and receipts at any time; works with continuous paper and adhesive labels',
      },
      records,
    ],
  };
}

export function labelFormats(): Block {
  return {
    title: { ch: '标签格式', en: 'Label formats' },
    bullets: [
      {
        ch: `内置并可自定义 ${LABEL_SCALE.labelFormats} 种标签格式，支持条码与二维码`,
        en: `Up to ${LABEL_SCALE.labelFormats} built-in and custom label formats with barcodes and QR codes`,
      },
      {
        ch: `支持 ${LABEL_SCALE.labelSizesMm.join('、')} mm 标签纸`,
        en: `Takes ${LABEL_SCALE.labelSizesMm.join(', ')} mm labels`,
      },
    ],
  };
}

export function traceability(): Block {
  return {
    title: { ch: '追溯管理', en: 'Traceability' },
    bullets: [
      {
        ch: `${DEVICE_FEATURES.traceabilityCodeDigits} 位追溯码打印在标签上，扫码即可查询来源`,
        en: `A ${DEVICE_FEATURES.traceabilityCodeDigits}-digit traceability code on every label shows where goods came from`,
      },
    ],
  };
}

export function powerBackup(): Block {
  return {
    title: { ch: '断电保障', en: 'Power backup' },
    bullets: [
      {
        ch: `断电后可继续称重 ${DEVICE_FEATURES.powerOutageWeighingHours} 小时并打印 ${DEVICE_FEATURES.powerOutagePrints} 张标签`,
        en: `After a power cut it keeps weighing for ${DEVICE_FEATURES.powerOutageWeighingHours} hours and prints ${DEVICE_FEATURES.powerOutagePrints} labels`,
      },
    ],
  };
}

export function batteryLife(): Block {
  return {
    title: { ch: '长效电池', en: 'Long battery life' },
    bullets: [
      {
        ch: `内置充电电池，满电可连续工作 ${DEVICE_FEATURES.batteryHours} 小时，适合集贸市场与流动摊位`,
        en: `Built-in rechargeable battery runs ${DEVICE_FEATURES.batteryHours} hours, ready for markets and mobile stalls`,
      },
    ],
  };
}

export function touchScreen(): Block {
  return {
    title: { ch: '大屏触控', en: 'Large touch screen' },
    bullets: [
      {
        ch: `${DEVICE_FEATURES.screenInches} 英寸 ${DEVICE_FEATURES.screenResolution} 彩色触摸屏，商品图片一目了然`,
        en: `${DEVICE_FEATURES.screenInches}-inch ${DEVICE_FEATURES.screenResolution} colour touch screen shows goods with pictures`,
      },
    ],
  };
}

export function aiRecognition(): Block {
  return {
    title: { ch: 'AI 智能识别', en: 'AI recognition' },
    bullets: [
      {
        ch: '摄像头识别放上秤盘的生鲜商品，自动推荐品名，免去记忆 PLU 编号',
        en: 'The camera recognises fresh goods on the pan and proposes the product, so staff need not remember PLU numbers',
      },
      {
        ch: '识别结果随使用持续学习，新品上架后很快就能认出',
        en: 'Recognition keeps learning from use and soon knows newly listed goods',
      },
    ],
  };
}

export function tmfPricing(): Block {
  return {
    title: { ch: '多种计价方式', en: 'Pricing methods' },
    bullets: [
      {
        ch: `${TM_F.pricingMethods} 种计价方式：按重量、按数量、按固定重量的数量计价`,
        en: `${TM_F.pricingMethods} pricing methods: by weight, by quantity, and by quantity at a fixed weight`,
      },
      {
        ch: `${TM_F.cumulativeGroups.length} 组累计（${TM_F.cumulativeGroups.join('、')}），多位顾客同时结算`,
        en: `${TM_F.cumulativeGroups.length} cumulative groups (${TM_F.cumulativeGroups.join(', ')}) serve several customers at once`,
      },
    ],
  };
}

export function countingFunctions(): Block {
  return {
    title: { ch: '计数与累计', en: 'Counting and totals' },
    bullets: [
      {
        ch: '取样计数、单重自动计算，零件与小商品快速清点',
        en: 'Sample counting with automatic piece weight for fast counting of parts and small goods',
      },
      {
        ch: '累计、去皮与上下限报警，复核更省心',
        en: 'Totals, tare and high/low limit alarms make checking easy',
      },
    ],
  };
}

export function checkoutIntegration(): Block {
  return {
    title: { ch: '收银联动', en: 'Checkout integration' },
    bullets: [
      {
        ch: '通过串口或网口将重量实时传给收银系统，一次称重直接结算',
        en: 'Sends live weight to the point-of-sale system over serial or network for one-step checkout',
      },
    ],
  };
}

export function robustBuild(): Block {
  return {
    title: { ch: '坚固耐用', en: 'Robust build' },
    bullets: [
      {
        ch: '不锈钢秤盘与防水按键，适应水产、生鲜等潮湿环境',
        en: 'Stainless-steel pan and sealed keys for wet areas such as seafood and fresh produce',
      },
    ],
  };
}

export function indicatorRecords(records: number): Block {
  return {
    title: { ch: '称重记录', en: 'Weighing records' },
    bullets: [
      {
        ch: `保存 ${groupDigits(records)} 条称重记录，意外断电后可完整恢复`,
        en: `Keeps ${groupDigits(records)} weighing records and recovers them all after a power loss`,
      },
    ],
  };
}

export function indicatorRange(): Block {
  return {
    title: { ch: '宽量程、双精度', en: 'Wide range, two grades' },
    bullets: [
      {
        ch: `连接传感器后称量范围 ${COUNTING_AND_BENCH.weighingRange}，适配台秤、地磅与料斗秤`,
        en: `With its load cells it weighs from ${COUNTING_AND_BENCH.weighingRange}: bench scales, truck scales and hoppers`,
      },
      {
        ch: `精度等级 ${COUNTING_AND_BENCH.xk3170Grades.join(' 与 ')} 可选`,
        en: `Accuracy grade ${COUNTING_AND_BENCH.xk3170Grades.join(' or ')}`,
      },
    ],
  };
}

/** Networking for machines and printers on a production line. */
export function lineManagement(): Block {
  return {
    title: { ch: '联网生产管理', en: 'Networked production' },
    bullets: [
      {
        ch: '生产数据实时上传，按批次、班次统计产量与标签用量',
        en: 'Production data is uploaded live, with output and label use by batch and shift',
      },
      {
        ch: '商品与标签格式由后台统一下发，换产不必逐台设置',
        en: 'Goods and label formats come from the back office, so changeovers need no machine-by-machine setup',
      },
    ],
  };
}
