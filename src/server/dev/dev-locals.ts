import { boot } from '../boot.ts';
import { createServices } from '../services.ts';
import { pageLocals, type PageLocals } from '../web/page-locals.ts';

let locals: Promise<PageLocals> | undefined;

/** Under `astro dev` there is no Node entry to hand services over; pages get them from one lazily booted runtime. */
export function devPageLocals(): Promise<PageLocals> {
  locals ??= boot().then((rt) => pageLocals(createServices(rt)));
  return locals;
}
