import {
  CHECKPOINT_METADATA_EXTENSION,
  CHECKPOINT_SNAPSHOT_EXTENSION,
} from '@lyceum/contracts/constants';
import { Button, Input } from '@lyceum/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMb } from '../checkpoint-rules';
import { NS, useFormat } from '../checkpoint-texts';

export interface FilesStepProps {
  snapshot: File | null;
  metadata: File | null;
  onSnapshot: (file: File | null) => void;
  onMetadata: (file: File | null) => void;
  onValidate: () => void;
  /** While the files are being validated and analyzed: nothing can be changed. */
  busy: boolean;
}

/** The two files of a checkpoint, each with its chosen name and size, and Validate. */
export function FilesStep({
  snapshot,
  metadata,
  onSnapshot,
  onMetadata,
  onValidate,
  busy,
}: FilesStepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const chosen = (file: File | null) =>
    file
      ? t('files.chosen', {
          name: file.name,
          size: t('size', { size: format.mb(toMb(file.size)) }),
        })
      : t('files.none');
  const picked = (set: (file: File | null) => void) => (event: ChangeEvent<HTMLInputElement>) =>
    set(event.target.files?.[0] ?? null);

  return (
    <form
      className="bo-ci-files"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onValidate();
      }}
    >
      <div className="bo-ci-files__inputs">
        <Input
          type="file"
          className="bo-ci-files__input"
          label={t('files.snapshot', { extension: CHECKPOINT_SNAPSHOT_EXTENSION })}
          hint={chosen(snapshot)}
          accept={CHECKPOINT_SNAPSHOT_EXTENSION}
          disabled={busy}
          onChange={picked(onSnapshot)}
        />
        <Input
          type="file"
          className="bo-ci-files__input"
          label={t('files.metadata', { extension: CHECKPOINT_METADATA_EXTENSION })}
          hint={chosen(metadata)}
          accept={CHECKPOINT_METADATA_EXTENSION}
          disabled={busy}
          onChange={picked(onMetadata)}
        />
      </div>
      <div className="bo-ci-actions">
        <Button type="submit" loading={busy}>
          {t('files.validate')}
        </Button>
      </div>
    </form>
  );
}
