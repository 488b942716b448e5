export * from './client.js';
export * as schema from './schema.js';
export * from './repositories/users.js';
export * from './repositories/email-codes.js';
export * from './repositories/password-resets.js';
export * from './repositories/login-failures.js';
export * from './repositories/outbox.js';
export * from './repositories/settings.js';
export * from './repositories/files.js';
