import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import { toCsv, type Cell } from '../../lib/csv.ts';

/** One column of an exported list: its heading (a message key) and how a record gives its cell. */
export interface CsvColumn<R> {
  label: string;
  value: (record: R) => Cell;
}

/** `2026-11-27 14:05:09` in the operator's time, as spreadsheets sort and read it. */
export function csvTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Fen as yuan with two decimals, a plain number a spreadsheet can add up. */
export const csvYuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '' : (fen / 100).toFixed(2));

/**
 * A list's exporter (react-admin's `exporter` prop): the records the list's filter and sort find, all of them
 * (ExportAllButton asks for every page, see providers/data.ts), as a CSV file headed in the operator's
 * language and named after the list and the day.
 */
export function useCsvExporter<R>(name: string, columns: CsvColumn<R>[]): Exporter {
  const translate = useTranslate();
  return (records: R[]) => {
    const csv = toCsv(
      columns.map((c) => translate(c.label)),
      records.map((r) => columns.map((c) => c.value(r))),
    );
    downloadCSV(csv, `${name}-${csvTime(new Date().toISOString()).slice(0, 10)}`);
  };
}
