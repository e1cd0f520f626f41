import type { ErrorEntry } from '../entry.js';

/** The site's content, its drafts and publishing (module site, issue 30 §1, §3). */
export const siteErrors = {
  SITE_ITEM_NOT_FOUND: {
    id: 'ERCO001750',
    status: 404,
    msg: { ch: '没有这项网站内容', en: 'There is no such site content.' },
  },
  SITE_ITEM_CHANGED: {
    id: 'ERCO001751',
    status: 409,
    msg: {
      ch: '这项内容已被他人修改，请刷新后再操作',
      en: 'This content has changed since you opened it; reload it and try again.',
    },
  },
  SITE_IDENTITY_FIXED: {
    id: 'ERCO001752',
    status: 400,
    msg: {
      ch: '产品的编号和页面地址不能修改',
      en: 'A product’s slug and page address cannot be changed.',
    },
  },
  SITE_TEXTS_MISSING: {
    id: 'ERCO001753',
    status: 400,
    msg: {
      ch: '还有 {count} 处文字未填写（{languages}），补全后才能发布',
      en: '{count} texts are still empty ({languages}); fill them in before publishing.',
    },
  },
  SITE_RENDER_FAILED: {
    id: 'ERCO001754',
    status: 422,
    msg: {
      ch: '页面生成失败，本次未发布任何内容：{reason}',
      en: 'The pages could not be rendered, so nothing was published: {reason}',
    },
  },
  SITE_WRITE_FAILED: {
    id: 'ERCO001757',
    status: 503,
    msg: {
      ch: '页面无法写入服务器，本次未发布任何内容，请稍后再试',
      en: 'The pages could not be written on the server, so nothing was published; try again later.',
    },
  },
  SITE_NOTHING_TO_PUBLISH: {
    id: 'ERCO001755',
    status: 409,
    msg: {
      ch: '草稿与已发布的内容相同，无需发布',
      en: 'The draft is the same as what is published; there is nothing to publish.',
    },
  },
  SITE_PHOTO_NOT_FOUND: {
    id: 'ERCO001758',
    status: 400,
    msg: { ch: '没有这张照片：{id}，请重新上传', en: 'There is no photo {id}; upload it again.' },
  },
  SITE_REVISION_NOT_FOUND: {
    id: 'ERCO001756',
    status: 404,
    msg: { ch: '没有这个历史版本', en: 'There is no such revision.' },
  },
  SITE_ITEM_EXISTS: {
    id: 'ERCO001759',
    status: 409,
    msg: {
      ch: '编号 {slug} 已被使用，请换一个编号',
      en: 'The slug {slug} is already used; choose another one.',
    },
  },
  SITE_ROUTE_TAKEN: {
    id: 'ERCO001760',
    status: 409,
    msg: {
      ch: '网站已有页面地址 {route}，请换一个地址',
      en: 'The site already has a page at {route}; choose another address.',
    },
  },
  SITE_ROUTE_RESERVED: {
    id: 'ERCO001761',
    status: 400,
    msg: {
      ch: '页面地址 {route} 不可用：只能是一段字母、数字、- 或 _（如 /tm-x1），且不能是后台或系统使用的地址',
      en: 'The address {route} cannot be used: one segment of letters, digits, - or _ (such as /tm-x1), not one the console or the server uses.',
    },
  },
  SITE_ROUTE_PINNED: {
    id: 'ERCO001762',
    status: 409,
    msg: {
      ch: '该产品页面 {route} 是网站的固定地址（菜单与外部链接依赖它），不能下架；可修改其内容',
      en: 'The product’s page {route} is one of the site’s fixed addresses (menus and outside links depend on it), so it cannot be withdrawn; edit its content instead.',
    },
  },
  SITE_NOT_ON_SITE: {
    id: 'ERCO001763',
    status: 409,
    msg: {
      ch: '该内容不在网站上，无需下架',
      en: 'This is not on the site; there is nothing to withdraw.',
    },
  },
  SITE_ITEM_WAS_PUBLISHED: {
    id: 'ERCO001764',
    status: 409,
    msg: {
      ch: '发布过的内容不能删除（保留其历史版本），可将其下架',
      en: 'Something that has been published cannot be deleted (its revisions are kept); withdraw it instead.',
    },
  },
  SITE_GALLERY_PHOTO_REQUIRED: {
    id: 'ERCO001765',
    status: 400,
    msg: {
      ch: '图片 {id} 还没有照片：新加的图片需要上传照片',
      en: 'The picture {id} has no photo: a picture you add needs one.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
