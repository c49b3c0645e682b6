import { ImageIcon, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadImage } from '#client/api/upload-image.ts';
import { describedBy, FieldError, RequiredLabel } from '#client/components/form/field.tsx';
import { compactInputClass as inputClass } from '#client/components/form/styles.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { jpegName, resizeImage } from '#client/features/admin/ui/resize-image.ts';
import { errorText } from '#client/features/admin/ui/notify.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { smallVariant } from '#client/lib/image-ref.ts';
import { toast } from '#client/lib/toast.ts';

export type ImagePickerProps = {
  /** The file input's id (the label points at it); the URL input gets `${id}-url`. */
  id: string;
  label: string;
  /** The current image reference: a /media path, a URL, an @assets alias, or '' for none. */
  value: string;
  /** A new reference: the uploaded /media path (with the original file name) or a typed URL ('' to clear). */
  onChange: (value: string, meta?: { fileName: string }) => void;
  /** Shown under the drop zone, e.g. 'JPG, PNG, GIF fins a 10MB'. */
  hint?: string;
  /** Offer a URL field besides the upload (default true). */
  allowUrl?: boolean;
  required?: boolean;
  /** The form's error for this field (e.g. the server's fieldErrors.imageUrl). */
  error?: string | undefined;
  /** What to preview when `value` cannot be shown as is (e.g. an @assets alias). */
  previewFallback?: string;
  /** Told when a file is being prepared or uploaded, so the form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
};

type State = { kind: 'idle' } | { kind: 'resizing' } | { kind: 'uploading'; percent: number };

const displayable = (ref: string) => /^(https?:\/\/|\/media\/|blob:|data:image\/)/i.test(ref);

/**
 * Image by drag and drop or file picker (images only), resized in the browser to ≤ 1200 px JPEG 0.8 (SPEC §9),
 * previewed, then uploaded to POST /api/upload-image with a progress bar; or, with `allowUrl`, an image URL.
 */
export function ImagePicker({
  id,
  label,
  value,
  onChange,
  hint,
  allowUrl = true,
  required,
  error,
  previewFallback,
  onBusyChange,
}: ImagePickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | undefined>();
  const [localError, setLocalError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [urlText, setUrlText] = useState(() => (/^https?:\/\//i.test(value) ? value : ''));
  const statusId = useId();
  const busy = state.kind !== 'idle';

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function accept(file: File | undefined) {
    if (!file) return;
    setLocalError(undefined);
    if (!file.type.startsWith('image/')) {
      setLocalError(adminStrings.image.onlyImages);
      return;
    }
    setState({ kind: 'resizing' });
    let resized: Blob;
    try {
      resized = (await resizeImage(file)).blob;
    } catch {
      setState({ kind: 'idle' });
      setLocalError(adminStrings.image.processingError);
      toast({ title: adminStrings.image.processingError, variant: 'destructive' });
      return;
    }
    setLocalPreview(URL.createObjectURL(resized));
    setState({ kind: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadImage(resized, jpegName(file.name), (f) =>
        setState({ kind: 'uploading', percent: Math.round(f * 100) }),
      );
      setUrlText('');
      onChange(uploaded.imagePath, { fileName: file.name });
    } catch (err) {
      setLocalPreview(undefined);
      setLocalError(`${adminStrings.image.uploadError}: ${errorText(err)}`);
      toast({ title: adminStrings.image.uploadError, description: errorText(err), variant: 'destructive' });
    } finally {
      setState({ kind: 'idle' });
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    void accept(event.dataTransfer.files[0]);
  }

  const preview = localPreview ?? (value ? (displayable(value) ? smallVariant(value) : previewFallback) : undefined);
  const shownError = localError ?? error;

  return (
    <div>
      <RequiredLabel id={id} label={label} required={required} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds drag and drop; the button and the labelled file input do the same by keyboard. */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${id}-dropzone`}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-4 text-center sm:flex-row sm:text-left ${
          dragging ? 'border-brand-600 bg-brand-50' : shownError ? 'border-red-700' : 'border-stone-300 bg-stone-50'
        }`}
      >
        <div className="flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md bg-white ring-1 ring-stone-200">
          {preview ? (
            <img src={preview} alt={adminStrings.image.preview} className="h-full w-full object-cover" />
          ) : (
            <ImageIcon className="h-8 w-8 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="flex-1 space-y-2">
          <p className="text-sm text-stone-700">
            {adminStrings.image.drop}{' '}
            <button
              type="button"
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              onClick={() => fileInput.current?.click()}
              disabled={busy}
            >
              {adminStrings.image.browse}
            </button>
          </p>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void accept(e.target.files?.[0])}
            {...describedBy(id, { error: shownError, hint })}
          />
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-stone-600">
              {hint}
            </p>
          ) : null}
          <div id={statusId} role="status" aria-live="polite" className="text-sm text-stone-700">
            {state.kind === 'resizing' ? adminStrings.image.resizing : null}
            {state.kind === 'uploading' ? (
              <span className="flex items-center gap-2">
                <Upload className="h-4 w-4" aria-hidden />
                {adminStrings.image.uploading}
                <progress
                  value={state.percent}
                  max={100}
                  aria-label={adminStrings.image.progress}
                  className="h-2 w-32 accent-brand-700"
                />
                <span className="tabular-nums">{state.percent}%</span>
              </span>
            ) : null}
          </div>
          {value && !busy ? (
            <button
              type="button"
              className={`${buttonClass.ghost} -ml-3`}
              onClick={() => {
                setLocalPreview(undefined);
                setUrlText('');
                onChange('');
              }}
            >
              <X className="h-4 w-4" aria-hidden />
              {adminStrings.image.remove}
            </button>
          ) : null}
        </div>
      </div>
      <FieldError id={id} message={shownError} />
      {allowUrl ? (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm text-stone-700">
            {adminStrings.image.orUrl}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://…"
            className={inputClass}
            value={urlText}
            disabled={busy}
            onChange={(e) => {
              setLocalPreview(undefined);
              setLocalError(undefined);
              setUrlText(e.target.value);
              onChange(e.target.value.trim());
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
