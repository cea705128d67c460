/**
 * Addresses shown to someone who has not signed in, masked so they confirm an account to its owner
 * without handing the address to anybody else: "om***@ex***.com", "+971 •••• 4567".
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (text: string, count: number) =>
    `${text.slice(0, Math.min(count, Math.max(1, text.length - 1)))}***`;
  return `${keep(local, 2)}@${keep(host, 2)}${tld}`;
}

export function maskPhone(countryCode: string, phone: string): string {
  return `+${countryCode} •••• ${phone.slice(-Math.min(4, Math.max(2, phone.length - 4)))}`;
}
