import { useId, type ChangeEvent } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/schemas/upload.ts';
import { useT } from '../ui/i18n.ts';
import type { UploadItem } from './uploadItem.ts';
import type { UploadController } from './useUpload.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  upload: UploadController;
  /** Accessible name of the file picker. */
  label: string;
  disabled?: boolean;
  /** Id of the text that explains the rules (types, size, count). */
  describedBy?: string;
}

const tile = 'relative size-20 shrink-0 overflow-hidden rounded-lg border';

function Thumbnail({ item, index, onRemove }: { item: UploadItem; index: number; onRemove: () => void }) {
  const t = useT();
  const n = index + 1;
  const uploading = item.status !== 'success';
  return (
    <li className={`${tile} border-gray-200 bg-gray-50`} data-upload-status={item.status}>
      {uploading ? (
        <div className="flex size-full flex-col items-center justify-center gap-1 px-2">
          <span className="text-xs text-gray-600">{`${item.percentage}%`}</span>
          <progress
            max={100}
            value={item.percentage}
            aria-label={t('upload.progress', { n })}
            className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-primary-600"
          />
        </div>
      ) : (
        <Picture url={item.url} use={PICTURE_USES.reviewThumb} alt={t('upload.picture', { n })} className="size-full object-cover" />
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('upload.remove', { n })}
        className="absolute end-1 top-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-sm leading-none text-white hover:bg-black/80"
      >
        ×
      </button>
    </li>
  );
}

/** Thumbnails of an upload list and a picker tile: a real file input, hidden behind its styled label. */
export default function ImageUpload({ upload, label, disabled = false, describedBy }: Props) {
  const t = useT();
  const inputId = useId();
  const full = upload.items.length >= upload.limit;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again still counts as a change.
    event.target.value = '';
    if (files.length > 0) upload.add(files);
  };

  return (
    <ul className="flex flex-wrap gap-3" data-upload-list>
      {upload.items.map((item, index) => (
        <Thumbnail key={item.uid} item={item} index={index} onRemove={() => upload.remove(item.uid)} />
      ))}
      {!full && (
        <li>
          <label
            htmlFor={inputId}
            className={`${tile} flex cursor-pointer flex-col items-center justify-center gap-1 border-dashed border-gray-300 text-gray-600 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600 hover:border-primary-500 hover:text-primary-700`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              +
            </span>
            <span className="px-1 text-center text-xs leading-tight">{t('upload.add')}</span>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              multiple={upload.limit > 1}
              disabled={disabled}
              aria-label={label}
              aria-describedby={describedBy}
              onChange={onChange}
              className="sr-only"
            />
          </label>
        </li>
      )}
    </ul>
  );
}
