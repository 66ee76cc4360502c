import { Fragment } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

const LINKS = {
  user: { path: '/helperCenter/userAgreement', label: 'route.title.userAgreement' },
  privacy: { path: '/helperCenter/privacyAgreement', label: 'route.title.privacyAgreement' },
} as const;

/** The registration consent: one checkbox for both agreements, each linked in a new tab. */
export default function AgreementCheckbox({ checked, onChange, error }: Props) {
  const t = useT();
  const locale = useLocale();
  // The sentence is translated whole; its {user} and {privacy} slots become links, in whatever order a language needs.
  const parts = t('login.agreement').split(/(\{user\}|\{privacy\})/);
  return (
    <div>
      <div className="flex items-start gap-2 text-sm text-gray-700">
        <input
          id="register-agreement"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'register-agreement-error' : undefined}
          className="mt-1 size-4 shrink-0 accent-primary-600"
        />
        <label htmlFor="register-agreement">
          {parts.map((part, i) => {
            const link = part === '{user}' ? LINKS.user : part === '{privacy}' ? LINKS.privacy : undefined;
            if (!link) return <Fragment key={i}>{part}</Fragment>;
            return (
              <a
                key={i}
                href={localizePath(link.path, locale)}
                target="_blank"
                rel="noopener"
                className="text-primary-700 underline underline-offset-2 hover:text-primary-900"
              >
                {t(link.label)}
                <span className="sr-only">{t('login.newTab')}</span>
              </a>
            );
          })}
        </label>
      </div>
      <p id="register-agreement-error" role="alert" className="min-h-5 pt-0.5 text-xs leading-5 text-red-600">
        {error}
      </p>
    </div>
  );
}
