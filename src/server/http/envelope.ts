/** The response shape of every API call. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

export const CODE = {
  success: 200,
  operatorSuccess: 0,
  businessError: -1,
  loginRequired: 403,
} as const;

export function envelope<T>(code: number, data: T, msg = ''): Envelope<T> {
  return { code, data, msg };
}
