/**
 * The digits of typed or pasted text, at most `max` of them: "138 0013-8000" → "13800138000". Phone
 * numbers, codes and payment passwords are filtered by it as they are typed.
 */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
