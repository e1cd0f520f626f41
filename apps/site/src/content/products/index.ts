import type { Product } from '../types.js';
import { acsA3 } from './acs-a3.js';
import { acsAa } from './acs-aa.js';
import { acsAa4a } from './acs-aa-4a.js';
import { acsAa5e } from './acs-aa-5e.js';
import { acsAaPrice } from './acs-aa-price.js';
import { acsAb2 } from './acs-ab-2.js';
import { acsAb2aPlus } from './acs-ab-2a-plus.js';
import { ascAb1d } from './asc-ab-1d.js';
import { ascAb2a } from './asc-ab-2a.js';
import { dy2000 } from './dy-2000.js';
import { labelingMachine } from './labeling-machine.js';
import { packagingMachine } from './packaging-machine.js';
import { syA1d } from './sy-a-1d.js';
import { syA1dDual } from './sy-a-1d-dual.js';
import { syA3 } from './sy-a-3.js';
import { syA5 } from './sy-a5.js';
import { syAa1a } from './sy-aa-1a.js';
import { syAa1b } from './sy-aa-1b.js';
import { syB1d } from './sy-b-1d.js';
import { tcsA } from './tcs-a.js';
import { tcsAa1aPlus } from './tcs-aa-1a-plus.js';
import { tcsB } from './tcs-b.js';
import { tmA3 } from './tm-a-3.js';
import { tmAa } from './tm-aa.js';
import { tmAa1e } from './tm-aa-1e.js';
import { tmAa1f } from './tm-aa-1f.js';
import { tmAa4b } from './tm-aa-4b.js';
import { tmAa4bVertical } from './tm-aa-4b-vertical.js';
import { tmAa4d } from './tm-aa-4d.js';
import { tmAa4g } from './tm-aa-4g.js';
import { tmAa5d } from './tm-aa-5d.js';
import { tmAa6a } from './tm-aa-6a.js';
import { tmAaP } from './tm-aa-p.js';
import { tmAb } from './tm-ab.js';
import { tmAZ } from './tm-az.js';
import { tmF } from './tm-f.js';
import { tmF65ai } from './tm-f65ai.js';
import { tmF66 } from './tm-f66.js';
import { tmH } from './tm-h.js';
import { tmH1d } from './tm-h-1d.js';
import { tmH3 } from './tm-h-3.js';
import { tmHL } from './tm-h-l.js';
import { tmH2 } from './tm-h2.js';
import { tmH66 } from './tm-h66.js';
import { tmP } from './tm-p.js';
import { tmPL } from './tm-p-l.js';
import { tmP2 } from './tm-p2.js';
import { tmPC } from './tm-pc.js';
import { tmPcAndroid } from './tm-pc-android.js';
import { tmQ } from './tm-q.js';
import { tmQSyB1dFixed } from './tm-q-sy-b-1d-fixed.js';
import { xk3170A } from './xk3170-a.js';
import { xk3170B2bPlus } from './xk3170-b-2b-plus.js';
import { xk3170B5aPlus } from './xk3170-b-5a-plus.js';
import { xk3170B9a } from './xk3170-b-9a.js';
import { xk3170M } from './xk3170-m.js';

/** Every product page of SPEC §2.6, one file per product. */
export const PRODUCTS: readonly Product[] = [
  acsA3,
  acsAa,
  acsAa4a,
  acsAa5e,
  acsAaPrice,
  acsAb2,
  acsAb2aPlus,
  ascAb1d,
  ascAb2a,
  dy2000,
  labelingMachine,
  packagingMachine,
  syA1d,
  syA1dDual,
  syA3,
  syA5,
  syAa1a,
  syAa1b,
  syB1d,
  tcsA,
  tcsAa1aPlus,
  tcsB,
  tmA3,
  tmAa,
  tmAa1e,
  tmAa1f,
  tmAa4b,
  tmAa4bVertical,
  tmAa4d,
  tmAa4g,
  tmAa5d,
  tmAa6a,
  tmAaP,
  tmAb,
  tmAZ,
  tmF,
  tmF65ai,
  tmF66,
  tmH,
  tmH1d,
  tmH3,
  tmHL,
  tmH2,
  tmH66,
  tmP,
  tmPL,
  tmP2,
  tmPC,
  tmPcAndroid,
  tmQ,
  tmQSyB1dFixed,
  xk3170A,
  xk3170B2bPlus,
  xk3170B5aPlus,
  xk3170B9a,
  xk3170M,
];
