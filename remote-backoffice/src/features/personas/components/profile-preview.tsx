import { PROFILE_FILE_EXTENSION } from '@lyceum/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonaProfile } from '../api/persona-profile';
import type { Persona } from '../api/get-personas';
import { profileErrorText } from '../persona-error';
import { profileProblem } from '../persona-form-rules';
import { NS, ruleText } from '../persona-texts';
import { useFileText } from '../hooks/use-file-text';
import { useMarkdownHtml } from '../hooks/use-markdown-html';

export interface ProfilePreviewProps {
  /** The chosen profile file, shown when it is a Markdown file within the size limit. */
  file: File | null;
  /** The persona being edited: its current profile is shown until another file is chosen. */
  persona: Persona | undefined;
}

/**
 * The profile as it will read: the chosen file's Markdown, or on edit the current profile,
 * rendered and sanitized. Loading, a missing profile and failures are said in a status line.
 */
export function ProfilePreview({ file, persona }: ProfilePreviewProps) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const chosen = file && profileProblem(file) === null ? file : null;
  const fileText = useFileText(chosen);
  const current = usePersonaProfile(persona?.id ?? 0, persona?.has_profile_file === true);

  let markdown: string | null = null;
  let message = '';
  if (chosen) {
    if (fileText.state === 'read') markdown = fileText.text;
    else if (fileText.state === 'failed') message = t('preview.unreadable');
    else message = t('preview.reading');
  } else if (persona && !persona.has_profile_file) {
    message = ruleText.profileNotFound();
  } else if (persona) {
    if (current.isPending) message = t('preview.loading');
    else if (current.isError) message = profileErrorText(current.error, t);
    else markdown = current.data;
  } else {
    message = t('preview.empty', { extension: PROFILE_FILE_EXTENSION });
  }
  const rendered = useMarkdownHtml(markdown);
  if (rendered.state === 'failed') message = t('preview.unavailable');
  const html = rendered.state === 'rendered' ? rendered.html : null;

  return (
    <div className="bo-persona-preview">
      <h3 id={headingId} className="bo-persona-preview__title">
        {t('preview.title')}
      </h3>
      <p role="status" className="bo-muted bo-persona-preview__status">
        {message}
      </p>
      {html !== null && (
        <div
          role="region"
          aria-labelledby={headingId}
          // A long profile scrolls inside the box, which the keyboard can reach to scroll it.
          tabIndex={0}
          className="bo-persona-preview__content"
          // Only the sanitized HTML is inserted.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}
