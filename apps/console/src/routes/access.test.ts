import type { CompanyInfo, UserInfo } from '@dahua/shared/contracts/users';
import { describe, expect, it } from 'vitest';
import { needsPhoneBinding } from '../access/roles';
import { groupsHolding, menuItems, selectedMenuKey } from '../layouts/menu';
import { accessTo, afterSignInPath, homePathFor, matchChain } from './access';
import { consoleRoutes, menuRoutesFor } from './routeTable';

function user(role: UserInfo['role_type'], company?: Partial<CompanyInfo>): UserInfo {
  return {
    id: 1,
    username: 'u',
    token: 't',
    expiration: '2099-01-01T00:00:00Z',
    nickname: 'n',
    img_url: '',
    phone_number: '13800000000',
    role_type: role,
    created_time: '',
    last_modified_time: '',
    if_company: company ? 1 : 0,
    if_phone_number: 1,
    if_wechat: 0,
    company_info: company
      ? {
          id: 1,
          name: 'c',
          contact_person: '',
          phone_number: '',
          address: '',
          if_analysis_open: 1,
          role_type: 'OWNER',
          role_name: '',
          ...company,
        }
      : null,
  };
}

const access = (path: string, info: UserInfo | null) => {
  const chain = matchChain(consoleRoutes, path);
  if (!chain) throw new Error(`no route for ${path}`);
  return accessTo(chain, info);
};

describe('route guards', () => {
  it('send a signed-out visitor to login', () => {
    expect(access('/project/dashboard', null)).toBe('login');
    expect(access('/admin/dashboard', null)).toBe('login');
  });

  it('keep company users out of the admin area and administrators out of the company area', () => {
    expect(access('/admin/dashboard', user('USER', {}))).toBe('forbidden');
    expect(access('/project/dashboard', user('USER', {}))).toBe('allow');
    expect(access('/admin/companyMng/companyList', user('ADMIN'))).toBe('allow');
    expect(access('/admin/adminMng/adminList', user('SUPER_ADMIN'))).toBe('allow');
    expect(access('/project/goodMng/goodList', user('ADMIN'))).toBe('forbidden');
  });

  it('let administrators reach the /project stock pages their menu links to', () => {
    expect(access('/project/stockMng/supplierList', user('ADMIN'))).toBe('allow');
    expect(access('/project/stockMng/stockCheck', user('USER', {}))).toBe('allow');
  });

  it('show the company user list only to owners and managers', () => {
    expect(access('/project/userMng/userList', user('USER', { role_type: 'USER' }))).toBe('forbidden');
    expect(access('/project/userMng/userList', user('USER', { role_type: 'MANAGER' }))).toBe('allow');
    const names = (info: UserInfo) =>
      menuItems(menuRoutesFor(info), info, (key) => key).map((item) => item?.key);
    expect(names(user('USER', { role_type: 'USER' }))).not.toContain('/project/userMng');
    expect(names(user('USER', { role_type: 'OWNER' }))).toContain('/project/userMng');
  });

  it('follow the company statistics switch', () => {
    expect(access('/project/statsMng/saleAnalysis', user('USER', { if_analysis_open: 0 }))).toBe('forbidden');
    expect(access('/project/statsMng/goodAnalysis/5', user('USER', { if_analysis_open: 1 }))).toBe('allow');
  });

  it('match detail routes with parameters and hide them from the menu', () => {
    const chain = matchChain(consoleRoutes, '/project/shopMng/shopList/manage/42')!;
    expect(chain.map((r) => r.name)).toEqual(['dashboard', 'shopMng', 'shopManage']);
    expect(chain.at(-1)).toMatchObject({ hideInMenu: true, showGoBack: true });
    expect(matchChain(consoleRoutes, '/project/no-such-page')).toBeNull();
  });

  it('lights the list entry on its detail page', () => {
    const menu = menuRoutesFor(user('USER', {}));
    expect(selectedMenuKey(menu, '/project/shopMng/shopList/manage/42')).toBe('/project/shopMng/shopList');
    expect(selectedMenuKey(menu, '/project/dashboard')).toBe('/project/dashboard');
  });

  it('opens the group of the current page, single-child groups included', () => {
    const menu = menuRoutesFor(user('USER', {}));
    const groupOf = (path: string) => groupsHolding(menu, selectedMenuKey(menu, path) ?? path);
    expect(groupOf('/project/shopMng/shopList/manage/1')).toEqual(['/project/shopMng']);
    expect(groupOf('/project/goodMng/goodList')).toEqual(['/project/goodMng']);
    expect(groupOf('/project/dashboard')).toEqual([]);
    const admin = menuRoutesFor(user('ADMIN'));
    expect(groupsHolding(admin, '/project/stockMng/importOrder')).toEqual(['/project/stockMng']);
  });

  it('the admin menu has every entry of SPEC §2.3, the test page hidden', () => {
    const menu = menuRoutesFor(user('ADMIN'));
    const visible = menu.filter((r) => !r.hideInMenu).map((r) => r.name);
    expect(visible).toEqual([
      'dashboard',
      'companyMng',
      'shopMng',
      'goodMng',
      'scaleMng',
      'fleet',
      'stockMng',
      'tradeMng',
      'statsMng',
      'userMng',
      'workorderMng',
      'adminMng',
      'leads',
      'site',
      'inspectorMng',
      'auditMng',
      'announcementMng',
    ]);
    expect(menu.find((r) => r.name === 'test')?.hideInMenu).toBe(true);
    const stock = menu.find((r) => r.name === 'stockMng')!;
    expect(stock.children?.every((c) => c.path.startsWith('/project/stockMng/'))).toBe(true);
  });
});

