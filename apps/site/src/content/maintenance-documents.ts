import type { Bilingual } from '../i18n/lang.js';

export interface MaintenanceDocument {
  /** File name stem of the PDF and of the thumbnail. */
  readonly id: string;
  readonly title: Bilingual;
  readonly summary: Bilingual;
  /** Steps printed in the PDF. */
  readonly steps: readonly Bilingual[];
}

/** Maintenance centre: eleven documents with downloads (SPEC §2.6). */
export const MAINTENANCE_DOCUMENTS: readonly MaintenanceDocument[] = [
  {
    id: 'label-scale-calibration',
    title: { ch: '条码秤标定方法', en: 'Calibrating a label scale' },
    summary: {
      ch: '使用标准砝码进行零点与满量程标定',
      en: 'Zero and full-scale calibration with standard weights',
    },
    steps: [
      {
        ch: '将秤放在水平稳固的台面上，调整水平泡居中',
        en: 'Place the scale on a firm level surface and centre the level bubble',
      },
      { ch: '开机预热 15 分钟后进入标定模式', en: 'Warm up for 15 minutes, then enter calibration mode' },
      {
        ch: '空秤确认零点，再放上满量程砝码确认',
        en: 'Confirm zero with an empty pan, then confirm with the full-scale weight',
      },
      {
        ch: '退出标定并用中间砝码复核示值',
        en: 'Leave calibration and check readings with intermediate weights',
      },
    ],
  },
  {
    id: 'print-head-cleaning',
    title: { ch: '打印头清洁与更换', en: 'Cleaning and replacing the print head' },
    summary: { ch: '标签发灰、缺线时的处理', en: 'What to do when labels print faint or with missing lines' },
    steps: [
      { ch: '关机并打开打印仓盖', en: 'Switch off and open the printer cover' },
      {
        ch: '用蘸有无水酒精的棉签沿打印头横向擦拭',
        en: 'Wipe across the print head with a swab moistened with pure alcohol',
      },
      { ch: '待酒精完全挥发后再开机', en: 'Let the alcohol dry completely before switching on' },
      { ch: '清洁后仍缺线时更换打印头', en: 'Replace the print head if lines are still missing' },
    ],
  },
  {
    id: 'label-loading',
    title: { ch: '标签纸安装与感应器校准', en: 'Loading labels and calibrating the gap sensor' },
    summary: { ch: '更换标签卷后的走纸与定位', en: 'Feeding and positioning after a new label roll' },
    steps: [
      { ch: '按纸轴直径选择对应的标签卷', en: 'Choose a label roll that fits the shaft diameter' },
      {
        ch: '按仓内示意图穿纸，底纸绕过剥离板',
        en: 'Thread the labels as shown inside the bay, backing paper round the peel plate',
      },
      {
        ch: '执行走纸校准，让感应器识别标签间隙',
        en: 'Run gap calibration so the sensor learns the label gap',
      },
    ],
  },
  {
    id: 'network-setup',
    title: { ch: '网络设置与联网故障排除', en: 'Network setup and troubleshooting' },
    summary: { ch: 'IP 地址设置与常见联网问题', en: 'IP settings and common connection problems' },
    steps: [
      {
        ch: '在系统设置中填写 IP 地址、子网掩码与网关',
        en: 'Enter IP address, subnet mask and gateway in system settings',
      },
      { ch: '确认同一网段内 IP 不重复', en: 'Make sure no other device uses the same IP' },
      { ch: '用电脑 ping 秤的 IP 检查连通', en: 'Ping the scale from a computer to check the link' },
    ],
  },
  {
    id: 'plu-download',
    title: { ch: 'PLU 下载故障排除', en: 'PLU download troubleshooting' },
    summary: {
      ch: '商品下发失败或数据不全时的检查',
      en: 'Checks when goods fail to download or arrive incomplete',
    },
    steps: [
      {
        ch: '检查管理软件中秤的 IP 与秤号是否正确',
        en: 'Check the scale IP and number in the management software',
      },
      { ch: '确认商品编号未超出秤的存储容量', en: 'Make sure PLU numbers stay within the scale’s capacity' },
      { ch: '分批下载并查看下载日志', en: 'Download in batches and read the download log' },
    ],
  },
  {
    id: 'unstable-weighing',
    title: { ch: '称重不稳的常见原因', en: 'Causes of unstable weighing' },
    summary: {
      ch: '读数跳动、回零慢的排查',
      en: 'Finding the cause of drifting readings and slow return to zero',
    },
    steps: [
      { ch: '避开风扇、空调出风口与振动源', en: 'Keep away from fans, air-conditioning vents and vibration' },
      { ch: '检查秤盘下方是否有异物卡住', en: 'Check nothing is caught under the pan' },
      { ch: '调整水平并重新标定', en: 'Level the scale and calibrate again' },
    ],
  },
  {
    id: 'battery-care',
    title: { ch: '电池保养与更换', en: 'Battery care and replacement' },
    summary: { ch: '延长蓄电池寿命的方法', en: 'How to make the battery last' },
    steps: [
      { ch: '长期不用时每月充电一次', en: 'Charge once a month when stored' },
      { ch: '避免电量完全耗尽后长时间放置', en: 'Do not leave the battery fully drained' },
      { ch: '续航明显缩短时更换同规格电池', en: 'Replace with the same type when run time drops markedly' },
    ],
  },
  {
    id: 'usb-driver',
    title: { ch: 'USB 驱动安装说明', en: 'Installing the USB driver' },
    summary: { ch: '电脑识别秤的 USB 串口', en: 'Letting a computer see the scale’s USB serial port' },
    steps: [
      { ch: '下载并解压 USB 串口驱动压缩包', en: 'Download and unpack the USB serial driver archive' },
      { ch: '运行安装程序后重新插拔 USB 线', en: 'Run the installer, then reconnect the USB cable' },
      { ch: '在设备管理器中确认新增的串口号', en: 'Find the new COM port in Device Manager' },
    ],
  },
  {
    id: 'serial-communication',
    title: { ch: '串口通讯设置说明', en: 'Serial communication settings' },
    summary: { ch: '与收银系统对接时的串口参数', en: 'Serial parameters for connecting a till' },
    steps: [
      {
        ch: '秤与收银机的波特率、数据位、校验位保持一致',
        en: 'Match baud rate, data bits and parity on scale and till',
      },
      { ch: '选择连续发送或指令应答模式', en: 'Choose continuous output or command/response mode' },
      { ch: '用串口调试工具确认重量数据格式', en: 'Check the weight format with a serial terminal' },
    ],
  },
  {
    id: 'counting-sampling',
    title: { ch: '计数秤取样与单重设置', en: 'Counting-scale sampling and piece weight' },
    summary: { ch: '提高计数准确度的取样方法', en: 'Sampling for accurate counts' },
    steps: [
      { ch: '去皮后放入 10 个以上样品', en: 'Tare, then add 10 or more sample pieces' },
      { ch: '输入样品数量并确认单重', en: 'Enter the sample count and confirm the piece weight' },
      { ch: '单件过轻时增加取样数量', en: 'Use more samples when pieces are very light' },
    ],
  },
  {
    id: 'indicator-wiring',
    title: { ch: '称重仪表传感器接线', en: 'Indicator load-cell wiring' },
    summary: { ch: 'XK3170 仪表与传感器的连接', en: 'Connecting XK3170 indicators to load cells' },
    steps: [
      {
        ch: '断电后按端子标识连接激励、信号与屏蔽线',
        en: 'With power off, connect excitation, signal and shield as marked',
      },
      {
        ch: '多传感器时使用接线盒并调整角差',
        en: 'Use a junction box and corner adjustment with several load cells',
      },
      { ch: '接线完成后进行标定', en: 'Calibrate after wiring' },
    ],
  },
];
