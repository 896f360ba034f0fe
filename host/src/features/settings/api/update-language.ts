import { changeLanguage, type Language } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './get-profile';

/** Switches the interface language and saves it on the account; the profile is then re-read. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => changeLanguage(language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
