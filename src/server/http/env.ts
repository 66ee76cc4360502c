import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import type { OperatorInfo } from '../../lib/schemas/operator.ts';

/** Values every API request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    t: TFunction;
    /** Set by requireMember on member-only routes. */
    member: { id: number; tokenHash: string };
    /** Set by requireOperator on /api/admin routes. */
    operator: OperatorInfo & { tokenHash: string };
  };
}
