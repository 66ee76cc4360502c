interface Props {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/** A labelled on/off switch with its explanation, as the settings page lists them. */
export default function Switch({ id, label, help, checked, disabled = false, onChange }: Props) {
  return (
    <div className="flex items-start justify-between gap-6 py-3">
      <div>
        <p id={`${id}-label`} className="font-medium text-gray-900">
          {label}
        </p>
        <p id={`${id}-help`} className="mt-1 max-w-xl text-sm text-gray-600">
          {help}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        disabled={disabled}
        onClick={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 transition-colors disabled:opacity-60 aria-checked:bg-primary-600 motion-reduce:transition-none"
      >
        <span aria-hidden="true" className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5.5 motion-reduce:transition-none rtl:-translate-x-0.5 rtl:group-aria-checked:-translate-x-5.5" />
      </button>
    </div>
  );
}
