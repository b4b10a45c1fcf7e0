declare module 'virtual:meridian/config' {
  import type { CompiledConfig } from './config/compiled-types';
  export const config: CompiledConfig;
}
