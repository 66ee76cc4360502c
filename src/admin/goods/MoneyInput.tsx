import { NumberInput, type NumberInputProps } from 'react-admin';

/** Money is fen in the API and yuan in the form: 129.00 typed is 12900 sent; a field left empty shows empty, never 0. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      format={(fen: number | string | null | undefined) => (fen === null || fen === undefined || fen === '' ? '' : Number(fen) / 100)}
      parse={(yuan: string | number | null) => (yuan === '' || yuan === null ? null : Math.round(Number(yuan) * 100))}
      {...props}
    />
  );
}
