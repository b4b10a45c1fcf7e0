import type { queryOptions as typedQueryOptions } from '@tanstack/react-query';

/**
 * react-query's queryOptions (an identity function that tags the query key with its data type),
 * without loading react-query: the calls the boot makes before React arrives (src/app/main.ts)
 * define their query options here, so the boot's first half stays free of React.
 */
export const queryOptions: typeof typedQueryOptions = ((options: unknown) => options) as typeof typedQueryOptions;
