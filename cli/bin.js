#!/usr/bin/env node
// `meridian` as a bin: runs the TypeScript entry through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
