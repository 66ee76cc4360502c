import { addressSeparator } from '../../lib/address.ts';
import { useLocale } from './i18n.ts';

interface Props {
  /** Province, city and district in the reader's language. */
  region?: string;
  /** The street address as the member typed it, in whatever script. */
  street?: string;
  /** The consignee, when the line names who receives the parcel. */
  name?: string;
  mobile?: string;
  className?: string;
}

/**
 * A delivery address on one line, each part isolated: an Arabic region beside a Chinese or Latin street (or a
 * number) would otherwise be reordered by the bidi algorithm into a line nobody wrote. The mobile number reads
 * left to right in every language.
 */
export default function AddressText({ region = '', street = '', name, mobile, className }: Props) {
  const locale = useLocale();
  const [area, line] = [region.trim(), street.trim()];
  return (
    <span className={className} data-address-text>
      {name && <bdi data-address-name>{name}</bdi>}
      {name && mobile && ' '}
      {mobile && (
        <bdi dir="ltr" data-address-mobile>
          {mobile}
        </bdi>
      )}
      {(name || mobile) && (area || line) && ' '}
      {area && <bdi data-address-region>{area}</bdi>}
      {area && line && addressSeparator(locale)}
      {line && <bdi data-address-street>{line}</bdi>}
    </span>
  );
}
