import type { RequestHandler } from 'msw';
import { faultHandler } from './faults';
import { collectHandlers } from './handlers/collect';
import { complianceHandlers } from './handlers/compliance';
import { heraldHandlers } from './handlers/herald';
import { marketHandlers } from './handlers/market';
import { rebateHandlers } from './handlers/rebate';
import { safeHandlers } from './handlers/safe';
import { siteHandlers } from './handlers/site';
import { userHandlers } from './handlers/user';

/**
 * The embedded exchange backend: the same handlers serve the Vite dev and preview servers (through
 * vite-plugin.ts) and the tests (msw/node). The fault wrapper runs first.
 */
export const handlers: RequestHandler[] = [
  faultHandler,
  ...marketHandlers,
  ...heraldHandlers,
  ...siteHandlers,
  ...userHandlers,
  ...complianceHandlers,
  ...rebateHandlers,
  ...safeHandlers,
  ...collectHandlers,
];
