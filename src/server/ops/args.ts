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
