/** Request headers naming the app language and type (shell §7; names not shown, ours): the backend answers in that language. */
export function appHeaders(lang: string): Record<string, string> {
  return { 'x-app-lang': lang, 'x-app-type': 'web' };
}
