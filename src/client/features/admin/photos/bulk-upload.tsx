import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { createPhoto } from '#client/api/create-photo.ts';
import { uploadImage } from '#client/api/upload-image.ts';
import { compactInputClass } from '#client/components/form/styles.ts';
import { albumStrings as s } from '#client/features/admin/photos/strings.ts';
import { MAX_FILES, type UploadItem, type UploadJob, useUploadQueue } from '#client/features/admin/photos/upload-queue.ts';
import { errorText } from '#client/features/admin/ui/notify.ts';
import { jpegName, resizeImage } from '#client/features/admin/ui/resize-image.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { type PhotoCategory, photoCategories, photoCategoryLabels } from '#shared/schemas/photo.ts';
import { SelectOptions } from '#client/components/form/select-options.tsx';

/** "final_de-temporada 2024.JPG" → "final de temporada 2024" */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (base || 'Foto').slice(0, 150);
}

/**
 * Many photos into one album at once (issue 12 item 3): each file is resized in the browser (SPEC §9), sent through
 * POST /api/upload-image with its own progress bar, then saved with POST /api/photos (title from its name, the
 * batch's category). At most three at a time; a failed one shows a retry and never holds up the others.
 */
export function BulkUpload({ albumId, albumName }: { albumId: number | null; albumName: string }) {
  const [category, setCategory] = useState<PhotoCategory | ''>('');
  const [notice, setNotice] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const categoryId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();

  const job: UploadJob = async (file, report) => {
    if (!category) throw new Error(s.bulkChooseCategory);
    const resized = (await resizeImage(file)).blob;
    const uploaded = await uploadImage(resized, jpegName(file.name), (f) => report({ progress: f }));
    report({ status: 'saving', progress: 1 });
    await createPhoto({ title: titleFromFileName(file.name), description: null, category, imageUrl: uploaded.imagePath, fileName: file.name, albumId });
  };
  const { items, add, retry } = useUploadQueue(job);

  const done = items.filter((it) => it.status === 'done').length;
  const failed = items.filter((it) => it.status === 'error').length;
  const idle = items.length > 0 && items.every((it) => it.status === 'done' || it.status === 'error');
  // The lists are asked again once the batch has settled (not once per file).
  useEffect(() => {
    if (idle && done > 0) {
      void queryClient.invalidateQueries({ queryKey: photosQueryKey });
      void queryClient.invalidateQueries({ queryKey: albumsQueryKey });
    }
  }, [idle, done, queryClient]);

  function accept(list: FileList | null) {
    if (!list || !category) return;
    const files = [...list];
    const images = files.filter((f) => f.type.startsWith('image/'));
    const room = Math.max(0, MAX_FILES - items.filter((it) => it.status !== 'done').length);
    const taken = images.slice(0, room);
    const messages: string[] = [];
    if (images.length < files.length) messages.push(s.bulkNotImages(files.length - images.length));
    if (taken.length < images.length) messages.push(s.bulkTooMany(MAX_FILES, images.length - taken.length));
    setNotice(messages);
    add(taken);
    if (fileInput.current) fileInput.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{s.bulkInto(albumName)}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={categoryId} className="text-sm font-semibold text-stone-800">
          {s.bulkCategory}
        </label>
        <select
          id={categoryId}
          className={compactInputClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as PhotoCategory | '')}
        >
          <SelectOptions values={photoCategories} labels={photoCategoryLabels} placeholder={s.bulkChooseCategory} />
        </select>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds drag and drop; the labelled file input does the same by keyboard. */}
      <div
        data-testid="bulk-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          if (category) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50'
        } ${category ? '' : 'opacity-60'}`}
      >
        <p className="text-stone-700">
          {s.bulkDrop}{' '}
          <label htmlFor={inputId} className={`font-semibold text-brand-800 underline ${category ? 'cursor-pointer' : ''}`}>
            {s.bulkChoose}
          </label>
        </p>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={!category}
          className="sr-only"
          onChange={(e) => accept(e.target.files)}
        />
        <p className="mt-1 text-xs text-stone-600">{category ? s.bulkHint : s.bulkChooseCategory}</p>
      </div>
      {notice.map((n) => (
        <p key={n} role="alert" className="text-sm text-red-800">
          {n}
        </p>
      ))}
      <p role="status" aria-live="polite" className="text-sm font-semibold text-stone-800">
        {items.length > 0 ? s.bulkStatus(done, items.length, failed) : ''}
      </p>
      {items.length > 0 ? (
        <ul className="max-h-80 space-y-2 overflow-y-auto pr-1" aria-label={s.bulkTitle}>
          {items.map((it) => (
            <UploadRow key={it.key} item={it} onRetry={() => retry(it.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const statusText = (it: UploadItem) =>
  ({ waiting: s.waiting, uploading: s.uploading, saving: s.saving, done: s.done, error: s.failed })[it.status];

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  // The retry button goes away once pressed: focus stays on its row (inside the dialog), not on the page's body.
  const row = useRef<HTMLLIElement>(null);
  const percent = Math.round(item.progress * 100);
  const name = item.file.name;
  return (
    <li ref={row} tabIndex={-1} data-testid="bulk-item" data-status={item.status} className="rounded-md border border-stone-200 bg-white p-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-stone-900">{name}</span>
        <span className={`flex shrink-0 items-center gap-1 ${item.status === 'error' ? 'text-red-800' : 'text-stone-700'}`}>
          {item.status === 'done' ? <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden /> : null}
          {item.status === 'error' ? <XCircle className="h-4 w-4" aria-hidden /> : null}
          {statusText(item)}
        </span>
        {item.status === 'error' ? (
          <button type="button" className={buttonClass.secondary} onClick={() => {
              row.current?.focus();
              onRetry();
            }}
            aria-label={s.retryLabel(name)}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {s.retry}
          </button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={s.progressLabel(name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded bg-stone-200"
      >
        <div
          className={`h-full ${item.status === 'error' ? 'bg-red-700' : item.status === 'done' ? 'bg-green-700' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {item.status === 'error' ? <p className="mt-1 text-xs text-red-800">{errorText(item.error)}</p> : null}
    </li>
  );
}
