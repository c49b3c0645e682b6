import { useCallback, useEffect, useRef, useState } from 'react';

/** At most this many files upload at once (issue 12 item 3). */
export const MAX_PARALLEL = 3;
/** At most this many files per batch. */
export const MAX_FILES = 100;

export type UploadStatus = 'waiting' | 'uploading' | 'saving' | 'done' | 'error';
export type UploadItem = { key: number; file: File; status: UploadStatus; progress: number; error: unknown; attempt: number };

/** What one file's upload does; it reports progress (0–1) and 'saving' once the bytes are sent. */
export type UploadJob = (file: File, report: (update: { progress?: number; status?: 'saving' }) => void) => Promise<void>;

/**
 * A queue of files, each uploaded by `job`, at most MAX_PARALLEL at a time, in order. A failure marks only that file
 * (with a retry, which puts it back in the queue); the others go on.
 */
export function useUploadQueue(job: UploadJob) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const started = useRef(new Set<string>());
  const nextKey = useRef(1);
  const jobRef = useRef(job);
  jobRef.current = job;

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  }, []);

  useEffect(() => {
    const active = items.filter((it) => it.status === 'uploading' || it.status === 'saving').length;
    const free = MAX_PARALLEL - active;
    if (free <= 0) return;
    const next = items.filter((it) => it.status === 'waiting' && !started.current.has(`${it.key}:${it.attempt}`)).slice(0, free);
    for (const it of next) {
      started.current.add(`${it.key}:${it.attempt}`);
      update(it.key, { status: 'uploading', progress: 0, error: null });
      jobRef
        .current(it.file, (u) => update(it.key, u))
        .then(
          () => update(it.key, { status: 'done', progress: 1 }),
          (err: unknown) => update(it.key, { status: 'error', error: err }),
        );
    }
  }, [items, update]);

  const add = useCallback((files: File[]) => {
    setItems((list) => [
      ...list,
      ...files.map((file) => ({ key: nextKey.current++, file, status: 'waiting' as const, progress: 0, error: null, attempt: 0 })),
    ]);
  }, []);

  const retry = useCallback((key: number) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, status: 'waiting', progress: 0, error: null, attempt: it.attempt + 1 } : it)));
  }, []);

  return { items, add, retry };
}
