import { useLocaleState } from 'react-admin';
import { CARRIERS, carrierName } from '../../lib/carriers.ts';

/** The carrier list as select choices, named in the console's language; the stored value is the code. */
export function useCarrierChoices() {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'zh';
  return CARRIERS.map((c) => ({ id: c.code, name: carrierName(c.code, lang) }));
}
