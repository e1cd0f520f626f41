import { LABEL_SCALE } from '../content/business-constants.js';
import type { TemplateKit } from '../content/downloads.js';
import { formatYuan } from '../content/number-format.js';
import { SAMPLE_GOODS } from '../content/sample-goods.js';
import type { ZipEntry } from './zip-writer.js';

/** The files inside each software kit, generated from the site's content. */

function readme(kit: TemplateKit, contents: readonly string[]): string {
  return [
    `${kit.title.ch} ${kit.version}`,
    `${kit.title.en} ${kit.version}`,
    '',
    kit.description.ch,
    kit.description.en,
    '',
    '内容 / Contents:',
    ...contents.map((name) => `  - ${name}`),
    '',
  ].join('\r\n');
}

function labelEditorEntries(kit: TemplateKit): ZipEntry[] {
  const templates = Array.from({ length: LABEL_SCALE.labelFormats }, (_, index) => {
    const size = LABEL_SCALE.labelSizesMm[index % LABEL_SCALE.labelSizesMm.length] ?? '40*60';
    const [width, height] = size.split('*').map(Number);
    return {
      name: `templates/label-format-${String(index + 1).padStart(2, '0')}.json`,
      data: `${JSON.stringify(
        {
          name: `Format ${index + 1}`,
          size: { width, height },
          itemList: [
            { itemName: 'text', value: 'name', style: { font: 3, x: 2, y: 2, w: (width ?? 40) - 4, h: 6 } },
            { itemName: 'text', value: 'weight', style: { font: 2, x: 2, y: 10, w: 18, h: 5 } },
            { itemName: 'text', value: 'total_price', style: { font: 2, x: 22, y: 10, w: 16, h: 5 } },
            {
              itemName: index % 2 === 0 ? 'barCode' : 'QRCode',
              value: 'plu',
              style: { font: 0, x: 2, y: 18, w: 30, h: 10 },
            },
          ],
        },
        null,
        2,
      )}\n`,
    };
  });
  const fields = [
    'Fields / 字段',
    'name 品名; weight 重量; unit_price 单价; total_price 总价; plu PLU 编号; barcode 条码; trace_code 追溯码',
    `Label sizes / 标签尺寸 (mm): ${LABEL_SCALE.labelSizesMm.join(', ')}`,
  ].join('\r\n');
  const names = [...templates.map((entry) => entry.name), 'FIELDS.txt'];
  return [
    { name: 'README.txt', data: readme(kit, names) },
    ...templates,
    { name: 'FIELDS.txt', data: fields },
  ];
}

function pluManagerEntries(kit: TemplateKit): ZipEntry[] {
  const header = 'plu,name_ch,name_en,unit_price_yuan,unit';
  const rows = SAMPLE_GOODS.map(
    (good) =>
      `${good.plu},${good.name.ch},"${good.name.en}",${formatYuan(good.unitPriceFen / 100).replace(/,/g, '')},kg`,
  );
  const format = [
    'PLU import sheet / PLU 导入表格式',
    'plu: 1-9999 (by scale capacity / 按秤的存储容量)',
    'name_ch, name_en: product name / 品名',
    'unit_price_yuan: price per unit, two decimals / 单价，两位小数',
    'unit: kg or pcs / 千克或件',
  ].join('\r\n');
  return [
    { name: 'README.txt', data: readme(kit, ['sample-plu.csv', 'IMPORT-FORMAT.txt']) },
    { name: 'sample-plu.csv', data: `\ufeff${[header, ...rows].join('\r\n')}\r\n` },
    { name: 'IMPORT-FORMAT.txt', data: format },
  ];
}

function serialSetupEntries(kit: TemplateKit): ZipEntry[] {
  const settings = [
    '[serial]',
    'baud_rate=9600',
    'data_bits=8',
    'parity=none',
    'stop_bits=1',
    'mode=continuous',
    '',
  ].join('\r\n');
  const steps = [
    '1. 用 USB 线连接电子秤与电脑 / Connect the scale to the computer with a USB cable',
    '2. 在设备管理器中确认新增串口号 / Find the new COM port in Device Manager',
    '3. 按 serial-settings.ini 设置收银软件的串口参数 / Set the till software to serial-settings.ini',
    '4. 用串口调试工具确认重量数据 / Check the weight data with a serial terminal',
  ].join('\r\n');
  return [
    { name: 'README.txt', data: readme(kit, ['serial-settings.ini', 'SETUP-STEPS.txt']) },
    { name: 'serial-settings.ini', data: settings },
    { name: 'SETUP-STEPS.txt', data: steps },
  ];
}

const ENTRY_BUILDERS: Record<string, (kit: TemplateKit) => ZipEntry[]> = {
  'dahua-label-editor.zip': labelEditorEntries,
  'dahua-plu-manager.zip': pluManagerEntries,
  'dahua-usb-serial-setup.zip': serialSetupEntries,
};

export function softwareEntries(kit: TemplateKit): ZipEntry[] {
  const build = ENTRY_BUILDERS[kit.fileName];
  if (!build) throw new Error(`No contents defined for ${kit.fileName}`);
  return build(kit);
}
