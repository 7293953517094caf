import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from './errors';
import { queryKeys, useBackofficeClient } from './hooks';
import type { ContactDetailsUpdate } from './operations';
import { bypassErrorBanner } from './errorBanner';

/**
 * The Please Confirm Your Details widget's update of email and mobile: the answer becomes the
 * cached user, and users lists (which show the email) refresh.
 */
export function useUpdateContactDetails(userId: number | undefined) {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (details: ContactDetailsUpdate) =>
      unwrap(
        client.PATCH('/backoffice/users/{userId}/contact-details', {
          params: { path: { userId: userId as number } },
          body: details,
        }),
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(userId), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.userLists() });
    },
  });
}
