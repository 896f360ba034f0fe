import { useErrorText } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePersona } from '../api/delete-persona';
import { usePersonas, type Persona } from '../api/get-personas';
import { personaErrorText } from '../persona-error';
import { NS } from '../persona-texts';
import { PersonaForm } from './persona-form';
import { PersonaList } from './persona-list';

/** The form is closed, or open to create a persona or to edit one. */
type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; persona: Persona };

const CLOSED: Editor = { mode: 'closed' };

/**
 * The error banner, 'Create New Persona' (disabled while the form is open), the form, and the
 * list of existing personas. Closing the form gives the focus back to the button that opened it;
 * a delete is confirmed first, and the list is asked again after it.
 */
export function PersonaManager() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const personas = usePersonas();
  const deletePersona = useDeletePersona();
  const [editor, setEditor] = useState<Editor>(CLOSED);
  const [deleteFailure, setDeleteFailure] = useState<{ error: unknown } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  // Once the form is closed (and 'Create New Persona' enabled again), the focus goes back.
  useEffect(() => {
    if (editor.mode !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    const target = opener.current?.isConnected
      ? opener.current
      : root.current?.querySelector<HTMLElement>('[data-persona-create]');
    target?.focus();
  }, [editor]);

  const open = (next: Editor, from: HTMLElement) => {
    opener.current = from;
    setEditor(next);
  };
  const close = () => {
    returnFocus.current = true;
    setEditor(CLOSED);
  };

  const remove = async (persona: Persona) => {
    if (!window.confirm(t('list.confirmDelete', { name: persona.name }))) return;
    setDeleteFailure(null);
    try {
      await deletePersona.mutateAsync(persona.id);
      // Its form, if open, has nothing left to edit.
      setEditor((current) =>
        current.mode === 'edit' && current.persona.id === persona.id ? CLOSED : current,
      );
      // Its row (and the focused Delete button) is gone: the list's heading takes the focus.
      listHeading.current?.focus();
    } catch (error) {
      setDeleteFailure({ error });
    }
  };

  const alerts: string[] = [];
  if (personas.isError) alerts.push(personaErrorText(personas.error, 'load', t, errorText));
  if (deleteFailure) alerts.push(personaErrorText(deleteFailure.error, 'delete', t, errorText));

  return (
    <div ref={root} className="bo-personas">
      {alerts.length > 0 && (
        <div className="bo-personas__alerts">
          {alerts.map((text) => (
            <p key={text} role="alert" className="bo-error">
              {text}
            </p>
          ))}
        </div>
      )}
      <div className="bo-personas__toolbar">
        <Button
          data-persona-create
          disabled={editor.mode !== 'closed'}
          onClick={(event: MouseEvent<HTMLButtonElement>) =>
            open({ mode: 'create' }, event.currentTarget)
          }
        >
          {t('createNew')}
        </Button>
      </div>
      {editor.mode !== 'closed' && (
        <PersonaForm
          key={editor.mode === 'edit' ? editor.persona.id : 'create'}
          persona={editor.mode === 'edit' ? editor.persona : undefined}
          onClose={close}
        />
      )}
      <PersonaList
        personas={personas.data}
        loading={personas.isPending}
        deletingId={deletePersona.isPending ? deletePersona.variables : undefined}
        headingRef={listHeading}
        onEdit={(persona, button) => open({ mode: 'edit', persona }, button)}
        onDelete={(persona) => void remove(persona)}
      />
    </div>
  );
}
