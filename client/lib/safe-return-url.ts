/** Only same-site paths may be a returnUrl: '/cart' yes, '//evil.example' or 'https://…' no. */
export function safeReturnUrl(returnUrl: string | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return '/';
  return returnUrl;
}
