/**
 * Creates a super administrator, or resets an existing account's password and makes it one.
 * For production databases started with SEED=none:
 *   npm run create-admin -w apps/server -- <username> <password>
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { hashPassword } from '../lib/password.js';
import * as users from '../modules/users/repo.js';

const [username, password] = process.argv.slice(2);
if (!username || !password) {
  console.error('usage: npm run create-admin -w apps/server -- <username> <password>');
  process.exit(2);
}
if (password.length < 8) {
  console.error('The password needs at least 8 characters.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database.db);
const passwordHash = await hashPassword(password);
const existing = await users.findByIdentifier(database.db, username);
if (existing) {
  await users.updateUser(database.db, existing.id, {
    passwordHash,
    roleType: 'SUPER_ADMIN',
    status: 'active',
  });
  console.log(`Account ${username} is now an active SUPER_ADMIN with the new password.`);
} else {
  await users.insertUser(database.db, {
    username,
    passwordHash,
    nickname: username,
    roleType: 'SUPER_ADMIN',
  });
  console.log(`Created SUPER_ADMIN ${username}.`);
}
await database.close();
