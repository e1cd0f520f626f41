import { PACKAGING_MACHINE } from '../business-constants.js';
import { lineManagement } from '../feature-blocks.js';
import { packagingMachineRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const M = PACKAGING_MACHINE;

/** SPEC notes the original page is cut off at its end; this page is written out in full. */
export const packagingMachine: BilingualProduct = {
  slug: 'packaging-machine',
  route: '/baozhuang',
  model: 'Packaging machine',
  name: { ch: '自动包装机', en: 'Automatic packaging machine' },
  summary: {
    ch: '每分钟 30 包的枕式自动包装机，单包 100 g 至 5 kg。',
    en: 'A pillow-bag packaging machine: 30 packs a minute, 100 g to 5 kg per pack.',
  },
  category: 'machines',
  family: 'packagingMachine',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '果蔬生鲜的自动化包装线', en: 'Automated packing for fruit, vegetables and fresh goods' },
    taglines: [
      { ch: `${M.packsPerMinute} 包/分钟`, en: `${M.packsPerMinute} packs/min` },
      { ch: `${M.touchPanelInches} 英寸触摸屏`, en: `${M.touchPanelInches}-inch touch panel` },
    ],
    description: {
      ch: `自动包装机把散装果蔬与生鲜商品自动制袋、充填、封口，单包重量 ${M.packageWeight}，每分钟最多 ${M.packsPerMinute} 包。膜卷最大直径 ${M.filmMaxDiameterMm} mm，安装轴径 ${M.mountingShaftDiameterMm} mm；操作通过 ${M.touchPanelInches} 英寸触摸屏完成，可保存多种包装参数并计数至 ${M.counterMax} 包。与自动称重贴标机联线后，包装、称重与贴标一次完成，适合配送中心、净菜加工厂与中央厨房。`,
      en: `The automatic packaging machine forms, fills and seals bags of loose fruit, vegetables and fresh goods, ${M.packageWeight} per pack and up to ${M.packsPerMinute} packs a minute. Film rolls up to ${M.filmMaxDiameterMm} mm in diameter fit on a ${M.mountingShaftDiameterMm} mm shaft; a ${M.touchPanelInches}-inch touch panel stores packing recipes and counts up to ${M.counterMax} packs. Linked with the automatic weigh-labeler, packing, weighing and labelling happen in one pass, for distribution centres, fresh-cut plants and central kitchens.`,
    },
    highlights: [
      { ch: `每分钟 ${M.packsPerMinute} 包`, en: `${M.packsPerMinute} packs per minute` },
      { ch: `单包 ${M.packageWeight}`, en: `${M.packageWeight} per pack` },
      { ch: `${M.touchPanelInches} 英寸触摸屏`, en: `${M.touchPanelInches}-inch touch panel` },
    ],
    specs: packagingMachineRows(),
    videoCaption: {
      ch: '视频：自动包装机与贴标机联线运行',
      en: 'Video: the packaging machine linked with the labeling machine',
    },
    features: [
      {
        title: { ch: '制袋与封口', en: 'Bag forming and sealing' },
        bullets: [
          {
            ch: `袋宽 ${M.bagWidthMm[0]}–${M.bagWidthMm[1]} mm、袋长 ${M.bagLengthMm[0]}–${M.bagLengthMm[1]} mm 自由设定`,
            en: `Bag width ${M.bagWidthMm[0]}–${M.bagWidthMm[1]} mm and length ${M.bagLengthMm[0]}–${M.bagLengthMm[1]} mm are set freely`,
          },
          {
            ch: '恒温封口，袋形整齐、密封可靠',
            en: 'Constant-temperature sealing gives neat, reliable bags',
          },
        ],
      },
      {
        title: { ch: '触屏操作与计数', en: 'Touch control and counting' },
        bullets: [
          {
            ch: `${M.touchPanelInches} 英寸触摸屏保存多组包装参数，换品只需选择配方`,
            en: `The ${M.touchPanelInches}-inch touch panel stores packing recipes; changing product is one choice`,
          },
          { ch: `自动计数至 ${M.counterMax} 包`, en: `Counts up to ${M.counterMax} packs` },
        ],
      },
      {
        title: { ch: '稳固机身', en: 'Solid machine' },
        bullets: [
          {
            ch: `整机重量 ${M.machineWeightKg} kg，运行平稳；电源 ${M.mains}，功率 ${M.powerKw} kW`,
            en: `At ${M.machineWeightKg} kg it runs steadily; mains ${M.mains}, ${M.powerKw} kW`,
          },
        ],
      },
      lineManagement(),
    ],
  },
};
