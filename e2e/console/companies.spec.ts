import { ADMIN, OWNER } from '../support/accounts';
import { openSignInApp } from '../support/LoginPage';
import { openOptions, pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { lastSmsCode } from '../support/sms-outbox';
import { type Browser, expect, type Page, test } from '../support/test';

/** The demo company's clerk (README): a USER member without the user-management menu. */
const CLERK = { username: 'clerk', password: 'Demo@123456' };
const DEMO_SHOPS = ['文三路生鲜店', '滨江星光店'];

/** A fresh phone the demo data does not hold. */
function freshPhone(): string {
  return `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The SMS tab of /sign/login, the code read from the test outbox. */
async function signInBySms(page: Page, phone: string) {
  await openSignInApp(page);
  await page.getByRole('tab', { name: '短信验证码登录' }).click();
  const form = page.getByTestId('sms-form');
  await form.getByPlaceholder('手机号').fill(phone);
  const before = lastSmsCode(phone);
  await form.getByTestId('send-code').click();
  await expect(page.getByText('系统消息：验证码发送成功')).toBeVisible();
  await expect.poll(() => lastSmsCode(phone)).not.toBe(before);
  await form.getByPlaceholder('短信验证码').fill(lastSmsCode(phone)!);
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
}

/** Invites a member by phone in the members panel on the page; the invitation is listed as pending. */
async function inviteMember(page: Page, phone: string, role: string, nickname: string) {
  const panel = page.getByTestId('members-panel');
  await panel.getByTestId('member-add').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '添加成员' });
  await expect(dialog.getByText('短信验证码登录')).toBeVisible();
  await dialog.getByLabel('手机号').fill('12345');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByTestId('member-form-role').click();
  await openOptions(page).filter({ hasText: role }).click();
  await dialog.getByLabel('昵称（可选）').fill(nickname);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('邀请已发送：对方登录并接受后即加入')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('pending-invitations')).toContainText(phone);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an administrator creates a company and adds its owner, who signs in by SMS and sees only that company', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const companyName = `端到端公司${suffix}`;
  const ownerPhone = freshPhone();
  const staffPhone = freshPhone();

  // The administrator creates the company (phone checked as on the login page).
  await openSignedIn(page, ADMIN, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('figure-companies')).toBeVisible();
  await page.getByTestId('side-menu').getByText('公司管理').click();
  await page.getByTestId('side-menu').getByText('公司列表').click();
  await expect(page).toHaveURL(/\/admin\/companyMng\/companyList$/);
  await page.getByTestId('company-create').click();
  const form = page.getByTestId('company-form');
  await form.getByLabel('公司名称').fill(companyName);
  await form.getByLabel('联系人').fill('王经理');
  await form.getByLabel('联系电话').fill('1234');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await form.getByLabel('联系电话').fill(ownerPhone);
  await form.getByLabel('地址').fill('杭州市西湖区文一西路 1 号');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('公司已保存')).toBeVisible();

  await page.getByTestId('company-search').locator('input').fill(companyName);
  await page.getByTestId('company-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('正常');
  await row.getByRole('link', { name: companyName }).click();

  // Its page: details, and the colleague invited by phone as its owner.
  await expect(page).toHaveURL(/\/admin\/companyMng\/companyList\/manage\/\d+$/);
  await expect(page.getByTestId('company-details')).toContainText('王经理');
  await inviteMember(page, ownerPhone, '所有者', '李同事');

  // The colleague's first SMS sign-in joins them; they see only the new company: no demo shops.
  const owner = await newPage(browser);
  await signInBySms(owner, ownerPhone);
  await expect(owner.getByText(`当前公司：${companyName}`)).toBeVisible();
  await expect(owner.getByTestId('figure-shops')).toContainText('0');
  await expect(owner.getByTestId('figure-members')).toContainText('1');
  await owner.goto('/project/shopMng/shopList');
  await expect(owner.locator('.ant-table-placeholder')).toBeVisible();
  for (const shop of DEMO_SHOPS) await expect(owner.getByText(shop)).toHaveCount(0);

  // As owner they add a member, change the member's role, and cannot drop the last owner.
  await owner.getByTestId('side-menu').getByText('用户管理').click();
  await owner.getByTestId('side-menu').getByText('用户列表').click();
  await expect(owner).toHaveURL(/\/project\/userMng\/userList$/);
  await inviteMember(owner, staffPhone, '员工', '赵店员');
  const staff = await newPage(browser);
  await signInBySms(staff, staffPhone);
  await expect(staff.getByText(`当前公司：${companyName}`)).toBeVisible();
  await staff.context().close();
  await owner.reload();
  const staffRow = owner.getByTestId('members-panel').getByRole('row').filter({ hasText: staffPhone });
  await expect(staffRow).toContainText('赵店员');
  await expect(staffRow.getByTestId('member-role-select')).toContainText('员工');
  await staffRow.getByTestId('member-role-select').click();
  await openOptions(owner).filter({ hasText: '管理员' }).click();
  await expect(owner.getByText('角色已修改')).toBeVisible();
  await expect(staffRow.getByTestId('member-role-select')).toContainText('管理员');

  const selfRow = owner.getByTestId('members-panel').getByRole('row').filter({ hasText: ownerPhone });
  await selfRow.getByTestId('member-role-select').click();
  await openOptions(owner).filter({ hasText: '员工' }).click();
  await expect(owner.getByText('公司至少需要一位所有者')).toBeVisible();
  await owner.getByRole('button', { name: /确\s*定|知道了/ }).click();
  await expect(selfRow.getByTestId('member-role-select')).toContainText('所有者');
  await owner.context().close();

  // The administrator sees the changes in the audit log, with readable actions.
  await page.goto('/admin/auditMng/auditList');
  await expect(page.getByRole('row').filter({ hasText: '创建公司' }).first()).toBeVisible();
  await page.getByTestId('audit-action-filter').click();
  await openOptions(page).filter({ hasText: '修改成员角色' }).click();
  await expect(page.getByRole('row').filter({ hasText: '改为 管理员' }).first()).toBeVisible();
});

test('the clerk of the demo company has no user-management menu', async ({ page }) => {
  await openSignedIn(page, CLERK, '/project/dashboard');
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(page.getByText('当前公司：演示公司')).toBeVisible();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('店铺管理');
  await expect(menu).not.toContainText('用户管理');
  await page.goto('/project/userMng/userList');
  await expect(page).toHaveURL(/\/403$/);
});

test('a super administrator creates an administrator, resets the password and changes the role', async ({
  page,
}) => {
  test.slow(); // four dialogs and two lists in one flow
  const username = `ops${String(Date.now()).slice(-6)}`;
  await openSignedIn(page, ADMIN, '/admin/adminMng/adminList');
  await page.getByTestId('admin-create').click();
  const form = page.getByTestId('admin-form');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码').fill('short');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(form.getByText('密码至少 8 位')).toBeVisible();
  await form.getByLabel('密码').fill('Ops@12345678');
  await form.getByLabel('昵称').fill('运维同事');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('管理员已保存')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('正常');
  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog').filter({ hasText: '重置“运维同事”的密码' });
  await reset.getByLabel('新密码').fill('Ops@87654321');
  await reset.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('密码已重置，该管理员需重新登录')).toBeVisible();
  await row.locator('.ant-select').click();
  await openOptions(page).filter({ hasText: '超级管理员' }).click();
  await expect(page.getByText('角色已修改')).toBeVisible();
  await row.getByRole('button', { name: '停用' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row).toContainText('已停用');

  // All company users, then one company's members through the company filter.
  await page.goto('/admin/userMng/userList');
  await expect(page.getByRole('row').filter({ hasText: '13800000002' })).toContainText('演示公司');
  await pick(page, page.getByTestId('user-company-filter'), '演示公司');
  await expect(page.getByText('演示公司 的成员')).toBeVisible();
  await expect(
    page.getByTestId('members-panel').getByRole('row').filter({ hasText: '13800000000' }),
  ).toContainText('所有者');
});

test("a manager sees the company's owners and managers read-only, and cannot assign owners", async ({
  page,
}) => {
  await openSignedIn(page, { username: 'manager', password: 'Demo@123456' }, '/project/adminMng/adminList');
  const panel = page.getByTestId('members-panel');
  await expect(panel.getByRole('row').filter({ hasText: '13800000000' })).toContainText('所有者');
  await expect(panel.getByRole('row').filter({ hasText: '13800000001' })).toContainText('管理员');
  await expect(panel.getByRole('row').filter({ hasText: '13800000002' })).toHaveCount(0);
  await expect(panel.getByTestId('member-add')).toHaveCount(0);

  await page.goto('/project/userMng/userList');
  await panel.getByTestId('member-add').click();
  await page.getByTestId('member-form-role').click();
  await expect(openOptions(page).filter({ hasText: '员工' })).toBeVisible();
  await expect(openOptions(page).filter({ hasText: '所有者' })).toHaveCount(0);
});

test('a person with an account joins a company only by accepting its invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A company-less account: a new number's SMS sign-in with no invitation waiting.
  const phone = freshPhone();
  await signInBySms(page, phone);
  await expect(page.getByText('您尚未加入任何公司')).toBeVisible();

  // The demo owner invites that number as staff.
  const owner = await newPage(browser);
  await openSignedIn(owner, OWNER, '/project/userMng/userList');
  await inviteMember(owner, phone, '员工', '孙店员');
  // The member list does not show the person until they accept.
  await expect(owner.getByTestId('members-panel').getByRole('row').filter({ hasText: phone })).toHaveCount(0);
  await owner.context().close();

  await page.reload();
  const invitations = page.getByTestId('invitations');
  await expect(invitations).toContainText('演示公司 邀请您以「员工」身份加入');
  await invitations.getByTestId('invitation-accept').click();
  await expect(page.getByText('您已加入 演示公司')).toBeVisible();
  await expect(page.getByText('当前公司：演示公司')).toBeVisible();
  await expect(page.getByTestId('invitations')).toHaveCount(0);
});
