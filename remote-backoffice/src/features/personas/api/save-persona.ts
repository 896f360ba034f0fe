import type { PersonaFormFields } from '@lyceum/contracts';
import { joinTags } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERSONAS_PATH, personaPath, personasQueryKey } from './get-personas';

/** The text fields of the persona form, as typed. */
export type PersonaTextFields = Required<Omit<PersonaFormFields, 'profile_file'>>;

export interface SavePersonaInput {
  /** The persona to update; none creates one. */
  id?: number | undefined;
  fields: PersonaTextFields;
  /** The Markdown profile: required on create, replaces the current one on update. */
  profile: File | null;
}

/**
 * The multipart body of a create or an update: every text field trimmed (a blank date is sent
 * empty, so an update can clear it), the tags as one tidy comma-separated string, and the
 * profile file when one was chosen.
 */
export function personaForm({ fields, profile }: Omit<SavePersonaInput, 'id'>): FormData {
  const form = new FormData();
  const sent: PersonaTextFields = {
    name: fields.name.trim(),
    vector_database_key: fields.vector_database_key.trim(),
    birth_date: fields.birth_date.trim(),
    death_date: fields.death_date.trim(),
    short_description: fields.short_description.trim(),
    tags: joinTags(fields.tags),
  };
  for (const [name, value] of Object.entries(sent)) form.append(name, value);
  if (profile) form.append('profile_file', profile, profile.name);
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
