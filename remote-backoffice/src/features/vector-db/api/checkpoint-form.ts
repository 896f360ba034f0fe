/** The two files of a checkpoint, as the admin chose them. */
export interface CheckpointFiles {
  snapshot: File;
  metadata: File;
}

/** The multipart body the checkpoint calls take: both files, plus any extra text fields. */
export function checkpointForm(files: CheckpointFiles, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('snapshot_file', files.snapshot);
  form.append('metadata_file', files.metadata);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Uploads can take longer than the client's usual time limit, so they have none. */
export const uploadOptions = (form: FormData) => ({ body: form, timeout: false as const });
