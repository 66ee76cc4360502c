import { useId } from 'react';
import { useT } from '../ui/i18n.ts';
import ImageUpload from './ImageUpload.tsx';
import type { UploadController } from './useUpload.ts';

interface Props {
  upload: UploadController;
  /** The group's heading ("Pictures"). */
  label: string;
  /** Accessible name of the file picker ("Add pictures to your review"). */
  addLabel: string;
}

/** A labelled picture list with its n/limit counter and the rules of what may be uploaded. */
export default function PictureField({ upload, label, addLabel }: Props) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full justify-between text-sm font-medium text-gray-800">
        <span>{label}</span>
        <span className="text-xs font-normal text-gray-600" data-image-count>
          {t('common.count', { count: upload.items.length, limit: upload.limit })}
        </span>
      </legend>
      <ImageUpload upload={upload} label={addLabel} describedBy={hintId} />
      <p id={hintId} className="text-xs text-gray-600">
        {t('upload.hintCount', { count: upload.limit })}
      </p>
    </fieldset>
  );
}
