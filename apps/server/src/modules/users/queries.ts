// The users module's public read API: what other modules may read of users (through this file,
// never users/repo.ts). The writes other modules make are users/service.ts's insertUser and updateUser.
export {
  findById,
  findByIdentifier,
  findByPhone,
  hasWechat,
  hasWechatColumn,
  type Membership,
  membershipColumns,
  membershipJoin,
  membershipOf,
} from './repo.js';
