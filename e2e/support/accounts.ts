/** The demo accounts seeded by the server (see README). */
export const ADMIN = { username: 'admin', password: 'Admin@123456', phone: '13900000000' };
export const OWNER = { username: 'demo', password: 'Demo@123456', phone: '13800000000' };
/** Made by e2e/support/start-server.mjs: a super administrator with no phone bound. */
export const NO_PHONE = { username: 'nophone', password: 'Nophone@123456' };
