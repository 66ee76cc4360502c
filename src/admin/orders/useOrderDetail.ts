import { useRecordContext } from 'react-admin';

/**
 * The order as its detail answer has it, or undefined while the page still shows the row the operator clicked in
 * the list (react-admin shows that row at once, without the detail's lines, timeline and actions).
 */
export function useOrderDetail<T extends object>(): (T & { orderNo: string; actions: string[] }) | undefined {
  const record = useRecordContext<T & { orderNo: string; actions?: string[] }>();
  return record && Array.isArray(record.actions) ? (record as T & { orderNo: string; actions: string[] }) : undefined;
}
