import { idField, MAX_ID, wholeNumber } from '../../lib/schemas/common.ts';
import { UsageError } from './types.ts';

/** The non-blank arguments, at least `count` of them; `what` names what is missing. */
export function need(args: string[], count: number, what: string): string[] {
  const given = args.filter((a) => a.trim() !== '');
  if (given.length < count) throw new UsageError(`missing ${what}`);
  return given;
}

/** `--name N`: a positive whole number, or `fallback` when the option is absent. */
export function intOption(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const parsed = wholeNumber('error.invalidParam', 1, MAX_ID).safeParse(args[i + 1]);
  if (!parsed.success) throw new UsageError(`${name} needs a positive whole number`);
  return parsed.data;
}

/** `--status S` checked against the states a list can be filtered by; undefined when the option is absent. */
export function statusOption<S extends string>(args: string[], statuses: readonly S[]): S | undefined {
  const i = args.indexOf('--status');
  if (i === -1) return undefined;
  const status = args[i + 1] ?? '';
  if (!(statuses as readonly string[]).includes(status)) throw new UsageError(`unknown status "${status}"`);
  return status as S;
}

/** `--name value`: the value, or undefined when the option is absent. */
export function textOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** The arguments that are neither `--options` nor their values. */
export function positionals(args: string[], options: readonly string[]): string[] {
  return args.filter((a, i) => !options.includes(a) && !options.includes(args[i - 1] ?? '') && a.trim() !== '');
}

/** An id given as an argument, read by the id schema every route uses; `what` names it in the message. */
export function positiveId(value: string | undefined, what: string): number {
  const parsed = idField().safeParse(value);
  if (!parsed.success) throw new UsageError(`${what} is a positive whole number`);
  return parsed.data;
}

/** A count given as an argument (a stock level): decimal digits, 0 or more. */
export function countArg(value: string | undefined, what: string): number {
  const parsed = wholeNumber('error.invalidParam', 0, MAX_ID).safeParse(value);
  if (!parsed.success) throw new UsageError(`${what} is a whole number, 0 or more`);
  return parsed.data;
}
