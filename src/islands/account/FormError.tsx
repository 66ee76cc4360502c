interface Props {
  /** Translated reason the server refused the form; nothing is shown while empty. */
  message: string;
}

/** The form-level refusal (wrong password, taken account). It stays until the form is sent again. */
export default function FormError({ message }: Props) {
  return (
    <div role="alert">
      {message && (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">{message}</p>
      )}
    </div>
  );
}
