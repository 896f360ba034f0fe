import type { PersonaFormFields } from '@lyceum/contracts';
import { PERSONA_FIELDS, PERSONA_TEXT_FIELDS } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERSONAS_PATH, personaPath, personasQueryKey } from './get-personas';

/** The text fields of the persona form, as typed. */
export type PersonaTextFields = Required<
  Omit<PersonaFormFields, 'profile_file' | 'profile_file_fr'>
>;

export interface SavePersonaInput {
  /** The persona to update; none creates one. */
  id?: number | undefined;
  fields: PersonaTextFields;
  /** The Markdown profile: required on create, replaces the current one on update. */
  profile: File | null;
  /** The French profile: optional, replaces the current French one on update. */
  frenchProfile?: File | null | undefined;
}

/**
 * The multipart body of a create or an update: every text field as `PERSONA_FIELDS` sends it (a
 * blank date or French text is sent empty, so an update can clear it; the tags joined), and each
 * profile file when one was chosen.
 */
export function personaForm({
  fields,
  profile,
  frenchProfile,
}: Omit<SavePersonaInput, 'id'>): FormData {
  const form = new FormData();
  for (const name of PERSONA_TEXT_FIELDS)
    form.append(name, PERSONA_FIELDS[name].sent(fields[name]));
  if (profile) form.append('profile_file', profile, profile.name);
  if (frenchProfile) form.append('profile_file_fr', frenchProfile, frenchProfile.name);
  return form;
}

/** Creates (POST) or updates (PUT) a persona; failures throw `ApiError`. */
export async function savePersona({ id, ...input }: SavePersonaInput): Promise<void> {
  // An upload can take longer than the client's usual time limit.
  const options = { body: personaForm(input), timeout: false as const };
  if (id === undefined) await apiClient.post(PERSONAS_PATH, options);
  else await apiClient.put(personaPath(id), options);
}

/** Saving a persona: afterwards the list, the keys and the profiles are asked again. */
export function useSavePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersona,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personasQueryKey });
    },
  });
}
