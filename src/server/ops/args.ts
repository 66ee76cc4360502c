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
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`${name} needs a positive whole number`);
  return value;
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

/** A positive whole number given as an argument, e.g. an id; `what` names it in the message. */
export function positiveId(value: string | undefined, what: string): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0) throw new UsageError(`${what} is a positive whole number`);
  return n;
}
