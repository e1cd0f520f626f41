import * as contract from '@dahua/shared/contracts/stock';
import { describe, expect, it } from 'vitest';
import { consoleEn } from '../../i18n/locales/console.en';
import { consoleZh } from '../../i18n/locales/console.zh';
import { en as coreEn } from '../../i18n/locales/en';
import { zh as coreZh } from '../../i18n/locales/zh';

const zh = { ...coreZh, ...consoleZh };
const en = { ...coreEn, ...consoleEn };

import {
  ACTION_ORDER,
  DOCUMENT_STATUSES,
  documentPath,
  KIND_CONFIGS,
  kindOfRoute,
  LOSS_REASONS,
  locationLabel,
  MOVE_REASONS,
  TRANSIT_NAME,
} from './kinds';

describe('the stock lists the console copies', () => {
  it('equal the contract’s', () => {
    expect(DOCUMENT_STATUSES).toEqual(contract.DOCUMENT_STATUSES);
    expect(LOSS_REASONS).toEqual(contract.LOSS_REASONS);
    expect(MOVE_REASONS).toEqual(contract.MOVE_REASONS);
    expect([...ACTION_ORDER, 'count'].sort()).toEqual([...contract.DOCUMENT_ACTIONS].sort());
    expect(Object.keys(KIND_CONFIGS).sort()).toEqual([...contract.DOCUMENT_KINDS].sort());
  });

  it('are named in both languages', () => {
    for (const catalogue of [zh, en]) {
      for (const status of contract.STATUSES) expect(catalogue.stock.statuses[status]).toBeTruthy();
      for (const action of contract.DOCUMENT_ACTIONS) expect(catalogue.stock.actions[action]).toBeTruthy();
      for (const reason of contract.LOSS_REASONS) expect(catalogue.stock.lossReasons[reason]).toBeTruthy();
      for (const reason of contract.MOVE_REASONS) expect(catalogue.stock.moveReasons[reason]).toBeTruthy();
      for (const kind of contract.DOCUMENT_KINDS) expect(catalogue.stock.kinds[kind]).toBeTruthy();
      for (const kind of contract.LOCATION_KINDS) expect(catalogue.stock.locationKinds[kind]).toBeTruthy();
      for (const config of Object.values(KIND_CONFIGS)) {
        expect(catalogue.menu[config.list]).toBeTruthy();
        expect(catalogue.menu[config.detail]).toBeTruthy();
      }
    }
  });

  it('route each kind to its list and detail pages', () => {
    expect(kindOfRoute('importOrder').kind).toBe('purchase_order');
    expect(kindOfRoute('exchangeDetail').kind).toBe('transfer');
    expect(documentPath('stocktake', 7)).toBe('/project/stockMng/stockCheck/7');
  });
});

describe('the transit location', () => {
  it('is named in the page’s language, never as the stored two-language name', () => {
    expect(TRANSIT_NAME).toBe(contract.TRANSIT_LOCATION_NAME);
    expect(locationLabel(TRANSIT_NAME, undefined, zh.stock.locationKinds.transit)).toBe('在途');
    expect(locationLabel(TRANSIT_NAME, 'transit', en.stock.locationKinds.transit)).toBe('In transit');
    expect(locationLabel('一号店', 'shop', '在途')).toBe('一号店');
  });
});
