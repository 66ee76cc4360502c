import { useId, type ChangeEvent } from 'react';
import { http } from '../../lib/api/index.ts';
import { UPLOAD_ACCEPT } from '../../lib/schemas/upload.ts';
import Avatar from '../ui/Avatar.tsx';
import { useT } from '../ui/i18n.ts';
import type { UploadItem } from '../upload/uploadItem.ts';
import { useUpload } from '../upload/useUpload.ts';

interface Props {
  avatar: string | null;
  /** Shown as the initial when there is no avatar. */
  name: string;
  onChanged: () => Promise<void>;
}

/** The member's picture; a new one is uploaded, then saved as the avatar. */
export default function AvatarEditor({ avatar, name, onChanged }: Props) {
  const t = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const save = async (item: UploadItem) => {
    try {
      await http.post('member/updateMemberInfo', { avatar: item.url }, { showSuccess: true });
      await onChanged();
    } catch {
      // The request layer has shown why; the old avatar stays.
    } finally {
      upload.remove(item.uid);
    }
  };
  const upload = useUpload({ limit: 1, onSuccess: (item) => void save(item) });
  const pending = upload.items[0];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) upload.add(files);
  };

  return (
    <div className="flex items-center gap-5">
      <Avatar src={avatar} name={name} alt={t('setting.avatar.alt')} className="size-20 text-3xl">
        {pending && (
          <span role="status" className="absolute inset-0 flex items-center justify-center bg-black/55 text-sm font-medium text-white">
            {`${pending.percentage}%`}
          </span>
        )}
      </Avatar>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 w-fit cursor-pointer items-center rounded-md border border-primary-600 px-4 text-sm font-medium text-primary-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600 hover:bg-primary-50"
        >
          {t('setting.avatar.change')}
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={Boolean(pending)}
            aria-describedby={hintId}
            onChange={onChange}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-xs text-gray-600">
          {t('upload.hint')}
        </p>
      </div>
    </div>
  );
}
