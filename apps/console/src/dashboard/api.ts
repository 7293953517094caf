import { queryKeys } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../session/api';
import { useSession } from '../session/SessionProvider';

/** The Please Confirm Your Details widget's update; the answer becomes the cached user. */
export function useUpdateContactDetails() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: { email: string; mobile: string }) =>
      unwrap(
        apiClient().PATCH('/backoffice/users/{userId}/contact-details', {
          params: { path: { userId: session?.userId as number } },
          body: details,
        }),
      ),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user(session?.userId), user),
  });
}
