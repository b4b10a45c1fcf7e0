import type { RequestHandler } from 'msw';
import { faultHandler } from './faults';
import { authHandlers } from './handlers/auth';
import { chartHandlers } from './handlers/chart';
import { chatHandlers } from './handlers/chat';
import { collectHandlers } from './handlers/collect';
import { complianceHandlers } from './handlers/compliance';
import { footerHandlers } from './handlers/footer';
import { heraldHandlers } from './handlers/herald';
import { hostileHandlers } from './handlers/hostile';
import { marketHandlers } from './handlers/market';
import { rulesBundleHandlers } from './handlers/rules-bundle';
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
  ...hostileHandlers,
  ...marketHandlers,
  ...heraldHandlers,
  ...siteHandlers,
  ...userHandlers,
  ...authHandlers,
  ...complianceHandlers,
  ...rebateHandlers,
  ...safeHandlers,
  ...collectHandlers,
  ...footerHandlers,
  ...chatHandlers,
  ...chartHandlers,
  ...rulesBundleHandlers(),
];
