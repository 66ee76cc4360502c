/** The favourites heart: outlined, or filled once the thing is collected. */
export default function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-5 stroke-current stroke-2 ${filled ? 'fill-current' : 'fill-none'}`}>
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9Z" />
    </svg>
  );
}
