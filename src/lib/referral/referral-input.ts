// What a page's referral is, read from the query and the kept cookies: small and pure, so the boot can
// tell whether there is a referral to capture before it downloads the capture (capture.ts).

/** What the page was opened with (query values win, cookies fill the gaps). */
export interface ReferralInput {
  ref?: string;
  ref_type?: string;
  ref_channel?: string;
  group_id?: string;
}

export type Query = URLSearchParams | Record<string, string | string[] | null | undefined>;

function queryValue(query: Query, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value : undefined;
}

/** Query first, then the stored cookie (ref falls back to the ref_uid cookie). Pure. */
export function readReferralInput(query: Query, cookie: (name: string) => string | undefined): ReferralInput {
  const pick = (key: string, cookieName = key) => queryValue(query, key) ?? (cookie(cookieName) || undefined);
  return compactInput({
    ref: pick('ref', 'ref_uid'),
    ref_type: pick('ref_type'),
    ref_channel: pick('ref_channel'),
    group_id: pick('group_id'),
  });
}

function compactInput(input: ReferralInput): ReferralInput {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as ReferralInput;
}