describe('the leads (issue 30 §4)', () => {
  const chain = matchChain(consoleRoutes, '/admin/leads')!;
  it('open to site editors and super administrators; 403 for other administrators; a company user never', () => {
    expect(accessTo(chain, { ...user('ADMIN'), site_editor: true })).toBe('allow');
    expect(accessTo(chain, user('SUPER_ADMIN'))).toBe('allow');
    expect(accessTo(chain, user('ADMIN'))).toBe('forbidden');
    expect(accessTo(chain, { ...user('ADMIN'), site_editor: false })).toBe('forbidden');
    expect(accessTo(chain, { ...user('USER', {}), site_editor: true })).toBe('forbidden');
    const names = (info: UserInfo) =>
      menuItems(menuRoutesFor(info), info, (key) => key).map((item) => item?.key);
    expect(names({ ...user('ADMIN'), site_editor: true })).toContain('/admin/leads');
    expect(names(user('ADMIN'))).not.toContain('/admin/leads');
  });
});

describe('the site editor (issue 30 §1)', () => {
  it('the list and the editors: site editors and super administrators only, the editors not in the menu', () => {
    for (const path of [
      '/admin/site',
      '/admin/site/settings',
      '/admin/site/product/tm-ab',
      '/admin/site/page/about',
    ]) {
      const chain = matchChain(consoleRoutes, path)!;
      expect(chain, path).toBeTruthy();
      expect(accessTo(chain, { ...user('ADMIN'), site_editor: true }), path).toBe('allow');
      expect(accessTo(chain, user('SUPER_ADMIN')), path).toBe('allow');
      expect(accessTo(chain, user('ADMIN')), path).toBe('forbidden');
      expect(accessTo(chain, { ...user('USER', {}), site_editor: true }), path).toBe('forbidden');
    }
    const info = { ...user('ADMIN'), site_editor: true };
    const items = menuItems(menuRoutesFor(info), info, (key) => key);
    const site = items.find((item) => item?.key === '/admin/site') as { children?: unknown } | undefined;
    expect(site).toBeTruthy();
    expect(site?.children).toBeUndefined();
    expect(items.map((item) => item?.key)).not.toContain('/admin/site/settings');
    expect(
      menuItems(menuRoutesFor(user('ADMIN')), user('ADMIN'), (key) => key).map((i) => i?.key),
    ).not.toContain('/admin/site');
  });
});

describe('redirects by role', () => {
  it('sends USER to /project, administrators to /admin, others to /sign', () => {
    expect(homePathFor(user('USER', {}))).toBe('/project');
    expect(homePathFor(user('ADMIN'))).toBe('/admin');
    expect(homePathFor(user('SUPER_ADMIN'))).toBe('/admin');
    expect(homePathFor(null)).toBe('/sign');
  });

  it('uses a remembered location only when the user may open it', () => {
    expect(afterSignInPath(consoleRoutes, user('USER', {}), '/project/goodMng/goodList')).toBe(
      '/project/goodMng/goodList',
    );
    expect(afterSignInPath(consoleRoutes, user('USER', {}), '/admin/dashboard')).toBe('/project');
    expect(afterSignInPath(consoleRoutes, user('ADMIN'), null)).toBe('/admin');
  });
});

describe('inspectors (issue 27)', () => {
  const inspector = () => user('INSPECTOR');

  it('go home to their scales in /inspect, and nowhere in /project or /admin', () => {
    expect(homePathFor(inspector())).toBe('/inspect/fleet');
    expect(access('/inspect/fleet', inspector())).toBe('allow');
    expect(access('/inspect/fleet/7', inspector())).toBe('allow');
    expect(access('/inspect/reports', inspector())).toBe('allow');
    for (const path of [
      '/project/dashboard',
      '/project/stockMng/supplierList',
      '/project/stockMng/stockCheck/3',
      '/project/scaleMng/scaleList',
      '/admin/dashboard',
      '/admin/inspectorMng/inspectorList',
    ])
      expect(access(path, inspector()), path).toBe('forbidden');
    expect(afterSignInPath(consoleRoutes, inspector(), '/project/dashboard')).toBe('/inspect/fleet');
  });

  it('the inspection area is theirs alone', () => {
    expect(access('/inspect/fleet', user('USER', {}))).toBe('forbidden');
    expect(access('/inspect/fleet', user('ADMIN'))).toBe('forbidden');
  });

  it('their menu holds the scales and the reports only; administrators find the inspectors page', () => {
    const menu = menuRoutesFor(inspector());
    expect(menu.filter((r) => !r.hideInMenu).map((r) => r.path)).toEqual([
      '/inspect/fleet',
      '/inspect/reports',
    ]);
    expect(menuRoutesFor(user('ADMIN')).map((r) => r.path)).toContain('/admin/inspectorMng');
  });

  it('are not sent to bind a phone', () => {
    expect(needsPhoneBinding({ ...inspector(), if_phone_number: 0 })).toBe(false);
    expect(needsPhoneBinding({ ...user('USER', {}), if_phone_number: 0 })).toBe(true);
  });
});
