import { useEffect, useState } from 'react';

/** Where the reading of a chosen file stands. */
export type FileText =
  { state: 'none' } | { state: 'reading' } | { state: 'read'; text: string } | { state: 'failed' };

/** The text of a chosen file, read in the browser (nothing is sent to read it). */
export function useFileText(file: File | null): FileText {
  const [read, setRead] = useState<{ file: File; text: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    // A file chosen since is the one to show: a late answer for this one is dropped.
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current)
        setRead({ file, text: typeof reader.result === 'string' ? reader.result : null });
    };
    reader.onerror = () => {
      if (current) setRead({ file, text: null });
    };
    reader.readAsText(file);
    return () => {
      current = false;
    };
  }, [file]);
  if (!file) return { state: 'none' };
  if (read?.file !== file) return { state: 'reading' };
  return read.text === null ? { state: 'failed' } : { state: 'read', text: read.text };
}
